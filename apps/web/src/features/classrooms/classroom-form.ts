import { todayAtMidnight } from '@backoffice/domain/fortnight';
import { clearsWith, exclusive, type FieldRule } from '../../components/field-rules.ts';
import type { Classroom } from './api/use-classroom.ts';

type When = Date | string | null;

export type ClassroomForm = {
  course_id: string | null;
  address: string;
  externalPage: string;
  instrutor: string | null;
  limit_registrations: string | number;
  datetime_start: When;
  datetime_end: When;
  datetime_registration_start: When;
  datetime_registration_end: When;
  active: boolean;
  is_public: boolean;
  is_specific: boolean;
  date_publish: When;
  date_unpublish: When;
};

/** A new classroom: public on, specific off, active off, published from today at midnight (state rule). */
export function newClassroomForm(now = new Date()): ClassroomForm {
  return {
    course_id: null,
    address: '',
    externalPage: '',
    instrutor: null,
    limit_registrations: '',
    datetime_start: null,
    datetime_end: null,
    datetime_registration_start: null,
    datetime_registration_end: null,
    active: false,
    is_public: true,
    is_specific: false,
    date_publish: todayAtMidnight(now),
    date_unpublish: null,
  };
}

const date = (v: string | null | undefined) => (v ? new Date(v) : null);

export function toClassroomForm(c: Classroom): ClassroomForm {
  return {
    course_id: c.course ? String(c.course.id) : null,
    address: c.address ?? '',
    externalPage: c.externalPage ?? '',
    instrutor: c.instrutor ? String(c.instrutor.id) : null,
    limit_registrations: c.limit_registrations ?? '',
    datetime_start: date(c.datetime_start),
    datetime_end: date(c.datetime_end),
    datetime_registration_start: date(c.datetime_registration_start),
    datetime_registration_end: date(c.datetime_registration_end),
    active: c.active === 1,
    is_public: c.is_public === 1,
    is_specific: c.is_specific === 1,
    date_publish: date(c.date_publish),
    date_unpublish: date(c.date_unpublish),
  };
}

/** Public and specific: exactly one on. Clearing the publish date clears the unpublish date. */
export const CLASSROOM_RULES: readonly FieldRule<ClassroomForm>[] = [
  exclusive<ClassroomForm>('is_public', 'is_specific'),
  clearsWith<ClassroomForm>('date_publish', { date_unpublish: null }),
];

/** Where the form goes back (and after a save): the parent classroom's list when there is one (screen rule). */
export const classroomBack = (parentId: number | null | undefined) => (parentId ? `/SubClassroom/${parentId}` : '/Classroom');

/** The form of a new classroom, or of a new sub-classroom of parentId. */
export const newClassroomPath = (parentId: number | null | undefined) => (parentId ? `/Classroom-new/${parentId}` : '/Classroom-new');
