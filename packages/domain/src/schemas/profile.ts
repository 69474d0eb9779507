import { z } from 'zod';
import { required, tooLong } from './messages.ts';
import { recordIdFromText } from './record-id.ts';

export const PROFILE_TITLE_MAX = 40;

export const profileInput = z.object({
  title: z
    .string({ error: required('título') })
    .trim()
    .min(1, required('título'))
    .max(PROFILE_TITLE_MAX, tooLong('título', PROFILE_TITLE_MAX)),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const profileModuleLink = z.object({
  profile_id: recordIdFromText(),
  account_module_id: recordIdFromText(),
});
