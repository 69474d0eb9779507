import { useState } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { RowAction } from '../../components/row-action.tsx';
import { download } from '../../lib/download.ts';
import { notifyError } from '../../lib/notify.ts';

/** A row's report: downloaded with the session (the server names the file); a refusal is a toast. */
export function DownloadAction({ label, url, fallbackName }: { label: string; url: string; fallbackName: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await download(url, fallbackName).catch(notifyError);
    setBusy(false);
  };
  return <RowAction label={label} icon={<IconDownload size={18} />} disabled={busy} onClick={() => void run()} />;
}
