import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../lib/notify.ts';
import { postFile } from '../lib/upload.ts';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * A file chosen on a 'new' form. Its upload route needs the record's id, which only exists once
 * the save has created it: the form keeps the file and calls `sendFor(newId)` after the create.
 */
export function useUploadAfterCreate(uploadUrl: string, onUploaded?: () => unknown) {
  const [file, setFile] = useState<File | null>(null);
  const sendFor = (id: number) => {
    if (!file) return;
    // In the background: the redirect after saving does not wait for it; a failure still shows its toast.
    void postFile(uploadUrl, file, { id: String(id) }).then(onUploaded, notifyError);
  };
  return { file, setFile, sendFor };
}

export type UploadAfterCreate = ReturnType<typeof useUploadAfterCreate>;

/** The file field of a new record, bound to its useUploadAfterCreate. */
export function UploadAfterCreateInput({
  upload,
  ...props
}: { upload: UploadAfterCreate; label: string } & Omit<FileInputProps, 'value' | 'onChange' | 'multiple'>) {
  return (
    <FileInput
      placeholder="Escolha uma imagem"
      accept={IMAGE_ACCEPT}
      clearable
      leftSection={<IconPhoto size={16} />}
      {...props}
      value={upload.file}
      onChange={upload.setFile}
    />
  );
}
