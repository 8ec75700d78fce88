import type { ChangeEvent, Ref } from 'react';
import { REQUIRED_MARK } from '../../lib/contact/contact-texts';
import { CONTACT_CONTROL, CONTACT_LABEL, controlBorder } from './contact-styles';

export interface ContactFieldProps {
  id: string;
  name: string;
  label: string;
  kind: 'text' | 'email' | 'textarea';
  autoComplete?: string;
  /** Controlled value and change handler; absent for the plain form posted without JavaScript. */
  value?: string;
  onChange?: (value: string) => void;
  error?: string;
  minLength?: number;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/** A labelled field whose label carries '(Required)' (spec 001 §2), with its error under it. */
export function ContactField({
  id,
  name,
  label,
  kind,
  autoComplete,
  value,
  onChange,
  error,
  minLength,
  maxLength,
  inputRef,
}: ContactFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    autoComplete,
    required: true,
    minLength,
    maxLength,
    ref: inputRef,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `${CONTACT_CONTROL} ${controlBorder(!!error)}`,
    ...(onChange ? { value, onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value) } : {}),
  };
  return (
    <div>
      <label htmlFor={id} className={CONTACT_LABEL}>
        {label} <span className="font-normal text-paper/70">{REQUIRED_MARK}</span>
      </label>
      {kind === 'textarea' ? <textarea rows={6} {...common} /> : <input type={kind} {...common} />}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
