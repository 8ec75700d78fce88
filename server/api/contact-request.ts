import Joi from 'joi';
import {
  CONTACT_LIMITS,
  contactErrorCode,
  contactFormSchema,
  type ContactErrorCode,
  type ValidContactForm,
} from '../../shared/lib/contact/contact-form-schema';
import { isContactBlockId } from '../../shared/lib/contact/contact-result';
import { sameSiteTarget } from '../../shared/lib/routing/same-site-target';
import { DEPARTMENT_REQUIRED_TEXT } from '../../shared/lib/contact/contact-texts';

/**
 * The body of POST /api/front/send-message: `{ channelId, messageData }` where messageData holds the
 * contact form's values (spec 001 §3), as JSON from the form's script or form-encoded from the same
 * form without JavaScript. Validated with the form's own joi schema.
 */

export interface ContactSubmission {
  channelId: string;
  form: ValidContactForm;
}

export interface FieldProblem {
  /** Path in the JSON body, such as messageData.email. */
  field: string;
  message: string;
}

export type ParsedSubmission =
  { ok: true; submission: ContactSubmission } | { ok: false; problems: FieldProblem[]; codes: ContactErrorCode[] };

const requestSchema = Joi.object({
  channelId: Joi.string().trim().max(CONTACT_LIMITS.channelIdMax).required().messages({
    'any.required': DEPARTMENT_REQUIRED_TEXT,
    'string.base': DEPARTMENT_REQUIRED_TEXT,
    'string.empty': DEPARTMENT_REQUIRED_TEXT,
    'string.max': DEPARTMENT_REQUIRED_TEXT,
  }),
  messageData: contactFormSchema,
})
  .required()
  .prefs({ abortEarly: false, errors: { wrap: { label: false } } });

export function parseSubmission(body: unknown): ParsedSubmission {
  const { value, error } = requestSchema.validate(body);
  if (error) {
    const problems = error.details.map((detail) => ({ field: detail.path.join('.') || 'body', message: detail.message }));
    const codes = [...new Set(problems.map((p) => contactErrorCode(p.message)).filter((code) => code !== undefined))];
    return { ok: false, problems, codes };
  }
  const submission = { channelId: value.channelId as string, form: value.messageData as ValidContactForm };
  // The topic and the address must name the same department: nothing is guessed.
  if (submission.form.department.channel_id !== submission.channelId) {
    return {
      ok: false,
      problems: [{ field: 'messageData.department.channel_id', message: 'messageData.department.channel_id must equal channelId' }],
      codes: [],
    };
  }
  return { ok: true, submission };
}

/** A form post's fields in the JSON shape; the checkbox posts 'true' (or a browser's 'on') when ticked. */
export function submissionFromFormFields(fields: Record<string, unknown>): unknown {
  const channelId = fields.channelId;
  return {
    channelId,
    messageData: {
      name: fields.name,
      email: fields.email,
      message: fields.message,
      department: typeof channelId === 'string' && channelId.trim() !== '' ? { channel_id: channelId, department_name: '' } : undefined,
      iHaveTried: fields.iHaveTried === 'true' || fields.iHaveTried === 'on' ? true : undefined,
    },
  };
}

/** Where a form post is answered: the page it came from and the form block on it. */
export interface FormReturn {
  path: string;
  blockId: string;
}

/** A form's own page address is short; anything longer is not one of ours. */
const RETURN_PATH_MAX_LENGTH = 2000;

/**
 * The page a form post returns to: a path on this site only, in every spelling (shared/lib/
 * same-site-target.ts), kept without its query or fragment. Undefined when it is anything else.
 */
export function sameSitePath(value: unknown): string | undefined {
  if (typeof value === 'string' && value.length > RETURN_PATH_MAX_LENGTH) return undefined;
  return sameSiteTarget(value, 'http://site.invalid', { keep: 'path' });
}

export function formReturnOf(fields: Record<string, unknown>): FormReturn | undefined {
  const path = sameSitePath(fields.returnTo);
  return path !== undefined && isContactBlockId(fields.block) ? { path, blockId: fields.block } : undefined;
}
