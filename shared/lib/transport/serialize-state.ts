/**
 * JSON for a `<script type="application/json">` block. `<`, `>` and `&` become unicode escapes
 * so no string in the content can close the tag or open a comment; U+2028/2029 are escaped for
 * older parsers. JSON.parse reads the result back unchanged.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
