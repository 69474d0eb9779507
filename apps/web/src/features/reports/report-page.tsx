import { Alert, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { MESSAGES } from '@backoffice/domain/constants';
import { canSeeDashboardBlock } from '@backoffice/domain/dashboard';
import { REPORT_MESSAGES, REPORT_SCREENS } from '@backoffice/domain/reports';
import { useSession } from '../../app/session.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ReportMonthGrid } from '../../components/report-month-grid.tsx';

/** reports/{program-in-progress | turmas-presenciais | acesso-corretores | lista-corretores | download-conteudos}. */
export default function ReportPage() {
  const { slug } = useParams();
  const { user } = useSession();
  const screen = REPORT_SCREENS.find((s) => s.slug === slug);
  if (!screen) {
    return (
      <Alert color="red" m="md">
        {REPORT_MESSAGES.unknownReport}
      </Alert>
    );
  }
  return (
    <>
      <PageHeader title={`Relatório: ${screen.title}`} back="/dashboard" />
      {canSeeDashboardBlock(user, screen.block) ? (
        <>
          <Text c="dimmed" size="sm" mb="md">
            Clique em um mês encerrado ou em 'Anual' para gerar o relatório do período; quando ele estiver pronto, o mesmo botão (com o ícone de download) baixa
            o arquivo CSV. Os meses futuros, o mês em andamento e os anteriores ao início do relatório ficam desabilitados.
          </Text>
          <ReportMonthGrid screen={screen} />
        </>
      ) : (
        <Alert color="red" title="Acesso negado">
          {MESSAGES.forbidden}
        </Alert>
      )}
    </>
  );
}
