import { apiFetch, restError } from './api.ts';

function filenameFrom(header: string | null, fallback: string): string {
  const match = header?.match(/filename="?([^";]+)"?/);
  return match ? decodeURIComponent(match[1]) : fallback;
}

/** Downloads a file from a REST route with the session cookie, keeping the server's file name. */
export async function download(url: string, fallbackName = 'download'): Promise<void> {
  const response = await apiFetch(url);
  if (!response.ok) throw await restError(response);
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filenameFrom(response.headers.get('content-disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
