import { locationLabel } from '@backoffice/domain/schemas/instructor';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { recordDates } from '../../../platform/bulk/export-cells.ts';
import { deleteInstructor, instructorIds, instructorsByIds } from './instructor-store.ts';

type InstructorRow = Awaited<ReturnType<typeof instructorsByIds>>[number];

/** /Instrutor. */
export const instructorBulk = bulkTarget<InstructorRow>({
  kind: 'instructor',
  ids: instructorIds,
  rows: instructorsByIds,
  columns: [
    { header: 'ID', value: (i) => i.id },
    { header: 'Nome', width: 40, value: (i) => i.nome },
    { header: 'CPF', value: (i) => i.cpf },
    { header: 'Localização', value: (i) => locationLabel(i.is_interno) },
    ...recordDates(),
  ],
  acts: {
    // One that classrooms use is not refused: it is kept for them, inactive (see deleteInstructor).
    delete: ({ db }, user, id) => deleteInstructor(db, user, id),
  },
});
