/** @jest-environment jsdom */
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { contentPart, type ContentPart } from '../../shared/app/content-part';
import { loadPartsInView, PART_NEAR_VIEWPORT_MARGIN, PartBoundary } from '../../shared/app/part-boundary';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../support/fake-intersection-observer';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Props = { label: string };
type Module = { default: (props: Props) => React.ReactNode };

function Counter({ label }: Props) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}
const counterModule = (): Module => ({ default: Counter });

/** A loader the test answers when it chooses. */
function gatedLoader() {
  let answer!: (module: Module) => void;
  let refuse!: (error: Error) => void;
  const loader = jest.fn(
    () =>
      new Promise<Module>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return { loader, answer: (module: Module) => answer(module), refuse: (error: Error) => refuse(error) };
}

installFakeIntersectionObserver();

let counter = 0;
const uniqueName = () => `test-part-${++counter}`;

const boundary = (part: ContentPart<Props>, label = 'plays') => <PartBoundary part={part} props={{ label }} fallback={<p>loading</p>} />;

/** The server's HTML of a boundary whose part's code is loaded, as the server renders it. */
async function serverHtml(name: string, label = 'plays') {
  const serverPart = contentPart<Props>(name, async () => counterModule());
  await serverPart.load();
  return renderToString(boundary(serverPart, label));
}

async function hydrated(name: string, part: ContentPart<Props>) {
  const container = document.createElement('div');
  container.innerHTML = await serverHtml(name);
  document.body.appendChild(container);
  const recoverable: unknown[] = [];
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, boundary(part), { onRecoverableError: (error) => recoverable.push(error) });
  });
  return {
    container,
    recoverable,
    button: () => container.querySelector('button')!,
    unmount: () => act(async () => root.unmount()),
  };
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  FakeIntersectionObserver.instances = [];
  document.body.innerHTML = '';
});

