import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SCREENS } from '../../app/screens.ts';
import TrailFormPage from './trail-form-page.tsx';
import TrailsPage from './trails-page.tsx';

const screenOf = (path: string) => SCREENS.find((s) => matchPath({ path: s.path, end: true }, path));

describe('trail screens', () => {
  it("opens the trail form from 'Meus Conteúdos' (/Trail-edit/{id}), under the Trail module", async () => {
    const screen = screenOf('/Trail-edit/13');
    expect(screen?.module).toBe('Trail');
    expect((await screen!.load()).default).toBe(TrailFormPage);
  });

  it("serves the list at the menu's /trail and at the spec's /Trail (back and after save)", async () => {
    for (const path of ['/trail', '/Trail']) {
      const screen = screenOf(path);
      expect(screen?.module).toBe('Trail');
      expect((await screen!.load()).default).toBe(TrailsPage);
    }
  });
});
