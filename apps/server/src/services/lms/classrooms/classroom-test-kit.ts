import { classroom, classroomSubscription, course, instrutor } from '../../../db/schema/lms.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Records the classroom tests stand on, written straight to the database (other services own their screens). */
export function classroomKit(t: TestApp) {
  let seq = 0;
  return {
    async presentialCourse(title = `Curso presencial ${++seq}`) {
      const [row] = await t.db.insert(course).values({ type: 'presential', title }).returning({ id: course.id });
      return row.id;
    },
    async onlineCourse(title = `Curso on-line ${++seq}`) {
      const [row] = await t.db.insert(course).values({ type: 'online', title }).returning({ id: course.id });
      return row.id;
    },
    async instructor(nome = `Instrutor ${++seq}`) {
      const [row] = await t.db.insert(instrutor).values({ nome, cpf: '123.456.789-09' }).returning({ id: instrutor.id });
      return row.id;
    },
    async classroom(values: Partial<typeof classroom.$inferInsert> = {}) {
      const [row] = await t.db
        .insert(classroom)
        .values({ address: 'Rua das Flores, 100', limit_registrations: 30, ...values })
        .returning({ id: classroom.id });
      return row.id;
    },
    /** Participants with the given attendance, each a new user; returns the subscription ids. */
    async participants(classroomId: number, presence: Array<number | null>) {
      const ids: number[] = [];
      for (const is_present of presence) {
        const person = await t.createUser({ profileId: null });
        const [row] = await t.db
          .insert(classroomSubscription)
          .values({ classroom_id: classroomId, user_id: person.id, is_present })
          .returning({ id: classroomSubscription.id });
        ids.push(row.id);
      }
      return ids;
    },
  };
}

/** A complete, valid classroom form as the web sends it. */
export function validClassroom(courseId: number, instructorId: number): Record<string, unknown> {
  return {
    title: '-',
    course_id: courseId,
    address: 'Av. Paulista, 1000 - São Paulo',
    externalPage: 'https://sala.exemplo.com.br/turma',
    limit_registrations: 30,
    datetime_start: '2026-03-10T12:00:00.000Z',
    datetime_end: '2026-03-10T20:00:00.000Z',
    datetime_registration_start: '2026-02-01T12:00:00.000Z',
    datetime_registration_end: '2026-03-09T12:00:00.000Z',
    active: 1,
    is_public: 1,
    is_specific: 0,
    date_publish: '2026-01-10T03:00:00.000Z',
    date_unpublish: '2026-04-10T03:00:00.000Z',
    instrutor: instructorId,
  };
}
