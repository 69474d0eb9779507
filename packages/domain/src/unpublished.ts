/** 'Meus Conteúdos' (GET lms/unpublished-content): contents, courses and trails past their unpublish date. */
export type UnpublishedType = 'file' | 'curso' | 'trilha';

/** One row as the route answers it (the date as an ISO string). */
export interface UnpublishedItem {
  id: number;
  title: string;
  type: UnpublishedType;
  owner_name: string | null;
  date_unpublish: string;
}

/** One page of the list and the total behind its pagination. */
export interface UnpublishedPage {
  data: UnpublishedItem[];
  total: number;
}
