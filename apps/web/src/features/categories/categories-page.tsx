import { Button } from '@mantine/core';
import { IconEdit, IconHierarchy, IconListDetails, IconTarget } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useIdParam } from '../../lib/use-id-param.ts';
import type { Category } from './api/use-categories.ts';
import { useCategories } from './api/use-categories.ts';
import { useCategory } from './api/use-category.ts';
import { useDeleteCategory } from './api/use-delete-category.ts';
import { activeColumn } from '../../components/active-column.tsx';

/** /Category (top level) and /SubCategory/{parent_id} (the children of a category). */
export default function CategoriesPage() {
  const parentId = useIdParam('parent_id');
  const categories = useCategories(parentId ?? 0);
  const parent = useCategory(parentId);
  const remove = useDeleteCategory();
  const title = parentId ? `Subcategorias${parent.data ? ` de ${parent.data.title}` : ''}` : 'Categorias';
  return (
    <ListPage<Category>
      title={title}
      bulk={{ kind: 'category', parent: parentId }}
      back={parentId ? '/Category' : undefined}
      actions={
        parentId ? (
          <Button component={Link} to={`/SubCategory-new/${parentId}`}>
            Nova subcategoria
          </Button>
        ) : (
          <Button component={Link} to="/Category-new">
            Nova categoria
          </Button>
        )
      }
      query={categories}
      rowKey={(c) => c.id}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Título', render: (c) => c.title },
        { header: 'Prioridade', render: (c) => c.ordernum },
        activeColumn(),
      ]}
      rowActions={(c) => (
        <>
          <RowAction label="Editar" to={`/Category-edit/${c.id}`} icon={<IconEdit size={18} />} />
          <RowAction label="Subcategorias" to={`/SubCategory/${c.id}`} icon={<IconHierarchy size={18} />} />
          <RowAction label="Composição" to={`/Category-composition/${c.id}`} icon={<IconListDetails size={18} />} />
          <RowAction label="Segmentar" to={`/segmentation/Category/${c.id}`} icon={<IconTarget size={18} />} />
          <DeleteRowAction confirm={{ what: `a categoria ${c.title}`, remove: () => remove.mutateAsync(c.id), restorable: true }} />
        </>
      )}
    />
  );
}
