/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act, screen, waitFor } from '@testing-library/react';
import { AddToBasketForm } from '../../shared/components/basket/add-to-basket-form';
import { BasketStoreProvider } from '../../shared/components/basket/basket-context';
import { BasketStore } from '../../shared/components/basket/basket-store';
import { trackAddToCart } from '../../shared/components/basket/cart-analytics';
import { createCartClient } from '../../shared/components/basket/cart-client';
import { PromotedCarousel } from '../../shared/components/basket/promoted-carousel';
import { TileBasketAction } from '../../shared/components/basket/tile-basket-action';
import { CONSENT_STORAGE_KEY } from '../../shared/lib/consent/consent';
import { click, renderAt } from './storefront/render-helpers';
import { createFakeCartApi, memoryStorage } from './basket-fake-cart-api';

const bundle = {
  id: '498',
  format: 'Bundle',
  items: [
    { id: '61', title: 'Black vinyl', option_group: 'Format' },
    { id: '62', title: 'Clear vinyl', option_group: 'Format' },
    { id: '63', title: 'XS', option_group: 'T-Shirt Size' },
    { id: '64', title: 'S', option_group: 'T-Shirt Size' },
  ],
};

function basket() {
  const api = createFakeCartApi([{ id: '498', title: 'Vinyl + T-Shirt Bundle', format: 'Bundle', distribution: 'physical', price: 39.99 }]);
  const store = new BasketStore({
    client: createCartClient({ storeUrl: '/store', currency: 'GBP', fetch: api.fetch, storage: memoryStorage() }),
    currency: 'GBP',
    notify: () => {},
  });
  return { api, store };
}

async function choose(select: HTMLSelectElement, value: string) {
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

afterEach(() => {
  document.body.innerHTML = '';
  window.localStorage.clear();
  delete (window as { gtag?: unknown }).gtag;
});

describe('adding with options (spec 000 §3 "Product for basket", §4)', () => {
  it('asks for one choice per option group before the button works, then posts the chosen items', async () => {
    const { api, store } = basket();
    const { unmount } = await renderAt(
      <BasketStoreProvider store={store}>
        <AddToBasketForm product={bundle} buttonClassName="add" />
      </BasketStoreProvider>,
    );
    const selects = screen.getAllByRole<HTMLSelectElement>('combobox');
    expect(selects.map((select) => select.closest('label')!.firstChild!.textContent)).toEqual(['Format', 'T-Shirt Size']);
    expect(selects.map((select) => select.options[0]!.textContent)).toEqual(['Choose Format', 'Choose T-Shirt Size']);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Basket' });
    expect(button.dataset.productId).toBe('498');
    expect(button.textContent).toBe('Add to Basket');
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe('Choose Format and T-Shirt Size first');

    await choose(selects[0]!, '62');
    expect(button.disabled).toBe(true);
    await choose(selects[1]!, '64');
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);

    await click(button);
    await waitFor(() => expect(store.getState().lines).toHaveLength(1), { timeout: 2000 });
    const post = api.mutations()[0]!;
    expect(JSON.parse(new URLSearchParams(post.body!).get('body')!)).toEqual({
      productId: '498',
      quantity: 1,
      items: [
        { id: '62', optionGroup: 'Format' },
        { id: '64', optionGroup: 'T-Shirt Size' },
      ],
    });
    unmount();
    store.dispose();
  });

  it('keeps the hint room once every option is chosen, so nothing below it moves', async () => {
    const { store } = basket();
    const { container, unmount } = await renderAt(
      <BasketStoreProvider store={store}>
        <AddToBasketForm product={bundle} buttonClassName="add" />
      </BasketStoreProvider>,
    );
    const hint = () => container.querySelector<HTMLElement>('[data-choose-hint]');
    expect(hint()!.className).not.toContain('invisible');
    const selects = screen.getAllByRole<HTMLSelectElement>('combobox');
    await choose(selects[0]!, '62');
    await choose(selects[1]!, '64');
    expect(hint()).not.toBeNull();
    expect(hint()!.className.split(' ')).toContain('invisible');
    expect(hint()!.getAttribute('aria-hidden')).toBe('true');
    unmount();
    store.dispose();
  });

  it('a tile adds a product without options, and links a product with options to its page', async () => {
    const { store } = basket();
    const { unmount } = await renderAt(
      <BasketStoreProvider store={store}>
        <TileBasketAction product={{ id: '4', format: 'Vinyl' }} href="/products/a/vinyl" className="tile" />
        <TileBasketAction product={bundle} href="/products/a/bundle" className="tile" />
      </BasketStoreProvider>,
    );
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Basket' });
    expect(add.dataset.productId).toBe('4');
    expect(add.disabled).toBe(false);
    const link = screen.getByRole('link');
    expect([link.textContent, link.getAttribute('href')]).toEqual(['Choose options', '/products/a/bundle']);
    unmount();
    store.dispose();
  });
});

