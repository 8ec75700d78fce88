import { UnknownChannelError, type MessagesSource, type SupportMessage } from './messages-source';

export type StoreOutcome =
  | { kind: 'stored'; messageId: string }
  | { kind: 'unknown-channel'; error: UnknownChannelError }
  | { kind: 'failed' };

/**
 * Hands a support message to the messages source, the one step the GraphQL mutation and the REST
 * endpoint share. An unknown department is the visitor's error; any other failure is logged (never
 * the message: it is the visitor's personal data) and reported as 'failed'.
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
    log.error({ err: error, channelId }, 'support message could not be stored');
    return { kind: 'failed' };
  }
}