describe('a content part', () => {
  it('renders at once on the server once its code is loaded, inside an element that names it', async () => {
    const html = await serverHtml('server-named');
    expect(html).toContain('data-part="server-named"');
    expect(html).toContain('<button type="button">plays');
    expect(html).not.toContain('loading');
  });

  it('hydrating, keeps the server HTML and loads nothing until it comes near the viewport', async () => {
    const name = uniqueName();
    const { loader, answer } = gatedLoader();
    const view = await hydrated(name, contentPart<Props>(name, loader));
    expect(view.container.textContent).toBe('plays 0');
    expect(loader).not.toHaveBeenCalled();

    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe(PART_NEAR_VIEWPORT_MARGIN);
    observer.enter();
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => answer(counterModule()));
    await settle();
    // Hydrated: the server's own button now answers clicks.
    await act(async () => view.button().click());
    expect(view.container.textContent).toBe('plays 1');
    expect(view.recoverable).toEqual([]);
    await view.unmount();
  });

  it('holds a click that lands before its code and replays it once the part is hydrated', async () => {
    const name = uniqueName();
    const { loader, answer } = gatedLoader();
    const view = await hydrated(name, contentPart<Props>(name, loader));
    const serverButton = view.button();

    await act(async () => serverButton.click());
    // The click asked for the code; nothing has happened yet.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(view.container.textContent).toBe('plays 0');

    await act(async () => answer(counterModule()));
    await settle();
    expect(view.button()).toBe(serverButton);
    expect(view.container.textContent).toBe('plays 1');
    expect(view.recoverable).toEqual([]);
    await view.unmount();
  });

  it('a pointer reaching for it asks for its code before the click', async () => {
    const name = uniqueName();
    const { loader, answer } = gatedLoader();
    const view = await hydrated(name, contentPart<Props>(name, loader));
    await act(async () => view.button().dispatchEvent(new Event('pointerdown', { bubbles: true })));
    expect(loader).toHaveBeenCalledTimes(1);
    await act(async () => answer(counterModule()));
    await settle();
    await view.unmount();
  });

  it('when its code cannot load, a held click is given back to the browser as plain HTML', async () => {
    const name = uniqueName();
    const { loader, refuse } = gatedLoader();
    const view = await hydrated(name, contentPart<Props>(name, loader));
    // Above React's root (the container): what a click brings to the page's own handling.
    const reached: boolean[] = [];
    const record = (event: Event) => reached.push(event.defaultPrevented);
    document.addEventListener('click', record, true);

    await act(async () => view.button().click());
    expect(reached).toEqual([]);
    await act(async () => refuse(new Error('offline')));
    await settle();
    // The replayed click travels on, its default action untouched; the server HTML stays.
    expect(reached).toEqual([false]);
    expect(view.container.textContent).toBe('plays 0');
    document.removeEventListener('click', record, true);
    await view.unmount();
  });

  it('rendered in the browser (a page opened by a link), loads at once and shows the fallback meanwhile', async () => {
    const name = uniqueName();
    const { loader, answer } = gatedLoader();
    const part = contentPart<Props>(name, loader);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    await act(async () => root.render(boundary(part, 'client')));
    expect(loader).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('loading');
    await act(async () => answer(counterModule()));
    expect(container.textContent).toBe('client 0');
    await act(async () => root.unmount());
  });

  it('renders its content once when it hydrates, not again when the hydration is over', async () => {
    // The part's own check of "hydrating" changes when hydration ends; its content must not pay for it.
    const renders = jest.fn();
    // The server's markup (Counter's), its renders counted.
    function Content(props: Props) {
      renders(props.label);
      return Counter(props);
    }
    for (const codeAtHydration of [true, false]) {
      const name = uniqueName();
      const { loader, answer } = gatedLoader();
      const part = contentPart<Props>(name, loader);
      renders.mockClear();
      if (codeAtHydration) {
        const loading = part.load();
        answer({ default: Content });
        await loading;
      }
      const view = await hydrated(name, part);
      if (!codeAtHydration) {
        FakeIntersectionObserver.instances.at(-1)!.enter();
        await act(async () => answer({ default: Content }));
      }
      await settle();
      expect([codeAtHydration, renders.mock.calls]).toEqual([codeAtHydration, [['plays']]]);
      expect(view.recoverable).toEqual([]);
      await view.unmount();
    }
  });

  it('before hydration, the parts on the first screen are loaded and the others wait', async () => {
    const [near, far] = [uniqueName(), uniqueName()];
    const nearLoader = jest.fn(async () => counterModule());
    const farLoader = jest.fn(async () => counterModule());
    contentPart<Props>(near, nearLoader);
    contentPart<Props>(far, farLoader);
    document.body.innerHTML = `<div data-part="${near}"></div><div data-part="${far}"></div>`;
    const [nearElement, farElement] = [...document.querySelectorAll('[data-part]')];
    const box = (top: number) => () => ({ top, bottom: top + 300 }) as DOMRect;
    nearElement!.getBoundingClientRect = box(window.innerHeight - 100);
    farElement!.getBoundingClientRect = box(window.innerHeight + 10);
    await loadPartsInView();
    expect(nearLoader).toHaveBeenCalledTimes(1);
    expect(farLoader).not.toHaveBeenCalled();
  });

  describe('of pure content (text, images and links only)', () => {
    it('stays as the server sent it when it comes into view or is on the first screen, and hydrates when reached for', async () => {
      const name = uniqueName();
      const { loader, answer } = gatedLoader();
      const view = await hydrated(name, contentPart<Props>(name, loader, { pureContent: true }));
      for (const observer of FakeIntersectionObserver.instances) observer.enter();
      view.container.querySelector<HTMLElement>('[data-part]')!.getBoundingClientRect = () => ({ top: 0, bottom: 300 }) as DOMRect;
      await loadPartsInView();
      expect(loader).not.toHaveBeenCalled();

      await act(async () => view.button().dispatchEvent(new Event('focusin', { bubbles: true })));
      expect(loader).toHaveBeenCalledTimes(1);
      await act(async () => answer(counterModule()));
      await settle();
      await act(async () => view.button().click());
      expect(view.container.textContent).toBe('plays 1');
      expect(view.recoverable).toEqual([]);
      await view.unmount();
    });

    it('a click on a part inside it that has not hydrated either takes effect once both have', async () => {
      const [outerName, innerName] = [uniqueName(), uniqueName()];
      type OuterProps = { children: React.ReactNode };
      const outerModule = () => ({ default: ({ children }: OuterProps) => <section>{children}</section> });
      const page = (outer: ContentPart<OuterProps>, inner: ContentPart<Props>) => (
        <PartBoundary
          part={outer}
          props={{ children: <PartBoundary part={inner} props={{ label: 'inner' }} fallback={null} /> }}
          fallback={null}
        />
      );
      const serverOuter = contentPart<OuterProps>(outerName, async () => outerModule(), { pureContent: true });
      const serverInner = contentPart<Props>(innerName, async () => counterModule());
      await Promise.all([serverOuter.load(), serverInner.load()]);
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(serverOuter, serverInner));
      document.body.appendChild(container);

      const outer = gatedLoader();
      const inner = gatedLoader();
      const outerPart = contentPart<OuterProps>(outerName, outer.loader as never, { pureContent: true });
      const innerPart = contentPart<Props>(innerName, inner.loader);
      let root!: ReturnType<typeof hydrateRoot>;
      await act(async () => {
        root = hydrateRoot(container, page(outerPart, innerPart));
      });
      const serverButton = container.querySelector('button')!;
      await act(async () => serverButton.click());
      expect(outer.loader).toHaveBeenCalledTimes(1);
      await act(async () => outer.answer(outerModule() as never));
      await settle();
      // The outer part hydrated; the held click now waits for the inner one's code.
      expect(inner.loader).toHaveBeenCalledTimes(1);
      expect(container.textContent).toBe('inner 0');
      await act(async () => inner.answer(counterModule()));
      await settle();
      expect(container.querySelector('button')).toBe(serverButton);
      expect(container.textContent).toBe('inner 1');
      await act(async () => root.unmount());
    });
  });
});
