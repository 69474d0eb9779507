import type { ContentModuleName } from '@backoffice/domain/schemas/content';

/** A row of /Cms/{module_name}. */
export interface ContentListItem {
  id: number;
  title: string;
  active: number;
  date_publish: string;
  thumbnail: string | null;
}

/** Every field of a content (highlight), with the names behind its log. */
export interface Content extends ContentListItem {
  module_name: ContentModuleName;
  content: string;
  directlink: string;
  date_unpublish: string | null;
  created_at: string;
  created_by: number | null;
  created_by_name: string | null;
  updated_at: string;
  updated_by: number | null;
  updated_by_name: string | null;
}

/** What createOrUpdateContent takes: dates as ISO strings, active as 0/1. */
export interface ContentApiInput {
  title: string;
  content: string;
  directlink: string;
  active: number;
  date_publish: string;
  date_unpublish: string | null;
  module_name: string;
}
