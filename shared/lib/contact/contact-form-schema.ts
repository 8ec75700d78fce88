import Joi from 'joi';
import { CONTACT_LIMITS } from './contact-limits';
import { CONTACT_ERROR_TEXTS, contactErrorCode, type ContactErrorCode } from './contact-texts';

export { CONTACT_ERROR_TEXTS, contactErrorCode, type ContactErrorCode };

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
    'any.required': CONTACT_ERROR_TEXTS['department.required'],
    'object.base': CONTACT_ERROR_TEXTS['department.required'],
    'string.base': CONTACT_ERROR_TEXTS['department.required'],
    'string.empty': CONTACT_ERROR_TEXTS['department.required'],
    'string.max': CONTACT_ERROR_TEXTS['department.required'],
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
      'any.required': CONTACT_ERROR_TEXTS['name.required'],
      'string.base': CONTACT_ERROR_TEXTS['name.required'],
      'string.empty': CONTACT_ERROR_TEXTS['name.required'],
      'string.min': CONTACT_ERROR_TEXTS['name.min'],
      'string.max': CONTACT_ERROR_TEXTS['name.max'],
    }),
  email: Joi.string()
    .trim()
    .email({ tlds: { allow: false } })
    .max(CONTACT_LIMITS.emailMax)
    .required()
    .messages({
      'any.required': CONTACT_ERROR_TEXTS['email.invalid'],
      'string.base': CONTACT_ERROR_TEXTS['email.invalid'],
      'string.empty': CONTACT_ERROR_TEXTS['email.invalid'],
      'string.email': CONTACT_ERROR_TEXTS['email.invalid'],
      'string.max': CONTACT_ERROR_TEXTS['email.invalid'],
    }),
  message: Joi.string()
    .replace(/\r\n?/g, '\n')
    .replace(controlCharacters, '')
    .trim()
    .min(CONTACT_LIMITS.messageMin)
    .max(CONTACT_LIMITS.messageMax)
    .required()
    .messages({
      'any.required': CONTACT_ERROR_TEXTS['message.required'],
      'string.base': CONTACT_ERROR_TEXTS['message.required'],
      'string.empty': CONTACT_ERROR_TEXTS['message.required'],
      'string.min': CONTACT_ERROR_TEXTS['message.min'],
      'string.max': CONTACT_ERROR_TEXTS['message.max'],
    }),
  department: departmentRule,
  iHaveTried: Joi.boolean(),
})
  .required()
  .prefs({ abortEarly: false, errors: { wrap: { label: false } } });

/** The field and rule of one joi detail; undefined for details that are not a form field's rule. */
export function contactFieldError(detail: Joi.ValidationErrorItem): ContactFieldError | undefined {
  const field = detail.path[0];
  const code = contactErrorCode(detail.message);
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
  if (!error) return { ok: true, value: value };
  const errors: ContactFieldError[] = [];
  for (const detail of error.details) {
    const fieldError = contactFieldError(detail);
    if (fieldError && !errors.some((e) => e.field === fieldError.field)) errors.push(fieldError);
  }
  return { ok: false, errors };
}
