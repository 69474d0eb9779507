import { FileInput, type FileInputProps } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { acceptOf, fileRefusal, type FileLimits } from '@backoffice/domain/schemas/fields';
import { notifyError } from '../lib/notify.ts';
import { postFile } from '../lib/upload.ts';

/**
 * A file a 'new' form takes (a thumbnail, a banner) whose upload route needs the record's id,
 * which only exists once the save created it: FormPage keeps the file and sends it (multipart
 * `id` and `file`) after the create. `accept` defaults to images.
 */
export interface UploadAfterCreate {
  label: string;
  url: string;
  /** The kind and size the upload route takes: a file outside them is refused before the save, which it blocks. */
  limits?: FileLimits;
  /** The file picker's filter; by default the kind of `limits`, or images. */
  accept?: string;
  /** The field's placeholder ('Escolha uma imagem' unless told). */
  placeholder?: string;
  /** The multipart field carrying the new record's id ('id' unless told, e.g. 'course_id'). */
  idField?: string;
  /** The form cannot be saved without this file: the message shown under the field. */
  required?: string;
  /** After the upload (e.g. refetch the list that shows the thumbnail). */
  onUploaded?: () => unknown;
}

/** The files chosen for a new record's uploads, and sending them once its id is known. */
export function useUploadsAfterCreate(uploads: readonly UploadAfterCreate[]) {
  const [files, setFiles] = useState<ReadonlyArray<File | null>>([]);
  const [checked, setChecked] = useState(false);
  const missing = (index: number) => Boolean(uploads[index]?.required && !files[index]);
  // Judged as soon as a file is chosen: the server would refuse it only after the record exists.
  const refusal = (index: number) => {
    const file = files[index];
    const limits = uploads[index]?.limits;
    return file && limits ? fileRefusal(file, limits) : null;
  };
  return {
    fileOf: (index: number) => files[index] ?? null,
    setFile: (index: number, file: File | null) => setFiles((current) => Object.assign([...current], { [index]: file })),
    /** Why the chosen file would be refused, or the message of a required field left empty once a save was tried. */
    errorOf: (index: number) => refusal(index) ?? (checked && missing(index) ? uploads[index]!.required : undefined),
    /** Whether every required file is chosen and none would be refused; if not, their messages show. */
    check() {
      setChecked(true);
      return !uploads.some((_, index) => missing(index) || refusal(index));
    },
    sendFor(id: number) {
      uploads.forEach((upload, index) => {
        const file = files[index];
        // In the background: the redirect after saving does not wait for it; a failure still shows its toast.
        if (file) void postFile(upload.url, file, { [upload.idField ?? 'id']: String(id) }).then(upload.onUploaded, notifyError);
      });
    },
  };
}

/** The file field of a new record's upload. */
export function UploadAfterCreateInput({
  upload,
  file,
  onChange,
  ...props
}: { upload: UploadAfterCreate; file: File | null; onChange: (file: File | null) => void } & Omit<
  FileInputProps,
  'value' | 'onChange' | 'multiple' | 'label'
>) {
  return (
    <FileInput
      placeholder={upload.placeholder ?? 'Escolha uma imagem'}
      accept={upload.accept ?? acceptOf(upload.limits?.kind ?? 'image')}
      clearable
      leftSection={<IconPhoto size={16} />}
      {...props}
      label={upload.label}
      required={Boolean(upload.required)}
      value={file}
      onChange={onChange}
    />
  );
}
