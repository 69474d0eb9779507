import { Alert, Button, Group, Paper, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CORRETOR_ROLES, corretorUserInput, parceiroUserInput, REGISTRATION_LIMITS, SUSEP_GROUPS } from '@backoffice/domain/schemas/registration';
import { CpfInput, PhoneInput } from '../../components/masked-input.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { zodValidate } from '../../components/zod-form.ts';
import { useBranchOptions } from '../../lib/pickers/branch-options.ts';
import { useCreateUser, type NewUserBody } from './api/use-create-user.ts';
import { RETURN_AFTER_CREATE_MS, USER_CREATION_MESSAGES, type UserKind } from './messages.ts';
import { RequireUserManager } from './require-user-manager.tsx';

interface Values extends Record<string, unknown> {
  kind: UserKind;
  name: string;
  cpf: string;
  email: string;
  telefone: string;
  ramo: string | null;
  papel: string | null;
  susep_externalId: string;
  susep_grupo: string | null;
}

const INITIAL: Values = {
  kind: 'corretor',
  name: '',
  cpf: '',
  email: '',
  telefone: '',
  ramo: null,
  papel: null,
  susep_externalId: '',
  susep_grupo: null,
};

const ROLE_OPTIONS = CORRETOR_ROLES.map((r) => ({ value: String(r.value), label: r.label }));
const GROUP_OPTIONS = SUSEP_GROUPS.map((g) => ({ value: String(g.value), label: g.label }));

/** Each kind is checked with the schema the server uses for it. */
const validators = { corretor: zodValidate<Values>(corretorUserInput), parceiro: zodValidate<Values>(parceiroUserInput) };

/** The contract's body, from what the schema accepted: CPF and phone as digits, codes as numbers. */
function toBody(values: Values): NewUserBody {
  if (values.kind === 'corretor') {
    const v = corretorUserInput.parse(values);
    return {
      name: v.name,
      cpf: v.cpf,
      email: v.email,
      telefone: v.telefone,
      ramo: null,
      papel: v.papel,
      susep_externalId: v.susep_externalId,
      susep_grupo: v.susep_grupo,
    };
  }
  const v = parceiroUserInput.parse(values);
  return { name: v.name, cpf: v.cpf, email: v.email, telefone: v.telefone, ramo: v.ramo, papel: null, susep_externalId: null, susep_grupo: null };
}

/** /User-create-one: a broker or a partner, with its login, in one step; for user managers only. */
export default function UserCreateOnePage() {
  // A new form on every visit: coming back before the list's screen has loaded would otherwise
  // find this form still mounted, with the person just created and its success message.
  const { key } = useLocation();
  return (
    <RequireUserManager>
      <UserCreateOneForm key={key} />
    </RequireUserManager>
  );
}

function UserCreateOneForm() {
  const navigate = useNavigate();
  const create = useCreateUser();
  const [outcome, setOutcome] = useState<{ created: true } | { error: string } | null>(null);
  const timer = useRef<number>(undefined);
  const form = useForm<Values>({ mode: 'controlled', initialValues: INITIAL, validate: (values) => validators[values.kind](values) });
  const kind = form.values.kind;
  const branches = useBranchOptions(kind === 'parceiro');

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const created = outcome !== null && 'created' in outcome;
  const busy = create.isPending || created;

  // form.onSubmit only wraps the handlers: the refs are read on submit, not during render.
  /* eslint-disable react-hooks/refs */
  const submit = form.onSubmit(
    async (values) => {
      if (busy) return;
      setOutcome(null);
      try {
        await create.mutateAsync({ kind: values.kind, body: toBody(values) });
        setOutcome({ created: true });
        timer.current = window.setTimeout(() => navigate('/User'), RETURN_AFTER_CREATE_MS);
      } catch (error) {
        setOutcome({ error: error instanceof Error ? error.message : USER_CREATION_MESSAGES.failure });
      }
    },
    (errors) => {
      const first = Object.keys(errors)[0];
      if (first) form.getInputNode(first)?.focus();
    },
  );
  /* eslint-enable react-hooks/refs */

  return (
    <>
      <PageHeader title="Criar usuário" back="/User" />
      <Paper withBorder p="md" maw={720}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Nome" required maxLength={REGISTRATION_LIMITS.name} {...form.getInputProps('name')} />
            <CpfInput label="CPF" required {...form.getInputProps('cpf')} />
            <TextInput label="E-mail" type="email" required maxLength={REGISTRATION_LIMITS.email} {...form.getInputProps('email')} />
            <PhoneInput label="Telefone" required {...form.getInputProps('telefone')} />
            <Radio.Group
              label="Tipo de usuário"
              required
              {...form.getInputProps('kind')}
              onChange={(value) => {
                form.setFieldValue('kind', value as UserKind);
                form.clearErrors();
              }}
            >
              <Group mt="xs">
                <Radio value="corretor" label="Corretor" />
                <Radio value="parceiro" label="Parceiro" />
              </Group>
            </Radio.Group>
            {kind === 'parceiro' ? (
              <Select
                label="Ramo de atuação"
                placeholder={branches.isPending ? 'Carregando...' : 'Escolha o ramo de atuação'}
                required
                searchable
                nothingFoundMessage="Nenhum ramo encontrado"
                data={branches.data ?? []}
                {...form.getInputProps('ramo')}
              />
            ) : (
              <>
                <Select label="Papel" placeholder="Escolha o papel" required data={ROLE_OPTIONS} {...form.getInputProps('papel')} />
                <TextInput label="Código Susep" required maxLength={REGISTRATION_LIMITS.susep} {...form.getInputProps('susep_externalId')} />
                <Select label="Grupo Susep" placeholder="Escolha o grupo" required data={GROUP_OPTIONS} {...form.getInputProps('susep_grupo')} />
              </>
            )}
            {outcome && 'created' in outcome && (
              <Alert color="green" role="status">
                {USER_CREATION_MESSAGES.created}
              </Alert>
            )}
            {outcome && 'error' in outcome && (
              <Alert color="red" role="alert">
                {outcome.error}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={create.isPending} disabled={busy}>
                Salvar
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
