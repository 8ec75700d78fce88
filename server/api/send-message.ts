import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { clientRateLimit } from '../http/client-rate-limit';
import { contactRedirectLocation, SEND_MESSAGE_PATH, type ContactOutcome } from '../../shared/lib/contact/contact-result';
import type { ContentSource } from '../sources/content/content-source';
import type { MessagesSource } from '../sources/messages/messages-source';
import { submitContactForm } from '../sources/messages/submit-contact-form';
import { formReturnOf, parseSubmission, submissionFromFormFields } from './contact-request';

export interface SendMessageEndpointOptions {
  content: ContentSource;
  messages: MessagesSource;
  bodyLimit: string;
  /** The contact limiter (createContactRateLimiter), shared with the GraphQL mutation. */
  limiter: RequestHandler;
}

/** What a client over either contact budget (its own, or the recipient address's) is told. */
export const TOO_MANY_MESSAGES = 'Too many messages: please wait a few minutes and try again.';

type Answer = { status: number; outcome: ContactOutcome; body: Record<string, unknown> };

const isFormPost = (req: Request) => req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';

/**
 * Answers JSON to the form's script; a form posted without JavaScript is sent back to its page with
 * the outcome in the address (303, so a reload does not post again).
 */
function reply(req: Request, res: Response, answer: Answer, codes: readonly string[] = []): void {
  res.set('Cache-Control', 'no-store');
  const back = isFormPost(req) ? formReturnOf(req.body ?? {}) : undefined;
  if (back) {
    res.redirect(303, contactRedirectLocation(back.path, back.blockId, answer.outcome, codes));
    return;
  }
  res.status(answer.status).json(answer.body);
}

const unknownChannel = (channelId: string): Answer => ({
  status: 400,
  outcome: 'unavailable',
  body: { success: false, error: `Unknown channel ID: ${channelId}` },
});

/**
 * One per-client limit on support messages, however they arrive: the contact endpoint and the
 * GraphQL mutation sendFrontMessage count against the same budget (messages one client, by
 * address behind TRUST_PROXY_HOPS proxies, may send per window).
 */
export function createContactRateLimiter(limits: { limit: number; windowMs: number }, store?: Store): RequestHandler {
  return clientRateLimit({
    ...limits,
    // Counted in this replica's memory unless a store shared by the replicas is given (REDIS_URL).
    store,
    onLimited: (req, res) => {
      req.log.warn({ path: req.path }, 'contact messages rate limited');
      if (req.path === '/graphql') {
        res.status(429).json({ errors: [{ message: TOO_MANY_MESSAGES, extensions: { code: 'RATE_LIMITED' } }] });
        return;
      }
      reply(req, res, { status: 429, outcome: 'limited', body: { success: false, error: TOO_MANY_MESSAGES } });
    },
  });
}

/**
 * POST /api/front/send-message (spec 001 §7): `{ channelId, messageData }` → `{ success, messageId }`.
 * The contact form's values are validated with the form's own schema, the support message is built
 * here (never taken from the browser), and it is stored durably (the inbox, or the outbox to Front)
 * before success is answered. Each client is rate limited.
 */
export function sendMessageEndpoint(options: SendMessageEndpointOptions): Router {
  const router = Router();
  const { limiter } = options;

  router.post(
    SEND_MESSAGE_PATH,
    express.json({ limit: options.bodyLimit }),
    express.urlencoded({ extended: false, limit: options.bodyLimit, parameterLimit: 20 }),
    (req, res, next) => {
      if (req.is('application/json') || isFormPost(req)) return next();
      res
        .status(415)
        .set('Cache-Control', 'no-store')
        .json({ success: false, error: 'Send JSON { channelId, messageData } or a form post' });
    },
    (req, res, next) => {
      // A form post that cannot say where to go back to is refused before it counts or stores anything.
      if (isFormPost(req) && !formReturnOf(req.body ?? {})) {
        res
          .status(400)
          .set('Cache-Control', 'no-store')
          .json({ success: false, error: 'returnTo must be a path on this site and block a form block id' });
        return;
      }
      next();
    },
    limiter,
    async (req, res, next) => {
      try {
        const parsed = parseSubmission(isFormPost(req) ? submissionFromFormFields(req.body ?? {}) : req.body);
        if (!parsed.ok) {
          const list = parsed.problems.map((p) => `${p.field}: ${p.message}`).join('; ');
          reply(
            req,
            res,
            {
              status: 400,
              outcome: 'invalid',
              body: { success: false, error: `Invalid contact message (${list})`, fields: parsed.problems },
            },
            parsed.codes,
          );
          return;
        }
        const { channelId, form } = parsed.submission;
        const outcome = await submitContactForm(options, channelId, form, req.log);
        if (outcome.kind === 'stored') {
          req.log.info({ messageId: outcome.messageId, channelId }, 'support message stored');
          reply(req, res, { status: 200, outcome: 'sent', body: { success: true, messageId: outcome.messageId } });
        } else if (outcome.kind === 'unknown-channel') {
          reply(req, res, unknownChannel(channelId));
        } else if (outcome.kind === 'recipient-limited') {
          req.log.warn('contact messages rate limited for one recipient address');
          reply(req, res, { status: 429, outcome: 'limited', body: { success: false, error: TOO_MANY_MESSAGES } });
        } else {
          reply(req, res, {
            status: 500,
            outcome: 'failed',
            body: { success: false, error: 'The message could not be stored. Please try again.' },
          });
        }
      } catch (error) {
        next(error);
      }
    },
  );

  router.all(SEND_MESSAGE_PATH, (_req, res) => {
    res.set('Allow', 'POST').status(405).json({ success: false, error: 'Use POST' });
  });

  // Body parser failures answer in the endpoint's own shape; the form's back link never sees them.
  const bodyErrors: ErrorRequestHandler = (error, req, res, next) => {
    if (req.path !== SEND_MESSAGE_PATH || typeof error?.type !== 'string') return next(error);
    if (error.type === 'entity.parse.failed') {
      res.status(400).json({ success: false, error: 'The body is not valid JSON' });
    } else if (error.type === 'entity.too.large') {
      res.status(413).json({ success: false, error: 'The message is too large' });
    } else {
      next(error);
    }
  };
  router.use(bodyErrors);

  return router;
}
