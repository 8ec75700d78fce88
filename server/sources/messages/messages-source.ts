/**
 * The support inbox (spec 001 §3 "Support message payload", §7 SendFrontMessage). In production a
 * Front channel per contact-form department; by default the embedded inbox (embedded-inbox.ts).
 */

/** A message as the site sends it to Front's `POST /channels/{channel_id}/messages`. */
export interface SupportMessage {
  /** Exactly the visitor's email address. */
  to: string[];
  cc?: string[];
  bcc?: string[];
  /** The site always sends 'Support Team' (spec 001 §7). */
  sender_name: string;
  subject: string;
  /** HTML. */
  body: string;
  /** Plain-text version of the body. */
  text?: string;
  options?: { archive?: boolean };
  /** None are accepted for now: the form has no file input. */
  attachments?: [];
  should_add_default_signature?: boolean;
}

export interface SendResult {
  messageId: string;
}

/** The figures /metrics shows: messages waiting for a worker, waiting for a retry, in flight, refused by Front. */
export interface ContactQueueCounts {
  waiting: number;
  delayed: number;
  active: number;
  failed: number;
}

export interface MessagesSource {
  /** Resolves only once the message is durably stored (or accepted by Front). */
  send(channelId: string, message: SupportMessage): Promise<SendResult>;
  /** Messages on their way to Front; absent where there is no delivery (the embedded inbox). */
  contactQueueCounts?(): Promise<ContactQueueCounts>;
  /** Stops background delivery (after the attempt in flight) and ends outside connections. */
  shutdown?(): Promise<void>;
}

/** The channel is not one of the contact form's departments; the site maps this text for visitors. */
export class UnknownChannelError extends Error {
  override name = 'UnknownChannelError';

  constructor(readonly channelId: string) {
    super(`Unknown channel ID: ${channelId}`);
  }
}
