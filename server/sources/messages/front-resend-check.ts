import type { FrontWorkerOptions } from './front-worker-options';

/**
 * Before sending again a message whose last attempt has no known outcome (its sender died holding
 * it): does Front already hold it? Front documents no Idempotency-Key (decision 0028), so the site
 * asks Front's search for the message's reference, which every message carries in its text. Found:
 * it was delivered, and sending it again would show it twice. Not found, or the search failed: it
 * is sent again, since a message may be shown twice but never lost.
 */
export async function heldByFront(
  { front, log }: Pick<FrontWorkerOptions, 'front' | 'log'>,
  reference: string,
  ids: Record<string, unknown>,
): Promise<boolean> {
  const search = await front.findByReference(reference);
  if (search.found === true) {
    log.info({ ...ids, reference }, 'support message already in Front (found by its reference); not sent again');
    return true;
  }
  if (search.found === false) {
    log.warn(
      { ...ids, reference },
      'sending a support message again whose previous attempt has no known outcome; Front holds none with its reference',
    );
  } else {
    log.warn(
      { ...ids, reference, searchFailed: search.reason },
      'sending a support message again whose previous attempt has no known outcome; Front could not be searched, so it may show it twice',
    );
  }
  return false;
}
