import { todayAtMidnight } from '@backoffice/domain/fortnight';
import { classroomInput } from '@backoffice/domain/schemas/classroom';
import { clearsWith, exclusive, type FieldRule } from '../../components/field-rules.ts';
import { formValues, type FormValues } from '../../lib/form-values.ts';

export type ClassroomForm = FormValues<typeof classroomInput>;

/** A new classroom: public on, specific off, active off, published from today at midnight (state rule); no course or instructor chosen. */
export const newClassroomForm = (now = new Date()): ClassroomForm => formValues(classroomInput, null, { is_public: true, date_publish: todayAtMidnight(now) });

/** Public and specific: exactly one on. Clearing the publish date clears the unpublish date. */
export const CLASSROOM_RULES: readonly FieldRule<ClassroomForm>[] = [
  exclusive<ClassroomForm>('is_public', 'is_specific'),
  clearsWith<ClassroomForm>('date_publish', { date_unpublish: null }),
];

/** Where the form goes back (and after a save): the parent classroom's list when there is one (screen rule). */
export const classroomBack = (parentId: number | null | undefined) => (parentId ? `/SubClassroom/${parentId}` : '/Classroom');

/** The form of a new classroom, or of a new sub-classroom of parentId. */
export const newClassroomPath = (parentId: number | null | undefined) => (parentId ? `/Classroom-new/${parentId}` : '/Classroom-new');
