import type { KeyedLimit } from './keyed-limit';
import type { MessagesSource } from './messages-source';

/** The visitor's address has had its share of support mail in this window (CONTACT_RECIPIENT_RATE_LIMIT). */
export class RecipientLimitedError extends Error {
  override name = 'RecipientLimitedError';

  constructor() {
    super('Too many messages for this email address: please wait and try again.');
  }
}

/** Addresses differ only in case for every real mail host: counted as one. */
const recipientKey = (address: string) => address.trim().toLowerCase();

/**
 * The messages source with a per-recipient budget: every support message is mailed to the address
 * the visitor typed, so without it many clients could flood one stranger's mailbox from the label's
 * support channel. A refused message is not stored.
 */
export function withRecipientLimit(messages: MessagesSource, limit: KeyedLimit): MessagesSource {
  return {
    async send(channelId, message) {
      for (const address of message.to) {
        if (!(await limit.take(recipientKey(address)))) throw new RecipientLimitedError();
      }
      return messages.send(channelId, message);
    },
  };
}
