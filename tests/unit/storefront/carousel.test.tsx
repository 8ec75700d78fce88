/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Carousel } from '../../../shared/components/storefront/carousel';
import { CAROUSEL_AUTOPLAY_MS } from '../../../shared/lib/catalog/carousel';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const slides = ['Ember', 'Tide', 'Drift'].map((name) => <p key={name}>{name}</p>);

async function mount(props: Partial<Parameters<typeof Carousel>[0]> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<Carousel slides={slides} label="Artists" {...props} />));
  const shown = () =>
    Array.from(container.querySelectorAll('[aria-roledescription="slide"]')).find((slide) => !slide.hasAttribute('hidden'))?.textContent;
  const prev = () => container.querySelector<HTMLButtonElement>('button[aria-label="Previous slide"]')!;
  const next = () => container.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!;
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, shown, prev, next, unmount };
}

const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
  });

describe('Carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is labelled as a carousel with slides "n of m"', async () => {
    const { container, unmount } = await mount();
    expect(container.querySelector('section')!.getAttribute('aria-roledescription')).toBe('carousel');
    expect(container.querySelector('section')!.getAttribute('aria-label')).toBe('Artists');
    expect(
      Array.from(container.querySelectorAll('[aria-roledescription="slide"]')).map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    unmount();
  });

  it('autoplays every 3000 ms by default and stops at the end without wrap-around', async () => {
    const { shown, unmount } = await mount();
    expect(shown()).toBe('Ember');
    await advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Tide');
    await advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Drift');
    await advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(shown()).toBe('Drift');
    unmount();
  });

  it('disables Prev at the first slide and Next at the last', async () => {
    const { shown, prev, next, unmount } = await mount({ autoplayMs: 0 });
    expect(prev().disabled).toBe(true);
    expect(next().disabled).toBe(false);
    await act(async () => next().click());
    await act(async () => next().click());
    expect(shown()).toBe('Drift');
    expect(next().disabled).toBe(true);
    expect(prev().disabled).toBe(false);
    unmount();
  });

  it('wraps around with wrap on: both buttons stay enabled', async () => {
    const { shown, prev, next, unmount } = await mount({ wrap: true, autoplayMs: 0 });
    expect(prev().disabled).toBe(false);
    await act(async () => prev().click());
    expect(shown()).toBe('Drift');
    expect(next().disabled).toBe(false);
    await act(async () => next().click());
    expect(shown()).toBe('Ember');
    unmount();
  });

  it('stops autoplay for good once the visitor uses the buttons', async () => {
    const { shown, next, unmount } = await mount({ wrap: true });
    await act(async () => next().click());
    expect(shown()).toBe('Tide');
    await advance(CAROUSEL_AUTOPLAY_MS * 5);
    expect(shown()).toBe('Tide');
    unmount();
  });

  it('pauses on hover', async () => {
    const { container, shown, unmount } = await mount({ wrap: true });
    const section = container.querySelector('section')!;
    await act(async () => {
      section.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    });
    await advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shown()).toBe('Ember');
    await act(async () => {
      section.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    await advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Tide');
    unmount();
  });

  it('pauses while the tab is hidden', async () => {
    const { shown, unmount } = await mount({ wrap: true });
    const setVisibility = (state: DocumentVisibilityState) =>
      act(async () => {
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
    await setVisibility('hidden');
    await advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(shown()).toBe('Ember');
    await setVisibility('visible');
    await advance(CAROUSEL_AUTOPLAY_MS);
    expect(shown()).toBe('Tide');
    unmount();
    Reflect.deleteProperty(document, 'visibilityState');
  });
});
