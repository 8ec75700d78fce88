/** @jest-environment jsdom */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ResponsiveImage } from '../../../shared/components/storefront/responsive-image';
import { srcSetFor } from '../../../shared/lib/images/image-presets';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

describe('ResponsiveImage', () => {
  it('writes a srcset over the preset widths, native lazy loading (in <noscript>) and a fixed aspect box', () => {
    const html = renderToString(<ResponsiveImage src="cover-aurora" preset="grid" alt="Aurora cover" />);
    const box = document.createElement('div');
    box.innerHTML = html;
    // Without JavaScript the browser reads the <noscript> copy; with it, that copy is inert text.
    const fallback = document.createElement('div');
    fallback.innerHTML = box.querySelector('noscript')!.textContent!;
    const img = fallback.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(srcSetFor('cover-aurora', 'grid'));
    expect(img.getAttribute('srcset')).toMatch(/162w, .* 322w, .* 644w$/);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('alt')).toBe('Aurora cover');
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(box.firstElementChild!.className).toContain('aspect-square');
    expect(html).not.toContain('style=');
  });

  it('gives a lazy image no address in the server markup, so nothing loads before the 200 px margin is checked', () => {
    const box = document.createElement('div');
    box.innerHTML = renderToString(<ResponsiveImage src="cover-aurora" preset="grid" alt="" />);
    const live = [...box.querySelectorAll('img')].filter((img) => !img.closest('noscript'));
    expect(live).toHaveLength(1);
    expect(live[0]!.getAttribute('src')).toBeNull();
    expect(live[0]!.getAttribute('srcset')).toBeNull();
  });

  it('takes a data-driven aspect ratio as a style, and loads eagerly when it is a priority', () => {
    const html = renderToString(<ResponsiveImage src="https://img.example/a.jpg" preset="profile" alt="" aspect={1.5} priority />);
    expect(html).toContain('aspect-ratio:1.5');
    expect(html).toContain('loading="eager"');
    expect(html).toContain(encodeURIComponent('https://img.example/a.jpg'));
  });

  it('gives an eager backdrop its address in the server markup, fetched at once at low priority and not preloaded', () => {
    const page = (image: React.ReactNode) =>
      renderToString(
        <html>
          <head />
          <body>{image}</body>
        </html>,
      ).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
    const backdrop = page(<ResponsiveImage src="backdrop" preset="galleryScreen" alt="" eager />);
    expect(backdrop).toMatch(/<img [^>]*srcSet="[^"]*backdrop/);
    expect(backdrop).toContain('loading="eager"');
    expect(backdrop).toContain('fetchPriority="low"');
    expect(backdrop).not.toContain('rel="preload"');
    // The page's main image is the one preloaded.
    expect(page(<ResponsiveImage src="cover" preset="galleryScreen" alt="" priority />)).toContain('rel="preload"');
  });

  it('decodes a priority image with the frame it first appears in; others off the main path', () => {
    const decoding = (html: string) => /<img [^>]*decoding="(\w+)"/.exec(html.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''))?.[1];
    expect(decoding(renderToString(<ResponsiveImage src="hero" preset="galleryScreen" alt="" priority />))).toBe('sync');
    expect(decoding(renderToString(<ResponsiveImage src="tile" preset="grid" alt="" />))).toBe('async');
  });

  it('drops the 2000-wide candidate once after an error, after hydrating without a mismatch', async () => {
    const ui = <ResponsiveImage src="gallery-1" preset="galleryScreen" alt="Stage" aspect="video" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('2000w');
    await act(async () => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img.getAttribute('srcset')).not.toContain('2000w');
    expect(img.getAttribute('srcset')).toContain('1080w');
    await act(async () => {
      img.dispatchEvent(new Event('error'));
    });
    expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(3);
    act(() => root!.unmount());
    container.remove();
  });

  it('keeps the box, without an img, when there is no image', () => {
    const html = renderToString(<ResponsiveImage src={null} preset="grid" alt="" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('aspect-square');
  });
});
