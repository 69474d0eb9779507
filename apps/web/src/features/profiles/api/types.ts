export interface Profile {
  id: number;
  title: string;
  is_admin: boolean;
  is_superadmin: boolean;
  userCount: number;
  updated_at: string;
}

export interface ModuleRef {
  id: number;
  name: string;
  label: string;
}
