/** @jest-environment jsdom */
import { act, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { island, IslandPropsProvider, requestIsland } from '../../shared/app/island';
import {
  createIslandHydration,
  ISLAND_NEAR_VIEWPORT_MARGIN,
  type IslandHydration,
  type IslandLoader,
} from '../../client/islands/hydrate-islands';
import { FakeIntersectionObserver, installFakeIntersectionObserver } from '../support/fake-intersection-observer';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const Badge = ({ text }: { text: string }) => <em>{text}</em>;
const BadgeIsland = island('badge', Badge);

/** An island that holds another: the inner one is part of the outer's tree. */
function Panel({ title, badge }: { title: string; badge: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section>
      <h2>{title}</h2>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Toggle
      </button>
      <BadgeIsland text={badge} />
    </section>
  );
}

const FrameCounter = island('frame-counter', Counter, { loading: 'at-once' });
const NearCounter = island('near-counter', Counter);
const ReachedCounter = island('reached-counter', Counter, { loading: 'reached' });
const PanelIsland = island('panel', Panel, { loading: 'at-once' });

/** A page as the server renders it: content around the islands, a Suspense boundary, text beside text. */
function Page({ quote }: { quote: string }) {
  const [items] = useState(['one', 'two']);
  return (
    <main>
      <h1>Page {quote}</h1>
      <FrameCounter label="Frame" />
      <Suspense fallback={<p>Loading</p>}>
        <ul>
          {items.map((item) => (
            <li key={item}>
              {item} and {quote}
            </li>
          ))}
        </ul>
        <NearCounter label={`Near ${quote}`} />
      </Suspense>
      <ReachedCounter label="Reached" />
      <PanelIsland title="Panel" badge={quote} />
    </main>
  );
}

installFakeIntersectionObserver();

/** A loader the test answers when it chooses. */
function gated(component: ComponentType<never>) {
  let answer!: () => void;
  let refuse!: (error: Error) => void;
  const loader = jest.fn(
    () =>
      new Promise<ComponentType<never>>((resolve, reject) => {
        answer = () => resolve(component);
        refuse = reject;
      }),
  );
  return { loader, answer: () => answer(), refuse: (error: Error) => refuse(error) };
}

const loaded = (component: ComponentType<never>) => async () => component;
/** Every island of the page loads at once unless the test gates it. */
const loadersWith = (gatedLoaders: Record<string, IslandLoader> = {}) => ({
  'frame-counter': loaded(Counter),
  'near-counter': loaded(Counter),
  'reached-counter': loaded(Counter),
  panel: loaded(Panel),
  ...gatedLoaders,
});

const quote = `"quoted" </script> & <b>`;
let errors: jest.SpyInstance;
let hydration: IslandHydration | undefined;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  document.body.innerHTML = `<div id="page">${renderToString(
    <IslandPropsProvider writeProps>
      <Page quote={quote} />
    </IslandPropsProvider>,
  )}</div>`;
});

afterEach(() => {
  act(() => hydration?.unmountIn(document));
  hydration = undefined;
  errors.mockRestore();
});

const button = (text: string) => [...document.querySelectorAll('button')].find((element) => element.textContent?.startsWith(text))!;
const click = (element: Element) =>
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
  });
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('an island on the server', () => {
  it('is its component inside an element naming it, with its props and its loading rule', () => {
    const html = renderToString(
      <IslandPropsProvider writeProps>
        <NearCounter label={quote} />
      </IslandPropsProvider>,
    );
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const element = holder.firstElementChild as HTMLElement;
    expect(element.dataset.island).toBe('near-counter');
    expect(element.dataset.islandLoading).toBe('near');
    expect(element.className).toBe('contents');
    expect(JSON.parse(element.dataset.islandProps!)).toEqual({ label: quote });
    expect(element.querySelector('button')?.textContent).toBe(`${quote} 0`);
  });

  it('writes no props unless the render hydrates by islands, so the whole document hydrates as before', () => {
    const html = renderToString(<NearCounter label="Plain" />);
    expect(html).toContain('data-island="near-counter"');
    expect(html).not.toContain('data-island-props');
  });

  it('gives an island inside another no element of its own', () => {
    const html = renderToString(
      <IslandPropsProvider writeProps>
        <PanelIsland title="T" badge="B" />
      </IslandPropsProvider>,
    );
    expect(html.match(/data-island=/g)).toHaveLength(1);
    expect(html).toContain('<em>B</em>');
  });
});

