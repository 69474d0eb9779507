import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { RecordNotFound } from '../components/states.tsx';

/** Route parameters that name records: `id` and every `…_id` (not `module_name`, `type`...). */
const ID_PARAM = /^(id|\w+_id)$/;
/** A record id as the server takes it: a positive 32-bit integer, written plainly. */
const isRecordId = (value: string | undefined) => /^[1-9]\d{0,9}$/.test(value ?? '') && Number(value) <= 2_147_483_647;

/**
 * An address whose record ids are not ids ('/Course-edit/abc') shows the not-found screen rather
 * than the screen, which would read the id as absent and open a creation form.
 */
export function ValidIds({ children }: { children: ReactNode }) {
  const params = useParams();
  const malformed = Object.entries(params).some(([name, value]) => ID_PARAM.test(name) && !isRecordId(value));
  return malformed ? <RecordNotFound /> : children;
}
