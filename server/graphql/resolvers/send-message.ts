import { GraphQLError } from 'graphql';
import Joi from 'joi';
import type { MessagesSource, SupportMessage } from '../../sources/messages/messages-source';
import { storeSupportMessage } from '../../sources/messages/store-support-message';

/** What the resolver reads from the context; GraphQLContext satisfies it once sources.messages is wired. */
export interface SendMessageContext {
  sources: { messages: MessagesSource };
  log: { error(details: object, message: string): void };
}

export interface SendMessageArgs {
  channelId: unknown;
  messageData: unknown;
}

export interface SendResult {
  success: boolean;
  messageId: string | null;
}

const textLimit = 20_000;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const email = Joi.string().email({ tlds: { allow: false } }).max(254);
// GraphQL input objects may carry explicit nulls for absent optional fields.
const optional = <T extends Joi.Schema>(schema: T) => schema.allow(null);

/**
 * Spec 001 §3 "Support message payload" as the site sends it (§7: sender 'Support Team'). The to
 * list is the visitor alone, and cc/bcc stay empty: the inbox must not relay mail to third parties.
 */
const messageDataSchema = Joi.object({
  to: Joi.array().items(email).length(1).required().messages({
    'array.length': '{{#label}} must hold exactly the sender\'s email address',
  }),
  cc: optional(Joi.array().max(0)).messages({ 'array.max': '{{#label}} must be empty' }),
  bcc: optional(Joi.array().max(0)).messages({ 'array.max': '{{#label}} must be empty' }),
  sender_name: Joi.string().valid('Support Team').required().messages({ 'any.only': "{{#label}} must be 'Support Team'" }),
  subject: Joi.string().trim().min(1).max(300).required(),
  body: Joi.string().trim().min(1).max(textLimit).required(),
  text: optional(Joi.string().allow('').max(textLimit)),
  options: optional(Joi.object({ archive: optional(Joi.boolean()) })),
  attachments: optional(Joi.array().max(0)).messages({ 'array.max': '{{#label}} are not accepted' }),
  should_add_default_signature: optional(Joi.boolean()),
}).required();

// Validated together so messages name the full path (messageData.to[0], channelId).
const argsSchema = Joi.object({
  channelId: Joi.string().max(100).required(),
  messageData: messageDataSchema,
}).prefs({ abortEarly: true, errors: { wrap: { label: false } } });

/** Drops explicit nulls so the source sees absent fields as absent. */
function toSupportMessage(value: Record<string, unknown>): SupportMessage {
  const entries = Object.entries(value).filter(([, v]) => v !== null);
  const message = Object.fromEntries(entries) as unknown as SupportMessage;
  if (message.options) message.options = Object.fromEntries(Object.entries(message.options).filter(([, v]) => v !== null));
  return message;
}

/**
 * Mutation sendFrontMessage (spec 001 §7). Bad input and an unknown department are the visitor's
 * errors (GraphQL errors, nothing stored); any other failure is logged and answers success false,
 * which the contact form shows as its failure text (§8).
 */
export async function sendFrontMessage(
  _parent: unknown,
  { channelId, messageData }: SendMessageArgs,
  { sources, log }: SendMessageContext,
): Promise<SendResult> {
  const { value, error } = argsSchema.validate({ channelId, messageData });
  if (error) throw badInput(error.message);
  const args = value as { channelId: string; messageData: Record<string, unknown> };

  // The same step as POST /api/front/send-message (server/api/send-message.ts).
  const outcome = await storeSupportMessage(sources.messages, args.channelId, toSupportMessage(args.messageData), log);
  if (outcome.kind === 'unknown-channel') throw badInput(outcome.error.message);
  return outcome.kind === 'stored' ? { success: true, messageId: outcome.messageId } : { success: false, messageId: null };
}
