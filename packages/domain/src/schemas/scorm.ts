import { z } from 'zod';
import { recordId, recordIdFromText } from './record-id.ts';

export const SCORM_VERSIONS = ['1.2', '2004'] as const;
export type ScormVersionName = (typeof SCORM_VERSIONS)[number];

export const SCORM_UPLOAD_MESSAGES = {
  courseNotFound: 'Curso não encontrado.',
  fileRequired: 'Escolha o pacote SCORM (arquivo .zip).',
  noPackage: 'Este curso ainda não tem um pacote SCORM.',
  onlineOnly: 'Só cursos on-line recebem um pacote SCORM.',
  uploaded: 'Pacote SCORM enviado com sucesso!',
  previewExpired: 'Pré-visualização expirada ou inexistente: abra-a novamente pelo back-office.',
  previewFileNotFound: 'Arquivo não encontrado no pacote SCORM.',
  previewFileCorrupt: 'Este arquivo do pacote SCORM está corrompido e não pode ser exibido.',
} as const;

/** The form fields of POST lms/course_upload (the file comes after them). returnUrl is accepted and ignored. */
export const scormUploadFields = z.object({
  course_id: recordIdFromText(SCORM_UPLOAD_MESSAGES.courseNotFound),
  returnUrl: z.string().optional(),
});

/** GET lms/baixar_scorm?course_id=N. */
export const scormDownloadQuery = z.object({ course_id: recordIdFromText(SCORM_UPLOAD_MESSAGES.courseNotFound) });

/** The course whose SCORM package a GraphQL call reads or previews. */
export const scormCourseArgs = z.object({ course_id: recordId(SCORM_UPLOAD_MESSAGES.courseNotFound) });
