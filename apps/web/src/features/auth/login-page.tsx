import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MESSAGES } from '@backoffice/domain/constants';
import type { LoginInput } from '@backoffice/domain/schemas/login';
import { ApiError, postJson } from '../../lib/api.ts';
import { clearTabSession } from '../../lib/tab-session.ts';
import { zodValidate } from '../../components/zod-form.ts';

type Validator = (values: LoginInput) => Record<string, string>;
let validator: Promise<Validator> | undefined;

/**
 * The login's validation, downloaded when first needed (the first keystroke or submit): the
 * domain schema brings zod, ~21 KiB the first screen need not wait for. A failed download is
 * tried again next time.
 */
function loadValidator(): Promise<Validator> {
  if (!validator) {
    validator = import('@backoffice/domain/schemas/login').then(({ loginInput }) => zodValidate<LoginInput>(loginInput));
    validator.catch(() => {
      validator = undefined;
    });
  }
  return validator;
}

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { login: '', password: '' },
    onValuesChange: () => void loadValidator(),
    validate: async (values) => {
      try {
        return (await loadValidator())(values);
      } catch (e) {
        // Without its validation the form cannot be sent: say so rather than ignore the click.
        setError(MESSAGES.internal);
        throw e;
      }
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setError(null);
    try {
      await postJson('/api/v1/account/login', values);
      // A login in a tab of 'log in as' makes it an ordinary tab again.
      clearTabSession();
      queryClient.clear();
      navigate('/home', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSending(false);
    }
  });

  return (
    <Center mih="100vh" bg="gray.1">
      <Paper withBorder shadow="sm" p="xl" w={380}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2} ta="center">
              Backoffice
            </Title>
            <TextInput label="E-mail ou matrícula" autoComplete="username" autoFocus {...form.getInputProps('login')} />
            <PasswordInput label="Senha" autoComplete="current-password" {...form.getInputProps('password')} />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Button type="submit" loading={sending}>
              Entrar
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
