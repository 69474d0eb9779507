import { describe, expect, it } from 'vitest';
import { BRANCH_ID } from '../constants.ts';
import { corretorUserInput, PARCEIRO_MESSAGES, parceiroInput } from './registration.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

const parceiro = {
  name: 'Maria Lima',
  email: 'maria@exemplo.com.br',
  cpf: '529.982.247-25',
  company: 'Imob Lima',
  role: 'Gerente',
  phone: '(11) 3234-5678',
  branch: BRANCH_ID.REAL_ESTATE,
  aprovado: true,
  cnpj_cpf_imobiliaria: '',
  cod_imobiliaria: '',
};

describe('corretorUserInput', () => {
  it('strips the CPF mask and requires the broker fields with the friendly names', () => {
    const ok = corretorUserInput.parse({
      name: 'João',
      cpf: '529.982.247-25',
      email: 'joao@x.com',
      telefone: '(11) 91234-5678',
      papel: '2',
      susep_externalId: '12345',
      susep_grupo: 340431,
    });
    expect(ok.cpf).toBe('52998224725');
    expect(ok.telefone).toBe('11912345678');
    expect(ok.papel).toBe(2);
    expect(firstMessage(corretorUserInput.safeParse({ ...ok, papel: '' }))).toBe('O campo papel é obrigatório!');
    expect(firstMessage(corretorUserInput.safeParse({ ...ok, susep_externalId: '' }))).toBe('O campo código susep é obrigatório!');
    expect(firstMessage(corretorUserInput.safeParse({ ...ok, susep_grupo: null }))).toBe('O campo susep grupo é obrigatório!');
    expect(firstMessage(corretorUserInput.safeParse({ ...ok, susep_grupo: 1 }))).toBe(
      "Grupo Susep inválido: '1'. Use um de: SUSEP (340431), SUSEP PLENA (340432).",
    );
    expect(firstMessage(corretorUserInput.safeParse({ ...ok, papel: ' Gerente ' }))).toBe(
      "Papel inválido: 'Gerente'. Use um de: Funcionário (1), Sócio (2), Preposto (3).",
    );
    expect(firstMessage(corretorUserInput.safeParse({ ...ok, susep_externalId: '12345678901' }))).toBe(
      'O campo código susep deve ter no máximo 10 caracteres.',
    );
  });
});

describe('parceiroInput', () => {
  it('asks real-estate partners for a document or a code', () => {
    expect(firstMessage(parceiroInput.safeParse(parceiro))).toBe(PARCEIRO_MESSAGES.oneOfTwo);
    expect(firstMessage(parceiroInput.safeParse({ ...parceiro, cnpj_cpf_imobiliaria: '123.456' }))).toBe(PARCEIRO_MESSAGES.shortDocument);
    const ok = parceiroInput.parse({ ...parceiro, cnpj_cpf_imobiliaria: '12.345.678/0001-90' });
    expect(ok.cnpj_cpf_imobiliaria).toBe('12345678000190');
    expect(ok.aprovado).toBeNull();
    expect(firstMessage(parceiroInput.safeParse({ ...parceiro, cod_imobiliaria: '12a' }))).toBe(PARCEIRO_MESSAGES.codeNumeric);
  });

  it('keeps the status only for branch 298188 and drops real-estate fields elsewhere', () => {
    const status = parceiroInput.parse({ ...parceiro, branch: BRANCH_ID.STATUS_ENABLED, aprovado: false, cod_imobiliaria: '99' });
    expect(status.aprovado).toBe(false);
    expect(status.cod_imobiliaria).toBeNull();
  });
});
