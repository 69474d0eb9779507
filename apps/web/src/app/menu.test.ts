import { describe, expect, it } from 'vitest';
import { MODULE_NAMES } from '@backoffice/domain/modules';
import { visibleMenu } from './menu.ts';

describe('visibleMenu', () => {
  it('always shows Início, and only the entries of the modules given', () => {
    expect(visibleMenu([]).map((e) => e.label)).toEqual(['Início']);
    expect(visibleMenu(['Profile']).map((e) => e.label)).toEqual(['Início', 'Perfis Admin', 'Lixeira']);
  });

  it("offers 'Lixeira' only to users holding the module of some type of the bin", () => {
    expect(visibleMenu(['Dashboard', 'Corretor']).map((e) => e.label)).toEqual(['Início', 'Dashboard', 'SSO Corretores']);
    expect(visibleMenu(['Banner']).map((e) => e.label)).toEqual(['Início', 'Banner', 'Lixeira']);
  });

  it('offers only entries that lead to a screen of this build', () => {
    const labels = visibleMenu([...MODULE_NAMES]).map((e) => e.label);
    expect(labels).toContain('Perfis Admin');
    expect(labels.every((l) => typeof l === 'string')).toBe(true);
  });
});
