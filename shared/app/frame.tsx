import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VideoPopup } from '../components/video/video-popup';
import { SITE_SETTINGS } from '../graphql/site-settings';

/** Header, main and footer around every page. Menus and overlays grow here (spec 001 §2). */
export function Frame({ children }: { children: ReactNode }) {
  const { data } = useQuery(SITE_SETTINGS);
  const settings = data?.site_settings;
  const siteName = settings?.siteName ?? '';
  return (
    <div className="flex min-h-screen flex-col bg-ink text-paper">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 h-16 border-b border-white/10 bg-ink/90 backdrop-blur">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between px-4">
          <Link to="/" className="text-lg font-semibold tracking-widest uppercase">
            {siteName}
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex gap-6 text-sm">
              {settings?.headerMenu.map((item) => (
                <li key={item.url}>
                  <Link to={item.url} className="hover:text-accent focus-visible:text-accent">
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-10">
        {children}
      </main>
      <VideoPopup />
      <footer className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-paper/70">
          <Link to="/">{siteName}</Link>
        </div>
      </footer>
    </div>
  );
}
