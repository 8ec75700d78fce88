/**
 * Expects `call` to throw an instance of `ErrorClass` that is also an `Error` and carries its own
 * `name`, so both `instanceof` and the logged name tell that error apart from any other.
 */
export function expectNamedError(call: () => unknown, ErrorClass: abstract new (...args: never[]) => Error, name: string): void {
  let caught: unknown;
  try {
    call();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ErrorClass);
  expect(caught).toBeInstanceOf(Error);
  expect((caught as Error).name).toBe(name);
}
