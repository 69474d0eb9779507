import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';

/** A date and time in pt-BR (dd/mm/yyyy HH:mm), clearable; the form holds a Date or null. */
export function DateTimeField(props: DateTimePickerProps) {
  return (
    <DateTimePicker
      valueFormat="DD/MM/YYYY HH:mm"
      locale="pt-br"
      clearable
      clearButtonProps={{ 'aria-label': 'Limpar data' }}
      placeholder="dd/mm/aaaa hh:mm"
      {...props}
    />
  );
}
