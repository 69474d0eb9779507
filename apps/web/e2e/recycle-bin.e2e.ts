import type { Page } from '@playwright/test';
import { BIN_MESSAGES } from '@backoffice/domain/recycle-bin';
import { expect, test } from './support/test.ts';
import { gql } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { pick } from './support/form.ts';
import { tabTo } from './support/keyboard.ts';
import { rowTitled, search } from './support/list.ts';
import { asAdmin, menu } from './support/session.ts';

/** Demo online courses and a digital content (apps/server/src/seed). */
const ITEMS = [
  { type: 'course', title: 'Atendimento consultivo', search: 'consultivo' },
  { type: 'asset', title: 'Infográfico Seguro Auto', search: 'Infográfico' },
  { type: 'course', title: 'Fundamentos do Seguro Auto', search: 'Fundamentos' },
] as const;
const ITEM_LABEL = { course: 'Curso', asset: 'Conteúdo' };

/** A trail made through the API, with ITEMS added in their order; returns its id. */
async function trailWithItems(page: Page, title: string): Promise<number> {
  const { get_users_by_profile: owners } = await gql(page, 'account', `{ get_users_by_profile(id: 1) { id } }`);
  const { category_collections: categories } = await gql(page, 'dam', `{ category_collections { id } }`);
  const { proof_collections: proofs } = await gql(page, 'lms', `{ proof_collections(type_id: 1) { id } }`);
  const { proof_collections: reactions } = await gql(page, 'lms', `{ proof_collections(type_id: 2) { id } }`);
  const { createOrUpdateTrail } = await gql(
    page,
    'lms',
    `mutation ($title: String!, $owner: Int, $categories: [Int!], $proof: Int, $reaction: Int) {
      createOrUpdateTrail(title: $title, description: "Trilha da Lixeira", active: 1, blockcontent: 0, owner: $owner,
        categories: $categories, proof_id: $proof, reactionevaluation_id: $reaction) { id }
    }`,
    { title, owner: owners[0].id, categories: [categories[0].id], proof: proofs[0].id, reaction: reactions[0].id },
  );
  const trailId: number = createOrUpdateTrail.id;
  for (const item of ITEMS) {
    const { trail_item_options: options } = await gql(
      page,
      'lms',
      `query ($type: String!, $s: String) { trail_item_options(type: $type, search: $s) { id title } }`,
      {
        type: item.type,
        s: item.search,
      },
    );
    const option = options.find((o: { title: string }) => o.title === item.title);
    await gql(page, 'lms', `mutation ($t: Int!, $type: String!, $id: Int!) { createTrailItems(trail_id: $t, item_type: $type, item_id: $id) { id } }`, {
      t: trailId,
      type: item.type,
      id: option.id,
    });
  }
  return trailId;
}

/** The trail's items screen, as 'position type title'. */
async function itemsInOrder(page: Page): Promise<string[]> {
  return (await page.getByTestId('trail-item').allInnerTexts()).map((text) => text.split(/\s+/).join(' ').trim());
}

const EXPECTED_ORDER = ITEMS.map((item, i) => `${i + 1} ${ITEM_LABEL[item.type]} ${item.title}`);

test("recycle bin: a trail deleted from its list comes back from 'Lixeira', by keyboard, with its items in their order", async ({ page }) => {
  const title = `Trilha Lixeira E2E ${Date.now()}`;
  await asAdmin(page);
  const trailId = await trailWithItems(page, title);
  await page.goto(`/#/Trail-has-course/${trailId}`);
  await expect.poll(() => itemsInOrder(page)).toEqual(EXPECTED_ORDER);

  // Deleted from the trails' list: selected, 'Excluir', confirmed.
  await menu(page).getByRole('link', { name: 'Trilhas' }).click();
  await search(page, title);
  await rowTitled(page, title)
    .getByRole('checkbox', { name: `Selecionar ${trailId}`, exact: true })
    .check();
  await page.getByRole('region', { name: 'Ações em massa' }).getByRole('button', { name: 'Excluir', exact: true }).click();
  const deletion = page.getByRole('dialog', { name: 'Atenção!' });
  await deletion.getByRole('button', { name: 'Excluir', exact: true }).click();
  await expect(deletion.getByRole('status')).toHaveText('Concluído: 1 de 1.');
  await page.keyboard.press('Escape');
  await expect(deletion).toBeHidden();
  await expect(rowTitled(page, title)).toHaveCount(0);

  // 'Lixeira' from the menu: the trail, filtered by its type (kept in the URL).
  await menu(page).getByRole('link', { name: 'Lixeira' }).click();
  await expect(page).toHaveURL(/#\/Lixeira$/);
  await expect(page.getByRole('heading', { name: 'Lixeira' })).toBeVisible();
  await pick(page, 'Tipo', 'Trilha');
  await expect(page).toHaveURL(/#\/Lixeira\?type=trail$/);
  const entry = rowTitled(page, title);
  await expect(entry.getByRole('cell')).toHaveText(['Trilha', title, /\S/, /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/, '30', '']);
  await expect(entry.getByRole('cell').nth(2)).not.toHaveText('—');
  await expectNoAxeViolations(page);

  // Restored by keyboard: Tab to 'Restaurar', Enter, the dialog's 'Restaurar' by Tab and Enter.
  await tabTo(page, entry.getByRole('button', { name: 'Restaurar' }));
  await page.keyboard.press('Enter');
  const restore = page.getByRole('dialog', { name: 'Atenção!' });
  await expect(restore).toContainText(BIN_MESSAGES.restoreConfirmation);
  await expectNoAxeViolations(page);
  await tabTo(page, restore.getByRole('button', { name: 'Restaurar' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: BIN_MESSAGES.restored })).toBeVisible();
  await expect(rowTitled(page, title)).toHaveCount(0);

  // Back in its list, with its items in their order.
  await menu(page).getByRole('link', { name: 'Trilhas' }).click();
  await search(page, title);
  await rowTitled(page, title).getByRole('link', { name: 'Conteúdos' }).click();
  await expect(page).toHaveURL(new RegExp(`#/Trail-has-course/${trailId}$`));
  await expect.poll(() => itemsInOrder(page)).toEqual(EXPECTED_ORDER);
});
