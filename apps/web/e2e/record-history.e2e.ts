import { expect, test } from './support/test.ts';
import { createOnlineCourse } from './support/courses.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectSaved } from './support/form.ts';
import { tabTo } from './support/keyboard.ts';
import { asAdmin } from './support/session.ts';

test("'Histórico' of a course shows its last change: who, when, the field, before and after", async ({ page }) => {
  await asAdmin(page);
  const course = { title: `Curso com histórico ${Date.now()}`, id: 0 };
  course.id = await createOnlineCourse(page, course.title);
  const renamed = `${course.title} (revisado)`;

  await page.goto(`/#/Course-edit/${course.id}`);
  const title = page.getByRole('textbox', { name: 'Título', exact: true });
  await expect(title).toHaveValue(course.title);
  await title.fill(renamed);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectSaved(page);

  // By keyboard from the form to 'Histórico' (opened again: a saved form moves on after 2 s,
  // sooner than 120 presses of Tab on a busy machine).
  await page.goto(`/#/Course-edit/${course.id}`);
  await expect(title).toHaveValue(renamed);
  await tabTo(page, page.getByRole('link', { name: 'Histórico' }), 120, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/Historico/course/${course.id}$`));
  const last = page.getByRole('article').first();
  await expect(last).toContainText('Alteração');
  await expect(last).toContainText('Título:');
  await expect(last).toContainText(`${course.title} → ${renamed}`);
  await expect(last).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · /);
  await expectNoAxeViolations(page);

  // 'Voltar' returns to the form it came from.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Course-edit/${course.id}$`));
});
