import { PROOF_MESSAGES, PROOF_TYPE_LABELS, proofTypeId } from '@backoffice/domain/schemas/proof';
import { proof } from '../../../db/schema/lms.ts';
import { activationActs } from '../../../platform/bulk/activation-acts.ts';
import { bulkTarget } from '../../../platform/bulk/bulk-target.ts';
import { instant, recordDates, yesNo } from '../../../platform/bulk/export-cells.ts';
import { UserError } from '../../../platform/errors.ts';
import { deleteProof, proofIdsOfType, proofsByIds } from './proof-store.ts';

type ProofRow = Awaited<ReturnType<typeof proofsByIds>>[number];

/**
 * /Proof/{type_id}: the list is of one type, the filter's parent, and has neither search nor
 * order of its own (active ones first, then by title). Without a valid type there is no list.
 */
export const proofBulk = bulkTarget<ProofRow>({
  kind: 'proof',
  ids: (db, { parent }) => {
    const type = proofTypeId.safeParse(parent);
    if (!type.success) throw new UserError(PROOF_MESSAGES.type);
    return proofIdsOfType(db, type.data);
  },
  rows: proofsByIds,
  columns: [
    { header: 'ID', value: (p) => p.id },
    { header: 'Título', width: 50, value: (p) => p.title },
    { header: 'Tipo', value: (p) => PROOF_TYPE_LABELS[p.prooftype_id] },
    { header: 'Ativo', value: (p) => yesNo(p.active) },
    { header: 'Mínimo de acertos', value: (p) => p.minimum },
    { header: 'Tentativas', value: (p) => p.attempts },
    { header: 'Publicação', value: (p) => instant(p.date_publish) },
    { header: 'Despublicação', value: (p) => instant(p.date_unpublish) },
    ...recordDates(),
  ],
  acts: {
    ...activationActs(proof, PROOF_MESSAGES.proofNotFound),
    // Refused while it has questions or a course, trail or room uses it.
    delete: ({ db }, user, id) => deleteProof(db, user, id),
  },
});
