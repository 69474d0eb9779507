import type { ModuleName } from './modules.ts';

/**
 * The kinds of digital asset (the `module_name` of an asset, the `{type}` of /Dam/{type}) and the
 * account module each one belongs to. Every operation and route on assets checks this table.
 * Plain data, apart from the zod schemas of schemas/asset.ts: the web's route table reads it, and
 * must not bring zod to the first screen with it.
 */
export const ASSET_TYPES = {
  Media: { module: 'Media', title: 'Conteúdo Digital', file: 'document', parent: false },
  Banner: { module: 'Banner', title: 'Banner', file: 'image', parent: false },
  chatBanner: { module: 'ChatBanner', title: 'Banner da Sala Virtual', file: 'image', parent: false },
  /** Attachments of a virtual room: external_parent_id is the room id. */
  AnexoSala: { module: 'Chat', title: 'Anexos da sala', file: 'document', parent: true },
  /** Attachments of a course (/DamCourse/...): external_parent_id is the course id. */
  AnexoCurso: { module: 'Course', title: 'Anexos do curso', file: 'document', parent: true },
} as const satisfies Record<string, { module: ModuleName; title: string; file: 'document' | 'image'; parent: boolean }>;

export type AssetType = keyof typeof ASSET_TYPES;
export const ASSET_TYPE_NAMES = Object.keys(ASSET_TYPES) as AssetType[];

export function isAssetType(value: unknown): value is AssetType {
  return typeof value === 'string' && Object.hasOwn(ASSET_TYPES, value);
}

/** The modules that reach some asset type (what a route accepts before it knows the type). */
export const ASSET_MODULES: readonly ModuleName[] = [...new Set(ASSET_TYPE_NAMES.map((t) => ASSET_TYPES[t].module))];
