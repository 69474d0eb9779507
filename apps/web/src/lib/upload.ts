import { apiFetch, restBody } from './api.ts';

/** Sends a file (multipart field `file`, or the one a spec route names) and other fields; errors carry the server's text. */
export async function postFile<T>(url: string, file: File, fields: Record<string, string> = {}, fileField = 'file'): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, file);
  return restBody<T>(await apiFetch(url, { method: 'POST', body: form }));
}
