/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { PublicEnvProvider } from '../../../shared/app/public-env';
import { EmailFormSlot } from '../../../shared/components/slots/email-form-slot';
import { EMAIL_FORM_SCRIPT_DELAY_MS, emailFormScriptUrl, isEmailFormId } from '../../../shared/lib/catalog/email-forms';
import { renderAt } from '../storefront/render-helpers';

const env = { publicUrl: 'https://label.test', defaultLocale: 'gb' as const, emailFormsUrl: 'https://label.activehosted.com' };
const formScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-email-form]')];

describe('e-mail sign-up embed (spec 000 §2, spec 001 "Email sign-up form embed")', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    document.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('pins the delay: 100 ms', () => {
    expect(EMAIL_FORM_SCRIPT_DELAY_MS).toBe(100);
  });

  it('builds the service script address by form id and refuses anything that is not a form number', () => {
    expect(emailFormScriptUrl('https://label.activehosted.com/', '12')).toBe('https://label.activehosted.com/f/embed.php?id=12');
    expect(emailFormScriptUrl('/email-forms', '7')).toBe('/email-forms/f/embed.php?id=7');
    expect(isEmailFormId('12')).toBe(true);
    for (const bad of ['', '12&x=1', '../1', '1'.repeat(13), 12]) expect(isEmailFormId(bad)).toBe(false);
    expect(() => emailFormScriptUrl('https://label.activehosted.com', '1"><script>')).toThrow('Not an e-mail form id');
  });

  it('loads the form script 100 ms after mount, with the page nonce, into the _form_{id} element', async () => {
    const nonced = document.createElement('script');
    nonced.nonce = 'abc123';
    document.head.appendChild(nonced);
    const { container, unmount } = await renderAt(
      <PublicEnvProvider env={env}>
        <EmailFormSlot form={{ id: '1', title: 'The newsletter', form_id: '12' }} />
      </PublicEnvProvider>,
    );
    expect(container.querySelector('._form_12')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'The newsletter' }).textContent).toBe('The newsletter');
    act(() => jest.advanceTimersByTime(EMAIL_FORM_SCRIPT_DELAY_MS - 1));
    expect(formScripts()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(formScripts()).toHaveLength(1);
    expect(formScripts()[0]?.src).toBe('https://label.activehosted.com/f/embed.php?id=12');
    expect(formScripts()[0]?.nonce).toBe('abc123');
    unmount();
    expect(formScripts()).toHaveLength(0);
  });

  it('loads nothing when unmounted before the delay, or for a form id that is not a number', async () => {
    const early = await renderAt(
      <PublicEnvProvider env={env}>
        <EmailFormSlot form={{ id: '1', title: 'The newsletter', form_id: '12' }} />
      </PublicEnvProvider>,
    );
    early.unmount();
    act(() => jest.advanceTimersByTime(500));
    expect(formScripts()).toHaveLength(0);

    const bad = await renderAt(
      <PublicEnvProvider env={env}>
        <EmailFormSlot form={{ id: '2', title: 'Broken', form_id: 'x"y' }} />
      </PublicEnvProvider>,
    );
    act(() => jest.advanceTimersByTime(500));
    expect(formScripts()).toHaveLength(0);
    expect(bad.container.querySelector('section')).toBeNull();
    bad.unmount();
  });
});
