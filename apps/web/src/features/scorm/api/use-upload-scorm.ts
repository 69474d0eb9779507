import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '../../../lib/upload.ts';

export const SCORM_UPLOAD_URL = '/api/v1/lms/course_upload';
export const scormDownloadUrl = (courseId: number) => `/api/v1/lms/baixar_scorm?course_id=${courseId}`;

export interface ScormUploaded {
  id: number;
  scorm: string;
  scorm_version: '1.2' | '2004';
}

/** POST lms/course_upload (course_id, then file): the server checks the package and says why it refuses one. */
export function useUploadScorm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: { courseId: number; file: File }) => postFile<ScormUploaded>(SCORM_UPLOAD_URL, vars.file, { course_id: String(vars.courseId) }),
    // The screen shows the refusal beside the field.
    meta: { silent: true },
    // The course list and this course's package: both live under ['courses'].
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courses'] }),
  });
}
