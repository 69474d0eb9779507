import { ASSET_TYPE_NAMES, ASSET_TYPES } from '@backoffice/domain/asset-types';
import type { Screen } from '../../lib/screen.ts';

type Load = Screen['load'];
const list: Load = () => import('./assets-page.tsx');
const file: Load = () => import('./asset-file-page.tsx');
const edit: Load = () => import('./asset-edit-page.tsx');
const trails: Load = () => import('./asset-trails-page.tsx');

/**
 * The asset screens, one set per type so each answers to its type's module (and the menu's
 * /Dam/Media, /Dam/Banner and /Dam/chatBanner lead somewhere). Course attachments live under
 * /DamCourse...; the other types under /Dam....
 */
export function assetScreens(): Screen[] {
  const screens = ASSET_TYPE_NAMES.flatMap((type) => {
    const module = ASSET_TYPES[type].module;
    const shared = [{ path: `/dam-edit-file/${type}/:id`, module, load: file }];
    if (module === 'Course') {
      return [
        { path: `/DamCourse/${type}/:external_parent_id`, module, load: list },
        { path: `/DamCourse-new/${type}/:external_parent_id`, module, load: file },
        { path: `/DamCourse-edit/${type}/:external_parent_id/:id`, module, load: edit },
        ...shared,
      ];
    }
    return [
      { path: `/Dam/${type}`, module, load: list },
      { path: `/Dam/${type}/:external_parent_id`, module, load: list },
      { path: `/Dam-new/${type}`, module, load: file },
      { path: `/Dam-new/${type}/:external_parent_id`, module, load: file },
      { path: `/dam-edit/${type}/:id`, module, load: edit },
      ...shared,
    ];
  });
  return [...screens, { path: '/dam-composition/:id', module: 'Media', load: trails }];
}
