/**
 * The pieces every call to an outside service shares: a body read no further than a cap, and a
 * transport failure (no answer, or an answer broken off) told apart as a timeout or a network
 * error with a secret-free detail. Each connector keeps its own error class and retry rule.
 */

export type TransportFailureKind = 'timeout' | 'network';

export interface TransportFailure {
  failure: TransportFailureKind;
  /** The time budget, or the network error's code: never the error's message, which may echo the request. */
  detail: string;
}

/** A timeout when the call's deadline fired, a network failure with its code otherwise. */
export function transportFailure(cause: unknown, deadline: AbortSignal, timeoutMs: number): TransportFailure {
  if (deadline.aborted) return { failure: 'timeout', detail: `no answer within ${timeoutMs} ms` };
  return { failure: 'network', detail: networkErrorCode(cause) };
}

/** A secret-free name for a network failure (ECONNRESET, UND_ERR_SOCKET, ...), never its message. */
export function networkErrorCode(cause: unknown): string {
  const inner = (cause as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof inner?.code === 'string') return inner.code;
  return cause instanceof Error ? cause.name : 'unknown error';
}

/** Frees the connection without reading an answer that is not wanted (it may be large). */
export async function discardBody(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

/**
 * The body as bytes, or null when it is larger than maxBytes, declared or as read: reading stops at
 * the cap, so a hostile or broken service cannot fill the memory. A body that breaks off throws
 * what the stream threw (the caller tells a timeout from a network failure).
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await discardBody(response);
    return null;
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
