import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { usePublicEnv } from '../../app/public-env';
import type { ContactFormBlock } from '../../lib/contact/contact-form-schema';
import { lengthAttributes } from '../../lib/contact/contact-limits';
import { resultFromQuery, SEND_MESSAGE_PATH } from '../../lib/contact/contact-result';
import { storeNoticeFor, type StoreNotice as StoreNoticeData } from '../../lib/contact/contact-stores';
import { EMAIL_LABEL, MESSAGE_LABEL, NAME_LABEL, SUBMIT_TEXT, TOPIC_LABEL } from '../../lib/contact/contact-texts';
import { ContactField } from './contact-field';
import { ContactResultBanner } from './contact-result-banner';
import { CONTACT_CONTROL, CONTACT_LABEL, CONTACT_SUBMIT, controlBorder } from './contact-styles';
import { StoreNotice } from './store-notice';
import { TopicOptions } from './topic-options';

/**
 * The contact form for browsers without JavaScript: nothing can reveal fields on a topic change,
 * so every field is there, the store notices are shown up front, and the browser checks the
 * bounds. It posts form-encoded to the endpoint, which redirects back here with the outcome.
 * No joi in here: this part is in every page with a contact slot.
 */
export function PlainContactForm({ blockId, form }: { blockId: string; form: ContactFormBlock }) {
  const { contactStores } = usePublicEnv();
  const [searchParams] = useSearchParams();
  const returnTo = useHref(useLocation().pathname);
  const fromRedirect = resultFromQuery(searchParams, blockId);
  const notices = form.departments
    .map((d) => storeNoticeFor(d.department_name, contactStores))
    .filter((n): n is StoreNoticeData => n !== null);
  const id = (part: string) => `${blockId}-plain-${part}`;

  return (
    <form method="post" action={SEND_MESSAGE_PATH} aria-label={form.title || 'Contact form'} className="space-y-5">
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="block" value={blockId} />
      <ContactResultBanner result={fromRedirect?.result ?? null} errorCodes={fromRedirect?.errorCodes} />
      <div>
        <label htmlFor={id('topic')} className={CONTACT_LABEL}>
          {TOPIC_LABEL}
        </label>
        <select id={id('topic')} name="channelId" required defaultValue="" className={`${CONTACT_CONTROL} ${controlBorder(false)}`}>
          <TopicOptions departments={form.departments} />
        </select>
      </div>
      {notices.map((notice) => (
        <StoreNotice key={notice.kind} notice={notice} />
      ))}
      <ContactField id={id('name')} name="name" label={NAME_LABEL} kind="text" autoComplete="name" {...lengthAttributes('name')} />
      <ContactField id={id('email')} name="email" label={EMAIL_LABEL} kind="email" autoComplete="email" {...lengthAttributes('email')} />
      <ContactField id={id('message')} name="message" label={MESSAGE_LABEL} kind="textarea" {...lengthAttributes('message')} />
      <button type="submit" className={CONTACT_SUBMIT}>
        {SUBMIT_TEXT}
      </button>
    </form>
  );
}
