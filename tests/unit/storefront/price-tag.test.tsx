import { renderToStaticMarkup } from 'react-dom/server';
import { PriceTag } from '../../../shared/components/storefront/price-tag';
import { SALE_TEXT } from '../../../shared/lib/catalog/storefront-texts';

const gbp = (value: number, discount = 0) => ({ currency: { code: 'GBP' }, value, discount });
const usd = (value: number, discount = 0) => ({ currency: { code: 'USD' }, value, discount });

describe('PriceTag', () => {
  it('shows the price in the visitor currency, en-GB with a narrow symbol, and no sale badge', () => {
    const html = renderToStaticMarkup(<PriceTag prices={[usd(14), gbp(12.99)]} currency="GBP" />);
    expect(html).toContain('£12.99');
    expect(html).not.toContain('$');
    expect(html).not.toContain('<s');
    expect(html).not.toContain(SALE_TEXT);
    expect(renderToStaticMarkup(<PriceTag prices={[usd(14)]} currency="USD" />)).toContain('$14.00');
  });

  it('strikes the original through with a hidden "was", shows the reduced price and the Sale badge', () => {
    const html = renderToStaticMarkup(<PriceTag prices={[gbp(20, 5)]} currency="GBP" />);
    expect(html).toMatch(/<s[^>]*><span class="sr-only">was <\/span>£20.00<\/s>/);
    expect(html).toMatch(/>£15.00</);
    expect(html).toContain(`>${SALE_TEXT}<`);
  });

  it('shows the lowest price across a group of products, compared after discount', () => {
    const html = renderToStaticMarkup(
      <PriceTag products={[{ prices: [gbp(25)] }, { prices: [gbp(18, 2)] }, { prices: [gbp(17)] }]} currency="GBP" />,
    );
    expect(html).toContain('£16.00');
    expect(html).toContain(SALE_TEXT);
    expect(html).not.toContain('£25.00');
  });

  it('renders nothing without a price in that currency', () => {
    expect(renderToStaticMarkup(<PriceTag prices={[usd(10)]} currency="EUR" />)).toBe('');
    expect(renderToStaticMarkup(<PriceTag prices={null} currency="GBP" />)).toBe('');
  });
});
