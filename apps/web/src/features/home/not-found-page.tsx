import { Alert } from '@mantine/core';

export function NotFoundPage() {
  return (
    <Alert color="yellow" title="Página não encontrada" m="md">
      O endereço acessado não existe.
    </Alert>
  );
}
