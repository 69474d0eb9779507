export interface AssetRow {
  id: number;
  title: string;
  active: number;
  date_publish: string;
  date_unpublish: string | null;
  external_parent_id: number | null;
  in_trails: boolean;
}

export interface Asset extends AssetRow {
  module_name: string;
  directlink: string | null;
  thumbnail: string | null;
  owner: number;
  owner_name: string | null;
  showgrid: number;
  created_at: string;
  updated_at: string;
  file: { id: number; url: string; mime: string; original_name: string; size: number } | null;
  categories: { id: number; title: string }[];
}
