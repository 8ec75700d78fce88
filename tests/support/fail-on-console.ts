/**
 * Any console.error (React hydration and key warnings included) fails the test that caused it.
 * A test that expects one says so with expectConsoleError(), which also checks it happened.
 */
const unexpected: unknown[][] = [];
let expected: { pattern: RegExp; seen: boolean }[] = [];
const original = console.error;

beforeEach(() => {
  unexpected.length = 0;
  expected = [];
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    const match = expected.find((e) => e.pattern.test(text));
    if (match) match.seen = true;
    else unexpected.push(args);
  };
});

afterEach(() => {
  console.error = original;
  const missing = expected.filter((e) => !e.seen);
  if (unexpected.length > 0) {
    throw new Error(`console.error was called:\n${unexpected.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
  if (missing.length > 0) throw new Error(`Expected console.error matching ${missing.map((m) => m.pattern).join(', ')}`);
});

export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, seen: false });
}
