import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { PageHeader } from '../../components/page-header.tsx';

/**
 * /cookies, the footer's 'Configurações de cookies' (the default COOKIES_URL). The back-office
 * sets one cookie, the session one, which it cannot work without: there is no choice to offer,
 * so the page says what the cookie is instead of showing switches that would change nothing.
 */
export default function CookiesPage() {
  const tableTitle = useId();
  return (
    <Stack maw={820} gap="md">
      <PageHeader title="Configurações de cookies" />
      <Text>
        Este backoffice usa apenas um cookie, estritamente necessário para manter você conectado com segurança. Não usamos cookies de rastreamento, de
        publicidade nem de análise de uso (analytics), nossos ou de terceiros.
      </Text>
      <Title order={3} id={tableTitle}>
        Cookies usados pelo backoffice
      </Title>
      <Paper withBorder p="md">
        <Table aria-labelledby={tableTitle}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Cookie</Table.Th>
              <Table.Th scope="col">Tipo</Table.Th>
              <Table.Th scope="col">Finalidade</Table.Th>
              <Table.Th scope="col">Duração</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">
                <Code>bo_session</Code>
              </Table.Th>
              <Table.Td>Estritamente necessário</Table.Td>
              <Table.Td>Identifica a sua sessão depois do login. É HttpOnly (nenhum script da página consegue lê-lo) e só é enviado a este site.</Table.Td>
              <Table.Td>Até você sair ou a sessão expirar.</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Title order={3}>Suas preferências</Title>
      <Text>
        Como o único cookie é necessário para o acesso, não há cookies opcionais para ativar ou desativar. Se você bloquear o cookie <Code>bo_session</Code> no
        navegador, não será possível entrar no backoffice. Ao clicar em &quot;Sair&quot;, ele é apagado.
      </Text>
    </Stack>
  );
}
