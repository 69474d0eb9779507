import { z } from 'zod';
import { formKinds, type FormKind } from '@backoffice/domain/schemas/form-kinds';

/** A form's domain schema: an object whose fields the form edits, in the order they show, or a pipe from one (a final transform). */
export type FormSchema = z.ZodObject | z.ZodPipe<z.ZodObject, z.core.$ZodType>;

/** What the form holds: the schema's input, which its parse accepts as the form has it. */
export type FormValues<S extends FormSchema> = z.input<S>;

/** The wrappers a field's schema may be inside: default, optional, nullable, and a pipe's two sides. */
const inner = (schema: z.core.$ZodType): z.core.$ZodType[] => {
  const def = schema._zod.def as { innerType?: z.core.$ZodType; in?: z.core.$ZodType; out?: z.core.$ZodType };
  return [def.innerType, def.in, def.out].filter((s): s is z.core.$ZodType => Boolean(s));
};

function kindOf(schema: z.core.$ZodType): FormKind | undefined {
  const own = formKinds.get(schema)?.form;
  if (own) return own;
  for (const wrapped of inner(schema)) {
    const kind = kindOf(wrapped);
    if (kind) return kind;
  }
  return undefined;
}

/** The value a `.default()` gives, wherever it sits among the wrappers. */
function defaultOf(schema: z.core.$ZodType): unknown {
  const def = schema._zod.def as { type: string; defaultValue?: unknown };
  if (def.type === 'default') return def.defaultValue;
  for (const wrapped of inner(schema)) {
    const value = defaultOf(wrapped);
    if (value !== undefined) return value;
  }
  return undefined;
}

const holds = (type: string) => {
  const found = (schema: z.core.$ZodType): boolean => schema._zod.def.type === type || inner(schema).some(found);
  return found;
};
const isArray = holds('array');
const isText = holds('string');

/** A chosen record as its id: the id itself, or a referenced record `{ id, ... }` as the API shows it. */
const idOf = (value: unknown) => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value);

/** One field as the form holds it: the record's value, else the schema's default, in the form's type. */
function formValue(schema: z.core.$ZodType, value: unknown): unknown {
  const given = value ?? defaultOf(schema);
  switch (kindOf(schema)) {
    case 'flag':
      return given === 1 || given === true;
    case 'choice': {
      const id = idOf(given);
      return id === null || id === undefined || id === 0 || id === '' ? null : String(id);
    }
    case 'choices':
      return Array.isArray(given) ? given.map((item) => String(idOf(item))) : [];
    case 'date':
      return given ? new Date(given as string | Date) : null;
    default:
      if (given !== null && given !== undefined) return given;
      if (isArray(schema)) return [];
      return isText(schema) ? '' : null;
  }
}

/**
 * A form's values from a record (or, with none, a new record's): every field of the schema read from
 * the record's field of the same name (the record fragment generated from the SDL carries them),
 * flags as booleans, chosen ids (or referenced records) as text, instants as dates, absent text as
 * '' and any other absent value as null. `overrides` sets
 * what a screen decides itself (a new course published today).
 */
export function formValues<S extends FormSchema>(schema: S, record?: object | null, overrides: Partial<FormValues<S>> = {}): FormValues<S> {
  const source = (record ?? {}) as Record<string, unknown>;
  const object: z.ZodObject = schema instanceof z.ZodPipe ? schema.in : (schema as z.ZodObject);
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(object.shape)) values[name] = formValue(field, source[name]);
  return { ...values, ...overrides } as FormValues<S>;
}

/** A value as the API carries it: an instant as ISO text. */
type Wire<T> = T extends Date ? string : T;
export type WireValues<T> = { [K in keyof T]: Wire<T[K]> };

/**
 * The values a save mutation sends: the form's values as the domain schema reads them (the server
 * reads them again with the same schema), instants as ISO text.
 */
export function saveVariables<S extends z.ZodType>(schema: S, values: unknown): WireValues<z.output<S>> {
  const input = schema.parse(values) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name, value instanceof Date ? value.toISOString() : value])) as WireValues<
    z.output<S>
  >;
}