describe('a sold-out product (decision 0079)', () => {
  const bone = {
    id: '478',
    format: 'Crewneck',
    in_stock: false,
    items: [
      { id: '31', title: 'XS', option_group: 'Size' },
      { id: '32', title: 'S', option_group: 'Size' },
    ],
  };

  it('says so before any click: nothing to choose, and the button stays disabled, described as sold out', async () => {
    const { api, store } = basket();
    const { unmount } = await renderAt(
      <BasketStoreProvider store={store}>
        <AddToBasketForm product={bone} buttonClassName="add" />
      </BasketStoreProvider>,
    );
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.getByText('Sold out')).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to Basket', description: 'Sold out' });
    expect(button.disabled).toBe(true);

    await click(button);
    expect(store.getState().lines).toEqual([]);
    expect(api.mutations()).toEqual([]);
    unmount();
    store.dispose();
  });

  it('leaves a product in stock as it was: its sizes to choose, no sold-out note', async () => {
    const { store } = basket();
    const { unmount } = await renderAt(
      <BasketStoreProvider store={store}>
        <AddToBasketForm product={{ ...bone, in_stock: true }} buttonClassName="add" />
      </BasketStoreProvider>,
    );
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.queryByText('Sold out')).toBeNull();
    unmount();
    store.dispose();
  });
});

describe('the add-to-cart analytics event (spec 000 §7)', () => {
  const event = { value: 13.49, currency: 'GBP', items: [{ item_id: '4' }] };

  it('goes to the tag manager only with analytics consent', () => {
    const calls: unknown[][] = [];
    (window as { gtag?: unknown }).gtag = (...args: unknown[]) => calls.push(args);

    trackAddToCart(event);
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ a: false, ma: true }));
    trackAddToCart(event);
    expect(calls).toEqual([]);

    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ a: true, ma: false }));
    trackAddToCart(event);
    expect(calls).toEqual([['event', 'add_to_cart', event]]);
  });

  it('does nothing without a tag manager, even with consent', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ a: true }));
    expect(() => trackAddToCart(event)).not.toThrow();
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
});

describe('the promoted carousel (spec 000 §4: 4000 ms, 8000 ms after a touch, paused on hover)', () => {
  const current = (container: HTMLElement) =>
    Array.from(container.querySelectorAll('[aria-roledescription="slide"]')).findIndex((slide) => !(slide as HTMLElement).hidden);
  const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

  async function mountCarousel() {
    jest.useFakeTimers();
    return renderAt(
      <PromotedCarousel
        label="You might also like"
        slides={['One', 'Two', 'Three'].map((text) => (
          <p key={text}>{text}</p>
        ))}
      />,
    );
  }

  /** The mounted carousel's group, which announces itself as a carousel. */
  function carouselGroup() {
    const carousel = screen.getByRole('group', { name: 'You might also like' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    return carousel;
  }

  afterEach(() => jest.useRealTimers());

  it('advances every 4000 ms and wraps around', async () => {
    const { container, unmount } = await mountCarousel();
    expect(current(container)).toBe(0);
    await advance(3999);
    expect(current(container)).toBe(0);
    await advance(1);
    expect(current(container)).toBe(1);
    await advance(4000);
    await advance(4000);
    expect(current(container)).toBe(0);
    unmount();
  });

  it('pauses while hovered', async () => {
    const { container, unmount } = await mountCarousel();
    const carousel = carouselGroup();
    await act(async () => void carousel.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })));
    await advance(10_000);
    expect(current(container)).toBe(0);
    await act(async () => void carousel.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })));
    await advance(4000);
    expect(current(container)).toBe(1);
    unmount();
  });

  it('waits 8000 ms after a touch ends, then 4000 ms again', async () => {
    const { container, unmount } = await mountCarousel();
    const carousel = carouselGroup();
    const touch = (type: string) =>
      act(async () => {
        const event = new Event(type, { bubbles: true });
        Object.assign(event, { touches: type === 'touchstart' ? [{ clientX: 100 }] : [], changedTouches: [{ clientX: 100 }] });
        carousel.dispatchEvent(event);
      });
    await touch('touchstart');
    await advance(6000);
    expect(current(container)).toBe(0);
    await touch('touchend');
    await advance(7999);
    expect(current(container)).toBe(0);
    await advance(1);
    expect(current(container)).toBe(1);
    await advance(4000);
    expect(current(container)).toBe(2);
    unmount();
  });

  it('turns by hand with Previous and Next', async () => {
    const { container, unmount } = await mountCarousel();
    await click(screen.getByRole('button', { name: 'Previous product' }));
    expect(current(container)).toBe(2);
    await click(screen.getByRole('button', { name: 'Next product' }));
    expect(current(container)).toBe(0);
    unmount();
  });
});
