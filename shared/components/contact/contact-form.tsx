import { useEffect, useReducer, useRef, type FormEvent } from 'react';
import { island } from '../../app/island';
import { usePublicEnv } from '../../app/public-env';
import type { ContactField as FieldName, ContactFormBlock, ContactFormValues } from '../../lib/contact/contact-form-schema';
// The rules table, not joi: the form checks in the browser, the server's joi answer stays the authority.
import { checkContactForm } from '../../lib/contact/contact-rules';
import { contactFormReducer, fieldsVisible, initialContactFormState, type TextField } from '../../lib/contact/contact-form-state';
import { lengthAttributes } from '../../lib/contact/contact-limits';
import { SEND_MESSAGE_PATH, type ContactRedirectResult } from '../../lib/contact/contact-result';
import { storeNoticeFor } from '../../lib/contact/contact-stores';
import {
  alreadyContactedText,
  EMAIL_LABEL,
  MESSAGE_LABEL,
  NAME_LABEL,
  SENDING_TEXT,
  SUBMIT_TEXT,
  TOPIC_LABEL,
} from '../../lib/contact/contact-texts';
import { ContactField } from './contact-field';
import { ContactResultBanner } from './contact-result-banner';
import { FOCUS_RING } from '../focus-ring';
import { CONTACT_CONTROL, CONTACT_LABEL, CONTACT_SUBMIT, controlBorder } from './contact-styles';
import { sendContactMessage } from './send-contact-message';
import { StoreNotice } from './store-notice';
import { TopicOptions } from './topic-options';

export interface ContactFormProps {
  /** The page block's id: element ids and the no-JavaScript result are keyed by it. */
  blockId: string;
  form: ContactFormBlock;
  /** The page a form posted without JavaScript comes back to. */
  returnTo: string;
  /** What such a post brought back for this block (the page's address says), or null. */
  fromRedirect: ContactRedirectResult | null;
}

const fieldOrder: FieldName[] = ['department', 'name', 'email', 'message'];

/**
 * The contact form (spec 001 §2, §4, §5, §8): topic first; a store topic shows its notice and
 * checkbox; then Name, Email, Message and Submit. joi checks the values before a JSON send, the
 * button reads 'Sending...' meanwhile, and the outcome shows inline. Its own chunk (joi is large);
 * browsers without JavaScript get plain-contact-form.tsx instead.
 */
export default function ContactForm({ blockId, form, returnTo, fromRedirect }: ContactFormProps) {
  const { contactStores } = usePublicEnv();
  const [state, dispatch] = useReducer(contactFormReducer, fromRedirect?.result ?? null, initialContactFormState);
  const inFlight = useRef<AbortController | null>(null);
  const controls = useRef<Partial<Record<FieldName, HTMLElement | null>>>({});
  const successBanner = useRef<HTMLDivElement>(null);
  const sentByScript = useRef(false);

  const notice = storeNoticeFor(state.department?.department_name, contactStores);
  const showFields = fieldsVisible(state, notice !== null);
  const id = (part: string) => `${blockId}-${part}`;

  // All calls are cancelled when the view is removed (spec 001 §7).
  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(() => {
    // The fields vanish on success: focus goes to the banner, not back to the page's start.
    if (state.result?.outcome === 'sent' && sentByScript.current) successBanner.current?.focus();
  }, [state.result]);

  function chooseTopic(channelId: string) {
    const topic = form.departments.find((d) => d.channel_id === channelId);
    // What the form sends: the topic's two fields, not the rest of its query result (its __typename).
    const department = topic ? { channel_id: topic.channel_id, department_name: topic.department_name } : null;
    dispatch({ type: 'topic', department, isStoreTopic: storeNoticeFor(department?.department_name, contactStores) !== null });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.sending) return;
    dispatch({ type: 'submit' });
    const values: ContactFormValues = {
      ...state.values,
      department: state.department,
      ...(notice ? { iHaveTried: state.iHaveTried } : {}),
    };
    const validation = checkContactForm(values);
    if (!validation.ok) {
      dispatch({ type: 'invalid', errors: Object.fromEntries(validation.errors.map((e) => [e.field, e.message])) });
      const first = fieldOrder.find((field) => validation.errors.some((e) => e.field === field));
      if (first) controls.current[first]?.focus();
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const result = await sendContactMessage(validation.value.department.channel_id, validation.value, controller.signal);
      sentByScript.current = true;
      dispatch({ type: 'finished', result });
    } catch {
      // Aborted: the form has left the page.
    }
  }

  const textField = (field: TextField, label: string, kind: 'text' | 'email' | 'textarea', autoComplete?: string) => (
    <ContactField
      id={id(field)}
      name={field}
      label={label}
      kind={kind}
      autoComplete={autoComplete}
      value={state.values[field]}
      onChange={(value) => dispatch({ type: 'field', field, value })}
      error={state.errors[field]}
      {...lengthAttributes(field)}
      inputRef={(element) => {
        controls.current[field] = element;
      }}
    />
  );

  return (
    // method and action keep a native submit working should the script fail after hydration.
    <form
      method="post"
      action={SEND_MESSAGE_PATH}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={form.title || 'Contact form'}
      className="space-y-5"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="block" value={blockId} />

      <div>
        <label htmlFor={id('topic')} className={CONTACT_LABEL}>
          {TOPIC_LABEL}
        </label>
        <select
          id={id('topic')}
          name="channelId"
          value={state.department?.channel_id ?? ''}
          onChange={(event) => chooseTopic(event.target.value)}
          ref={(element) => {
            controls.current.department = element;
          }}
          aria-invalid={state.errors.department ? true : undefined}
          aria-describedby={state.errors.department ? id('topic-error') : undefined}
          className={`${CONTACT_CONTROL} ${controlBorder(!!state.errors.department)} cursor-pointer`}
        >
          <TopicOptions departments={form.departments} />
        </select>
        {state.errors.department ? (
          <p id={id('topic-error')} className="mt-1.5 text-sm text-rose-300">
            {state.errors.department}
          </p>
        ) : null}
      </div>

      {notice ? (
        <StoreNotice notice={notice}>
          <label className="flex cursor-pointer items-start gap-3 pt-1 font-medium">
            <input
              type="checkbox"
              name="iHaveTried"
              value="true"
              checked={state.iHaveTried}
              onChange={(event) => dispatch({ type: 'iHaveTried', checked: event.target.checked })}
              className={`mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-accent ${FOCUS_RING}`}
            />
            <span>{alreadyContactedText(notice.name)}</span>
          </label>
        </StoreNotice>
      ) : null}

      {showFields ? (
        <>
          {textField('name', NAME_LABEL, 'text', 'name')}
          {textField('email', EMAIL_LABEL, 'email', 'email')}
          {textField('message', MESSAGE_LABEL, 'textarea')}
          <button type="submit" disabled={state.sending} className={CONTACT_SUBMIT}>
            {state.sending ? SENDING_TEXT : SUBMIT_TEXT}
          </button>
        </>
      ) : null}

      {/* Under the button, where the visitor's eyes are when the outcome arrives. */}
      <ContactResultBanner result={state.result} errorCodes={fromRedirect?.errorCodes} successRef={successBanner} />
    </form>
  );
}

/** The form as an island of its own (docs/decisions/0118). */
export const ContactFormIsland = island('contact-form', ContactForm);
