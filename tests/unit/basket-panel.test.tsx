/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { BrowserEngineQueries } from '../support/browser-engine-queries';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { Observable } from 'rxjs';
import { LocaleProvider } from '../../shared/app/locale';
import { PublicEnvProvider, type PublicEnv } from '../../shared/app/public-env';
import { AddToBasketButton } from '../../shared/components/basket/add-to-basket-button';
import { BasketButton } from '../../shared/components/basket/basket-button';
import { BasketStoreProvider } from '../../shared/components/basket/basket-context';
import { BasketStore } from '../../shared/components/basket/basket-store';
import { createCartClient } from '../../shared/components/basket/cart-client';
import { createCache, defaultQueryOptions } from '../../shared/graphql/cache';
import { byText, click, currentLocation, NOW, renderAt } from './storefront/render-helpers';
import { dialogComponentTest } from '../support/dialog-component-test';
import { advanceFakeClock } from '../support/fake-clock';
import { createFakeCartApi, memoryStorage, type FakeCartApi } from './basket-fake-cart-api';

const env: PublicEnv = { publicUrl: 'https://label.test', defaultLocale: 'gb', emailFormsUrl: '/email-forms', storeUrl: '/store' };
const gbp = (value: number, discount = 0) => ({ __typename: 'Price', currency: { __typename: 'Currency', code: 'GBP' }, value, discount });

function settings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'site_settings',
    id: '1',
    siteName: 'Lumen Tide',
    description: 'A label',
    headerMenu: [],
    overlayMenus: [],
    footerMenus: [],
    footerContentBlocks: [],
    emptyCartLinkText: 'Browse releases',
    emptyCartLinkUrl: '/releases?sort=-release_date',
    promotedProductsTitle: 'You might also like',
    promotedProductsMoreLinkText: 'Shop all',
    promotedProductsMoreLinkUrl: '/merch',
    ...overrides,
  };
}

const promoted = (id: string, title: string, format: string) => ({
  __typename: 'PromotedProduct',
  product: {
    __typename: 'products',
    id,
    title,
    slug: title.toLowerCase(),
    href: `/products/merch/${id}`,
    format,
    variant: null,
    distribution: 'physical',
    date_available: null,
    short_description: null,
    prices: [gbp(15)],
    items: [],
    group: {
      __typename: 'product_groups',
      id: `g${id}`,
      title,
      slug: `g${id}`,
      href: `/products/g${id}`,
      reference_type: 'other',
      universe: 'merch',
      cover_image: null,
      release_date: null,
      artist: null,
      label: null,
    },
  },
});

function apolloClient(siteSettings: Record<string, unknown>) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const data =
          operation.operationName === 'PromotedProducts'
            ? {
                site_settings: {
                  ...settings(),
                  promotedProducts: [
                    promoted('445', 'Tote Bag', 'Tote Bag'),
                    promoted('455', 'Mug', 'Mug'),
                    promoted('460', 'Poster', 'Poster'),
                    promoted('498', 'Vinyl Bundle', 'Bundle'),
                  ],
                },
              }
            : { site_settings: siteSettings };
        const timer = setTimeout(() => {
          observer.next({ data });
          observer.complete();
        }, 1);
        return () => clearTimeout(timer);
      }),
  );
  return new ApolloClient({ cache: createCache(), link, defaultOptions: defaultQueryOptions });
}

let mounted: { unmount: () => void; store: BasketStore } | null = null;

async function mount({ siteSettings = settings() }: { siteSettings?: Record<string, unknown> } = {}) {
  const api: FakeCartApi = createFakeCartApi([
    { id: '4', title: 'Hourglass 2 (Vinyl 1×LP)', format: 'Vinyl', distribution: 'physical', price: 26.99, discount: 13.5, stock: 50 },
    { id: '5', title: 'Hourglass 2 (MP3)', format: 'MP3', distribution: 'digital', price: 7.99 },
    { id: '445', title: 'Tote Bag', format: 'Tote Bag', distribution: 'physical', price: 15, stock: 0 },
    { id: '455', title: 'Mug', format: 'Mug', distribution: 'physical', price: 15, inTerritory: false },
    { id: '460', title: 'Poster', format: 'Poster', distribution: 'physical', price: 15 },
  ]);
  const notes: string[] = [];
  const client = createCartClient({ storeUrl: '/store', currency: 'GBP', fetch: api.fetch, storage: memoryStorage() });
  const store = new BasketStore({ client, currency: 'GBP', notify: (message) => notes.push(message) });
  const rendered = await renderAt(
    <BrowserEngineQueries client={apolloClient(siteSettings)}>
      <PublicEnvProvider env={env}>
        <LocaleProvider locale={null} defaultLocale="gb" now={NOW}>
          <BasketStoreProvider store={store}>
            <header>
              <BasketButton />
            </header>
            <main>
              <AddToBasketButton product={{ id: '4', format: 'Vinyl', prices: [gbp(26.99, 13.5)] }} className="vinyl" />
              <AddToBasketButton product={{ id: '5', format: 'MP3', prices: [gbp(7.99)] }} className="mp3" />
            </main>
          </BasketStoreProvider>
        </LocaleProvider>
      </PublicEnvProvider>
    </BrowserEngineQueries>,
    { path: '/products/hourglass-2' },
  );
  await waitFor(() => expect(store.getState().status).toBe('ready'));
  mounted = {
    store,
    unmount: () => {
      rendered.unmount();
      store.dispose();
    },
  };
  return { ...rendered, api, store, notes };
}

