import { newOnlineCourseInput, onlineCourseInput, presentialCourseInput } from '@backoffice/domain/schemas/course';
import { todayAtMidnight } from '@backoffice/domain/fortnight';
import type { FieldRule } from '../../components/field-rules.ts';
import { publishingDateRules } from '../../components/publishing-date-fields.tsx';
import type { SaveCourseMutationVariables } from '../../generated/lms/graphql.ts';
import type { Course } from './api/use-course.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Clearing the publish date clears the unpublish date (state rule). */
export const DATE_RULES = publishingDateRules<{ date_publish: Date | null; date_unpublish: Date | null }>();

export type OnlineCourseForm = {
  title: string;
  description: string;
  active: boolean;
  external_view: boolean;
  showgrid: boolean;
  owner: string | null;
  hours: string;
  minutes: string;
  code: string;
  video: string | null;
  reactionevaluation_id: string | null;
  proof_id: string | null;
  date_publish: Date | null;
  date_unpublish: Date | null;
  /** Only a new course's: on edit each category is linked as it is picked. */
  categories: string[];
};

export const emptyOnlineCourse = (): OnlineCourseForm => ({
  title: '',
  description: '',
  active: true,
  external_view: false,
  showgrid: true,
  owner: null,
  hours: '',
  minutes: '',
  code: '',
  video: null,
  reactionevaluation_id: null,
  proof_id: null,
  date_publish: todayAtMidnight(),
  date_unpublish: null,
  categories: [],
});

export const onlineCourseToForm = (c: Course): OnlineCourseForm => ({
  title: c.title,
  description: c.description ?? '',
  active: c.active === 1,
  external_view: c.external_view === 1,
  showgrid: c.showgrid === 1,
  owner: c.owner ? String(c.owner) : null,
  hours: text(c.hours),
  minutes: text(c.minutes),
  code: c.code ?? '',
  video: c.video ?? null,
  reactionevaluation_id: c.reactionevaluation ? String(c.reactionevaluation.id) : null,
  proof_id: c.proof ? String(c.proof.id) : null,
  date_publish: c.date_publish ? new Date(c.date_publish) : null,
  date_unpublish: c.date_unpublish ? new Date(c.date_unpublish) : null,
  categories: [],
});

/** The form's values (already accepted by the domain schema) as createOrUpdateCourse's variables. */
export function onlineCourseVariables(values: OnlineCourseForm, id: number | undefined): SaveCourseMutationVariables {
  if (id) {
    const input = onlineCourseInput.parse(values);
    return { ...input, id, date_publish: iso(input.date_publish), date_unpublish: iso(input.date_unpublish) };
  }
  const input = newOnlineCourseInput.parse(values);
  return { ...input, type: 'online', date_publish: iso(input.date_publish), date_unpublish: iso(input.date_unpublish) };
}

export type PresentialCourseForm = {
  category_id: string | null;
  title: string;
  description: string;
  responsible: string;
  hours: string;
  minutes: string;
  is_subscriptions: boolean;
  active: boolean;
  date_publish: Date | null;
  date_unpublish: Date | null;
};

export const emptyPresentialCourse = (): PresentialCourseForm => ({
  category_id: null,
  title: '',
  description: '',
  responsible: '',
  hours: '',
  minutes: '',
  is_subscriptions: false,
  active: true,
  date_publish: todayAtMidnight(),
  date_unpublish: null,
});

export const presentialCourseToForm = (c: Course): PresentialCourseForm => ({
  category_id: c.category_id ? String(c.category_id) : null,
  title: c.title,
  description: c.description ?? '',
  responsible: c.responsible ?? '',
  hours: text(c.hours),
  minutes: text(c.minutes),
  is_subscriptions: c.is_subscriptions === 1,
  active: c.active === 1,
  date_publish: c.date_publish ? new Date(c.date_publish) : null,
  date_unpublish: c.date_unpublish ? new Date(c.date_unpublish) : null,
});

export function presentialCourseVariables(values: PresentialCourseForm, id: number | undefined): SaveCourseMutationVariables {
  const input = presentialCourseInput.parse(values);
  return { ...input, ...(id ? { id } : { type: 'presential' }), date_publish: iso(input.date_publish), date_unpublish: iso(input.date_unpublish) };
}

export type { FieldRule };
