import { UnknownChannelError, type MessagesSource, type SupportMessage } from './messages-source';
import { RecipientLimitedError } from './recipient-limit';

export type StoreOutcome =
  | { kind: 'stored'; messageId: string }
  | { kind: 'unknown-channel'; error: UnknownChannelError }
  /** The visitor's address has had its share of support mail for now (withRecipientLimit). */
  | { kind: 'recipient-limited' }
  | { kind: 'failed' };

/**
 * Hands a support message to the messages source. An unknown department and a recipient over its
 * budget are the visitor's errors; any other failure is logged (never the message: it is the
 * visitor's personal data) and reported as 'failed'.
 */
export async function storeSupportMessage(
  messages: MessagesSource,
  channelId: string,
  message: SupportMessage,
  log: { error(details: object, message: string): void },
): Promise<StoreOutcome> {
  try {
    const { messageId } = await messages.send(channelId, message);
    return { kind: 'stored', messageId };
  } catch (error) {
    if (error instanceof UnknownChannelError) return { kind: 'unknown-channel', error };
    if (error instanceof RecipientLimitedError) return { kind: 'recipient-limited' };
    log.error({ err: error, channelId }, 'support message could not be stored');
    return { kind: 'failed' };
  }
}
