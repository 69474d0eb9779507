import { matchPath } from 'react-router';
import { menuFor, type MenuEntry } from '@backoffice/domain/modules';
import { SCREENS } from './screens.ts';

/** Menu entries the user's modules allow and that lead to a screen of this build. */
export function visibleMenu(modules: readonly string[]): MenuEntry[] {
  return menuFor(modules).filter((entry) => SCREENS.some((s) => matchPath({ path: s.path, end: true }, entry.path)));
}
