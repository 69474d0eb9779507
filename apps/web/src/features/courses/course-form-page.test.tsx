import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '@backoffice/domain/dates';
import { COURSE_MESSAGES } from '@backoffice/domain/schemas/course';
import type { OwnerOptionsQuery } from '../../generated/account/graphql.ts';
import type { CategoryOptionsQuery } from '../../generated/dam/graphql.ts';
import type { CourseQuery, ProofOptionsQuery, VideoOptionsQuery } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderWithApp } from '../../test/render.tsx';
import type { Course } from './api/use-course.ts';
import { onlineCourse } from './course-fixture.ts';
import CourseFormPage from './course-form-page.tsx';

const COURSE: Course = onlineCourse({ description: 'Introdução', code: 'A1', video: null, categories: [{ id: 40, title: 'Seguros' }] });

let api: ApiStub;
let failSave = false;

beforeEach(() => {
  failSave = false;
  api = stubApi({
    graphql: {
      Course: ({ course_id }): CourseQuery => ({ course: course_id === COURSE.id ? COURSE : null }),
      SaveCourseRecord: () => {
        if (failSave) throw new Error('Falhou no servidor');
        return { createOrUpdateCourse: COURSE };
      },
      OwnerOptions: (): OwnerOptionsQuery => ({ special: [{ id: 5, name: 'Bruna Lima' }], admin: [] }),
      CategoryOptions: (): CategoryOptionsQuery => ({ category_options: [{ id: 40, title: 'Seguros', parent_id: 0 }] }),
      ProofOptions: ({ type_id }): ProofOptionsQuery => ({ proof_collections: type_id === 1 ? [{ id: 10, title: 'Prova' }] : [{ id: 20, title: 'Reação' }] }),
      VideoOptions: (): VideoOptionsQuery => ({ videos_search: [] }),
    },
  });
});

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('course form', () => {
  it('refuses a new course without its required fields, a category and the SCORM package, sending nothing', async () => {
    renderWithApp(<CourseFormPage />, { path: '/Course-new-scorm', route: '/Course-new-scorm' });
    expect(await screen.findByRole('heading', { name: 'Novo curso com SCORM' })).toBeTruthy();
    save();
    for (const message of [
      COURSE_MESSAGES.titleRequired,
      COURSE_MESSAGES.ownerRequired,
      COURSE_MESSAGES.hoursRequired,
      COURSE_MESSAGES.minutesRequired,
      COURSE_MESSAGES.reactionRequired,
      COURSE_MESSAGES.proofRequired,
      COURSE_MESSAGES.categoriesRequired,
      COURSE_MESSAGES.scormRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(api.variablesOf('SaveCourseRecord')).toEqual([]);
  });

  it('has no SCORM field on /Course-new-video and defaults the publish date to today at midnight', async () => {
    renderWithApp(<CourseFormPage />, { path: '/Course-new-video', route: '/Course-new-video' });
    expect(await screen.findByRole('heading', { name: 'Novo curso sem SCORM' })).toBeTruthy();
    expect(screen.queryByText('Pacote SCORM')).toBeNull();
    expect(screen.getByRole('button', { name: /Data de publicação/ }).textContent).toBe(`${formatDate(new Date())} 00:00`);
  });

  it('sends the edited course with its version and shows the update failure of the error catalogue', async () => {
    renderWithApp(<CourseFormPage />, { path: '/Course-edit/7', route: '/Course-edit/:id' });
    expect(await screen.findByDisplayValue('Seguro Auto')).toBeTruthy();
    const show = vi.spyOn(notifications, 'show');
    failSave = true;
    save();
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: COURSE_MESSAGES.updateFailed, message: 'Falhou no servidor' })));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
    expect(api.variablesOf('SaveCourseRecord')).toEqual([
      {
        id: 7,
        updated_at: COURSE.updated_at,
        title: 'Seguro Auto',
        description: 'Introdução',
        active: 1,
        external_view: 0,
        showgrid: 1,
        owner: 5,
        hours: 2,
        minutes: 30,
        code: 'A1',
        video: null,
        reactionevaluation_id: 20,
        proof_id: 10,
        date_publish: COURSE.date_publish,
        date_unpublish: null,
      },
    ]);
  });

  it('says the range of the minutes (0 to 59) rather than asking for them, sending nothing', async () => {
    renderWithApp(<CourseFormPage />, { path: '/Course-edit/7', route: '/Course-edit/:id' });
    fireEvent.change(await screen.findByLabelText(/Carga horária \(minutos\)/), { target: { value: '75' } });
    save();
    expect(await screen.findByText('Os minutos devem estar entre 0 e 59.')).toBeTruthy();
    expect(screen.queryByText(COURSE_MESSAGES.minutesRequired)).toBeNull();
    expect(api.variablesOf('SaveCourseRecord')).toEqual([]);
  });
});
