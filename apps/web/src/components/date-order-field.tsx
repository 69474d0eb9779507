import type { UseFormReturnType } from '@mantine/form';
import type { ComponentProps } from 'react';
import { notifyDateError } from '../lib/notify.ts';
import { DateTimeField } from './date-time-field.tsx';

type DateOrderFieldProps<V> = Omit<ComponentProps<typeof DateTimeField>, 'value' | 'onChange' | 'form'> & {
  form: UseFormReturnType<V>;
  field: keyof V & string;
  /** The date rule the values break once this date is picked (null: none), e.g. an unpublish date before the publish date. */
  orderError: (values: V) => string | null;
};

/**
 * A date picker bound to a form field that tells a broken date rule as a 5 s toast once the
 * date is picked (Validation rule: date errors are toasts; field errors stay under the inputs, shown on
 * submit). Judged when the picker closes, not on each click: a day picked before its time is
 * set is not yet the user's choice.
 */
export function DateOrderField<V>({ form, field, orderError, onDropdownClose, error, ...props }: DateOrderFieldProps<V>) {
  const input = form.getInputProps(field);
  return (
    <DateTimeField
      {...props}
      {...input}
      // The form's error unless the screen words the field's state itself (a notice that does not block).
      error={error === undefined ? input.error : error}
      onDropdownClose={() => {
        onDropdownClose?.();
        const values = form.getValues();
        // A date cleared breaks no order (clearing the publish date clears the unpublish date too).
        const message = values[field] ? orderError(values) : null;
        if (message) notifyDateError(message);
      }}
    />
  );
}
