import { describe, expect, it } from 'vitest';
import { INSTRUCTOR_MESSAGES, instructorDeleteConfirmation, instructorInput, locationLabel } from './instructor.ts';
import { INVALID_CPF, required, tooLong } from './messages.ts';

const firstMessage = (value: unknown) => instructorInput.safeParse(value).error?.issues[0]?.message;

describe('instructorInput', () => {
  it('keeps the CPF masked whether typed with the mask or as digits, and reads the location as 1 or 0', () => {
    expect(instructorInput.parse({ nome: ' Ana Lima ', cpf: '52998224725', is_interno: 0 })).toEqual({
      nome: 'Ana Lima',
      cpf: '529.982.247-25',
      is_interno: false,
    });
    expect(instructorInput.parse({ nome: 'Ana', cpf: '529.982.247-25', is_interno: '1' }).is_interno).toBe(true);
    expect(instructorInput.parse({ nome: 'Ana', cpf: '529.982.247-25', is_interno: '0' }).is_interno).toBe(false);
    expect(instructorInput.parse({ nome: 'Ana', cpf: '529.982.247-25' }).is_interno).toBe(true);
  });

  it('words each refusal as the validation rules of the spec and the field kit do', () => {
    expect(firstMessage({ nome: '  ', cpf: '529.982.247-25' })).toBe(INSTRUCTOR_MESSAGES.nameEmpty);
    expect(firstMessage({ cpf: '529.982.247-25' })).toBe(INSTRUCTOR_MESSAGES.nameEmpty);
    expect(firstMessage({ nome: 'x'.repeat(81), cpf: '529.982.247-25' })).toBe(tooLong('nome', 80));
    expect(firstMessage({ nome: 'Ana', cpf: '' })).toBe(required('cpf'));
    expect(firstMessage({ nome: 'Ana', cpf: '529.982.247-255' })).toBe(tooLong('cpf', 14));
    expect(firstMessage({ nome: 'Ana', cpf: '529.982.247-24' })).toBe(INVALID_CPF);
    expect(firstMessage({ nome: 'Ana', cpf: '529.982.247-25', is_interno: 2 })).toBe(INSTRUCTOR_MESSAGES.location);
  });
});

describe('instructor texts', () => {
  it('labels the location and warns about new classrooms on delete', () => {
    expect([locationLabel(true), locationLabel(false)]).toEqual(['Interno', 'Externo']);
    expect(instructorDeleteConfirmation('Ana')).toBe(
      'Tem certeza que deseja excluir o instrutor Ana? Não será possível recuperar o registro após a exclusão. Novas turmas não poderão ser criadas com este instrutor.',
    );
  });
});
