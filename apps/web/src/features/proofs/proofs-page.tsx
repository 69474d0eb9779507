import { Button } from '@mantine/core';
import { IconEdit, IconLink, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ListPage } from '../../components/list-page.tsx';
import { DeleteRowAction, RowAction } from '../../components/row-action.tsx';
import { useDeleteProof } from './api/use-delete-proof.ts';
import { useProofs } from './api/use-proofs.ts';
import { proofPaths } from './proof-paths.ts';
import { WithProofRoute, type ProofRoute } from './proof-route.tsx';

/** /Proof/{type_id}: the proofs of one type (Avaliação, Aval. de reação or Quiz). */
export default function ProofsPage() {
  return <WithProofRoute>{(route) => <ProofsList key={route.typeId} {...route} />}</WithProofRoute>;
}

function ProofsList({ typeId, typeLabel }: ProofRoute) {
  const proofs = useProofs(typeId);
  const remove = useDeleteProof();
  return (
    <ListPage
      title={typeLabel}
      bulk={{ kind: 'proof', parent: typeId }}
      actions={
        <Button component={Link} to={proofPaths.create(typeId)}>
          Nova Avaliação
        </Button>
      }
      query={proofs}
      rowKey={(p) => p.id}
      columns={[
        { header: 'ID', render: (p) => p.id },
        { header: 'Título', render: (p) => p.title },
      ]}
      rowActions={(p) => (
        <>
          <RowAction label="Conteúdos vinculados" to={proofPaths.linked(p.id)} icon={<IconLink size={18} />} />
          <RowAction label="Perguntas" to={proofPaths.questions(typeId, p.id)} icon={<IconListDetails size={18} />} />
          <RowAction label="Editar" to={proofPaths.edit(typeId, p.id)} icon={<IconEdit size={18} />} />
          <DeleteRowAction confirm={{ what: `a avaliação ${p.title}`, remove: () => remove.mutateAsync(p.id), restorable: true }} />
        </>
      )}
    />
  );
}
