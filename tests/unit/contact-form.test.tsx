/** @jest-environment jsdom */
import './storefront/jsdom-polyfills';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SiteNavigationProvider } from '../../shared/app/site-navigation';
import { PublicEnvProvider, type PublicEnv } from '../../shared/app/public-env';
import ContactForm from '../../shared/components/contact/contact-form';
import { ContactFormSlot } from '../../shared/components/contact/contact-form-slot';
import { NoScriptPartsContext } from '../../shared/app/no-script-parts';
import { serverNoScriptParts } from '../../server/render/no-script-parts';
import type { ContactFormBlock } from '../../shared/lib/contact/contact-form-schema';
import { resultFromQuery } from '../../shared/lib/contact/contact-result';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const general = { channel_id: 'cha_general', department_name: 'General' };
const music = { channel_id: 'cha_music', department_name: 'Lumen Tide Music Store' };
const merch = { channel_id: 'cha_merch', department_name: 'Lumen Tide Store' };
const form: ContactFormBlock = { id: '1', title: 'Contact us', departments: [music, merch, general] };
const env: PublicEnv = {
  publicUrl: 'https://label.test',
  defaultLocale: 'gb',
  emailFormsUrl: '/email-forms',
  contactStores: {
    music: { name: 'Lumen Tide Music Store', url: 'https://music.example', supportEmail: 'help@music.example' },
    merch: { name: 'Lumen Tide Store', url: 'https://store.example', supportEmail: 'help@store.example' },
  },
};

function tree(ui: React.ReactNode, path = '/contact') {
  return (
    <PublicEnvProvider env={env}>
      <MemoryRouter initialEntries={[path]}>
        <SiteNavigationProvider>{ui}</SiteNavigationProvider>
      </MemoryRouter>
    </PublicEnvProvider>
  );
}

let container: HTMLDivElement;
let root: Root | undefined;
let fetchMock: jest.Mock;

