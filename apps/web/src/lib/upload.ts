import { apiFetch, restBody } from './api.ts';

/** Sends a file (multipart field `file`) and other fields; errors carry the server's text. */
export async function postFile<T>(url: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return restBody<T>(await apiFetch(url, { method: 'POST', body: form }));
}
