import { Alert, Button } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CONTENT_MESSAGES } from '@backoffice/domain/schemas/content';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useContents } from './api/use-contents.ts';
import { useDeleteContent } from './api/use-delete-content.ts';
import { useContentModule } from './content-module.ts';
import { formatDateTime } from '@backoffice/domain/dates';
import { activeColumn } from '../../components/active-column.tsx';

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
      bulk={{ kind: 'highlight' }}
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
        activeColumn(),
        { header: 'Publicação', render: (c) => formatDateTime(c.date_publish) },
      ]}
      rowActions={(c) => (
        <>
          <RowAction label="Editar" to={`/Cms-edit/${module.name}/${c.id}`} icon={<IconEdit size={18} />} />
          <DeleteRowAction confirm={{ what: `o destaque ${c.title}`, remove: () => remove.mutateAsync(c.id), restorable: true }} />
        </>
      )}
    />
  );
}
