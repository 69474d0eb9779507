import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../app/screens.ts';
import CourseFormPage from './course-form-page.tsx';
import PresentialCourseFormPage from './presential-course-form-page.tsx';

const screenOf = (path: string) => SCREENS.find((s) => matchPath({ path: s.path, end: true }, path));

describe('course screens', () => {
  it("opens the course form from 'Meus Conteúdos' (/Course-edit/{id}), under the Course module", async () => {
    const screen = screenOf('/Course-edit/12');
    expect(screen?.module).toBe('Course');
    expect((await screen!.load()).default).toBe(CourseFormPage);
  });

  it('serves the presential form with and without an id', async () => {
    for (const path of ['/Presential-course-new', '/Presential-course-new/', '/Presential-course-new/0', '/Presential-course-edit/4']) {
      expect((await screenOf(path)!.load()).default).toBe(PresentialCourseFormPage);
    }
  });
});
