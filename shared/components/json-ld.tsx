import { serializeForScript } from '../lib/transport/serialize-state';

/** Structured data for search engines: a non-executable JSON block (no CSP nonce needed). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeForScript({ '@context': 'https://schema.org', ...data }) }}
    />
  );
}
