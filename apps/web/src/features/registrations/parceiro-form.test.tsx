import { MantineProvider } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRANCH_ID } from '@backoffice/domain/constants';
import { PARCEIRO_MESSAGES } from '@backoffice/domain/schemas/registration';
import { renderWithApp } from '../../test/render.tsx';
import type { RealEstateMatch } from './api/verify-real-estate.ts';
import { ParceiroForm, type ParceiroFormValues } from './parceiro-form.tsx';

const BRANCHES = [
  { value: String(BRANCH_ID.REAL_ESTATE), label: 'Imobiliária' },
  { value: String(BRANCH_ID.STATUS_ENABLED), label: 'Parceiro comercial' },
  { value: '400', label: 'Seguros' },
];

const record = (changes: Partial<ParceiroFormValues> = {}): ParceiroFormValues => ({
  name: 'Maria Lima',
  email: 'maria@exemplo.com.br',
  cpf: '529.982.247-25',
  phone: '(11) 91234-5678',
  company: 'Imob Lima',
  role: 'Gerente',
  branch: '400',
  aprovado: null,
  cnpj_cpf_imobiliaria: '',
  cod_imobiliaria: '',
  ...changes,
});

/** The version of the loaded partner, which every save sends back. */
const VERSION = { updated_at: '2026-01-03T09:00:00.000Z' };

function renderForm(
  data: ParceiroFormValues,
  verify: (identifier: string) => Promise<RealEstateMatch> = async () => ({ exists: true, name: 'Imob', document: null, code: null }),
) {
  const onSave = vi.fn(async () => undefined);
  const verifyMock = vi.fn(verify);
  // env="test": without layout (happy-dom) a Select's dropdown would be hidden as detached.
  renderWithApp(
    <MantineProvider env="test">
      <ParceiroForm record={{ isPending: false, isError: false, data, ...VERSION }} branches={BRANCHES} verify={verifyMock} onSave={onSave} />
    </MantineProvider>,
    { path: '/Parceiro-edit/1' },
  );
  return { onSave, verify: verifyMock };
}

async function pick(placeholder: string, option: string) {
  fireEvent.click(screen.getByPlaceholderText(placeholder));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  // The dropdown closes with a transition; wait until its options are gone.
  await waitFor(() => expect(screen.queryAllByRole('option')).toHaveLength(0));
}

const pickBranch = (label: string) => pick('Escolha o ramo de atuação', label);
const statusInput = () => screen.queryByPlaceholderText('Escolha o status') as HTMLInputElement | null;

const hint = () => screen.queryByText(PARCEIRO_MESSAGES.oneOfTwo);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

