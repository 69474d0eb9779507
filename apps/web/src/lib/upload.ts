import { MESSAGES } from '@backoffice/domain/constants';
import { ApiError, apiFetch } from './api.ts';

/** Sends a file (multipart field `file`) and other fields; errors carry the server's text. */
export async function postFile<T>(url: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  const response = await apiFetch(url, { method: 'POST', body: form });
  const text = await response.text();
  let body: (T & { error?: string; code?: string }) | null = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // a plain-text answer is the message itself
  }
  if (!response.ok) throw new ApiError([body?.error ?? (text || MESSAGES.internal)], body?.code);
  return body as T;
}
