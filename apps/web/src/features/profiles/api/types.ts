export interface Profile {
  id: number;
  title: string;
  is_admin: boolean;
  is_superadmin: boolean;
  userCount: number;
}

export interface ModuleRef {
  id: number;
  name: string;
  label: string;
}
