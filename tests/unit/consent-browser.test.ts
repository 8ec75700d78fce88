/** @jest-environment jsdom */
import { readStoredConsent, storeConsent } from '../../shared/components/consent/consent-storage';
import { injectSnippet, pageNonce } from '../../shared/components/consent/inject-snippet';
import { sanitizeConsentHtml } from '../../shared/components/consent/sanitize-consent-html';
import { loadTagManager, sendConsentUpdate } from '../../shared/components/consent/tag-manager';

type TagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  delete (window as TagWindow).dataLayer;
  delete (window as TagWindow).gtag;
});

describe('the banner HTML, cleaned in the browser', () => {
  it('keeps paragraphs, formatting and safe links', () => {
    const html = '<p>We use <strong>cookies</strong>. Read the <a href="/about#privacy" title="Privacy">privacy notice</a>.</p>';
    expect(sanitizeConsentHtml(html)).toBe(html);
  });

  it('drops scripts, handlers, styles and unsafe links, keeping the text of unknown elements', () => {
    const html =
      '<p onclick="steal()">Hi <img src=x onerror="steal()"><script>steal()</script><style>p{}</style>' +
      '<a href="javascript:steal()">x</a><a href="https://ok.example" target="_blank">ok</a><font color="red">red</font><!-- note --></p>';
    expect(sanitizeConsentHtml(html)).toBe('<p>Hi <a>x</a><a href="https://ok.example">ok</a>red</p>');
  });

  it('removes frames and forms with what they hold', () => {
    expect(sanitizeConsentHtml('<iframe src="https://x.example"></iframe><form><textarea>t</textarea><button>b</button></form>')).toBe('b');
  });
});

describe('stored consent in localStorage', () => {
  it('stores the map under accepted-cookies and reads it back', () => {
    storeConsent({ a: true, ma: false });
    expect(localStorage.getItem('accepted-cookies')).toBe('{"a":true,"ma":false}');
    expect(readStoredConsent()).toEqual({ a: true, ma: false });
  });

  it('reads nothing from an unreadable entry', () => {
    localStorage.setItem('accepted-cookies', '{broken');
    expect(readStoredConsent()).toBeNull();
  });
});

describe('snippet injection', () => {
  it('reads the nonce from the property of a nonced script', () => {
    const script = document.createElement('script');
    script.setAttribute('nonce', 'n0nce');
    document.head.append(script);
    expect(pageNonce()).toBe('n0nce');
  });

  it('recreates every script with the nonce, in document order, keeping the rest of the markup', () => {
    injectSnippet(
      '<div id="pixel"></div><script data-x="1" nonce="forged">window.one = 1;</script><p><script src="https://t.example/t.js" async></script></p>',
      'n0nce',
    );
    const container = document.body.querySelector('[data-consent-snippet]')!;
    expect(container.querySelector('#pixel')).not.toBeNull();
    const scripts = Array.from(container.querySelectorAll('script'));
    expect(scripts.map((s) => s.nonce)).toEqual(['n0nce', 'n0nce']);
    expect(scripts[0]!.text).toBe('window.one = 1;');
    expect(scripts[0]!.getAttribute('data-x')).toBe('1');
    expect(scripts[1]!.src).toBe('https://t.example/t.js');
    expect(scripts[1]!.hasAttribute('async')).toBe(true);
  });

  it('runs script text that has no markup as one script', () => {
    injectSnippet('if (1 < 2) window.two = 2;', 'n0nce');
    const script = document.body.querySelector('[data-consent-snippet] script') as HTMLScriptElement;
    expect(script.text).toBe('if (1 < 2) window.two = 2;');
    expect(script.nonce).toBe('n0nce');
  });

  it('loads inline script text from a blob: address on a page without a nonce (a cached page), in order', async () => {
    // jsdom has no object URLs: record what would be loaded.
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:test/${blobs.push(blob)}`);
    URL.revokeObjectURL = jest.fn();
    injectSnippet('<script>window.one = 1;</script><script src="https://t.example/t.js"></script><script>window.two = 2;</script>', '');
    const scripts = Array.from(document.body.querySelectorAll<HTMLScriptElement>('[data-consent-snippet] script'));
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['blob:test/1', 'https://t.example/t.js', 'blob:test/2']);
    expect(scripts.map((s) => s.text)).toEqual(['', '', '']);
    expect(scripts.map((s) => s.async)).toEqual([false, false, false]);
    // jsdom's Blob has no text(): read it the old way.
    const read = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      });
    expect(await Promise.all(blobs.map(read))).toEqual(['window.one = 1;', 'window.two = 2;']);
    expect(blobs.map((b) => b.type)).toEqual(['text/javascript', 'text/javascript']);
    scripts[0]!.dispatchEvent(new Event('load'));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
  });

  it('adds nothing for an empty value', () => {
    injectSnippet('  ', 'n0nce');
    expect(document.body.querySelector('[data-consent-snippet]')).toBeNull();
  });
});

describe('the tag manager', () => {
  const dataLayer = () => ((window as TagWindow).dataLayer ?? []).map((args) => Array.from(args));

  it('starts denied, then sends the consent update through the gtag queue, loading nothing', () => {
    sendConsentUpdate({ a: false, ma: true });
    expect(dataLayer()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted', analytics_storage: 'denied' }],
    ]);
    expect(document.querySelector('script')).toBeNull();
  });

  it('loads its script once, by id, with the nonce', () => {
    loadTagManager({ id: 'G-TEST', url: 'https://tags.example/gtag/js' }, 'n0nce');
    loadTagManager({ id: 'G-TEST', url: 'https://tags.example/gtag/js' }, 'n0nce');
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://tags.example/gtag/js?id=G-TEST');
    expect(scripts[0]!.nonce).toBe('n0nce');
    expect(dataLayer().map((args) => args[0])).toEqual(['consent', 'js', 'config']);
    expect(dataLayer()[2]).toEqual(['config', 'G-TEST']);
  });
});
