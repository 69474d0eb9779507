import { z } from 'zod';

/**
 * How a form holds a field the API carries as another type: a 0/1 flag as a checkbox's boolean, an
 * id as a select's text (null for none), a list of ids as a multi-select's texts, an instant as a
 * Date. The field kit registers its fields here; the web reads it to turn a record into the
 * form's values (lib/form-values.ts), so no form writes that conversion by hand.
 */
export type FormKind = 'flag' | 'choice' | 'choices' | 'date';

export const formKinds = z.registry<{ form: FormKind }>();

/**
 * The input types of the kit's fields are what their forms hold (z.input of a domain schema is the
 * form's values): a select's text or null, a date picker's Date or null. The API's values (numbers,
 * ISO text) go through the same parse at run time, where the arguments are not typed anyway.
 */
export type ChoiceInput = string | null;
export type DateInput = Date | null;

/** A kit field's preprocess, typed by what the form holds while reading any value the API sends. */
export const reading = <Held>(read: (value: unknown) => unknown) => read as (value: Held) => unknown;
