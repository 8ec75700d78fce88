import { GraphQLError } from 'graphql';
import type { ContentSource } from '../../sources/content/content-source';
import type { MessagesSource } from '../../sources/messages/messages-source';
import { submitContactForm } from '../../sources/messages/submit-contact-form';
import { parseSubmission } from '../../api/contact-request';
import { TOO_MANY_MESSAGES } from '../../api/send-message';

/** What the resolver reads from the context; GraphQLContext satisfies it. */
export interface SendMessageContext {
  sources: { messages: MessagesSource; content: ContentSource };
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

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** GraphQL input objects carry explicit nulls for absent optional fields; the form's schema wants them absent. */
function withoutNulls(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, withoutNulls(v)]),
  );
}

/**
 * Mutation sendFrontMessage (spec 001 §7): `messageData` is the contact form's fields, validated
 * with the form's own schema and turned into the support message by the same step as POST
 * /api/front/send-message: the recipient is the sender's own address, the subject and the escaped
 * body come from the spec's template, so the caller cannot choose either (the support channel is
 * no mail relay). Bad input, an unknown department and an address over its budget are the
 * caller's errors (nothing stored); any other failure is logged and answers success false.
 */
export async function sendFrontMessage(
  _parent: unknown,
  { channelId, messageData }: SendMessageArgs,
  { sources, log }: SendMessageContext,
): Promise<SendResult> {
  const parsed = parseSubmission({ channelId, messageData: withoutNulls(messageData) });
  if (!parsed.ok) throw badInput(parsed.problems.map((problem) => `${problem.field}: ${problem.message}`).join('; '));
  const { submission } = parsed;
  const outcome = await submitContactForm(sources, submission.channelId, submission.form, log);
  if (outcome.kind === 'unknown-channel') throw badInput(outcome.error.message);
  if (outcome.kind === 'recipient-limited') throw new GraphQLError(TOO_MANY_MESSAGES, { extensions: { code: 'RATE_LIMITED' } });
  return outcome.kind === 'stored' ? { success: true, messageId: outcome.messageId } : { success: false, messageId: null };
}
