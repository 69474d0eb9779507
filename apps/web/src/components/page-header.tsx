import { Button, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function PageHeader({ title, back, actions }: { title: string; back?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" mb="md" wrap="wrap">
      <Title order={2}>{title}</Title>
      <Group gap="xs">
        {actions}
        {back && (
          <Button component={Link} to={back} variant="default">
            Voltar
          </Button>
        )}
      </Group>
    </Group>
  );
}
