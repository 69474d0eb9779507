export interface Category {
  id: number;
  title: string;
  ordernum: number;
  active: number;
  hide_courses: number;
  hide_trails: number;
  hide_assets: number;
  parent_id: number;
  parent_title: string | null;
  banner: string | null;
  updated_at: string;
}

export interface LinkedItem {
  id: number;
  title: string;
}

export const CATEGORY_FIELDS = 'id title ordernum active hide_courses hide_trails hide_assets parent_id parent_title banner updated_at';
