import { SEARCH_KINDS, type SearchKind } from '@backoffice/domain/search';
import type { MenuEntry } from '@backoffice/domain/modules';
import { REPORT_SCREENS } from '@backoffice/domain/reports';
import { foldText } from '@backoffice/domain/fold';

export interface PaletteItem {
  /** Where Enter goes: the route of a screen or of a record's edit screen (unique in the palette). */
  path: string;
  title: string;
  detail: string;
}

export interface PaletteGroup {
  label: string;
  items: PaletteItem[];
}

/** The screens the palette finds by name: the caller's menu, and the reports when the dashboard is theirs. */
export function paletteScreens(menu: readonly MenuEntry[], modules: readonly string[]): MenuEntry[] {
  const reports = modules.includes('Dashboard')
    ? REPORT_SCREENS.map((report) => ({ label: `Relatórios · ${report.title}`, path: `/reports/${report.slug}`, module: 'Dashboard' as const }))
    : [];
  return [...menu, ...reports];
}

/**
 * What the palette lists for a term: the caller's screens whose name holds it ('Telas', first:
 * 'turmas' opens Turmas Presenciais), then the records the server found, grouped by kind in the
 * order of SEARCH_KINDS.
 */
export function paletteGroups(
  term: string,
  hits: ReadonlyArray<{ kind: string; title: string; detail: string; path: string }>,
  menu: readonly MenuEntry[],
): PaletteGroup[] {
  const wanted = foldText(term.trim());
  if (!wanted) return [];
  const screens = menu.filter((entry) => foldText(entry.label).includes(wanted)).map((entry) => ({ path: entry.path, title: entry.label, detail: 'Tela' }));
  const groups: PaletteGroup[] = screens.length ? [{ label: 'Telas', items: screens }] : [];
  for (const kind of Object.keys(SEARCH_KINDS) as SearchKind[]) {
    const items = hits.filter((hit) => hit.kind === kind).map(({ path, title, detail }) => ({ path, title, detail }));
    if (items.length) groups.push({ label: SEARCH_KINDS[kind].label, items });
  }
  return groups;
}
