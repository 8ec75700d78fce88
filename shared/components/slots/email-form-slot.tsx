import { SlotHeading } from '../../blocks/slot-heading';
import { useEffect } from 'react';
import { usePublicEnv } from '../../app/public-env';
import { appendScript } from '../../app/page-nonce';
import type { SlotItem } from './slot-types';
import { EMAIL_FORM_SCRIPT_DELAY_MS, emailFormContainerClass, emailFormScriptUrl, isEmailFormId } from '../../lib/catalog/email-forms';

/** A sign-up form as the API resolves an activeCampaignForms slot. */
export type EmailFormItem = SlotItem<'EmailFormSlot'>;

/**
 * The e-mail sign-up embed (kind activeCampaignForms): the form service's script, loaded by form id
 * 100 ms after mount, fills the `_form_{id}` element. The script is removed again on unmount so a
 * later visit to the page loads it afresh.
 */
export function EmailFormSlot({ form }: { form: EmailFormItem }) {
  const { emailFormsUrl } = usePublicEnv();
  const formId = form.form_id;

  useEffect(() => {
    if (!isEmailFormId(formId)) return undefined;
    let script: HTMLScriptElement | undefined;
    const timer = window.setTimeout(() => {
      script = appendScript(emailFormScriptUrl(emailFormsUrl, formId), { 'data-email-form': formId });
    }, EMAIL_FORM_SCRIPT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      script?.remove();
    };
  }, [emailFormsUrl, formId]);

  if (!isEmailFormId(formId)) return null;
  return (
    <section aria-label={form.title} className="my-10 rounded-2xl border border-white/10 bg-white/5 p-6 md:p-10">
      <SlotHeading className="font-display text-2xl font-semibold tracking-tight">{form.title}</SlotHeading>
      {/* Filled by the form service's script; without JavaScript there is no form to show. */}
      <div className={`${emailFormContainerClass(formId)} mt-4 min-h-28`} />
      <noscript>
        <p className="mt-4 text-sm text-paper/70">The sign-up form needs JavaScript.</p>
      </noscript>
    </section>
  );
}
