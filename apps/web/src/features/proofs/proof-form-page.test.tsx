import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROOF_MESSAGES } from '@backoffice/domain/schemas/proof';
import { required } from '@backoffice/domain/schemas/messages';
import type { ProofQuery, SaveProofRecordMutation } from '../../generated/lms/graphql.ts';
import { stubApi, type ApiStub } from '../../test/api-stub.ts';
import { renderProofScreen } from './proofs-test-app.tsx';

const STORED = {
  id: 12,
  title: 'Prova de seguros',
  prooftype_id: 1,
  active: 1,
  minimum: 7,
  attempts: 3,
  date_publish: '2026-03-01T12:00:00.000Z',
  date_unpublish: null,
  date_publish_format: '01/03/2026 09:00',
  date_unpublish_format: '',
  updated_at: '2026-03-02T14:10:00.000Z',
};

let api: ApiStub;
let nextId = 40;
beforeEach(() => {
  api = stubApi({
    graphql: {
      Proof: ({ id }): ProofQuery => ({ proof: id === STORED.id ? STORED : null }),
      SaveProofRecord: ({ id, input }): SaveProofRecordMutation => ({
        createOrUpdateProof: { ...STORED, ...input, id: id ?? nextId++, updated_at: `2026-04-0${nextId % 9}T10:00:00.000Z` },
      }),
    },
  });
});
afterEach(() => act(() => notifications.clean()));

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('/Proof-new/{type_id}', () => {
  it('starts published now, tells the validation messages and sends nothing', async () => {
    await renderProofScreen('/Proof-new/3');
    expect(await screen.findByRole('heading', { name: 'Nova Avaliação — Quiz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Data de publicação/ }).textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    type(/^Mínimo de acertos/, '');
    save();
    expect(await screen.findByText(required('título'))).toBeTruthy();
    expect(screen.getByText(PROOF_MESSAGES.minimumRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Título/));
    expect(api.variablesOf('SaveProofRecord')).toEqual([]);
  });

  it('forces a negative minimum or attempts to 0 and keeps 3 digits at most', async () => {
    await renderProofScreen('/Proof-new/1');
    await screen.findByRole('heading', { name: 'Nova Avaliação — Avaliação' });
    type(/^Mínimo de acertos/, '-5');
    expect(field(/^Mínimo de acertos/).value).toBe('0');
    type(/^Tentativas/, '12345');
    expect(field(/^Tentativas/).value).toBe('123');
  });

  it('creates the proof of the route type, stays with Salvo com sucesso!, and a second save updates it', async () => {
    const opened = Date.now();
    const router = await renderProofScreen('/Proof-new/2');
    await screen.findByRole('heading', { name: 'Nova Avaliação — Aval. de reação' });
    type(/^Título/, '  Reação ao curso ');
    type(/^Mínimo de acertos/, '2');
    type(/^Tentativas/, '4');
    fireEvent.click(field(/^Ativo/));
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    const [first] = api.variablesOf('SaveProofRecord');
    expect(first).toMatchObject({ id: null, input: { title: 'Reação ao curso', prooftype_id: 2, active: 1, minimum: 2, attempts: 4, date_unpublish: null } });
    // State rule: a new proof is published now (to the minute the picker keeps), not at midnight.
    expect(Math.abs(new Date(first.input.date_publish).getTime() - opened)).toBeLessThan(60_000);
    expect(router.state.location.pathname).toBe('/Proof-new/2');
    expect(screen.getByRole('heading', { name: 'Editar Avaliação — Aval. de reação' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false));
    save();
    await waitFor(() => expect(api.variablesOf('SaveProofRecord')).toHaveLength(2));
    expect(api.variablesOf('SaveProofRecord')[1]).toMatchObject({ id: 40, input: { title: 'Reação ao curso' } });
  });
});

describe('/Proof-edit/{type_id}/{id}', () => {
  it('loads the proof and saves it with the version loaded, staying on the form', async () => {
    const router = await renderProofScreen('/Proof-edit/1/12');
    expect(await screen.findByDisplayValue('Prova de seguros')).toBeTruthy();
    expect(field(/^Mínimo de acertos/).value).toBe('7');
    expect(field(/^Ativo/).checked).toBe(true);
    type(/^Tentativas/, '-1');
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(api.variablesOf('SaveProofRecord')).toEqual([
      {
        id: 12,
        updated_at: STORED.updated_at,
        input: { title: 'Prova de seguros', prooftype_id: 1, active: 1, minimum: 7, attempts: 0, date_publish: STORED.date_publish, date_unpublish: null },
      },
    ]);
    expect(router.state.location.pathname).toBe('/Proof-edit/1/12');
  });

  it('tells an unknown proof type as not found', async () => {
    await renderProofScreen('/Proof-new/7');
    expect(await screen.findByText('Página não encontrada')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
