import { renderToStaticMarkup } from 'react-dom/server';
import { ReleaseBadge } from '../../../shared/components/storefront/release-badge';
import { OUT_NOW_TEXT, PRE_ORDER_TEXT } from '../../../shared/lib/catalog/storefront-texts';

const now = new Date('2025-06-01T12:00:00Z');

describe('ReleaseBadge', () => {
  it('reads "Pre-order" when the release or availability date is still to come', () => {
    expect(renderToStaticMarkup(<ReleaseBadge item={{ release_date: '2025-07-04' }} now={now} />)).toContain(`>${PRE_ORDER_TEXT}<`);
    expect(renderToStaticMarkup(<ReleaseBadge item={{ release_date: '2025-01-01', date_available: '2025-06-02' }} now={now} />)).toContain(
      PRE_ORDER_TEXT,
    );
  });

  it('reads "Out now" once the release date has passed, including on the day itself', () => {
    expect(renderToStaticMarkup(<ReleaseBadge item={{ release_date: '2024-11-15' }} now={now} />)).toContain(`>${OUT_NOW_TEXT}<`);
    expect(renderToStaticMarkup(<ReleaseBadge item={{ release_date: '2025-06-01' }} now={now} />)).toContain(OUT_NOW_TEXT);
  });

  it('renders nothing without a usable date', () => {
    expect(renderToStaticMarkup(<ReleaseBadge item={{}} now={now} />)).toBe('');
    expect(renderToStaticMarkup(<ReleaseBadge item={{ release_date: 'soon' }} now={now} />)).toBe('');
  });
});
