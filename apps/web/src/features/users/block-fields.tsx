import { Checkbox, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { USER_LIMITS, userEditInput } from '@backoffice/domain/schemas/user';
import type { FormValues } from '../../lib/form-values.ts';

/** 'Bloquear usuário' and its reason: the reason is asked only while blocked and cleared on unblock. */
export function BlockFields({ form }: { form: UseFormReturnType<FormValues<typeof userEditInput>> }) {
  const blocked = form.getValues().is_blocked;
  const checkbox = form.getInputProps('is_blocked', { type: 'checkbox' });
  return (
    <>
      <Checkbox
        {...checkbox}
        label="Bloquear usuário"
        onChange={(event) => {
          const checked = event.currentTarget.checked;
          form.setFieldValue('is_blocked', checked);
          if (!checked) form.setFieldValue('blocked_description', '');
        }}
      />
      {blocked && <Textarea label="Motivo do bloqueio" rows={4} maxLength={USER_LIMITS.blockedDescription} {...form.getInputProps('blocked_description')} />}
    </>
  );
}
