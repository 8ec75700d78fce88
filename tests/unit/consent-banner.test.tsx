/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PublicEnvProvider, type PublicEnv } from '../../shared/app/public-env';
import { CookieBanner } from '../../shared/components/consent/cookie-banner';
import { cookieConfiguration as configuration } from '../support/cookie-configuration';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type TagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

const env: PublicEnv = {
  publicUrl: 'https://label.test',
  defaultLocale: 'gb',
  emailFormsUrl: '/email-forms',
  analyticsHost: 'https://analytics.test',
  tagManager: { id: 'G-TEST', url: 'https://tags.test/gtag/js' },
};

interface Answer {
  status?: number;
  json?: unknown;
}
let answers: Record<string, Answer | Error>;
let requested: string[];

function fakeFetch(url: string) {
  requested.push(url);
  const path = new URL(url, 'https://label.test').pathname;
  const answer = answers[path] ?? { status: 404, json: {} };
  if (answer instanceof Error) return Promise.reject(answer);
  const status = answer.status ?? 200;
  return Promise.resolve({ ok: status < 300, status, json: async () => answer.json, body: { cancel: async () => {} } });
}

let warn: jest.SpyInstance;
beforeEach(() => {
  requested = [];
  answers = {
    '/analytics/cookies': { json: configuration },
    '/register/acceptCookies': { status: 204 },
    '/analytics/snippets': { json: { value: '<script>window.snippetRan = true;</script>' } },
  };
  Object.assign(globalThis, { fetch: jest.fn(fakeFetch) });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const nonced = document.createElement('script');
  nonced.setAttribute('nonce', 'page-nonce');
  document.head.append(nonced);
});

afterEach(() => {
  warn.mockRestore();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  localStorage.clear();
  delete (window as TagWindow).dataLayer;
  delete (window as TagWindow).gtag;
});

/** Lets every pending fetch and effect finish. */
async function settle() {
  for (let i = 0; i < 5; i += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function mount(publicEnv: PublicEnv = env) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
    root.render(
      <PublicEnvProvider env={publicEnv}>
        <CookieBanner />
      </PublicEnvProvider>,
    ),
  );
  await settle();
  return { container, unmount: () => act(() => root.unmount()) };
}

const region = (container: HTMLElement) => container.querySelector('section[aria-label="Cookie consent"]');
const buttons = (container: HTMLElement) => Array.from(container.querySelectorAll('button')).map((b) => b.textContent);
const button = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('button')).find((b) => b.textContent === text)!;
const click = (element: HTMLElement) => act(async () => element.click());
const dataLayer = () => ((window as TagWindow).dataLayer ?? []).map((args) => Array.from(args));
const consentUpdates = () => dataLayer().filter((args) => args[0] === 'consent' && args[1] === 'update');
const tagScripts = () => document.head.querySelectorAll('script[data-tag-manager]');

