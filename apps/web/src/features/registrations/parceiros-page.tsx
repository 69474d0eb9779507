import { IconEdit } from '@tabler/icons-react';
import { formatCpf } from '@backoffice/domain/documents';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { useParceiros } from './api/use-parceiros.ts';

export default function ParceirosPage() {
  const list = useListState();
  const parceiros = useParceiros(list);
  return (
    <ListPage
      title="SSO Parceiros"
      bulk={{ kind: 'parceiro' }}
      list={list}
      query={parceiros}
      rowKey={(p) => p.id}
      columns={[
        { header: 'ID', render: (p) => p.id },
        { header: 'Nome', render: (p) => p.name },
        { header: 'E-mail', render: (p) => p.email },
        { header: 'CPF', render: (p) => formatCpf(p.cpf) },
        { header: 'Ramo de atuação', render: (p) => p.branch?.value ?? '' },
      ]}
      rowActions={(p) => <RowAction label="Editar" to={`/Parceiro-edit/${p.id}`} icon={<IconEdit size={18} />} />}
    />
  );
}
