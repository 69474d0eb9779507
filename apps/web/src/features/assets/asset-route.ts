import { useLocation } from 'react-router';
import { ASSET_TYPES, isAssetType, type AssetType } from '@backoffice/domain/asset-types';

/**
 * Where an asset screen is: its type (the second path segment of every asset route), the item
 * attachments belong to, and whether it sits under the course attachments (/DamCourse...). The
 * same screens serve both; only these paths differ.
 */
export interface AssetRoute {
  type: AssetType | null;
  title: string;
  parent: number | null;
  course: boolean;
  list: string;
  create: string;
  edit: (id: number) => string;
  editFile: (id: number) => string;
}

export function assetRoute(type: AssetType | null, parent: number | null, course: boolean): AssetRoute {
  const tail = parent ? `/${parent}` : '';
  return {
    type,
    title: type ? ASSET_TYPES[type].title : 'Conteúdo',
    parent,
    course,
    list: course ? `/DamCourse/${type}${tail}` : `/Dam/${type}${tail}`,
    create: course ? `/DamCourse-new/${type}${tail}` : `/Dam-new/${type}${tail}`,
    edit: (id) => (course ? `/DamCourse-edit/${type}${tail}/${id}` : `/dam-edit/${type}/${id}`),
    editFile: (id) => `/dam-edit-file/${type}/${id}`,
  };
}

/** Routes whose third segment is the item attachments belong to (the others carry an asset id there). */
const PARENT_BASES = ['Dam', 'Dam-new', 'DamCourse', 'DamCourse-new', 'DamCourse-edit'];

export function useAssetRoute(): AssetRoute {
  const { pathname } = useLocation();
  const [, base = '', segment = '', third = ''] = pathname.split('/');
  const type = isAssetType(segment) ? segment : null;
  const parent = PARENT_BASES.includes(base) ? Number(third) : NaN;
  return assetRoute(type, Number.isInteger(parent) && parent > 0 ? parent : null, base.startsWith('DamCourse'));
}
