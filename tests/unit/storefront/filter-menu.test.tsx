/** @jest-environment jsdom */
import './jsdom-polyfills';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../../shared/app/site-navigation';
import { FilterMenu } from '../../../shared/components/storefront/filter-menu';
import { ALL_TEXT, FILTER_MENU_TITLES, RELEASE_FORMAT_TEXTS } from '../../../shared/lib/catalog/storefront-texts';
import { within } from '@testing-library/react';
import { click, currentLocation, NOW, renderAt } from './render-helpers';

const toggles = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[aria-controls]'));
const formatToggle = (container: HTMLElement) =>
  toggles(container).find((toggle) => toggle.textContent?.includes(FILTER_MENU_TITLES.format))!;
const listOf = (container: HTMLElement, toggle: HTMLElement) =>
  container.querySelector<HTMLUListElement>(`[id="${toggle.getAttribute('aria-controls')}"]`)!;
const isOpen = (toggle: HTMLElement) => toggle.getAttribute('aria-expanded') === 'true';

describe('FilterMenu', () => {
  it('shows one drop-down per option group, each with the selected label and real option links', async () => {
    const { container } = await renderAt(<FilterMenu menu="releases" now={NOW} labels={[{ name: 'Lumen Tide', slug: 'lumen-tide' }]} />, {
      path: '/releases?format=ep&page=3',
    });
    expect(toggles(container).map((toggle) => toggle.textContent)).toEqual([
      `${FILTER_MENU_TITLES.format}${RELEASE_FORMAT_TEXTS.ep}`,
      `${FILTER_MENU_TITLES.label}${ALL_TEXT}`,
      `${FILTER_MENU_TITLES.year}${ALL_TEXT}`,
      `${FILTER_MENU_TITLES.sort}Release Date Desc`,
    ]);
    const toggle = formatToggle(container);
    const links = Array.from(listOf(container, toggle).querySelectorAll('a'));
    // Choosing a filter starts again from the first page, so page is never carried over.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/releases',
      '/releases?format=album',
      '/releases?format=ep',
      '/releases?format=single',
      '/releases?format=physical',
    ]);
    expect(links[2]!.getAttribute('aria-current')).toBe('true');
  });

  it('opens and closes from its toggle, and closes on a pointerdown outside', async () => {
    const { container } = await renderAt(<FilterMenu menu="merch" now={NOW} />, { path: '/merch' });
    const [toggle] = toggles(container);
    expect(isOpen(toggle!)).toBe(false);
    await click(toggle!);
    expect(isOpen(toggle!)).toBe(true);
    expect(toggle!.closest('details')!.open).toBe(true);
    // A pointerdown inside keeps it open.
    await act(async () => {
      listOf(container, toggle!).dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(isOpen(toggle!)).toBe(true);
    await act(async () => {
      document.body.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    });
    expect(isOpen(toggle!)).toBe(false);
    expect(toggle!.closest('details')!.open).toBe(false);
    await click(toggle!);
    await click(toggle!);
    expect(isOpen(toggle!)).toBe(false);
  });

  it('closes on Escape and gives focus back to its toggle', async () => {
    const { container } = await renderAt(<FilterMenu menu="merch" now={NOW} />, { path: '/merch' });
    const [toggle] = toggles(container);
    await click(toggle!);
    const option = listOf(container, toggle!).querySelector('a')!;
    option.focus();
    await act(async () => {
      option.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(isOpen(toggle!)).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it('navigates in place after choosing, closes, keeps other parameters; "All" removes the parameter', async () => {
    const { container } = await renderAt(<FilterMenu menu="releases" now={NOW} />, { path: '/releases?year=2024&sort=release_date' });
    let toggle = formatToggle(container);
    await click(toggle);
    await click(within(listOf(container, toggle)).getByRole('link', { name: RELEASE_FORMAT_TEXTS.single }));
    expect(currentLocation()).toBe('/releases?format=single&sort=release_date&year=2024');
    toggle = formatToggle(container);
    expect(isOpen(toggle)).toBe(false);
    expect(toggle.textContent).toContain(RELEASE_FORMAT_TEXTS.single);

    await click(toggle);
    await click(within(listOf(container, toggle)).getByRole('link', { name: ALL_TEXT }));
    expect(currentLocation()).toBe('/releases?sort=release_date&year=2024');
    expect(formatToggle(container).textContent).toContain(ALL_TEXT);
  });

  it('renders closed <details> on the server without a stale aria-expanded, so it works without JavaScript', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/news']}>
        <SiteNavigationProvider>
          <FilterMenu menu="posts" now={NOW} tags={[{ name: 'Ambient' }]} />
        </SiteNavigationProvider>
      </MemoryRouter>,
    );
    expect(html).toContain('<details');
    expect(html).not.toContain('aria-expanded');
    expect(html).toContain('href="/news?tag=Ambient"');
    expect(html).toContain('href="/news?sort=date_published"');
  });
});
