import { Alert, Button, Center, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { notifyLoadFailure } from '../lib/notify.ts';
import { MESSAGES } from '@backoffice/domain/constants';

export function Loading() {
  return (
    <Center p="lg">
      <Text c="dimmed">{MESSAGES.loading}</Text>
    </Center>
  );
}

/** 'Erro :(' where the data should be, and the spec's toast beside it (shown once, however often this renders). */
export function LoadError() {
  useEffect(() => notifyLoadFailure(), []);
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

/**
 * An address whose id is malformed, unknown or of another kind of record: said plainly, with a way
 * back (to `back`, else where the user came from, else the start page).
 */
export function RecordNotFound({ back }: { back?: string }) {
  const navigate = useNavigate();
  const goBack = () => {
    if (back) navigate(back);
    else if (window.history.length > 1) navigate(-1);
    else navigate('/home');
  };
  return (
    <Alert color="yellow" title={MESSAGES.recordNotFound} m="md" role="alert">
      <Text size="sm" mb="sm">
        {MESSAGES.recordNotFoundDetail}
      </Text>
      <Button variant="default" onClick={goBack}>
        Voltar
      </Button>
    </Alert>
  );
}
