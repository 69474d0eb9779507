import { expect, test } from './support/test.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { DEMO_PASSWORD } from './support/server.ts';
import { asAdmin, login } from './support/session.ts';
import { demoUserOfProfile } from './support/users.ts';

/** A demo administrator no other journey uses (seed/demo.ts), moved to a profile of its own. */
const ADMIN_WITHOUT_CREATION = 'larissa.oliveira@demo.local';

/**
 * Module User lets an administrator see and edit users; creating them is for super administrators
 * and the ids of USER_MANAGER_IDS (empty in this run). Typing the creation addresses says so at
 * once instead of a form whose every save is refused.
 */
test('an administrator with module User who may not create users is refused the creation screens at once', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await asAdmin(admin);
  const title = `Usuários sem criação E2E ${Date.now() % 100000}`;
  const { createOrUpdateProfile } = await gql(admin, 'account', `mutation ($input: ProfileInput!) { createOrUpdateProfile(input: $input) { id } }`, {
    input: { title },
  });
  const { get_account_module_collection: modules } = await gql(admin, 'account', `{ get_account_module_collection { id name } }`);
  await gql(admin, 'account', `mutation ($p: Int!, $m: Int!) { createProfileAccountModule(profile_id: $p, account_module_id: $m) { id } }`, {
    p: createOrUpdateProfile.id,
    m: modules.find((m: { name: string }) => m.name === 'User').id,
  });
  await demoUserOfProfile(admin, ADMIN_WITHOUT_CREATION, createOrUpdateProfile.id);

  const page = await (await browser.newContext()).newPage();
  await login(page, ADMIN_WITHOUT_CREATION, DEMO_PASSWORD);
  await page.goto('/#/User');
  // Module User: the list is theirs.
  await expect(page.getByRole('heading', { name: 'Usuários' })).toBeVisible();

  for (const screen of ['/#/User-create-one', '/#/User-create-batch']) {
    await page.goto(screen);
    await expect(page.getByText('Acesso negado')).toBeVisible();
    await expect(page.getByText('Seu perfil não tem acesso a esta funcionalidade.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Salvar|Enviar/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  }
});
