/**
 * The vocabulary model.ts describes stored content with: one field builder per kind of value, each
 * carrying its TypeScript type (for the record types), its kind (which content-schema.ts turns into
 * joi, server/sources/content/directus/directus-schema-model.ts into Directus fields and scripts/content-types-sdl.ts into GraphQL
 * fields) and the flags every description needs (decision 0067).
 */

/** How a text field is checked; the rules themselves are joi's, in content-schema.ts. */
export type TextFormat = 'text' | 'maybeEmpty' | 'slug' | 'colour' | 'url' | 'absoluteUrl' | 'isoDate' | 'formNumber' | 'pagePath';

/** How an integer field is checked: any integer, a count from 1, or a quantity from 0. */
export type IntegerFormat = 'integer' | 'count' | 'quantity';

/** The workflow states of a collection's `status` field: editorial content, or store items. */
export const WORKFLOW_STATUSES = {
  editorial: ['published', 'draft', 'archived'],
  store: ['active', 'inactive', 'archived'],
} as const;
export type Workflow = keyof typeof WORKFLOW_STATUSES;

/** What a field holds. `json` fields name their shape; the shapes are listed in model.ts (JsonShapes). */
export type FieldKind =
  | { kind: 'id' }
  | { kind: 'status'; workflow: Workflow }
  | { kind: 'text'; format: TextFormat; long: boolean }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'integer'; format: IntegerFormat }
  | { kind: 'boolean' }
  /** An ISO date (`day`) or date and time (`moment`), stored as the CMS's date types. */
  | { kind: 'date'; precision: 'day' | 'moment' }
  | { kind: 'file' }
  /** An ordered list of files (a gallery). */
  | { kind: 'files' }
  | { kind: 'manyToOne'; related: string }
  /** Items of another collection, in the editor's order; `rowKey` keeps the rows (`[{ product }]`). */
  | { kind: 'manyToMany'; related: string; rowKey?: string }
  | { kind: 'json'; shape: string };

interface FieldFlags {
  optional: boolean;
  nullable: boolean;
  unique: boolean;
  /** Kept to the server: not in the GraphQL API. */
  serverOnly: boolean;
}

/** One field of a record: `T` is its value's type, `Optional` whether the key may be absent. */
export class Field<T, Optional extends boolean = false> {
  /** Type-level only: the value's type, for RecordOf. */
  declare readonly value: T;
  declare readonly isOptional: Optional;

  constructor(
    readonly kind: FieldKind,
    readonly flags: FieldFlags = { optional: false, nullable: false, unique: false, serverOnly: false },
  ) {}

  optional(): Field<T, true> {
    return new Field<T, true>(this.kind, { ...this.flags, optional: true });
  }

  nullable(): Field<T | null, Optional> {
    return new Field<T | null, Optional>(this.kind, { ...this.flags, nullable: true });
  }

  unique(): Field<T, Optional> {
    return new Field<T, Optional>(this.kind, { ...this.flags, unique: true });
  }

  serverOnly(): Field<T, Optional> {
    return new Field<T, Optional>(this.kind, { ...this.flags, serverOnly: true });
  }
}

/** Any collection's fields, by name. */
export type FieldsOf = Readonly<Record<string, Field<unknown, boolean>>>;

type OptionalKeys<F extends FieldsOf> = { [K in keyof F]: F[K] extends Field<unknown, true> ? K : never }[keyof F];
type RequiredKeys<F extends FieldsOf> = Exclude<keyof F, OptionalKeys<F>>;

/** One object type rather than an intersection, so editors and errors show a record's fields plainly. */
type Flatten<T> = { [K in keyof T]: T[K] };

/** The record type a collection's fields describe. */
export type RecordOf<F extends FieldsOf> = Flatten<
  { -readonly [K in RequiredKeys<F>]: F[K]['value'] } & { -readonly [K in OptionalKeys<F>]?: F[K]['value'] }
>;

export const id = () => new Field<string>({ kind: 'id' });
export const status = <W extends Workflow>(workflow: W) => new Field<(typeof WORKFLOW_STATUSES)[W][number]>({ kind: 'status', workflow });
export const text = (format: TextFormat = 'text') => new Field<string>({ kind: 'text', format, long: false });
/** Text editors write more than a line of: a multi-line input in the CMS. */
export const longText = (format: TextFormat = 'text') => new Field<string>({ kind: 'text', format, long: true });
export const choice = <const V extends readonly string[]>(values: V) => new Field<V[number]>({ kind: 'choice', values });
export const integer = (format: IntegerFormat = 'integer') => new Field<number>({ kind: 'integer', format });
export const boolean = () => new Field<boolean>({ kind: 'boolean' });
export const date = () => new Field<string>({ kind: 'date', precision: 'day' });
export const dateTime = () => new Field<string>({ kind: 'date', precision: 'moment' });
/** An asset id (Directus files), served at /assets/{id}. */
export const file = () => new Field<string>({ kind: 'file' });
export const files = () => new Field<string[]>({ kind: 'files' });
/** Another collection's item, by id. */
export const manyToOne = (related: string) => new Field<string>({ kind: 'manyToOne', related });
export const manyToMany = (related: string) => new Field<string[]>({ kind: 'manyToMany', related });
export const manyToManyRows = <K extends string>(related: string, rowKey: K) =>
  new Field<Record<K, string>[]>({ kind: 'manyToMany', related, rowKey });
/**
 * The builder of structured values without an identity of their own, each of a named shape:
 * `jsonOf<Shapes>()` gives `json(shape)`, whose value has the type `Shapes[shape]`.
 */
export const jsonOf =
  <Shapes>() =>
  <S extends keyof Shapes & string>(shape: S) =>
    new Field<Shapes[S]>({ kind: 'json', shape });
