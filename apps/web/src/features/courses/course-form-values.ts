import { newOnlineCourseInput, onlineCourseInput, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { todayAtMidnight } from '@backoffice/domain/fortnight';
import { publishingDateRules } from '../../components/publishing-date-fields.tsx';
import type { SaveCourseRecordMutationVariables } from '../../generated/lms/graphql.ts';
import { formValues, saveVariables, type FormValues } from '../../lib/form-values.ts';

/** The online course form's values; a new course's categories are among them (on edit each is linked as it is picked). */
export type OnlineCourseForm = FormValues<typeof newOnlineCourseInput>;
export type PresentialCourseForm = FormValues<typeof presentialCourseInput>;

/** Clearing the publish date clears the unpublish date (state rule). */
export const DATE_RULES = publishingDateRules<{ date_publish: Date | null; date_unpublish: Date | null }>();

/** A new course is published from today at midnight (state rule); the rest is the schema's own. */
export const newOnlineCourseValues = () => formValues(newOnlineCourseInput, null, { date_publish: todayAtMidnight() });
export const newPresentialCourseValues = () => formValues(presentialCourseInput, null, { date_publish: todayAtMidnight() });

/** createOrUpdateCourse's variables: an update names its course, a create its type. */
export const onlineCourseVariables = (values: OnlineCourseForm, id: number | undefined): SaveCourseRecordMutationVariables =>
  id ? { ...saveVariables(onlineCourseInput, values), id } : { ...saveVariables(newOnlineCourseInput, values), type: 'online' };

export const presentialCourseVariables = (values: PresentialCourseForm, id: number | undefined): SaveCourseRecordMutationVariables => ({
  ...saveVariables(presentialCourseInput, values),
  ...(id ? { id } : { type: 'presential' }),
});
