import { buildInlineHashes, codeNeedingNonce, cspHash, entryBootstrapScript, inlineCode } from '../../server/http/csp-hashes';

describe('hash-based CSP sources', () => {
  it('names inline code by the SHA-256 of its exact text, as CSP writes it', () => {
    // The example hash of the CSP specification and MDN.
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(cspHash("alert('Hello, world.'); ")).not.toBe(cspHash("alert('Hello, world.');"));
  });

  it('boots the entry module with one fixed script per build', () => {
    expect(entryBootstrapScript('/assets/entry-ABC123.js')).toBe('import("/assets/entry-ABC123.js");');
    expect(buildInlineHashes('/assets/entry-ABC123.js')).toEqual({ scripts: [cspHash('import("/assets/entry-ABC123.js");')], styles: [] });
  });

  it('finds the inline scripts a browser would run, the external ones and style elements, but not data blocks', () => {
    const html =
      '<html><head><style>p{color:red}</style></head><body><script type="application/json" id="site-data">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script nonce="x">one()</script><script type="module">two()</script>' +
      '<script src="/assets/tag.js" async=""></script></body></html>';
    expect(inlineCode(html)).toEqual({ scripts: ['one()', 'two()'], externalScripts: ['/assets/tag.js'], styles: ['p{color:red}'] });
  });

  it('lists what the fixed policy would block in a document, and nothing for a page of hashed code only', () => {
    const hashes = buildInlineHashes('/assets/entry-X.js');
    const clean = `<body><script type="application/json">{}</script><script>${entryBootstrapScript('/assets/entry-X.js')}</script></body>`;
    expect(codeNeedingNonce(clean, hashes)).toEqual([]);
    const streamed = `${clean}<script>$RC("B:0","S:0")</script><script src="/x.js"></script><style>b{}</style>`;
    expect(codeNeedingNonce(streamed, hashes)).toEqual([cspHash('$RC("B:0","S:0")'), '/x.js', cspHash('b{}')]);
    // Another build's bootstrap is not this build's.
    expect(codeNeedingNonce(`<script>${entryBootstrapScript('/assets/entry-Y.js')}</script>`, hashes)).toHaveLength(1);
  });
});
