import { useParams } from 'react-router';

/** A numeric route parameter; undefined when absent or not a positive integer. */
export function useIdParam(name = 'id'): number | undefined {
  const value = Number(useParams()[name]);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
