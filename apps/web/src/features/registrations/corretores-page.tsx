import { IconEdit } from '@tabler/icons-react';
import { formatCpf } from '@backoffice/domain/documents';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useCorretores } from './api/use-corretores.ts';

export default function CorretoresPage() {
  const list = useListState();
  const corretores = useCorretores(list);
  return (
    <ListPage
      title="SSO Corretores"
      bulk={{ kind: 'corretor' }}
      list={list}
      query={corretores}
      rowKey={(c) => c.id}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Nome', render: (c) => c.name },
        { header: 'E-mail', render: (c) => c.email },
        { header: 'CPF', render: (c) => formatCpf(c.cpf) },
        { header: 'Susep', render: (c) => c.susep ?? '' },
      ]}
      rowActions={(c) => <RowAction label="Editar" to={`/Corretor-edit/${c.id}`} icon={<IconEdit size={18} />} />}
    />
  );
}
