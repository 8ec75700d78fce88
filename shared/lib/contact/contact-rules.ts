import type { ContactDepartment, ContactField, ContactFieldError, ContactValidation, ValidContactForm } from './contact-form-schema';
import { CONTACT_LIMITS } from './contact-limits';
import { CONTACT_ERROR_TEXTS, contactErrorCode } from './contact-texts';

/**
 * The contact form's rules (spec 001 §5) as a small table the browser runs before sending, so the
 * form ships without joi. The same limits, texts and cleaning as the server's joi schema
 * (contact-form-schema.ts), which stays the authority: its answer to a send is what counts.
 */

// Control characters other than line breaks and tabs have no place in a name or a message.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// Dot-atoms on both sides and at least two domain labels (joi's email() with tlds off).
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const emailPattern = new RegExp(`^${atom}(?:\\.${atom})*@${label}(?:\\.${label})+$`);
const LOCAL_PART_MAX = 64;

interface TextRule {
  field: Exclude<ContactField, 'department'>;
  /** Applied after trimming, in order (as joi applies its replacements). */
  clean: [RegExp, string][];
  min?: number;
  max: number;
  email?: boolean;
  required: string;
  tooShort?: string;
  tooLong: string;
}

const textRules: TextRule[] = [
  {
    field: 'name',
    clean: [
      [controlCharacters, ''],
      [/\s+/g, ' '],
    ],
    min: CONTACT_LIMITS.nameMin,
    max: CONTACT_LIMITS.nameMax,
    required: CONTACT_ERROR_TEXTS['name.required'],
    tooShort: CONTACT_ERROR_TEXTS['name.min'],
    tooLong: CONTACT_ERROR_TEXTS['name.max'],
  },
  {
    field: 'email',
    clean: [],
    max: CONTACT_LIMITS.emailMax,
    email: true,
    required: CONTACT_ERROR_TEXTS['email.invalid'],
    tooLong: CONTACT_ERROR_TEXTS['email.invalid'],
  },
  {
    field: 'message',
    clean: [
      [/\r\n?/g, '\n'],
      [controlCharacters, ''],
    ],
    min: CONTACT_LIMITS.messageMin,
    max: CONTACT_LIMITS.messageMax,
    required: CONTACT_ERROR_TEXTS['message.required'],
    tooShort: CONTACT_ERROR_TEXTS['message.min'],
    tooLong: CONTACT_ERROR_TEXTS['message.max'],
  },
];

const KNOWN_KEYS = new Set(['name', 'email', 'message', 'department', 'iHaveTried']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEmail(text: string): boolean {
  return emailPattern.test(text) && text.indexOf('@') <= LOCAL_PART_MAX;
}

/** The cleaned text, or the rule's text for what is wrong with it. */
function checkText(rule: TextRule, raw: unknown): { value: string } | { error: string } {
  if (typeof raw !== 'string') return { error: rule.required };
  const value = rule.clean.reduce((text, [pattern, by]) => text.replace(pattern, by), raw.trim());
  if (value === '') return { error: rule.required };
  if (rule.email && !isEmail(value)) return { error: CONTACT_ERROR_TEXTS['email.invalid'] };
  if (rule.min !== undefined && value.length < rule.min) return { error: rule.tooShort! };
  if (value.length > rule.max) return { error: rule.tooLong };
  return { value };
}

function checkDepartment(raw: unknown): ContactDepartment | undefined {
  if (!isRecord(raw) || Object.keys(raw).some((key) => key !== 'channel_id' && key !== 'department_name')) return undefined;
  const { channel_id, department_name } = raw;
  if (typeof channel_id !== 'string') return undefined;
  const channel = channel_id.trim();
  if (channel === '' || channel.length > CONTACT_LIMITS.channelIdMax) return undefined;
  if (department_name !== undefined && (typeof department_name !== 'string' || department_name.length > 200)) return undefined;
  return department_name === undefined ? ({ channel_id: channel } as ContactDepartment) : { channel_id: channel, department_name };
}

/** The store checkbox as joi's boolean() takes it: a boolean, or 'true' / 'false' in any case. */
function checkBoolean(raw: unknown): { value: boolean | undefined } | undefined {
  if (raw === undefined || typeof raw === 'boolean') return { value: raw };
  if (typeof raw === 'string' && /^(true|false)$/i.test(raw)) return { value: raw.toLowerCase() === 'true' };
  return undefined;
}

/** The first error of each field, in form order; or the cleaned values (as validateContactForm). */
export function checkContactForm(values: unknown): ContactValidation {
  if (!isRecord(values)) return { ok: false, errors: [] };
  const errors: ContactFieldError[] = [];
  const cleaned: Record<string, unknown> = {};
  let otherProblem = Object.keys(values).some((key) => !KNOWN_KEYS.has(key));
  const fail = (field: ContactField, message: string) => errors.push({ field, code: contactErrorCode(message)!, message });

  for (const rule of textRules) {
    const result = checkText(rule, values[rule.field]);
    if ('error' in result) fail(rule.field, result.error);
    else cleaned[rule.field] = result.value;
  }
  const department = checkDepartment(values.department);
  if (department) cleaned.department = department;
  else fail('department', CONTACT_ERROR_TEXTS['department.required']);
  const tried = checkBoolean(values.iHaveTried);
  if (!tried) otherProblem = true;
  else if (tried.value !== undefined) cleaned.iHaveTried = tried.value;

  if (errors.length > 0 || otherProblem) return { ok: false, errors };
  return { ok: true, value: cleaned as unknown as ValidContactForm };
}
