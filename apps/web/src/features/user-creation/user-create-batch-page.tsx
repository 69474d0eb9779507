import { Tabs } from '@mantine/core';
import type { ImportResult, NewUsersImportResult } from '@backoffice/domain/imports';
import { CsvImportPanel } from '../../components/csv-import-panel.tsx';
import { ImportRunsTable } from '../../components/import-runs-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useImportRuns } from '../../components/use-import-runs.ts';
import { TEMPLATE_URL, USER_CREATION_MESSAGES, type UserKind } from './messages.ts';
import { RequireUserManager } from './require-user-manager.tsx';

const toResult = (answer: NewUsersImportResult): ImportResult => ({ created: answer.users_created, errors: answer.users_error });

function ImportTab({ kind }: { kind: UserKind }) {
  const uploadUrl = `/api/v1/${kind}/import-users-from-dashboard`;
  const runs = useImportRuns(uploadUrl);
  return (
    <>
      <CsvImportPanel<NewUsersImportResult>
        uploadUrl={uploadUrl}
        templateUrl={TEMPLATE_URL[kind]}
        createdLabel="Usuários criados"
        toResult={toResult}
        failureMessage={USER_CREATION_MESSAGES.failure}
        onImported={runs.refresh}
      />
      <ImportRunsTable runs={runs.query} />
    </>
  );
}

/**
 * /User-create-batch: partners or brokers from a CSV (comma or semicolon), each tab with its
 * template and its recent imports; for user managers only.
 */
export default function UserCreateBatchPage() {
  return (
    <RequireUserManager>
      <PageHeader title="Criar usuários em lote" back="/User" />
      <Tabs defaultValue="parceiro" keepMounted={false} maw={960}>
        <Tabs.List mb="md">
          <Tabs.Tab value="parceiro">Parceiro</Tabs.Tab>
          <Tabs.Tab value="corretor">Corretor</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="parceiro">
          <ImportTab kind="parceiro" />
        </Tabs.Panel>
        <Tabs.Panel value="corretor">
          <ImportTab kind="corretor" />
        </Tabs.Panel>
      </Tabs>
    </RequireUserManager>
  );
}
