import { useSiteQuery } from './site-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteFooterProps } from '../components/frame/site-footer';
import { SiteHeader } from '../components/frame/site-header';
import { LABEL_FILTER_OPTIONS } from '../graphql/collections';
import { SITE_SETTINGS } from '../graphql/site-settings';
import { logoVariant } from '../lib/frame/frame';
import { FILTER_PARAMS } from '../lib/catalog/filter-params';
import { HashScroll } from './hash-scroll';
import { useSiteLocale } from './locale';
import { pureContentPart } from './part-boundary';
import {
  BasketButtonIsland,
  CurrencyNoticeIsland,
  OverlayMenuIsland,
  RouteProgressIsland,
  SearchButtonIsland,
  ToastsIsland,
  VideoPopupIsland,
} from './frame-islands';

const BRAND_LABELS = LABEL_FILTER_OPTIONS;

/** The footer is links and text: its code loads when a visitor reaches into it (docs/decisions/0107). */
const SiteFooterPart = pureContentPart<SiteFooterProps>('site-footer', () =>
  import('../components/frame/site-footer').then(({ SiteFooter }) => SiteFooter),
);

/** Header, overlay menu, main and footer around every page (spec 001 §2). */
export function Frame({ children }: { children: ReactNode }) {
  const { data } = useSiteQuery(SITE_SETTINGS);
  const settings = data?.site_settings;
  const siteName = settings?.siteName ?? '';
  const { now } = useSiteLocale();
  const location = useLocation();

  // The brand check needs the labels only while a listing is filtered to one.
  const chosenLabel = new URLSearchParams(location.search).get(FILTER_PARAMS.label);
  const labels = useSiteQuery(BRAND_LABELS, { skip: !chosenLabel });
  const variant = logoVariant(location.search, labels.data?.labels);

  return (
    <div className="flex min-h-screen flex-col bg-ink text-paper">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50">
        Skip to content
      </a>
      <RouteProgressIsland />
      <SiteHeader
        siteName={siteName}
        menu={settings?.headerMenu ?? []}
        logoVariant={variant}
        tools={
          <>
            <SearchButtonIsland />
            <BasketButtonIsland />
          </>
        }
      />
      <OverlayMenuIsland columns={settings?.overlayMenus ?? []} siteName={siteName} logoVariant={variant} />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        <CurrencyNoticeIsland />
        {children}
      </main>
      <VideoPopupIsland />
      <SiteFooterPart
        siteName={siteName}
        description={settings?.description ?? ''}
        menus={settings?.footerMenus ?? []}
        contentBlocks={settings?.footerContentBlocks ?? []}
        logoVariant={variant}
        year={now.getUTCFullYear()}
      />
      <HashScroll />
      <ToastsIsland />
    </div>
  );
}