const header = () => screen.getByRole('banner');
/** Its accessible name starts with 'Basket' and goes on with the count once there is one. */
const basketButton = () => within(header()).getByRole<HTMLButtonElement>('button', { name: /^Basket/ });
/** Any dialog in the page, named or not, shown or not: `toBeNull()` on it means none is there. */
const anyDialog = () => screen.queryByRole('dialog', { hidden: true });
const dialog = () => screen.getByRole('dialog', { name: 'Your Basket' });
const status = () => within(header()).getByRole('status').textContent;
const addButton = (className: string) =>
  within(screen.getByRole('main'))
    .getAllByRole('button', { name: 'Add to Basket' })
    .find((button) => button.classList.contains(className))!;

async function openPanel() {
  await click(basketButton());
  expect(dialog()).not.toBeNull();
}

async function add(className: string) {
  await click(addButton(className));
  await waitFor(() => {
    expect(addButton(className).hasAttribute('aria-busy')).toBe(false);
    expect(mounted!.store.getState().pinging).toBe(true);
  });
}

// The quantity debounce (1000 ms), the count's pulse and the answers run on the fake clock.
dialogComponentTest(() => {
  mounted?.unmount();
  mounted = null;
});

describe('the basket button and panel (spec 000 §2, §4)', () => {
  it('renders no cart on the server: an inert placeholder, and disabled add buttons', () => {
    const html = renderToString(
      <PublicEnvProvider env={env}>
        <MemoryRouter>
          <SiteNavigationProvider>
            <BasketButton />
            <AddToBasketButton product={{ id: '4' }} />
          </SiteNavigationProvider>
        </MemoryRouter>
      </PublicEnvProvider>,
    );
    expect(html).toMatch(/^<span aria-hidden="true"/);
    expect(html).toContain('>Basket</span>');
    expect(html).not.toContain('<button type="button" aria-haspopup');
    expect(html).toMatch(/<button type="button" data-product-id="4" disabled=""/);
    // A site without a store has no basket at all.
    expect(
      renderToString(
        <PublicEnvProvider env={{ ...env, storeUrl: undefined }}>
          <BasketButton />
        </PublicEnvProvider>,
      ),
    ).toBe('');
  });

  it('opens a modal dialog titled "Your Basket", focuses Close, traps Tab, and gives focus back on Escape', async () => {
    const { unmount } = await mount({ siteSettings: settings({ emptyCartLinkText: '', emptyCartLinkUrl: '' }) });
    expect(basketButton().textContent).toBe('Basket');
    expect(basketButton().getAttribute('aria-haspopup')).toBe('dialog');
    expect(basketButton().getAttribute('aria-expanded')).toBe('false');
    await openPanel();
    const panel = dialog();
    expect(panel.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(panel.getAttribute('aria-labelledby')!)!.textContent).toBe('Your Basket');
    expect(basketButton().getAttribute('aria-controls')).toBe(panel.id);
    expect(document.activeElement?.textContent).toBe('Close');
    expect(document.body.style.overflow).toBe('hidden');

    // Empty: the text and the default link (settings without text or address).
    expect(panel.textContent).toContain('Your basket is empty');
    const shop = await within(panel).findByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('href')).toBe('/releases');
    expect(panel.textContent).not.toContain('Total:');

    // Tab from the last control goes back to the first.
    const controls = Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'));
    await act(async () => controls.at(-1)!.focus());
    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    });
    expect(document.activeElement).toBe(controls[0]);

    await act(async () => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(anyDialog()).toBeNull();
    expect(document.activeElement).toBe(basketButton());
    expect(document.body.style.overflow).toBe('');
    unmount();
  });

  it("the empty basket's link comes from the settings and closes the panel", async () => {
    const { unmount } = await mount();
    await openPanel();
    await click(await within(dialog()).findByRole('link', { name: 'Browse releases' }));
    expect(currentLocation()).toBe('/releases?sort=-release_date');
    expect(anyDialog()).toBeNull();
    unmount();
  });

  it('counts adds on the badge, announces the count, and lists the rows with the total, the notice and Checkout', async () => {
    const { unmount } = await mount();
    expect(status()).toBe('');
    await add('vinyl');
    expect(basketButton().textContent).toBe('Basket1, 1 item');
    expect(status()).toBe('1 item in your basket');
    expect(basketButton().querySelector('[data-basket-ping]')).not.toBeNull();
    await add('mp3');
    await add('vinyl');
    expect(basketButton().textContent).toBe('Basket3, 3 items');

    await openPanel();
    const panel = dialog();
    const rows = Array.from(panel.querySelectorAll<HTMLElement>('li[data-line-id]'));
    expect(rows.map((row) => row.querySelector('p')!.textContent)).toEqual(['Hourglass 2 (Vinyl 1×LP)', 'Hourglass 2 (MP3)']);
    // Physical: a stepper (no remove button); digital: only a remove button.
    const quantity = within(rows[0]!).getByRole<HTMLInputElement>('spinbutton');
    expect(quantity.type).toBe('number');
    expect(quantity.value).toBe('2');
    expect(quantity.getAttribute('min')).toBe('0');
    expect(quantity.hasAttribute('max')).toBe(false);
    expect(byText(rows[0]!, 'button', 'Remove')).toBeNull();
    expect(rows[1]!.querySelector('input')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Remove Hourglass 2 (MP3)' }).textContent).toBe('Remove');

    expect(panel.textContent).toContain('Total:');
    expect(panel.querySelector('[data-basket-total]')!.textContent).toBe('£34.97');
    expect(panel.textContent).toContain('Shipping and taxes apply at checkout');
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/store/cart/checkout/cart-1');
    unmount();
  });

  it('steps a quantity at once and sends it once, 1 s after the last step; 0 removes the row', async () => {
    const { api, unmount } = await mount();
    await add('vinyl');
    await openPanel();
    const row = () => dialog().querySelector<HTMLElement>('li[data-line-id]');
    const quantity = () => within(row()!).getByRole<HTMLInputElement>('spinbutton', { name: /^Quantity/ });
    const decrease = () => within(row()!).getByRole<HTMLButtonElement>('button', { name: /^Decrease/ });
    const before = api.mutations().length;
    await click(within(row()!).getByRole('button', { name: 'Increase quantity of Hourglass 2 (Vinyl 1×LP)' }));
    await click(within(row()!).getByRole('button', { name: /^Increase/ }));
    expect(quantity().value).toBe('3');
    await advanceFakeClock(700);
    expect(api.mutations()).toHaveLength(before);
    await waitFor(() => expect(api.mutations().length).toBeGreaterThan(before), { timeout: 1500 });
    await advanceFakeClock(50);
    expect(api.mutationsAfter(before)).toEqual(['PUT {"quantity":3}']);
    await waitFor(() => expect(basketButton().textContent).toBe('Basket3, 3 items'));

    for (let i = 0; i < 3; i += 1) await click(decrease());
    expect(quantity().value).toBe('0');
    expect(decrease().disabled).toBe(true);
    await waitFor(() => expect(row()).toBeNull(), { timeout: 2500 });
    expect(api.mutations().at(-1)!.method).toBe('DELETE');
    expect(dialog().textContent).toContain('Your basket is empty');
    unmount();
  });

  it('shows the promoted products that are available and not in the basket; bundles need no check, failures hide silently', async () => {
    const { api, notes, unmount } = await mount();
    api.unreachable.add('455');
    await add('vinyl');
    await openPanel();
    await waitFor(() => expect(dialog().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2));
    const panel = dialog();
    // Every slide, the ones turned away (hidden) too.
    const slides = Array.from(panel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')).map(
      (slide) => within(slide).getByRole('heading', { level: 4, hidden: true }).textContent,
    );
    // Tote bag out of stock, mug unreachable: hidden. Poster available, the bundle unchecked.
    expect(slides).toEqual(['Poster', 'Vinyl Bundle']);
    expect(api.requests.filter((request) => request.path.endsWith('/availability')).map((request) => request.path)).toEqual([
      '/cart/embed/products/445/availability',
      '/cart/embed/products/455/availability',
      '/cart/embed/products/460/availability',
    ]);
    expect(panel.textContent).toContain('You might also like');
    expect(within(panel).getByRole('link', { name: 'Shop all' }).getAttribute('href')).toBe('/merch');
    expect(notes).toEqual([]);
    unmount();
  });

  it('shows the promoted products once every check has answered, so no slide moves under a visitor who has tabbed into one', async () => {
    const { api, unmount } = await mount();
    const releasePoster = api.holdAvailability('460');
    await add('vinyl');
    await openPanel();
    const asked = () => api.requests.filter((request) => request.path.endsWith('/availability')).length;
    await waitFor(() => expect(asked()).toBe(3));
    // The tote bag and the mug have answered; the bundle needs no check; the poster has not answered.
    await act(async () => undefined);
    expect(dialog().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(0);
    expect(dialog().textContent).not.toContain('You might also like');
    releasePoster();
    await waitFor(() => expect(dialog().querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(2));
    const slides = Array.from(dialog().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')).map(
      (slide) => within(slide).getByRole('heading', { level: 4, hidden: true }).textContent,
    );
    expect(slides).toEqual(['Poster', 'Vinyl Bundle']);
    unmount();
  });
});
