import type { ContactFormValues } from '../../lib/contact/contact-form-schema';
import { contactResult, outcomeOfAnswer, SEND_MESSAGE_PATH, type ContactResult } from '../../lib/contact/contact-result';

/**
 * Posts the form's values as JSON to the send-message endpoint and reads what to show (spec 001 §8).
 * A failed connection is the network text; an abort (the form left the page) rejects, and the
 * caller ignores it.
 */
export async function sendContactMessage(channelId: string, messageData: ContactFormValues, signal: AbortSignal): Promise<ContactResult> {
  let response: Response;
  try {
    response = await fetch(SEND_MESSAGE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ channelId, messageData }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    return contactResult('network');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    // Not JSON (a proxy's error page): the status decides.
  }
  return contactResult(outcomeOfAnswer(response.status, body));
}
