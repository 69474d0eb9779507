import { newTrailInput, trailInput } from '@backoffice/domain/schemas/trail';
import type { SaveTrailMutationVariables } from '../../generated/lms/graphql.ts';
import type { Trail } from './api/use-trail.ts';

export type TrailForm = {
  title: string;
  description: string;
  owner: string | null;
  /** Only a new trail's: on edit each category is linked as it is picked. */
  categories: string[];
  reactionevaluation_id: string | null;
  proof_id: string | null;
  blockcontent: boolean;
  active: boolean;
  date_publish: Date | null;
  date_unpublish: Date | null;
};

export const emptyTrail = (): TrailForm => ({
  title: '',
  description: '',
  owner: null,
  categories: [],
  reactionevaluation_id: null,
  proof_id: null,
  blockcontent: false,
  active: true,
  date_publish: null,
  date_unpublish: null,
});

export const trailToForm = (t: Trail): TrailForm => ({
  title: t.title,
  description: t.description ?? '',
  owner: t.owner ? String(t.owner) : null,
  categories: [],
  reactionevaluation_id: t.reactionevaluation ? String(t.reactionevaluation.id) : null,
  proof_id: t.proof ? String(t.proof.id) : null,
  blockcontent: t.blockcontent === 1,
  active: t.active === 1,
  date_publish: t.date_publish ? new Date(t.date_publish) : null,
  date_unpublish: t.date_unpublish ? new Date(t.date_unpublish) : null,
});

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The form's values (already accepted by the domain schema) as createOrUpdateTrail's variables. */
export function trailVariables(values: TrailForm, id: number | undefined): SaveTrailMutationVariables {
  const input = id ? trailInput.parse(values) : newTrailInput.parse(values);
  return { ...input, ...(id ? { id } : {}), date_publish: iso(input.date_publish), date_unpublish: iso(input.date_unpublish) };
}