describe('ParceiroForm', () => {
  it('shows Status only for branch 298188 and the real-estate fields only for 306849', async () => {
    renderForm(record());
    await screen.findByDisplayValue('Maria Lima');
    expect(statusInput()).toBeNull();
    expect(screen.queryByLabelText('CNPJ/CPF da imobiliária')).toBeNull();
    expect(hint()).toBeNull();

    await pickBranch('Parceiro comercial');
    expect(statusInput()!.value).toBe('Não definido');
    expect(screen.queryByLabelText('Código da imobiliária')).toBeNull();

    await pickBranch('Imobiliária');
    expect(statusInput()).toBeNull();
    expect(screen.getByLabelText('CNPJ/CPF da imobiliária')).toBeTruthy();
    expect(screen.getByLabelText('Código da imobiliária')).toBeTruthy();
  });

  it('shows the orange hint only while both real-estate fields are empty', async () => {
    renderForm(record({ branch: String(BRANCH_ID.REAL_ESTATE) }));
    await screen.findByDisplayValue('Maria Lima');
    const text = hint()!;
    expect(text).toBeTruthy();
    expect(text.getAttribute('style')).toContain('orange');
    fireEvent.change(screen.getByLabelText('Código da imobiliária'), { target: { value: '123' } });
    expect(hint()).toBeNull();
    fireEvent.change(screen.getByLabelText('Código da imobiliária'), { target: { value: '' } });
    expect(hint()).toBeTruthy();
    // On save the hint is the message: not repeated in red under the field.
    save();
    await waitFor(() => expect(screen.getAllByText(PARCEIRO_MESSAGES.oneOfTwo)).toHaveLength(1));
  });

  it('refuses a document shorter than 11 digits when the field is left', async () => {
    const { verify } = renderForm(record({ branch: String(BRANCH_ID.REAL_ESTATE) }));
    await screen.findByDisplayValue('Maria Lima');
    const field = screen.getByLabelText('CNPJ/CPF da imobiliária');
    fireEvent.change(field, { target: { value: '123.456' } });
    fireEvent.blur(field);
    expect(await screen.findByText(PARCEIRO_MESSAGES.shortDocument)).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  const failures: Array<[string, () => Promise<RealEstateMatch>, string]> = [
    ['the base is empty (null)', async () => null, PARCEIRO_MESSAGES.nullResult],
    ['the identifier is not in the base', async () => ({ exists: false, name: null, document: null, code: null }), PARCEIRO_MESSAGES.notFound],
    ['the check fails', () => Promise.reject(new Error('rede')), PARCEIRO_MESSAGES.failure],
  ];
  it.each(failures)('does not save when %s', async (_case, verify, message) => {
    const { onSave } = renderForm(record({ branch: String(BRANCH_ID.REAL_ESTATE), cnpj_cpf_imobiliaria: '12.345.678/0001-90' }), verify);
    await screen.findByDisplayValue('Maria Lima');
    save();
    const alert = await screen.findByTestId('real-estate-outcome');
    expect(alert.textContent).toBe(message);
    expect(alert.getAttribute('style') ?? alert.className).toMatch(/red/);
    // Validation rule: the text itself is red, not black on a pale red box (Mantine's light Alert).
    expect(screen.getByText(message).getAttribute('style')).toContain('--mantine-color-red-text');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks on blur and saves a found partner with digits only', async () => {
    const { onSave, verify } = renderForm(record({ branch: String(BRANCH_ID.REAL_ESTATE) }), async (identifier) =>
      identifier === '12345678000190'
        ? { exists: true, name: 'Imob Centro', document: identifier, code: null }
        : { exists: false, name: null, document: null, code: null },
    );
    await screen.findByDisplayValue('Maria Lima');
    const field = screen.getByLabelText('CNPJ/CPF da imobiliária');
    fireEvent.change(field, { target: { value: '12.345.678/0001-90' } });
    fireEvent.blur(field);
    expect((await screen.findByTestId('real-estate-outcome')).textContent).toBe('Cadastro encontrado na base Imobiliária: Imob Centro');
    expect(verify).toHaveBeenCalledWith('12345678000190');
    save();
    expect(await screen.findByText('Salvo com sucesso!')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Maria Lima',
        email: 'maria@exemplo.com.br',
        cpf: '52998224725',
        phone: '11912345678',
        company: 'Imob Lima',
        role: 'Gerente',
        branch: BRANCH_ID.REAL_ESTATE,
        aprovado: null,
        cnpj_cpf_imobiliaria: '12345678000190',
        cod_imobiliaria: null,
      },
      VERSION,
    );
  });

  it('sends the chosen status for branch 298188 and no real-estate fields', async () => {
    const { onSave, verify } = renderForm(record({ branch: String(BRANCH_ID.STATUS_ENABLED), cod_imobiliaria: '99' }));
    await screen.findByDisplayValue('Maria Lima');
    await pick('Escolha o status', 'Reprovado');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ branch: BRANCH_ID.STATUS_ENABLED, aprovado: false, cod_imobiliaria: null }), VERSION);
    expect(verify).not.toHaveBeenCalled();
  });
});
