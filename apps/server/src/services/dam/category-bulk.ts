import { CATEGORY_MESSAGES } from '@backoffice/domain/schemas/category';
import { category } from '../../db/schema/dam.ts';
import { activationActs } from '../../platform/bulk/activation-acts.ts';
import { bulkTarget } from '../../platform/bulk/bulk-target.ts';
import { recordDates, yesNo } from '../../platform/bulk/export-cells.ts';
import { segmentationActs } from '../account/segmentation/segmentation-bulk.ts';
import { categoriesByIds, categoryIds, deleteCategory } from './category-store.ts';

type CategoryView = Awaited<ReturnType<typeof categoriesByIds>>[number];

/** /Category and /SubCategory/{parent}: the children of the filter's parent (none: the top level). */
export const categoryBulk = bulkTarget<CategoryView>({
  kind: 'category',
  ids: (db, filter) => categoryIds(db, filter.parent ?? 0),
  rows: categoriesByIds,
  columns: [
    { header: 'ID', value: (c) => c.id },
    { header: 'Título', width: 40, value: (c) => c.title },
    { header: 'Prioridade', value: (c) => c.ordernum },
    { header: 'Ativo', value: (c) => yesNo(c.active) },
    { header: 'Categoria pai', width: 40, value: (c) => c.parent_title },
    { header: 'Ocultar em cursos', value: (c) => yesNo(c.hide_courses) },
    { header: 'Ocultar em trilhas', value: (c) => yesNo(c.hide_trails) },
    { header: 'Ocultar em conteúdos digitais', value: (c) => yesNo(c.hide_assets) },
    ...recordDates(),
  ],
  acts: {
    ...activationActs(category, CATEGORY_MESSAGES.notFound),
    // As deleteCategory's resolver: refused with subcategories or links; the banner goes to the bin with it.
    delete: ({ db }, user, id) => deleteCategory(db, user, id),
    ...segmentationActs('Category'),
  },
});
