import type { z } from 'zod';
import { COURSE_MESSAGES, newOnlineCourseInput, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { todayAtMidnight } from '@backoffice/domain/fortnight';
import { publishingDateRules } from '../../components/publishing-date-fields.tsx';
import { SaveCourseRecordDocument, type SaveCourseRecordMutationVariables } from '../../generated/lms/graphql.ts';
import { formValues, type FormValues, type WireValues } from '../../lib/form-values.ts';
import { COURSES_KEY } from './api/courses-key.ts';

/** The online course form's values; a new course's categories are among them (on edit each is linked as it is picked). */
export type OnlineCourseForm = FormValues<typeof newOnlineCourseInput>;
export type PresentialCourseForm = FormValues<typeof presentialCourseInput>;

/** Clearing the publish date clears the unpublish date (state rule). */
export const DATE_RULES = publishingDateRules<{ date_publish: Date | null; date_unpublish: Date | null }>();

/** A new course is published from today at midnight (state rule); the rest is the schema's own. */
export const newOnlineCourseValues = () => formValues(newOnlineCourseInput, null, { date_publish: todayAtMidnight() });
export const newPresentialCourseValues = () => formValues(presentialCourseInput, null, { date_publish: todayAtMidnight() });

/** What FormPage's save reads from the form: the values as the domain schema read them, instants as ISO text. */
type CourseInput<S extends z.ZodType> = WireValues<z.output<S>>;
type CourseVariables = Omit<SaveCourseRecordMutationVariables, 'updated_at'>;

/** Both course forms save through createOrUpdateCourse, with the failure alerts of the error catalogue (variables apart). */
export const COURSE_SAVE = {
  service: 'lms',
  document: SaveCourseRecordDocument,
  invalidates: COURSES_KEY,
  failure: { create: COURSE_MESSAGES.createFailed, update: COURSE_MESSAGES.updateFailed },
} as const;

/** createOrUpdateCourse's variables: an update names its course, a create its type. */
export const onlineCourseVariables = (input: CourseInput<typeof newOnlineCourseInput>, id: number | undefined): CourseVariables =>
  id ? { ...input, id } : { ...input, type: 'online' };

export const presentialCourseVariables = (input: CourseInput<typeof presentialCourseInput>, id: number | undefined): CourseVariables => ({
  ...input,
  ...(id ? { id } : { type: 'presential' }),
});
