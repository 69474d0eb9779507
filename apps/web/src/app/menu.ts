import { matchPath } from 'react-router';
import { menuFor, type MenuEntry } from '@backoffice/domain/modules';
import { SCREENS } from './screens.ts';

/** Entries no module grants: only super administrators see them. */
export const SUPERADMIN_MENU: readonly MenuEntry[] = [{ label: 'Auditoria', path: '/Auditoria', module: null }];

/** Menu entries the user's modules (and super administrator profile) allow and that lead to a screen of this build. */
export function visibleMenu(modules: readonly string[], superadmin = false): MenuEntry[] {
  const entries = superadmin ? [...menuFor(modules), ...SUPERADMIN_MENU] : menuFor(modules);
  return entries.filter((entry) => SCREENS.some((s) => matchPath({ path: s.path, end: true }, entry.path)));
}
