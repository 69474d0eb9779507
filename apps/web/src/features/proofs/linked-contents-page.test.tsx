import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ProofQuery } from '../../generated/lms/graphql.ts';
import { stubApi } from '../../test/api-stub.ts';
import { renderProofScreen } from './proofs-test-app.tsx';

const PROOF: NonNullable<ProofQuery['proof']> = {
  id: 5,
  title: 'Prova de seguros',
  prooftype_id: 3,
  active: 1,
  minimum: 1,
  attempts: 2,
  date_publish: '2026-03-01T12:00:00.000Z',
  date_unpublish: null,
  date_publish_format: '01/03/2026 09:00',
  date_unpublish_format: '',
  updated_at: 'v1',
};

beforeEach(() => {
  stubApi({
    graphql: { Proof: (): ProofQuery => ({ proof: PROOF }) },
    rest: {
      'GET /api/v1/lms/linked-proofs': () => ({
        data: [
          { id: 3, title: 'Seguro Auto', type: 'Curso' },
          { id: 7, title: 'Trilha de vendas', type: 'Trilha' },
        ],
        total: 2,
      }),
    },
  });
});

describe('/Proof-composition/{proof_id}', () => {
  it('names the proof whose contents it lists, and leads to each content and back to its type', async () => {
    await renderProofScreen('/Proof-composition/5');
    expect(await screen.findByRole('heading', { name: 'Conteúdos Vinculados — Prova de seguros' })).toBeTruthy();
    const trail = (await screen.findByRole('cell', { name: 'Trilha de vendas' })).closest('tr')!;
    expect(within(trail).getByRole('link', { name: 'Editar trilha' }).getAttribute('href')).toBe('/Trail-edit/7');
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe('/Proof/3');
  });
});
