/**
 * The modern format a browser explicitly asks for in its Accept header: AVIF first (smallest),
 * then WebP, else null (the caller falls back to JPEG or the source's format). A wildcard does
 * not count: `*\/*` is sent by clients that cannot decode either.
 */
export function preferredImageFormat(accept: string | undefined): 'avif' | 'webp' | null {
  if (!accept) return null;
  const accepted = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    // q=0 means "not this one".
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(type);
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return null;
}
