import type { User } from './api/use-user.ts';

/** /User-edit as the form holds it: the checkbox is a boolean, an empty reason is ''. */
export interface UserFormValues extends Record<string, unknown> {
  name: string;
  mail: string;
  uid: string;
  profile_id: number | null;
  is_blocked: boolean;
  blocked_description: string;
}

export const EMPTY_USER_FORM: UserFormValues = { name: '', mail: '', uid: '', profile_id: null, is_blocked: false, blocked_description: '' };

export const toUserForm = (u: User): UserFormValues => ({
  name: u.name,
  mail: u.mail,
  uid: u.uid,
  profile_id: u.profile_id,
  is_blocked: u.is_blocked === 1,
  blocked_description: u.blocked_description ?? '',
});
