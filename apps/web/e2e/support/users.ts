import type { Page } from '@playwright/test';
import { gql } from './api.ts';

/** A demo user (password demo12345) moved to a profile through the API, as an administrator would. */
export async function demoUserOfProfile(admin: Page, mail: string, profileId: number) {
  const found = await gql(admin, 'account', `query ($s: String) { users_collections(search: $s) { id name mail uid } }`, { s: mail });
  const user = found.users_collections[0];
  await gql(admin, 'account', `mutation ($id: Int!, $input: UserInput!) { updateUser(id: $id, input: $input) { id } }`, {
    id: user.id,
    input: { name: user.name, mail: user.mail, uid: user.uid, profile_id: profileId, is_blocked: 0, blocked_description: null },
  });
  return user as { id: number; name: string; mail: string };
}

/** The id of the profile titled `title` (the demo's 'Marketing' and 'Atendimento'). */
export async function profileIdTitled(admin: Page, title: string): Promise<number> {
  const { profiles_collections } = await gql(admin, 'account', `{ profiles_collections { id title } }`);
  return profiles_collections.find((p: { title: string }) => p.title === title).id;
}
