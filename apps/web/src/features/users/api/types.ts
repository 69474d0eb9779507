export interface UserListItem {
  id: number;
  name: string;
  mail: string;
  uid: string;
  profile: { id: number; title: string } | null;
}

export interface User {
  id: number;
  name: string;
  mail: string;
  uid: string;
  profile_id: number | null;
  profile: { id: number; title: string; is_admin: boolean; is_superadmin: boolean } | null;
  is_blocked: number;
  blocked_description: string | null;
  created_at: string;
  updated_at: string;
}
