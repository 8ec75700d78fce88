import Joi from 'joi';
import { CONTACT_LIMITS } from './contact-limits';
import {
  CONTACT_ERROR_TEXTS,
  DEPARTMENT_REQUIRED_TEXT,
  EMAIL_INVALID_TEXT,
  MESSAGE_MAX_TEXT,
  MESSAGE_MIN_TEXT,
  MESSAGE_REQUIRED_TEXT,
  NAME_MAX_TEXT,
  NAME_MIN_TEXT,
  NAME_REQUIRED_TEXT,
  type ContactErrorCode,
} from './contact-texts';

export { CONTACT_ERROR_TEXTS, type ContactErrorCode };

/**
 * The contact form's values (spec 001 §3) and their rules (§5): the joi schema POST
 * /api/front/send-message runs before storing, the authority. The browser form checks the same rules
 * from the small table in contact-rules.ts (kept equal by its test), so joi stays on the server:
 * browser code imports only types from here.
 */

export interface ContactDepartment {
  channel_id: string;
  department_name: string;
}

/** The contact form block (spec 001 §3): its departments are the topics. */
export interface ContactFormBlock {
  id: string;
  title?: string;
  departments: ContactDepartment[];
}

export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  department: ContactDepartment | null;
  /** The store notice's checkbox; only store topics show it. */
  iHaveTried?: boolean;
}

/** The values after validation: trimmed, whitespace in the name collapsed, a department chosen. */
export interface ValidContactForm extends ContactFormValues {
  department: ContactDepartment;
}

export type ContactField = 'name' | 'email' | 'message' | 'department';

export { CONTACT_LIMITS };


export interface ContactFieldError {
  field: ContactField;
  code: ContactErrorCode;
  message: string;
}

// Control characters other than line breaks and tabs have no place in a name or a message.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const departmentRule = Joi.object({
  channel_id: Joi.string().trim().max(CONTACT_LIMITS.channelIdMax).required(),
  department_name: Joi.string().allow('').max(200),
})
  .required()
  .messages({
    'any.required': DEPARTMENT_REQUIRED_TEXT,
    'object.base': DEPARTMENT_REQUIRED_TEXT,
    'string.base': DEPARTMENT_REQUIRED_TEXT,
    'string.empty': DEPARTMENT_REQUIRED_TEXT,
    'string.max': DEPARTMENT_REQUIRED_TEXT,
  });

export const contactFormSchema = Joi.object<ValidContactForm>({
  name: Joi.string()
    .replace(controlCharacters, '')
    .trim()
    // One line: the name becomes part of the subject.
    .replace(/\s+/g, ' ')
    .min(CONTACT_LIMITS.nameMin)
    .max(CONTACT_LIMITS.nameMax)
    .required()
    .messages({
      'any.required': NAME_REQUIRED_TEXT,
      'string.base': NAME_REQUIRED_TEXT,
      'string.empty': NAME_REQUIRED_TEXT,
      'string.min': NAME_MIN_TEXT,
      'string.max': NAME_MAX_TEXT,
    }),
  email: Joi.string()
    .trim()
    .email({ tlds: { allow: false } })
    .max(CONTACT_LIMITS.emailMax)
    .required()
    .messages({
      'any.required': EMAIL_INVALID_TEXT,
      'string.base': EMAIL_INVALID_TEXT,
      'string.empty': EMAIL_INVALID_TEXT,
      'string.email': EMAIL_INVALID_TEXT,
      'string.max': EMAIL_INVALID_TEXT,
    }),
  message: Joi.string()
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters, '')
    .trim()
    .min(CONTACT_LIMITS.messageMin)
    .max(CONTACT_LIMITS.messageMax)
    .required()
    .messages({
      'any.required': MESSAGE_REQUIRED_TEXT,
      'string.base': MESSAGE_REQUIRED_TEXT,
      'string.empty': MESSAGE_REQUIRED_TEXT,
      'string.min': MESSAGE_MIN_TEXT,
      'string.max': MESSAGE_MAX_TEXT,
    }),
  department: departmentRule,
  iHaveTried: Joi.boolean(),
})
  .required()
  .prefs({ abortEarly: false, errors: { wrap: { label: false } } });

const codeOfText = new Map<string, ContactErrorCode>(Object.entries(CONTACT_ERROR_TEXTS).map(([code, text]) => [text, code as ContactErrorCode]));

/** The code of one of the form's rule texts; undefined for any other text. */
export function contactErrorCode(message: string): ContactErrorCode | undefined {
  return codeOfText.get(message);
}

/** The field and rule of one joi detail; undefined for details that are not a form field's rule. */
export function contactFieldError(detail: Joi.ValidationErrorItem): ContactFieldError | undefined {
  const field = detail.path[0];
  const code = codeOfText.get(detail.message);
  if (code === undefined || !isContactField(field)) return undefined;
  return { field, code, message: detail.message };
}

function isContactField(value: unknown): value is ContactField {
  return value === 'name' || value === 'email' || value === 'message' || value === 'department';
}

export type ContactValidation = { ok: true; value: ValidContactForm } | { ok: false; errors: ContactFieldError[] };

/** The first error of each field, in form order; or the cleaned values. */
export function validateContactForm(values: unknown): ContactValidation {
  const { value, error } = contactFormSchema.validate(values);
  if (!error) return { ok: true, value: value as ValidContactForm };
  const errors: ContactFieldError[] = [];
  for (const detail of error.details) {
    const fieldError = contactFieldError(detail);
    if (fieldError && !errors.some((e) => e.field === fieldError.field)) errors.push(fieldError);
  }
  return { ok: false, errors };
}
