import { Center, Text } from '@mantine/core';
import { MESSAGES } from '@backoffice/domain/constants';

export function Loading() {
  return (
    <Center p="lg">
      <Text c="dimmed">{MESSAGES.loading}</Text>
    </Center>
  );
}

export function LoadError() {
  return (
    <Center p="lg">
      <Text c="red">{MESSAGES.loadError}</Text>
    </Center>
  );
}

export function Empty({ text = MESSAGES.empty }: { text?: string }) {
  return (
    <Center p="lg">
      <Text c="dimmed">{text}</Text>
    </Center>
  );
}
