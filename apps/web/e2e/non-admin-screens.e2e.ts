import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { ADMIN, DEMO_PASSWORD } from './support/server.ts';
import { login, menu } from './support/session.ts';
import { demoUserOfProfile, profileIdTitled } from './support/users.ts';

/**
 * Administrators of the demo's narrower profiles walk every entry of their menu: each screen loads
 * and passes axe as they see it (fewer actions, other blocks), and a screen beyond their modules
 * says so, accessibly too.
 */
const PROFILES = [
  { title: 'Marketing', mail: 'diego.souza@demo.local', menu: ['Início', 'Dashboard', 'Destaques', 'Banner Sala Virt.', 'Conteúdos digitais', 'Banner'] },
  { title: 'Atendimento', mail: 'elisa.souza@demo.local', menu: ['Início', 'Usuários', 'SSO Corretores', 'SSO Parceiros'] },
];

for (const profile of PROFILES) {
  test(`a user of the ${profile.title} profile reaches each screen of the menu, accessible, and is refused the others`, async ({ browser }) => {
    const admin = await (await browser.newContext()).newPage();
    await login(admin, ADMIN.login, ADMIN.password);
    const user = await demoUserOfProfile(admin, profile.mail, await profileIdTitled(admin, profile.title));

    const page = await (await browser.newContext()).newPage();
    await login(page, user.mail, DEMO_PASSWORD);
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
