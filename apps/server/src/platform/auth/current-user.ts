import type { ModuleName } from '@backoffice/domain/modules';

export interface CurrentUser {
  id: number;
  name: string;
  first_name: string;
  uid: string;
  mail: string;
  profile: { id: number; title: string; is_admin: boolean; is_superadmin: boolean } | null;
  /** Modules of the profile, read on every request so a change applies at once. */
  modules: ModuleName[];
  sessionId: number;
  /** Who opened this session as this user ('log in as'), or null for the user's own login. */
  impersonated_by: { id: number; name: string } | null;
}

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
