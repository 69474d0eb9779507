import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flag, idOrNone, optionalDate } from '@backoffice/domain/schemas/fields';
import { newOnlineCourseInput, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { classroomInput } from '@backoffice/domain/schemas/classroom';
import { chatRoomInput } from '@backoffice/domain/schemas/chat-room';
import { newTrailInput } from '@backoffice/domain/schemas/trail';
import { ChatRecordFragmentDoc, SaveChatRecordDocument } from '../generated/chat/graphql.ts';
import {
  ClassroomRecordFragmentDoc,
  CourseRecordFragmentDoc,
  SaveClassroomRecordDocument,
  SaveCourseRecordDocument,
  SaveTrailRecordDocument,
  TrailRecordFragmentDoc,
} from '../generated/lms/graphql.ts';
import { formValues, saveVariables } from './form-values.ts';

describe('formValues', () => {
  const schema = z.object({
    title: z.string(),
    owner: idOrNone('x'),
    active: flag.default(1),
    hidden: flag.default(0),
    date_publish: optionalDate,
    minimum: z.number().nullable(),
  });

  it("gives a new record's values: empty text, no choice, the flags' defaults as booleans, no date, null for the rest", () => {
    expect(formValues(schema)).toEqual({ title: '', owner: null, active: true, hidden: false, date_publish: null, minimum: null });
  });

  it('reads a record as the API shows it: ids (or referenced records) as text, 0/1 as booleans, ISO text as dates', () => {
    const values = formValues(schema, {
      title: 'T',
      owner: { id: 7, name: 'Ana' },
      active: 0,
      hidden: 1,
      date_publish: '2026-01-02T03:00:00.000Z',
      minimum: 5,
    });
    expect(values).toEqual({ title: 'T', owner: '7', active: false, hidden: true, date_publish: new Date('2026-01-02T03:00:00.000Z'), minimum: 5 });
  });

  it('takes the overrides a screen decides, and the object of a schema that ends in a transform', () => {
    const piped = schema.transform((v) => v);
    expect(formValues(piped, null, { title: 'Novo' }).title).toBe('Novo');
  });

  it('sends what the domain schema reads, instants as ISO text', () => {
    const values = formValues(schema, { title: ' T ', owner: 7, date_publish: '2026-01-02T03:00:00.000Z' });
    expect(saveVariables(schema, values)).toEqual({ title: ' T ', owner: 7, active: 1, hidden: 0, date_publish: '2026-01-02T03:00:00.000Z', minimum: null });
  });
});

const selected = (document: string) => {
  const names = new Set<string>();
  for (const definition of parse(document).definitions)
    if ('selectionSet' in definition && definition.selectionSet) for (const s of definition.selectionSet.selections) names.add((s as FieldNode).name.value);
  return names;
};

const argumentsOf = (document: string) =>
  new Set((parse(document).definitions[0] as OperationDefinitionNode).variableDefinitions?.map((v) => v.variable.name.value) ?? []);

/**
 * One field written once: the record fragment and the save mutation are generated from the SDL, so
 * a field that the domain schema and the SDL both gain reaches the form's values and its save with
 * no document written by hand. Each form of a flat-argument save is checked here.
 */
describe.each([
  ['trail', newTrailInput, TrailRecordFragmentDoc, SaveTrailRecordDocument],
  ['online course', newOnlineCourseInput, CourseRecordFragmentDoc, SaveCourseRecordDocument],
  ['presential course', presentialCourseInput, CourseRecordFragmentDoc, SaveCourseRecordDocument],
  ['classroom', classroomInput, ClassroomRecordFragmentDoc, SaveClassroomRecordDocument],
  ['room', chatRoomInput.in, ChatRecordFragmentDoc, SaveChatRecordDocument],
])('the %s form', (_name, schema, fragment, save) => {
  const fields = Object.keys(schema.shape);

  it('loads every field of its domain schema through the record fragment', () => {
    const loaded = selected(String(fragment));
    expect(fields.filter((f) => !loaded.has(f))).toEqual([]);
  });

  it('sends every field of its domain schema as an argument of the save', () => {
    const sent = argumentsOf(String(save));
    expect(fields.filter((f) => !sent.has(f))).toEqual([]);
  });
});
