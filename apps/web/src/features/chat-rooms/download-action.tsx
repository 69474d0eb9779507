import { useState, type ReactNode } from 'react';
import { RowAction } from '../../components/row-action.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';

/**
 * A row's report: downloaded with the session (the server names the file); a refusal is a toast.
 * Each report of a row has its own icon, so they are told apart at a glance.
 */
export function DownloadAction({ label, icon, url, fallbackName }: { label: string; icon: ReactNode; url: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await download(url, fallbackName).catch(notifyError);
    setBusy(false);
  };
  return <RowAction label={label} icon={icon} disabled={busy} onClick={() => void run()} />;
}
