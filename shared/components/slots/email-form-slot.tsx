import { SlotHeading } from '../../blocks/slot-heading';
import { useEffect } from 'react';
import { island } from '../../app/island';
import { usePublicEnv } from '../../app/public-env';
import { appendScript } from '../../app/page-nonce';
import type { SlotItem } from './slot-types';
import { EMAIL_FORM_SCRIPT_DELAY_MS, emailFormContainerClass, emailFormScriptUrl, isEmailFormId } from '../../lib/catalog/email-forms';

/** A sign-up form as the API resolves an activeCampaignForms slot. */
export type EmailFormItem = SlotItem<'EmailFormSlot'>;

/**
 * The form service's embed (kind activeCampaignForms): its script, loaded by form id 100 ms after
 * mount, fills the `_form_{id}` element. The script is removed again on unmount so a later visit to
 * the page loads it afresh. An island of its own (docs/decisions/0118): it loads as it comes near.
 */
export function EmailFormEmbed({ formId }: { formId: string }) {
  const { emailFormsUrl } = usePublicEnv();

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

  // Filled by the form service's script; without JavaScript there is no form to show.
  return <div className={`${emailFormContainerClass(formId)} mt-4 min-h-28`} />;
}

export const EmailFormEmbedIsland = island('email-form', EmailFormEmbed);

/** The e-mail sign-up block: its title, and the form service's embed. */
export function EmailFormSlot({ form }: { form: EmailFormItem }) {
  const formId = form.form_id;
  if (!isEmailFormId(formId)) return null;
  return (
    <section aria-label={form.title} className="my-10 rounded-2xl border border-white/10 bg-white/5 p-6 md:p-10">
      <SlotHeading className="font-display text-2xl font-semibold tracking-tight">{form.title}</SlotHeading>
      <EmailFormEmbedIsland formId={formId} />
      <noscript>
        <p className="mt-4 text-sm text-paper/70">The sign-up form needs JavaScript.</p>
      </noscript>
    </section>
  );
}
