import { UserError } from '../errors.ts';
import { foreignKeyViolation, uniqueViolation } from './pg-error.ts';

export interface ConstraintMessages {
  /** Unique indexes a write may break (two saves racing past the checks), each with its message. */
  unique?: Readonly<Record<string, string>>;
  /** What a foreign key's refusal means to the caller (children exist, a referenced row is gone). */
  foreignKey?: string;
}

/** The constraint violation as the CONFLICT the screens show, in the caller's words; any other error as it was. */
export function constraintError(error: unknown, messages: ConstraintMessages): unknown {
  const index = uniqueViolation(error);
  const message = index !== null ? messages.unique?.[index] : foreignKeyViolation(error) ? messages.foreignKey : undefined;
  return message ? new UserError(message, 'CONFLICT') : error;
}

/** Runs a write, turning the constraint violations it names into their UserError. */
export async function withConstraintMessages<T>(messages: ConstraintMessages, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw constraintError(error, messages);
  }
}