beforeEach(() => {
  container = document.createElement('div');
  document.body.appendChild(container);
  fetchMock = jest.fn();
  Object.assign(globalThis, { fetch: fetchMock });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The form as its slot renders it at `path`: coming back to that page, with what a redirect brought back. */
function formAt(path = '/contact', block: ContactFormBlock = form) {
  const address = new URL(path, 'https://label.test');
  return <ContactForm blockId="blk" form={block} returnTo={address.pathname} fromRedirect={resultFromQuery(address.searchParams, 'blk')} />;
}

async function mount(path?: string) {
  root = createRoot(container);
  await act(async () => root!.render(tree(formAt(path), path)));
}

const $ = <T extends Element = HTMLElement>(selector: string) => container.querySelector<T>(selector);
const select = () => $<HTMLSelectElement>('select')!;
const button = () => $<HTMLButtonElement>('button[type="submit"]');
const labels = () => Array.from(container.querySelectorAll('label')).map((l) => l.textContent);
const status = () => $('[role="status"]')!.textContent;
const alert = () => $('[role="alert"]')!.textContent;

async function chooseTopic(channelId: string) {
  await act(async () => {
    select().value = channelId;
    select().dispatchEvent(new Event('change', { bubbles: true }));
  });
}

async function tick(checked = true) {
  const box = $<HTMLInputElement>('input[type="checkbox"]')!;
  if (box.checked !== checked) await act(async () => box.click());
}

async function type(selector: string, value: string) {
  const element = $<HTMLInputElement | HTMLTextAreaElement>(selector)!;
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function fill() {
  await type('#blk-name', 'Ada Lune');
  await type('#blk-email', 'ada.lune@example.test');
  await type('#blk-message', 'Is the Tidal Glass EP coming out on cassette?');
}

async function submit() {
  await act(async () => button()!.click());
}

// jsdom has no fetch Response: the form reads only status and json().
function answer(status: number, body: unknown): Promise<Response> {
  return Promise.resolve({ status, json: async () => body } as Response);
}

function notJson(status: number): Promise<Response> {
  return Promise.resolve({ status, json: async () => JSON.parse('<html>Bad gateway</html>') } as Response);
}

describe('the contact form', () => {
  it('starts with the topic select alone; a topic reveals Name, Email and Message with (Required)', async () => {
    await mount();
    expect(Array.from(select().options).map((o) => o.textContent)).toEqual([
      'Select a topic',
      'Lumen Tide Music Store',
      'Lumen Tide Store',
      'General',
    ]);
    expect(button()).toBeNull();
    expect($('#blk-name')).toBeNull();

    await chooseTopic(general.channel_id);
    expect(labels()).toEqual(['Topic', 'Name (Required)', 'Email (Required)', 'Message (Required)']);
    expect($<HTMLInputElement>('#blk-email')!.type).toBe('email');
    expect(button()!.textContent).toBe('Submit');
    expect($('form')!.getAttribute('aria-label')).toBe('Contact us');
  });

  it('shows a store’s notice and opens the fields only once its checkbox is ticked', async () => {
    await mount();
    await chooseTopic(music.channel_id);
    const notice = container.textContent;
    expect(notice).toContain('Order numbers starting with BLP are looked after by the Lumen Tide Music Store Support Team.');
    expect($<HTMLAnchorElement>('a[target="_blank"]')!.href).toBe('https://music.example/');
    expect($<HTMLAnchorElement>('a[href^="mailto:"]')!.textContent).toBe('help@music.example');
    expect(labels()).toContain('I have already contacted the Lumen Tide Music Store Support Team');
    expect(button()).toBeNull();

    await tick();
    expect(button()).not.toBeNull();

    await chooseTopic(merch.channel_id);
    expect(container.textContent).toContain('Order numbers starting with AB- are looked after by the Lumen Tide Store Support Team.');
    // Another store topic keeps the checkbox.
    expect($<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    expect(button()).not.toBeNull();

    // Any other topic resets it; back on a store topic the fields are closed again.
    await chooseTopic(general.channel_id);
    await chooseTopic(merch.channel_id);
    expect($<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);
    expect(button()).toBeNull();

    // Clearing the topic empties the department: nothing but the select.
    await tick();
    await chooseTopic('');
    expect(select().value).toBe('');
    expect(button()).toBeNull();
    expect($('input[type="checkbox"]')).toBeNull();
  });

  it('checks the values with the spec’s texts before sending anything, focusing the first problem', async () => {
    await mount();
    await chooseTopic(general.channel_id);
    await submit();
    expect($('#blk-name-error')!.textContent).toBe('Please add your name');
    expect($('#blk-email-error')!.textContent).toBe('Please add a valid email');
    expect($('#blk-message-error')!.textContent).toBe('Please write your message');
    expect($('#blk-name')!.getAttribute('aria-invalid')).toBe('true');
    expect($('#blk-name')!.getAttribute('aria-describedby')).toBe('blk-name-error');
    expect(document.activeElement).toBe($('#blk-name'));

    await type('#blk-name', 'A');
    expect($('#blk-name-error')).toBeNull();
    await type('#blk-email', 'ada@');
    await type('#blk-message', 'Too short');
    await submit();
    expect($('#blk-name-error')!.textContent).toBe('Name must be at least 2 characters');
    expect($('#blk-email-error')!.textContent).toBe('Please add a valid email');
    expect($('#blk-message-error')!.textContent).toBe('Message must be at least 10 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends JSON, reads Sending... while it waits, then shows success, resets, and focuses the banner', async () => {
    await mount();
    await chooseTopic(merch.channel_id);
    await tick();
    await fill();
    let respond!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));

    await submit();

    expect(button()!.textContent).toBe('Sending...');
    expect(button()!.disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/front/send-message');
    expect(init.method).toBe('POST');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body)).toEqual({
      channelId: merch.channel_id,
      messageData: {
        name: 'Ada Lune',
        email: 'ada.lune@example.test',
        message: 'Is the Tidal Glass EP coming out on cassette?',
        department: merch,
        iHaveTried: true,
      },
    });
    // A second press while sending sends nothing more.
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await act(async () => respond(await answer(200, { success: true, messageId: 'm1' })));
    expect(status()).toBe('Your message has been sent successfully!');
    expect(alert()).toBe('');
    expect(select().value).toBe('');
    expect(button()).toBeNull();
    expect($('input[type="checkbox"]')).toBeNull();
    expect(document.activeElement).toBe($('[role="status"]'));
  });

  it.each<[string, () => Promise<Response>, string]>([
    ['success false', () => answer(200, { success: false }), 'There was a problem sending your message. Please try again.'],
    [
      'a server error',
      () => answer(500, { success: false, error: 'The message could not be stored. Please try again.' }),
      'There was a problem sending your message. Please try again.',
    ],
    [
      'an unknown channel',
      () => answer(400, { success: false, error: 'Unknown channel ID: cha_general' }),
      'The selected department is unavailable. Please choose a different department.',
    ],
    [
      'a network error',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Network error. Please check your connection and try again.',
    ],
    ['a proxy page that is not JSON', () => notJson(502), 'There was a problem sending your message. Please try again.'],
    [
      'the rate limit',
      () => answer(429, { success: false, error: 'Too many messages' }),
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    ],
  ])('shows %s as its text and keeps what the visitor wrote', async (_case, response, text) => {
    await mount();
    await chooseTopic(general.channel_id);
    await fill();
    fetchMock.mockImplementation(response);
    await submit();
    expect(alert()).toBe(text);
    expect(status()).toBe('');
    expect($<HTMLInputElement>('#blk-name')!.value).toBe('Ada Lune');
    expect(button()!.textContent).toBe('Submit');
    expect(button()!.disabled).toBe(false);
  });

  it('sends a topic as its two fields, whatever else its query result carries (its __typename)', async () => {
    const asQueried = { ...form, departments: form.departments.map((d) => ({ __typename: 'ContactDepartment', ...d })) };
    root = createRoot(container);
    await act(async () => root!.render(tree(formAt('/contact', asQueried))));
    await chooseTopic(general.channel_id);
    await fill();
    fetchMock.mockReturnValue(new Promise<Response>(() => {}));
    await submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).messageData.department).toEqual(general);
  });

  it('clears the last result as soon as the next submit starts', async () => {
    await mount();
    await chooseTopic(general.channel_id);
    await fill();
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await submit();
    expect(alert()).not.toBe('');
    fetchMock.mockReturnValue(new Promise(() => {}));
    await submit();
    expect(alert()).toBe('');
    expect(button()!.textContent).toBe('Sending...');
  });

  it('cancels the call when the form leaves the page', async () => {
    await mount();
    await chooseTopic(general.channel_id);
    await fill();
    fetchMock.mockReturnValue(new Promise(() => {}));
    await submit();
    const signal = fetchMock.mock.calls[0]![1].signal as AbortSignal;
    act(() => root!.unmount());
    root = undefined;
    expect(signal.aborted).toBe(true);
  });

  it('shows the outcome a form post without JavaScript came back with', async () => {
    await mount('/contact?contact=sent&contactBlock=blk');
    expect(status()).toBe('Your message has been sent successfully!');
  });
});

describe('the contact slot', () => {
  it('hydrates the server’s HTML without a mismatch, then works', async () => {
    const slot = tree(<ContactFormSlot blockId="blk" form={form} />);
    // The server renders the <noscript> form too (its parts come from the server render alone).
    const onServer = <NoScriptPartsContext.Provider value={serverNoScriptParts}>{slot}</NoScriptPartsContext.Provider>;
    // The server's render waits for the form's chunk before the HTML it sends.
    renderToString(onServer);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    container.innerHTML = renderToString(onServer);
    expect(container.querySelector('section#contact-blk select')).not.toBeNull();
    expect(container.querySelector('noscript')?.innerHTML).toContain('<form');

    await act(async () => {
      root = hydrateRoot(container, slot, { onRecoverableError: (error) => console.error('recoverable', error) });
    });
    await chooseTopic(general.channel_id);
    expect(button()).not.toBeNull();
  });

  it('renders nothing for a missing form or one without departments', () => {
    expect(renderToString(tree(<ContactFormSlot blockId="blk" form={null} />))).toBe('');
    expect(renderToString(tree(<ContactFormSlot blockId="blk" form={{ id: '1', departments: [] }} />))).toBe('');
  });
});
