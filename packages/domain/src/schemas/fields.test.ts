import { describe, expect, it } from 'vitest';
import { cpfFromBase, formatCpf } from '../documents.ts';
import { assetInput } from './asset.ts';
import { contentInput } from './content.ts';
import { CPF_CHECK_DIGITS_WARNING, INVALID_CPF } from './messages.ts';
import {
  acceptOf,
  cpfCheckDigitsWarning,
  cpfFilter,
  FILE_REQUIRED,
  flag,
  flagOr,
  hoursField,
  minutesField,
  optionalLink,
  ownerId,
  requiredLink,
  URL_MAX,
} from './fields.ts';

const messages = { required: 'Informe o link', invalid: 'Link inválido' };

describe('field kit', () => {
  it('reads a flag from a checkbox or from 0/1, and a missing one as its default', () => {
    expect([true, false, 1, 0].map((v) => flag.parse(v))).toEqual([1, 0, 1, 0]);
    expect(flag.safeParse('1').success).toBe(false);
    expect([undefined, null, false].map((v) => flagOr(1).parse(v))).toEqual([1, 1, 0]);
  });

  it('accepts the same links in every form: http(s) on a named host, at most 255 characters', () => {
    const good = ['https://exemplo.com.br/campanha', 'http://exemplo.com/a?b=1'];
    const bad = ['exemplo.com.br', 'javascript:alert(1)', 'ftp://exemplo.com/a', 'não é um link', `https://exemplo.com/${'a'.repeat(URL_MAX)}`];
    for (const link of good) {
      expect(requiredLink(messages).parse(link)).toBe(link);
      expect(optionalLink(messages.invalid).parse(link)).toBe(link);
    }
    for (const link of bad) {
      expect(requiredLink(messages).safeParse(link).success).toBe(false);
      expect(optionalLink(messages.invalid).safeParse(link).success).toBe(false);
    }
    expect(requiredLink(messages).safeParse('  ').error?.issues[0].message).toBe(messages.required);
    expect(optionalLink(messages.invalid).parse('  ')).toBeNull();
  });

  it('gives the asset and the highlight forms one link rule', () => {
    const base = { title: 'T', date_publish: '2026-01-01T03:00:00.000Z' };
    for (const directlink of ['https://exemplo.com/a', 'exemplo.com.br', 'javascript:alert(1)']) {
      const asset = assetInput.safeParse({ ...base, directlink }).success;
      const content = contentInput.safeParse({ ...base, content: 'c', directlink, module_name: 'Testimony' }).success;
      expect(asset).toBe(content);
    }
  });

  it('reads an owner as a user id, empty as none', () => {
    const owner = ownerId('Responsável inválido');
    expect(owner.parse('')).toBe(0);
    expect(owner.parse('12')).toBe(12);
    expect(owner.safeParse(-1).error?.issues[0].message).toBe('Responsável inválido');
  });

  it('bounds the workload to 3 digits of hours and minutes under an hour', () => {
    expect(hoursField('h').parse('999')).toBe(999);
    expect(hoursField('h').safeParse(1000).success).toBe(false);
    expect(hoursField('Digite a carga horária (horas)').safeParse('').error?.issues[0].message).toBe('Digite a carga horária (horas)');
    expect(minutesField('m').parse(59)).toBe(59);
    expect(minutesField('m').safeParse(60).success).toBe(false);
  });

  it('says the range of a workload out of it, and keeps the required text for an empty one', () => {
    const minutes = minutesField('Digite a carga horária (minutos)');
    for (const value of [60, 75, '99', -1, 1.5]) {
      expect(minutes.safeParse(value).error?.issues[0].message, String(value)).toBe('Os minutos devem estar entre 0 e 59.');
    }
    expect(minutes.safeParse('').error?.issues[0].message).toBe('Digite a carga horária (minutos)');
    expect(minutes.safeParse(null).error?.issues[0].message).toBe('Digite a carga horária (minutos)');
    const hours = hoursField('Digite a carga horária (horas)');
    for (const value of [1000, -2, 2.5]) expect(hours.safeParse(value).error?.issues[0].message, String(value)).toBe('As horas devem estar entre 0 e 999.');
    expect(hours.safeParse(undefined).error?.issues[0].message).toBe('Digite a carga horária (horas)');
  });

  it('takes a CPF filter with or without its mask, empty as none', () => {
    const cpf = cpfFromBase(123456789);
    expect(cpfFilter.parse(formatCpf(cpf))).toBe(cpf);
    expect(cpfFilter.parse(cpf)).toBe(cpf);
    expect(cpfFilter.parse('')).toBeNull();
    expect(cpfFilter.safeParse('1234567890').success).toBe(false);
  });

  it('takes a CPF filter of 11 digits, formatted or not, and refuses letters and other shapes', () => {
    for (const bad of ['5299822472a', '529.982.247-2x', 'abc.def.ghi-jk', '529-982-247.25', '529.982.247-256', '529 982 247 25', '529.982.24725-']) {
      expect(cpfFilter.safeParse(bad).error?.issues[0].message, bad).toBe(INVALID_CPF);
    }
    expect(cpfFilter.parse('529.982.24725')).toBe('52998224725');
  });

  it('searches a CPF filter with wrong check digits, warning about it', () => {
    // the validation rules of the spec states the pattern only: a mistyped CPF still finds nobody rather than being refused.
    expect(cpfFilter.parse('529.982.247-26')).toBe('52998224726');
    expect(cpfFilter.parse('111.111.111-11')).toBe('11111111111');
    expect(cpfCheckDigitsWarning('529.982.247-26')).toBe(CPF_CHECK_DIGITS_WARNING);
    expect(cpfCheckDigitsWarning('111.111.111-11')).toBe(CPF_CHECK_DIGITS_WARNING);
    expect(cpfCheckDigitsWarning('529.982.247-25')).toBeNull();
    // Nothing to warn about while the CPF is being typed.
    expect(cpfCheckDigitsWarning('529.982.24')).toBeNull();
    expect(cpfCheckDigitsWarning('')).toBeNull();
  });

  it('words the missing file and the accepted kinds once', () => {
    expect(FILE_REQUIRED).toBe('O campo arquivo é obrigatório!');
    expect(acceptOf('image')).toBe('image/jpeg,image/png,image/gif,image/webp');
  });
});
