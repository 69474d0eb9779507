import { Text } from '@mantine/core';
import type { ImportResult } from '@backoffice/domain/imports';
import { CsvImportPanel } from '../../components/csv-import-panel.tsx';
import { ImportRunsTable } from '../../components/import-runs-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useImportRuns } from '../../components/use-import-runs.ts';

export const IMPORT_URL = '/api/v1/parceiro/import-real-estate-base';
export const TEMPLATE_URL = '/templates/modelo-base-imobiliaria.csv';

/** Importar base: the real-estate base the partner edit checks CNPJ/CPF and codes against, and its recent imports. */
export default function ImportBasePage() {
  const runs = useImportRuns(IMPORT_URL);
  return (
    <>
      <PageHeader title="Importar base" />
      <Text size="sm" c="dimmed" mb="md">
        Base Imobiliária: colunas CNPJ/CPF, Código da imobiliária e Nome. Cada linha precisa do nome e de ao menos um dos dois identificadores; uma imobiliária
        que já está na base (mesmo CNPJ/CPF ou mesmo código) é atualizada, não duplicada.
      </Text>
      <CsvImportPanel<ImportResult>
        uploadUrl={IMPORT_URL}
        templateUrl={TEMPLATE_URL}
        createdLabel="Imobiliárias criadas"
        toResult={(r) => r}
        onImported={runs.refresh}
      />
      <ImportRunsTable runs={runs.query} />
    </>
  );
}
