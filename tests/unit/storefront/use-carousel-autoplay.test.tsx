/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useCarouselAutoplay, type CarouselAutoplayOptions } from '../../../shared/components/storefront/use-carousel-autoplay';
import {
  CAROUSEL_AUTOPLAY_MS,
  PROMOTED_CAROUSEL_AFTER_TOUCH_MS,
  PROMOTED_CAROUSEL_AUTOPLAY_MS,
} from '../../../shared/lib/catalog/carousel';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Shows the hook's state and wires its listeners to a box, as every carousel does. */
function Probe(options: CarouselAutoplayOptions) {
  const { current, autoplaying, select, handlers } = useCarouselAutoplay(options);
  return (
    <div data-box {...handlers}>
      <output data-current>{current}</output>
      <output data-autoplaying>{String(autoplaying)}</output>
      <button type="button" data-next onClick={() => select(current + 1)}>
        Next
      </button>
    </div>
  );
}

async function mount(options: Partial<CarouselAutoplayOptions> = {}) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<Probe count={3} autoplayMs={CAROUSEL_AUTOPLAY_MS} wrap {...options} />));
  const box = container.querySelector('[data-box]')!;
  return {
    box,
    current: () => Number(container.querySelector('[data-current]')!.textContent),
    autoplaying: () => container.querySelector('[data-autoplaying]')!.textContent === 'true',
    next: () => act(async () => container.querySelector<HTMLButtonElement>('[data-next]')!.click()),
    fire: (event: Event) => act(async () => void box.dispatchEvent(event)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
    },
  };
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
/** One wait at a time: each slide's timer starts only once the slide before has rendered. */
async function advanceSlides(slides: number, ms: number) {
  for (let step = 0; step < slides; step += 1) await advance(ms);
}

function touch(type: 'touchstart' | 'touchend', clientX: number): Event {
  const event = new Event(type, { bubbles: true });
  return Object.assign(event, { touches: type === 'touchstart' ? [{ clientX }] : [], changedTouches: [{ clientX }] });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useCarouselAutoplay: one autoplay for every carousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('advances once per wait, to the first again with wrap-around', async () => {
    const { current, autoplaying, unmount } = await mount();
    expect(autoplaying()).toBe(true);
    await advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
    await advanceSlides(2, CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe(0);
    unmount();
  });

  it('ends at the last slide without wrap-around, and never runs for one slide or a wait of 0', async () => {
    const ending = await mount({ wrap: false });
    await advanceSlides(5, CAROUSEL_AUTOPLAY_MS);
    expect(ending.current()).toBe(2);
    ending.unmount();

    const single = await mount({ count: 1 });
    await advanceSlides(2, CAROUSEL_AUTOPLAY_MS);
    expect(single.current()).toBe(0);
    single.unmount();

    const off = await mount({ autoplayMs: 0 });
    expect(off.autoplaying()).toBe(false);
    await advanceSlides(2, CAROUSEL_AUTOPLAY_MS);
    expect(off.current()).toBe(0);
    off.unmount();
  });

  it('pauses while the tab is hidden and goes on when it is shown again', async () => {
    const { current, autoplaying, unmount } = await mount();
    await act(async () => setVisibility('hidden'));
    expect(autoplaying()).toBe(false);
    await advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(current()).toBe(0);
    await act(async () => setVisibility('visible'));
    await advance(CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe(1);
    unmount();
  });

  it('pauses while hovered or focused inside', async () => {
    const { box, current, fire, unmount } = await mount();
    await fire(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
    await advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
    await fire(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    await act(async () => box.querySelector('button')!.focus());
    await advance(CAROUSEL_AUTOPLAY_MS * 2);
    expect(current()).toBe(0);
    await act(async () => box.querySelector('button')!.blur());
    await advance(CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe(1);
    unmount();
  });

  it('a choice restarts the wait; with stopOnInteraction it, or a press, stops autoplay for good', async () => {
    const going = await mount();
    await advance(CAROUSEL_AUTOPLAY_MS - 1000);
    await going.next();
    expect(going.current()).toBe(1);
    await advance(CAROUSEL_AUTOPLAY_MS - 1);
    expect(going.current()).toBe(1);
    await advance(1);
    expect(going.current()).toBe(2);
    going.unmount();

    const stopping = await mount({ stopOnInteraction: true });
    await stopping.next();
    expect(stopping.autoplaying()).toBe(false);
    await advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(stopping.current()).toBe(1);
    stopping.unmount();

    const pressed = await mount({ stopOnInteraction: true });
    await pressed.fire(new Event('pointerdown', { bubbles: true }));
    await advance(CAROUSEL_AUTOPLAY_MS * 3);
    expect(pressed.current()).toBe(0);
    pressed.unmount();
  });

  it('turns on a swipe of 40 px or more either way, not on a tap', async () => {
    const { current, fire, unmount } = await mount({ autoplayMs: 0 });
    const swipe = async (fromX: number, toX: number) => {
      await fire(touch('touchstart', fromX));
      await fire(touch('touchend', toX));
      return current();
    };
    expect(await swipe(200, 170)).toBe(0);
    expect(await swipe(200, 150)).toBe(1);
    expect(await swipe(100, 160)).toBe(0);
    expect(await swipe(100, 160)).toBe(2);
    unmount();
  });

  it('pauses while touched and then waits afterTouchMs once, then autoplayMs again', async () => {
    const { current, fire, unmount } = await mount({
      autoplayMs: PROMOTED_CAROUSEL_AUTOPLAY_MS,
      afterTouchMs: PROMOTED_CAROUSEL_AFTER_TOUCH_MS,
    });
    await fire(touch('touchstart', 100));
    await advance(PROMOTED_CAROUSEL_AFTER_TOUCH_MS * 2);
    expect(current()).toBe(0);
    await fire(touch('touchend', 100));
    await advance(PROMOTED_CAROUSEL_AFTER_TOUCH_MS - 1);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
    await advance(PROMOTED_CAROUSEL_AUTOPLAY_MS);
    expect(current()).toBe(2);
    unmount();
  });
});
