import express, { Router, type Request } from 'express';
import type { Store } from 'express-rate-limit';
import { clientRateLimit } from '../http/client-rate-limit';
import Joi from 'joi';
import type { ContentSource } from '../sources/content/content-source';
import type { EmailSignupsStore } from '../sources/email-signups/embedded-email-signups';
import { EMBEDDED_EMAIL_FORMS_PATH, isEmailFormId } from '../../shared/lib/catalog/email-forms';
import { embedScript } from './email-forms-twin-script';

const SUBSCRIBE_PATH = `${EMBEDDED_EMAIL_FORMS_PATH}/proc.php`;

const signupSchema = Joi.object({
  f: Joi.string()
    .pattern(/^\d{1,12}$/, 'a form number')
    .required()
    .label('form'),
  email: Joi.string()
    .trim()
    .email({ tlds: { allow: false } })
    .max(254)
    .required()
    .label('email')
    .messages({
      'string.email': 'Please add a valid email',
      'string.empty': 'Please add a valid email',
      'any.required': 'Please add a valid email',
    }),
}).prefs({ abortEarly: false, errors: { wrap: { label: false } } });

async function isKnownForm(content: ContentSource, formId: string): Promise<boolean> {
  const forms = await content.list('email_forms', { filter: { form_id: { _eq: formId } }, limit: 1 }, { preview: false });
  return forms.length > 0;
}

/**
 * The embedded twin of the e-mail form service (ActiveCampaign's dialect): the form script by id,
 * and the endpoint its form posts to. Mounted only when no EMAIL_FORMS_URL is configured.
 */
export function emailFormsTwin(options: {
  content: ContentSource;
  signups: EmailSignupsStore;
  /** Sign-ups one client (by address behind TRUST_PROXY_HOPS proxies) may post per window. */
  signupLimit: { limit: number; windowMs: number };
  /** Where the sign-up counts live: this replica's memory unless given (shared by the replicas). */
  signupLimitStore?: Store;
}): Router {
  const router = Router();
  // Each address is kept once per form (the store de-duplicates); the limit stops one client
  // filling the list with made-up addresses. Refused posts (bad address, unknown form) give their count back.
  const signupLimit = clientRateLimit({
    ...options.signupLimit,
    store: options.signupLimitStore,
    refundFailures: true,
    onLimited: (req, res) => {
      req.log.warn('e-mail sign-ups rate limited');
      res.status(429).json({ result: 'error', details: ['Too many sign-ups from this address: please try again later'] });
    },
  });

  router.get(`${EMBEDDED_EMAIL_FORMS_PATH}/f/embed.php`, async (req: Request, res, next) => {
    try {
      const formId = req.query.id;
      if (!isEmailFormId(formId) || !(await isKnownForm(options.content, formId))) {
        res.status(404).type('text/plain').send('Unknown form');
        return;
      }
      res.type('application/javascript').set('Cache-Control', 'public, max-age=300').send(embedScript(formId, SUBSCRIBE_PATH));
    } catch (error) {
      next(error);
    }
  });

  router.post(
    SUBSCRIBE_PATH,
    signupLimit,
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    async (req, res, next) => {
      try {
        const { value, error } = signupSchema.validate(req.body ?? {}, { stripUnknown: true });
        if (error) {
          res.status(400).json({ result: 'error', details: [...new Set(error.details.map((detail) => detail.message))] });
          return;
        }
        if (!(await isKnownForm(options.content, value.f))) {
          res.status(404).json({ result: 'error', details: ['Unknown form'] });
          return;
        }
        options.signups.add(value.f, value.email);
        res.json({ result: 'success' });
      } catch (error) {
        next(error);
      }
    },
  );

  return router;
}
