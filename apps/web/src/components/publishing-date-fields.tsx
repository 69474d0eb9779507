import type { UseFormReturnType } from '@mantine/form';
import { publishingOrderIssue } from '@backoffice/domain/schemas/publishing';
import { DateOrderField } from './date-order-field.tsx';
import { clearsWith, type FieldRule } from './field-rules.ts';

interface PublishingDates {
  date_publish: Date | string | null;
  date_unpublish: Date | string | null;
}

const asDate = (value: Date | string | null) => (value === null || value === '' ? null : new Date(value));

/** FormPage's rules of the two dates: clearing the publish date clears the unpublish date (state rule). */
export const publishingDateRules = <V extends PublishingDates>(): FieldRule<V>[] => [clearsWith<V>('date_publish', { date_unpublish: null } as Partial<V>)];

/** The rule a pair of publishing dates breaks, as its toast says it (validation rule), or null. */
export const publishingOrderError = (values: PublishingDates) =>
  publishingOrderIssue({ date_publish: asDate(values.date_publish), date_unpublish: asDate(values.date_unpublish) })?.message ?? null;

/**
 * 'Data de publicação' and 'Data para despublicar' of a course, trail or classroom form: a
 * broken order is told as a 5 s toast once a date is picked (see DateOrderField). Clearing the
 * publish date clears the unpublish date through the form's field rules.
 */
export function PublishingDateFields<V extends PublishingDates>({ form, publishRequired = false }: { form: UseFormReturnType<V>; publishRequired?: boolean }) {
  return (
    <>
      <DateOrderField
        form={form}
        field="date_publish"
        orderError={publishingOrderError}
        label="Data de publicação"
        required={publishRequired}
        clearButtonProps={{ 'aria-label': 'Limpar data de publicação' }}
      />
      <DateOrderField
        form={form}
        field="date_unpublish"
        orderError={publishingOrderError}
        label="Data para despublicar"
        clearButtonProps={{ 'aria-label': 'Limpar data para despublicar' }}
      />
    </>
  );
}