describe('the cookie banner', () => {
  it('renders nothing on the server: it depends on localStorage', () => {
    expect(
      renderToString(
        <PublicEnvProvider env={env}>
          <CookieBanner />
        </PublicEnvProvider>,
      ),
    ).toBe('');
  });

  it('shows the simple view when no consent is stored, asking the analytics host for its configuration', async () => {
    const { container, unmount } = await mount();
    expect(requested).toEqual(['https://analytics.test/analytics/cookies']);
    const section = region(container)!;
    expect(section).not.toBeNull();
    expect(section.innerHTML).toContain('<p>We use cookies. Read the <a href="/about#privacy">privacy notice</a>.</p>');
    expect(buttons(container)).toEqual(['Accept Cookies', 'Edit cookies preferences']);
    // Nothing third-party before the choice: no tag queue, no tag script.
    expect((window as TagWindow).dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
    unmount();
  });

  it('Accept Cookies: stores every param, registers, updates the tag manager, loads its script and the snippets', async () => {
    const { container, unmount } = await mount();
    await click(button(container, 'Accept Cookies'));
    await settle();
    expect(region(container)).toBeNull();
    expect(JSON.parse(localStorage.getItem('accepted-cookies')!)).toEqual({ a: true, ma: true });
    expect(requested).toEqual([
      'https://analytics.test/analytics/cookies',
      'https://analytics.test/register/acceptCookies?a=true&ma=true',
      'https://analytics.test/analytics/snippets?a=true&ma=true',
    ]);
    expect(consentUpdates()).toEqual([['consent', 'update', { ad_storage: 'granted', analytics_storage: 'granted' }]]);
    expect(tagScripts()).toHaveLength(1);
    expect((tagScripts()[0] as HTMLScriptElement).src).toBe('https://tags.test/gtag/js?id=G-TEST');
    expect((tagScripts()[0] as HTMLScriptElement).nonce).toBe('page-nonce');
    const snippet = document.body.querySelector('[data-consent-snippet] script') as HTMLScriptElement;
    expect(snippet.text).toBe('window.snippetRan = true;');
    expect(snippet.nonce).toBe('page-nonce');
    unmount();
  });

  it('the detailed view: its title and message, one checked checkbox per item, then Accept Selected Cookies', async () => {
    const { container, unmount } = await mount();
    await click(button(container, 'Edit cookies preferences'));
    const heading = container.querySelector('h2')!;
    expect(heading.textContent).toBe('Cookies Preferences');
    expect(document.activeElement).toBe(heading);
    expect(region(container)!.innerHTML).toContain('<p>Choose which cookies we may set.</p>');
    const boxes = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
    expect(boxes.map((box) => box.checked)).toEqual([true, true]);
    expect(boxes.map((box) => container.querySelector(`label[for="${box.id}"]`)!.textContent)).toEqual(['Analytics', 'Marketing']);
    expect(boxes.map((box) => document.getElementById(box.getAttribute('aria-describedby')!)!.innerHTML)).toEqual([
      '<p>Counts <em>visits</em>.</p>',
      '<p>Measures adverts.</p>',
    ]);
    expect(buttons(container)).toEqual(['Accept Selected Cookies', 'Back']);

    await click(boxes[0]!);
    expect(boxes[0]!.checked).toBe(false);
    await click(button(container, 'Accept Selected Cookies'));
    await settle();
    expect(region(container)).toBeNull();
    expect(JSON.parse(localStorage.getItem('accepted-cookies')!)).toEqual({ a: false, ma: true });
    expect(requested.slice(1)).toEqual([
      'https://analytics.test/register/acceptCookies?a=false&ma=true',
      'https://analytics.test/analytics/snippets?ma=true',
    ]);
    expect(consentUpdates()).toEqual([['consent', 'update', { ad_storage: 'granted', analytics_storage: 'denied' }]]);
    // No analytics, no tag-manager script.
    expect(tagScripts()).toHaveLength(0);
    unmount();
  });

  it('Back (or Escape) returns to the simple view with focus on the button that left it', async () => {
    const { container, unmount } = await mount();
    await click(button(container, 'Edit cookies preferences'));
    await click(button(container, 'Back'));
    expect(buttons(container)).toEqual(['Accept Cookies', 'Edit cookies preferences']);
    expect(document.activeElement).toBe(button(container, 'Edit cookies preferences'));

    await click(button(container, 'Edit cookies preferences'));
    await act(
      async () => void container.querySelector('h2')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })),
    );
    expect(buttons(container)).toEqual(['Accept Cookies', 'Edit cookies preferences']);
    unmount();
  });

  it('stays hidden with complete stored consent and loads the snippets and the tag manager for it, registering nothing', async () => {
    localStorage.setItem('accepted-cookies', JSON.stringify({ a: true, ma: false }));
    const { container, unmount } = await mount();
    expect(region(container)).toBeNull();
    expect(requested).toEqual(['https://analytics.test/analytics/cookies', 'https://analytics.test/analytics/snippets?a=true']);
    expect(consentUpdates()).toEqual([['consent', 'update', { ad_storage: 'denied', analytics_storage: 'granted' }]]);
    expect(tagScripts()).toHaveLength(1);
    expect(document.body.querySelector('[data-consent-snippet]')).not.toBeNull();
    unmount();
  });

  it('loads no snippet when the stored consent accepts nothing', async () => {
    localStorage.setItem('accepted-cookies', JSON.stringify({ a: false, ma: false }));
    const { container, unmount } = await mount();
    expect(region(container)).toBeNull();
    expect(requested).toEqual(['https://analytics.test/analytics/cookies']);
    expect(consentUpdates()).toEqual([['consent', 'update', { ad_storage: 'denied', analytics_storage: 'denied' }]]);
    unmount();
  });

  it('asks again when a configured param is missing from the stored consent', async () => {
    localStorage.setItem('accepted-cookies', JSON.stringify({ a: true }));
    const { container, unmount } = await mount();
    expect(region(container)).not.toBeNull();
    expect(requested).toEqual(['https://analytics.test/analytics/cookies']);
    unmount();
  });

  it('defines no gtag at all without a tag manager, and calls the site itself without an analytics host', async () => {
    const { container, unmount } = await mount({ ...env, analyticsHost: '', tagManager: null });
    await click(button(container, 'Accept Cookies'));
    await settle();
    expect(requested).toEqual(['/analytics/cookies', '/register/acceptCookies?a=true&ma=true', '/analytics/snippets?a=true&ma=true']);
    expect((window as TagWindow).gtag).toBeUndefined();
    expect((window as TagWindow).dataLayer).toBeUndefined();
    unmount();
  });

  it('cleans HTML the analytics host sends', async () => {
    answers['/analytics/cookies'] = {
      json: {
        ...configuration,
        message: '<p onmouseover="steal()">Hi <a href="javascript:steal()">x</a><img src=x onerror="steal()"></p>',
      },
    };
    const { container, unmount } = await mount();
    expect(region(container)!.innerHTML).toContain('<p>Hi <a>x</a></p>');
    unmount();
  });

  it('only logs (console.warn) when the configuration cannot be loaded, and shows nothing', async () => {
    answers['/analytics/cookies'] = new TypeError('Failed to fetch');
    const { container, unmount } = await mount();
    expect(region(container)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Cookie consent: the cookie configuration could not be loaded', expect.any(TypeError));
    unmount();
  });

  it('only logs when the configuration has the wrong shape or status', async () => {
    answers['/analytics/cookies'] = { status: 500, json: {} };
    const first = await mount();
    expect(region(first.container)).toBeNull();
    first.unmount();
    answers['/analytics/cookies'] = { json: { message: 1 } };
    const second = await mount();
    expect(region(second.container)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    second.unmount();
  });

  it('only logs when the registration or the snippets fail; the choice is still stored and applied', async () => {
    answers['/register/acceptCookies'] = { status: 503 };
    answers['/analytics/snippets'] = new TypeError('Failed to fetch');
    const { container, unmount } = await mount();
    await click(button(container, 'Accept Cookies'));
    await settle();
    expect(region(container)).toBeNull();
    expect(JSON.parse(localStorage.getItem('accepted-cookies')!)).toEqual({ a: true, ma: true });
    expect(tagScripts()).toHaveLength(1);
    expect(warn.mock.calls.map((call) => call[0]).sort()).toEqual([
      'Cookie consent: the consent registration failed',
      'Cookie consent: the tracking snippets could not be loaded',
    ]);
    unmount();
  });

  it('reserves room below the page while it is shown, and gives it back', async () => {
    const { container, unmount } = await mount();
    expect(document.body.style.paddingBottom).toMatch(/px$/);
    await click(button(container, 'Accept Cookies'));
    await settle();
    expect(document.body.style.paddingBottom).toBe('');
    unmount();
  });

  it('cancels its calls when it is removed', async () => {
    let signal: AbortSignal | undefined;
    Object.assign(globalThis, {
      fetch: jest.fn((_url: string, init: RequestInit) => {
        signal = init.signal ?? undefined;
        return new Promise(() => {});
      }),
    });
    const { unmount } = await mount();
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
