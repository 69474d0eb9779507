import type { Page } from '@playwright/test';
import { gql } from './api.ts';

/** An active online course made through the API, with every field its form requires; its id. */
export async function createOnlineCourse(page: Page, title: string): Promise<number> {
  const { get_users_by_profile: owners } = await gql(page, 'account', `{ get_users_by_profile(id: 1) { id } }`);
  const { category_collections: categories } = await gql(page, 'dam', `{ category_collections { id } }`);
  const { proof_collections: proofs } = await gql(page, 'lms', `{ proof_collections(type_id: 1) { id } }`);
  const { proof_collections: reactions } = await gql(page, 'lms', `{ proof_collections(type_id: 2) { id } }`);
  const { createOrUpdateCourse } = await gql(
    page,
    'lms',
    `mutation ($title: String!, $owner: Int, $categories: [Int!], $proof: Int, $reaction: Int) {
      createOrUpdateCourse(type: "online", title: $title, description: "Curso feito pelo teste", active: 1, external_view: 0, showgrid: 1,
        owner: $owner, hours: 1, minutes: 0, categories: $categories, proof_id: $proof, reactionevaluation_id: $reaction) { id }
    }`,
    { title, owner: owners[0].id, categories: [categories[0].id], proof: proofs[0].id, reaction: reactions[0].id },
  );
  return createOrUpdateCourse.id;
}
