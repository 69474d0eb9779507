import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';
import { useIdParam } from '../../lib/use-id-param.ts';
import type { LinkedItem } from './api/use-category-composition.ts';
import { useCategory } from './api/use-category.ts';
import { useCategoryComposition } from './api/use-category-composition.ts';

/** /Category-composition/{id}: the assets, courses and trails linked to a category. */
export default function CategoryCompositionPage() {
  const id = useIdParam();
  const category = useCategory(id);
  const composition = useCategoryComposition(id);
  const [downloading, setDownloading] = useState(false);

  const report = async () => {
    setDownloading(true);
    await download(`/api/v1/dam/reportVinculosCategorias?category=${id}`, `vinculos-categoria-${id}.xlsx`).catch(notifyError);
    setDownloading(false);
  };

  const section = (title: string, rows: LinkedItem[] | undefined) => (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <Paper withBorder p={0}>
        <DataTable<LinkedItem>
          columns={[
            { header: 'ID', render: (r) => r.id },
            { header: 'Título', render: (r) => r.title },
          ]}
          rows={{ isPending: composition.isPending, isError: composition.isError, data: rows }}
          rowKey={(r) => r.id}
        />
      </Paper>
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={`Composição da categoria${category.data ? ` ${category.data.title}` : ''}`}
        back="/Category"
        actions={
          <Button leftSection={<IconDownload size={16} />} onClick={report} loading={downloading} variant="light">
            Baixar relatório
          </Button>
        }
      />
      <Stack gap="lg">
        {section('Conteúdos digitais', composition.data?.categoryHasAssetById)}
        {section('Cursos', composition.data?.categoryHasCourseById)}
        {section('Trilhas', composition.data?.categoryHasTrailById)}
      </Stack>
    </>
  );
}
