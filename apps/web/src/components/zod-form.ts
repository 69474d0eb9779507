import type { z } from 'zod';

/** Runs a domain schema as a Mantine form validator: { 'field.path': first message }. */
export function zodValidate<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
    return errors;
  };
}
