import { InputBase, type InputBaseProps } from '@mantine/core';
import { IMaskInput } from 'react-imask';

type MaskedProps = InputBaseProps & {
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  required?: boolean;
  autoFocus?: boolean;
};

function Masked({ mask, value, onChange, ...props }: MaskedProps & { mask: string | { mask: string }[] }) {
  return (
    <InputBase
      {...props}
      component={IMaskInput}
      mask={mask as never}
      value={value ?? ''}
      // The form keeps the masked text; schemas strip the mask before anything is sent.
      onAccept={(v: string) => onChange?.(v)}
    />
  );
}

/** CPF with the mask 000.000.000-00. */
export function CpfInput(props: MaskedProps) {
  return <Masked mask="000.000.000-00" placeholder="000.000.000-00" {...props} />;
}

/** Phone with the mask (00) 00000-0000, accepting landlines (00) 0000-0000 too. */
export function PhoneInput(props: MaskedProps) {
  return <Masked mask={[{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }]} placeholder="(00) 00000-0000" {...props} />;
}
