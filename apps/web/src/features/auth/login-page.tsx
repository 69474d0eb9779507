import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginInput, type LoginInput } from '@backoffice/domain/schemas/login';
import { ApiError, postJson } from '../../lib/api.ts';
import { clearTabSession } from '../../lib/tab-session.ts';
import { zodValidate } from '../../components/zod-form.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<LoginInput>({ initialValues: { login: '', password: '' }, validate: zodValidate(loginInput) });

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
