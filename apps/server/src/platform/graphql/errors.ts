import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '@backoffice/domain/constants';
import { portugueseRequestMessage } from './request-messages.ts';

/** Errors Mercurius raises about the request itself (syntax, validation, a mutation over GET). */
export function isGraphqlRequestError(error: unknown): boolean {
  return error instanceof GraphQLError || isMercuriusError(error);
}

/** A mutation over GET is refused as a method; anything else wrong with the document is a bad request. */
export function statusOfRequestError(error: unknown): number {
  return (error as { code?: string }).code === 'MER_ERR_METHOD_NOT_ALLOWED' ? 405 : 400;
}

// graphql-js suggests field names of a closed schema: hide them, as the introspection rule does.
const SUGGESTION = /\s*Did you mean ".+"\?/g;

const isMercuriusError = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? '').startsWith('MER_ERR_');

/** A problem with the request itself, told to the client as it is (without field suggestions). */
function requestProblem(error: Error): GraphQLFormattedError {
  const formatted = error instanceof GraphQLError ? error.toJSON() : { message: error.message };
  return { ...formatted, message: portugueseRequestMessage(formatted.message.replace(SUGGESTION, '')) };
}

/**
 * What a client may read of an error: our own GraphQL errors (user messages) and what is wrong
 * with the document (syntax, validation, a mutation over GET) as they are; anything unexpected
 * is logged and reads as the generic message, so no internal detail (SQL, hosts) leaves the server.
 */
export function formatGraphqlErrors(errors: readonly Error[], logUnexpected: (error: unknown) => void): GraphQLFormattedError[] {
  return errors.flatMap((error): GraphQLFormattedError[] => {
    const original = error instanceof GraphQLError ? error.originalError : error;
    // Mercurius wraps what it refuses in one error that carries the problems.
    const wrapper = isMercuriusError(error) ? error : isMercuriusError(original) ? original : undefined;
    if (wrapper) {
      const problems = (wrapper as { errors?: unknown }).errors;
      return Array.isArray(problems) ? (problems as Error[]).map(requestProblem) : [requestProblem(wrapper as Error)];
    }
    if (error instanceof GraphQLError && !original) return [requestProblem(error)];
    if (original instanceof GraphQLError) return [original.toJSON()];
    logUnexpected(original ?? error);
    return [{ message: MESSAGES.internal, extensions: { code: 'INTERNAL' } }];
  });
}
