import { Button } from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { MESSAGES } from '@backoffice/domain/constants';
import { ListPage } from '../../components/list-page.tsx';
import { RowAction } from '../../components/row-action.tsx';
import { useListState } from '../../components/use-list-state.ts';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import { linkedContentsReportUrl, useLinkedContents, type LinkedContent } from './api/use-linked-contents.ts';
import { useProof } from './api/use-proof.ts';
import { proofPaths } from './proof-paths.ts';

const editPath = (c: LinkedContent) => (c.type === 'Curso' ? `/Course-edit/${c.id}` : `/Trail-edit/${c.id}`);

/** /Proof-composition/{proof_id} ('Conteúdos Vinculados'): the courses and trails that use a proof. */
export default function LinkedContentsPage() {
  const proofId = useIdParam('proof_id') ?? 0;
  const list = useListState();
  const contents = useLinkedContents(proofId, list.page, list.limit);
  // The route names no type: the way back is the list of the proof's own type. Its title names
  // the proof listed, as the questions' screen does.
  const proof = useProof(proofId || undefined);
  const [downloading, setDownloading] = useState(false);

  const report = async () => {
    setDownloading(true);
    await download(linkedContentsReportUrl(proofId), `conteudos-vinculados-avaliacao-${proofId}.xlsx`).catch(notifyError);
    setDownloading(false);
  };

  return (
    <ListPage<LinkedContent>
      title={proof.data ? `Conteúdos Vinculados — ${proof.data.title}` : 'Conteúdos Vinculados'}
      back={proof.data ? proofPaths.list(proof.data.prooftype_id) : undefined}
      actions={
        <Button leftSection={<IconDownload size={16} />} onClick={report} loading={downloading} variant="light">
          Baixar Relatório
        </Button>
      }
      list={list}
      controls={false}
      query={contents}
      rowKey={(c) => `${c.type}-${c.id}`}
      emptyText={MESSAGES.noData}
      columns={[
        { header: 'ID', render: (c) => c.id },
        { header: 'Título', render: (c) => c.title },
        { header: 'Tipo', render: (c) => c.type },
      ]}
      rowActions={(c) => <RowAction label={`Editar ${c.type === 'Curso' ? 'curso' : 'trilha'}`} to={editPath(c)} icon={<IconEdit size={18} />} />}
    />
  );
}
