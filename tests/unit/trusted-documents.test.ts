import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, type DocumentNode } from 'graphql';
import { createBrowserApolloClient } from '../../client/apollo-client';
import { trustedDocumentHashes } from '../../server/graphql/trusted-documents';
import { siteOperations } from '../../shared/graphql/operations';

const root = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

describe('trusted documents', () => {
  it('come only from shared/graphql, so the allow-list sees every operation', () => {
    const elsewhere = ['shared', 'client', 'views']
      .flatMap(sourceFiles)
      .filter((file) => !file.startsWith(path.join('shared', 'graphql')))
      .filter((file) => /\bgql`/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(elsewhere).toEqual([]);
  });

  it('list every operation defined in shared/graphql', async () => {
    const modules = sourceFiles(path.join('shared', 'graphql')).filter((file) => !file.endsWith('.d.ts'));
    const defined: DocumentNode[] = [];
    for (const file of modules) {
      const exports = (await import(path.join(root, file))) as Record<string, unknown>;
      for (const value of Object.values(exports)) {
        const document = value as DocumentNode;
        if (document?.kind === Kind.DOCUMENT && document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) {
          defined.push(document);
        }
      }
    }
    expect(defined.length).toBeGreaterThan(20);
    for (const document of defined) expect(siteOperations).toContain(document);
  });

  it('are sent by the browser client by their trusted id alone, never as text', async () => {
    const bodies: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      bodies.push(String(init.body));
      return new Response('{"data":null}', { status: 200 });
    }) as typeof fetch;
    try {
      const client = createBrowserApolloClient();
      for (const document of siteOperations) {
        const isMutation = document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation');
        const sending = isMutation
          ? client.mutate({ mutation: document, variables: {} })
          : client.query({ query: document, variables: {}, fetchPolicy: 'network-only' });
        await sending.catch(() => {});
      }
    } finally {
      globalThis.fetch = realFetch;
    }
    const trusted = trustedDocumentHashes(siteOperations);
    expect(bodies).toHaveLength(siteOperations.length);
    const sentIds = bodies.map((body) => {
      const parsed = JSON.parse(body);
      expect(parsed.query).toBeUndefined();
      expect(parsed.extensions.persistedQuery.version).toBe(1);
      return parsed.extensions.persistedQuery.sha256Hash as string;
    });
    for (const id of sentIds) expect(trusted.has(id)).toBe(true);
    // Each operation its own id: every trusted document was sent once.
    expect(new Set(sentIds)).toEqual(trusted);
  });
});
