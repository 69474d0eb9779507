import { Alert, Badge, Button } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useContents } from './api/use-contents.ts';
import { useDeleteContent } from './api/use-delete-content.ts';
import { useContentModule } from './content-module.ts';
import { formatDateTime } from '@backoffice/domain/dates';

/** /Cms/{module_name}: the items of a CMS list (Testimony is 'Destaques'), up to 200, newest first. */
export default function HighlightsPage() {
  const module = useContentModule();
  const contents = useContents(module?.name);
  const remove = useDeleteContent();
  if (!module) {
    return (
      <Alert color="red" m="md">
        {CONTENT_MESSAGES.unknownModule}
      </Alert>
    );
  }
  return (
    <ListPage
      title={module.label}
      actions={
        <Button component={Link} to={`/Cms-new/${module.name}`}>
          Novo destaque
        </Button>
      }
      query={contents}
      rowKey={(c) => c.id}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Título', render: (c) => c.title },
        {
          header: 'Ativo',
          render: (c) => (
            <Badge color={c.active ? 'green' : 'gray'} variant="light">
              {c.active ? 'Sim' : 'Não'}
            </Badge>
          ),
        },
        { header: 'Publicação', render: (c) => formatDateTime(c.date_publish) },
      ]}
      rowActions={(c) => (
        <>
          <RowAction label="Editar" to={`/Cms-edit/${module.name}/${c.id}`} icon={<IconEdit size={18} />} />
          <RowAction
            label="Excluir"
            color="red"
            icon={<IconTrash size={18} />}
            onClick={() => confirmDelete({ what: `o destaque ${c.title}`, remove: () => remove.mutateAsync(c.id) })}
          />
        </>
      )}
    />
  );
}
