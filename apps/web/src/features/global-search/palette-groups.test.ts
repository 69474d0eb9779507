import { describe, expect, it } from 'vitest';
import { MENU } from '@backoffice/domain/modules';
import { paletteGroups, paletteScreens } from './palette-groups.ts';

const hit = (kind: string, id: number) => ({ kind, title: `${kind} ${id}`, detail: `#${id}`, path: `/${kind}-edit/${id}` });

describe('paletteGroups', () => {
  it('lists the screens whose name holds the term first, without case or accents', () => {
    const groups = paletteGroups('relatorios', [], paletteScreens(MENU, ['Dashboard']));
    expect(groups[0].label).toBe('Telas');
    expect(groups[0].items).toContainEqual({ title: 'Relatórios · Turmas presenciais', path: '/reports/turmas-presenciais', detail: 'Tela' });
    expect(paletteGroups('relatorios', [], paletteScreens(MENU, ['Course']))).toEqual([]);
    expect(paletteGroups('TURMAS', [], MENU)[0].items.map((i) => i.path)).toContain('/Classroom');
  });

  it('groups the records by kind, in the order of the kinds, with their labels', () => {
    const groups = paletteGroups('xyz', [hit('room', 3), hit('user', 1), hit('course', 2), hit('user', 4)], MENU);
    expect(groups.map((g) => g.label)).toEqual(['Usuários', 'Cursos', 'Salas virtuais']);
    expect(groups[0].items.map((i) => i.path)).toEqual(['/user-edit/1', '/user-edit/4']);
  });

  it('offers nothing for an empty term, and drops kinds it does not know', () => {
    expect(paletteGroups('  ', [hit('user', 1)], MENU)).toEqual([]);
    expect(paletteGroups('abc', [hit('secret', 1)], MENU)).toEqual([]);
  });
});
