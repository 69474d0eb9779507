import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { fromPickerValue, toPickerValue } from './business-time.ts';

type DateTimeFieldProps = Omit<DateTimePickerProps, 'value' | 'defaultValue' | 'onChange'> & {
  /** An instant: a Date or an ISO string (as the API sends it); null for none. */
  value?: Date | string | null;
  onChange?: (value: Date | null) => void;
};

/**
 * A date and time in pt-BR (dd/mm/yyyy HH:mm), clearable. It shows and takes the time of the
 * business time zone whatever the browser's, and hands the form an instant (Date) that
 * toISOString sends as UTC.
 */
export function DateTimeField({ value, onChange, timePickerProps, ...props }: DateTimeFieldProps) {
  return (
    <DateTimePicker
      valueFormat="DD/MM/YYYY HH:mm"
      locale="pt-br"
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar data' }}
      placeholder="dd/mm/aaaa hh:mm"
      timePickerProps={{ hoursInputLabel: 'Horas', minutesInputLabel: 'Minutos', ...timePickerProps }}
      submitButtonProps={{ 'aria-label': 'Confirmar data' }}
      {...props}
      value={toPickerValue(value)}
      onChange={(picked) => onChange?.(fromPickerValue(picked))}
    />
  );
}
