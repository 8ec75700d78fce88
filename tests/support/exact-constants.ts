/**
 * One test per exported constant, each kept to the exact value the spec gives:
 * `itKeepsExactly(module, [['NAME', value], ...])` inside a `describe`. Lists and tables are
 * compared entry by entry, nothing more and nothing less.
 */
export function itKeepsExactly<Module extends object>(
  module: Module,
  values: readonly (readonly [name: keyof Module & string, value: unknown])[],
  title = '%s is %j',
): void {
  it.each(values.map(([name, value]) => [name, value] as const))(title, (name, value) => {
    expect(module[name]).toStrictEqual(value);
  });
}
