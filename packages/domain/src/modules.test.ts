import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODULES, BIN_MODULES, MENU, MODULE_NAMES, menuFor } from './modules.ts';
import { BIN_TYPES } from './recycle-bin.ts';

describe('module table', () => {
  it('has one account module row per module name, with unique ids', () => {
    expect(ACCOUNT_MODULES.map((m) => m.name).sort()).toEqual([...MODULE_NAMES].sort());
    expect(new Set(ACCOUNT_MODULES.map((m) => m.id)).size).toBe(ACCOUNT_MODULES.length);
  });

  it('builds the menu of both specifications from the modules', () => {
    expect(menuFor([]).map((e) => e.label)).toEqual(['Início']);
    expect(menuFor(['Proof']).map((e) => e.path)).toEqual(['/home', '/Proof/1', '/Proof/2', '/Proof/3', '/Lixeira']);
    // 'Lixeira' only with a module some type of the bin belongs to.
    expect(menuFor(['Dashboard', 'User']).map((e) => e.path)).toEqual(['/home', '/dashboard', '/User']);
    expect(menuFor([...MODULE_NAMES])).toHaveLength(MENU.length);
  });

  it("shows 'Lixeira' for exactly the modules of the bin's types", () => {
    expect([...BIN_MODULES].sort()).toEqual([...new Set(Object.values(BIN_TYPES).map((t) => t.module))].sort());
  });
});