describe('hydrating a page by islands', () => {
  it('hydrates an at-once island from its props without a mismatch, and it answers', async () => {
    hydration = createIslandHydration({ loaders: loadersWith() });
    hydration.hydrateIn(document);
    await settle();
    click(button('Frame'));
    await settle();
    expect(button('Frame').textContent).toBe('Frame 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('leaves a near island as the server sent it until it comes within half a screen', async () => {
    const near = gated(Counter);
    hydration = createIslandHydration({ loaders: loadersWith({ 'near-counter': near.loader }) });
    hydration.hydrateIn(document);
    const htmlBefore = document.getElementById('page')!.innerHTML;
    expect(near.loader).not.toHaveBeenCalled();
    const observer = FakeIntersectionObserver.instances.at(-1)!;
    expect(observer.options.rootMargin).toBe(ISLAND_NEAR_VIEWPORT_MARGIN);
    act(() => observer.enter());
    expect(near.loader).toHaveBeenCalledTimes(1);
    near.answer();
    await settle();
    expect(document.getElementById('page')!.innerHTML).toBe(htmlBefore);
    click(button('Near'));
    await settle();
    expect(button('Near').textContent).toBe(`Near ${quote} 1`);
    expect(errors).not.toHaveBeenCalled();
  });

  it('loads a reached island only when a pointer or the focus reaches into it', async () => {
    const reached = gated(Counter);
    hydration = createIslandHydration({ loaders: loadersWith({ 'reached-counter': reached.loader }) });
    hydration.hydrateIn(document);
    const observed = FakeIntersectionObserver.instances.flatMap((observer) => observer.elements);
    // What is watched is the island's content: its own element is `display: contents`, without a box.
    expect(observed.map((element) => element.parentElement?.getAttribute('data-island'))).toEqual(['near-counter']);
    expect(observed.map((element) => element.tagName)).toEqual(['BUTTON']);
    expect(reached.loader).not.toHaveBeenCalled();
    button('Reached').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(reached.loader).toHaveBeenCalledTimes(1);
  });

  it('hydrates an asked island only when code asks for it by name, also when asked before the page ran', async () => {
    const AskedCounter = island('asked-counter', Counter, { loading: 'asked' });
    const EarlyCounter = island('early-counter', Counter, { loading: 'asked' });
    const page = document.getElementById('page')!;
    page.insertAdjacentHTML(
      'beforeend',
      renderToString(
        <IslandPropsProvider writeProps>
          <AskedCounter label="Asked" />
          <EarlyCounter label="Early" />
        </IslandPropsProvider>,
      ),
    );
    const asked = gated(Counter);
    const early = gated(Counter);
    requestIsland('early-counter');
    hydration = createIslandHydration({ loaders: loadersWith({ 'asked-counter': asked.loader, 'early-counter': early.loader }) });
    hydration.hydrateIn(document);
    expect(early.loader).toHaveBeenCalledTimes(1);
    expect(asked.loader).not.toHaveBeenCalled();
    act(() => requestIsland('asked-counter'));
    expect(asked.loader).toHaveBeenCalledTimes(1);
    asked.answer();
    early.answer();
    await settle();
    click(button('Asked'));
    await settle();
    expect(button('Asked').textContent).toBe('Asked 1');
    expect(errors).not.toHaveBeenCalled();
  });

  it('holds a click that lands before the code and gives it back once the island has hydrated', async () => {
    const reached = gated(Counter);
    hydration = createIslandHydration({ loaders: loadersWith({ 'reached-counter': reached.loader }) });
    hydration.hydrateIn(document);
    const seenByPage = jest.fn();
    document.addEventListener('click', seenByPage);
    click(button('Reached'));
    expect(seenByPage).not.toHaveBeenCalled();
    expect(reached.loader).toHaveBeenCalledTimes(1);
    reached.answer();
    await settle();
    expect(button('Reached').textContent).toBe('Reached 1');
    expect(seenByPage).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', seenByPage);
    expect(errors).not.toHaveBeenCalled();
  });

  it("gives a held click to the element hydration put in its target's place (a link that becomes a button)", async () => {
    const opened = jest.fn();
    const hydratedSnapshot = () => true;
    const serverSnapshot = () => false;
    const noChange = () => () => {};
    // A link for visitors without JavaScript; once hydrated, a button that opens in place.
    function SearchControl({ label }: { label: string }) {
      const hydrated = useSyncExternalStore(noChange, hydratedSnapshot, serverSnapshot);
      const face = <span>{label}</span>;
      return hydrated ? (
        <button type="button" onClick={opened}>
          {face}
        </button>
      ) : (
        <a href="/search">{face}</a>
      );
    }
    const SearchIsland = island('search-control', SearchControl, { loading: 'reached' });
    document.body.innerHTML = renderToString(
      <IslandPropsProvider writeProps>
        <SearchIsland label="Search" />
      </IslandPropsProvider>,
    );
    const code = gated(SearchControl);
    hydration = createIslandHydration({ loaders: { 'search-control': code.loader } });
    hydration.hydrateIn(document);
    const followed = jest.fn((event: Event) => event.defaultPrevented || event.preventDefault());
    document.addEventListener('click', followed);

    click(document.querySelector('a span')!);
    code.answer();
    await settle();
    expect(document.querySelector('a')).toBeNull();
    expect(opened).toHaveBeenCalledTimes(1);
    // The click the page saw went to the button's face, not to the link that left.
    expect((followed.mock.calls[0]![0].target as Element).closest('button')).not.toBeNull();
    document.removeEventListener('click', followed);
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives back a choice made in a drop-down before its code arrived, once the island has hydrated', async () => {
    function SizeChoice({ sizes }: { sizes: string[] }) {
      const [size, setSize] = useState('');
      return (
        <div>
          <select value={size} onChange={(event) => setSize(event.target.value)}>
            <option value="">Choose</option>
            {sizes.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
          <p>Chosen: {size || 'nothing'}</p>
        </div>
      );
    }
    const SizeIsland = island('size-choice', SizeChoice);
    document.body.innerHTML = renderToString(
      <IslandPropsProvider writeProps>
        <SizeIsland sizes={['M', 'L']} />
      </IslandPropsProvider>,
    );
    const code = gated(SizeChoice);
    hydration = createIslandHydration({ loaders: { 'size-choice': code.loader } });
    hydration.hydrateIn(document);

    const select = document.querySelector('select')!;
    select.value = 'L';
    act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    expect(code.loader).toHaveBeenCalledTimes(1);
    code.answer();
    await settle();
    expect(document.querySelector('p')!.textContent).toBe('Chosen: L');
    expect(document.querySelector('select')!.value).toBe('L');
    expect(errors).not.toHaveBeenCalled();
  });

  it('gives a held click back to the browser when the code cannot load, and tries again when next reached', async () => {
    const reached = gated(Counter);
    hydration = createIslandHydration({ loaders: loadersWith({ 'reached-counter': reached.loader }) });
    hydration.hydrateIn(document);
    const defaultPrevented: boolean[] = [];
    const seenByPage = (event: Event) => defaultPrevented.push(event.defaultPrevented);
    document.addEventListener('click', seenByPage);
    click(button('Reached'));
    reached.refuse(new Error('offline'));
    await settle();
    // The replayed click reached the page unheld: the browser's own action stands.
    expect(defaultPrevented).toEqual([false]);
    expect(button('Reached').textContent).toBe('Reached 0');
    expect(errors).toHaveBeenCalledWith('Island "reached-counter" could not hydrate', expect.any(Error));
    button('Reached').dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(reached.loader).toHaveBeenCalledTimes(2);
    document.removeEventListener('click', seenByPage);
  });

  it('hydrates an island that holds another as one root, the inner one with it', async () => {
    hydration = createIslandHydration({ loaders: loadersWith() });
    hydration.hydrateIn(document);
    await settle();
    click(button('Toggle'));
    await settle();
    expect(button('Toggle').getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('em')?.textContent).toBe(quote);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports an island the build does not know, and leaves its HTML working', async () => {
    const { 'frame-counter': _unknown, ...known } = loadersWith();
    hydration = createIslandHydration({ loaders: known });
    hydration.hydrateIn(document);
    await settle();
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('Island "frame-counter" could not hydrate', expect.any(Error));
    expect(button('Frame').textContent).toBe('Frame 0');
  });

  it('reports nothing for an island a navigation removes while it hydrates', async () => {
    const near = gated(Counter);
    hydration = createIslandHydration({ loaders: loadersWith({ 'near-counter': near.loader }) });
    hydration.hydrateIn(document);
    requestIsland('near-counter');
    near.answer();
    // Its code is in and its root made; the page is replaced before React has hydrated it.
    await Promise.resolve();
    await Promise.resolve();
    act(() => hydration!.unmountIn(document));
    await settle();
    expect(errors).not.toHaveBeenCalled();
  });

  it('unmounts the islands of a part of the page a navigation replaces, and knows the new ones', async () => {
    hydration = createIslandHydration({ loaders: loadersWith() });
    hydration.hydrateIn(document);
    await settle();
    const page = document.getElementById('page')!;
    act(() => hydration!.unmountIn(page));
    page.innerHTML = renderToString(
      <IslandPropsProvider writeProps>
        <FrameCounter label="Next" />
      </IslandPropsProvider>,
    );
    hydration.hydrateIn(page);
    await settle();
    click(button('Next'));
    await settle();
    expect(button('Next').textContent).toBe('Next 1');
    expect(errors).not.toHaveBeenCalled();
  });
});
