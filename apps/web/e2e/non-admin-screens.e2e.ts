import { expect, test } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { asAdmin, signIn, menu } from './support/session.ts';
import { demoUserOfProfile, profileIdTitled } from './support/users.ts';

/**
 * Administrators of the demo's narrower profiles walk every entry of their menu: each screen loads
 * and passes axe as they see it (fewer actions, other blocks), and a screen beyond their modules
 * says so, accessibly too.
 */
/** A presential course of the demo (seed/demo-activity.ts). */
const DEMO_PRESENTIAL_COURSE = 'Workshop de Seguro Auto';

const PROFILES = [
  {
    title: 'Marketing',
    mail: 'diego.souza@demo.local',
    menu: ['Início', 'Dashboard', 'Destaques', 'Banner Sala Virt.', 'Conteúdos digitais', 'Banner', 'Lixeira'],
  },
  { title: 'Atendimento', mail: 'elisa.souza@demo.local', menu: ['Início', 'Usuários', 'SSO Corretores', 'SSO Parceiros'] },
  { title: 'Treinamento', mail: 'gabriela.oliveira@demo.local', menu: ['Início', 'Turmas Presenciais', 'Instrutores', 'Lixeira'] },
];

for (const profile of PROFILES) {
  test(`a user of the ${profile.title} profile reaches each screen of the menu, accessible, and is refused the others`, async ({ browser }) => {
    const admin = await (await browser.newContext()).newPage();
    await asAdmin(admin);
    const user = await demoUserOfProfile(admin, profile.mail, await profileIdTitled(admin, profile.title));

    const page = await (await browser.newContext()).newPage();
    await signIn(page, user.mail, DEMO_PASSWORD);
    await expect(menu(page).getByRole('link')).toHaveText(profile.menu);
    for (const entry of profile.menu) {
      await menu(page).getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByText('Carregando...')).toHaveCount(0);
      await expect(page.getByText('Erro :(')).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    await page.goto('/#/Branch');
    await expect(page.getByText('Acesso negado')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('a Treinamento user, without module Course, picks a presential course in the classroom form', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await asAdmin(admin);
  const user = await demoUserOfProfile(admin, 'gabriela.oliveira@demo.local', await profileIdTitled(admin, 'Treinamento'));

  const page = await (await browser.newContext()).newPage();
  await signIn(page, user.mail, DEMO_PASSWORD);
  await page.goto('/#/Classroom-new');
  await page.getByRole('combobox', { name: 'Curso presencial' }).click();
  await expect(page.getByRole('option', { name: DEMO_PRESENTIAL_COURSE, exact: true })).toBeVisible();
  // The online courses stay with module Course.
  await page.goto('/#/Course');
  await expect(page.getByText('Acesso negado')).toBeVisible();
});
