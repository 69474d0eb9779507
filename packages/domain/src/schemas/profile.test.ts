import { describe, expect, it } from 'vitest';
import { profileInput } from './profile.ts';

const message = (input: unknown) => {
  const result = profileInput.safeParse(input);
  return result.success ? null : result.error.issues[0].message;
};

describe('profileInput', () => {
  it('requires a title, trimmed', () => {
    expect(message({ title: '' })).toBe('O campo título é obrigatório!');
    expect(message({ title: '   ' })).toBe('O campo título é obrigatório!');
    expect(message({})).toBe('O campo título é obrigatório!');
    expect(profileInput.parse({ title: '  Gestores ' })).toEqual({ title: 'Gestores' });
  });

  it('allows at most 40 characters', () => {
    expect(message({ title: 'x'.repeat(40) })).toBeNull();
    expect(message({ title: 'x'.repeat(41) })).toBe('O campo título deve ter no máximo 40 caracteres.');
  });
});
