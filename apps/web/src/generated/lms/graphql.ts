/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AnswerInput = {
  /** 1 correct, 0 (or left out) wrong. */
  is_correct?: number | null | undefined;
  question_id?: number | null | undefined;
  /** Required, at most 1024 characters. */
  title?: string | null | undefined;
};

/** One answer of a list typed at once. */
export type AnswerItemInput = {
  /** 1 correct, 0 (or left out) wrong. */
  is_correct?: number | null | undefined;
  /** Required, at most 1024 characters. */
  title?: string | null | undefined;
};

export type ProofInput = {
  /** 0 or 1; 0 when left out. */
  active?: number | null | undefined;
  /** Required, 0 to 999; a negative number is taken as 0. */
  attempts?: number | null | undefined;
  /** ISO date-time, required. */
  date_publish?: string | null | undefined;
  /** ISO date-time, not before date_publish. */
  date_unpublish?: string | null | undefined;
  /** Required, 0 to 999; a negative number is taken as 0. */
  minimum?: number | null | undefined;
  /** 1, 2 or 3. */
  prooftype_id?: number | null | undefined;
  /** Required, at most 80 characters. */
  title?: string | null | undefined;
};

export type QuestionInput = {
  proof_id?: number | null | undefined;
  /** Required. */
  title?: string | null | undefined;
};

export type TrailItemOrder = {
  item_id: number;
  item_type: string;
};

export type VideoMediaInput = {
  category?: string | null | undefined;
  /** Whole seconds (Float so that a fraction gets the readable validation message). */
  duration_seconds?: number | null | undefined;
  media_id?: string | null | undefined;
  /** ISO 8601; empty or null for none. */
  published_at?: string | null | undefined;
  status?: string | null | undefined;
  title?: string | null | undefined;
};

export type AnswerRecordFragment = { id: number, is_correct: number, question_id: number, title: string, updated_at: string };

export type ClassroomRecordFragment = { active: number, address: string | null, course_id: number | null, created_at: string, date_publish: string | null, date_unpublish: string | null, datetime_end: string | null, datetime_registration_end: string | null, datetime_registration_start: string | null, datetime_start: string | null, externalPage: string | null, id: number, is_attendance_list: boolean, is_public: number, is_specific: number, limit_registrations: number | null, parent_id: number | null, receipt: string | null, segmentations: Array<string>, title: string, updated_at: string, userowner_id: number | null, userowner_name: string | null, course: { id: number, title: string } | null, instrutor: { id: number, nome: string } | null, totals: { absent: number, not_started: number, present: number, subscribed: number } };

export type CourseRecordFragment = { active: number, category_id: number | null, code: string | null, created_at: string, created_by: number | null, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, description: string | null, external_view: number, hours: number | null, id: number, in_trails: boolean, is_subscriptions: number, minutes: number | null, owner: number, owner_name: string | null, proof_id: number | null, reactionevaluation_id: number | null, responsible: string | null, scorm: string | null, scorm_version: string | null, showgrid: number, thumbnail: string | null, title: string, type: string, updated_at: string, updated_by: number | null, video: string | null, categories: Array<{ id: number, title: string }>, proof: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null };

export type ProofRecordFragment = { active: number, attempts: number, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, id: number, minimum: number, prooftype_id: number, title: string, updated_at: string };

export type QuestionRecordFragment = { id: number, proof_id: number, title: string, updated_at: string };

export type TrailRecordFragment = { active: number, blockcontent: number, created_at: string, created_by: number | null, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, description: string | null, id: number, owner: number, owner_name: string | null, proof_id: number | null, reactionevaluation_id: number | null, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, categories: Array<{ id: number, title: string }>, proof: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null };

export type VideoMediaRecordFragment = { category: string | null, created_at: string, duration_seconds: number, id: number, media_id: string, published_at: string | null, status: string, title: string, updated_at: string };

export type InstrutorRecordFragment = { cpf: string, id: number, is_active: boolean, is_interno: boolean, nome: string, updated_at: string };

export type SaveAnswerRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: AnswerInput;
  updated_at?: string | null | undefined;
}>;


export type SaveAnswerRecordMutation = { createOrUpdateAnswer: { id: number, is_correct: number, question_id: number, title: string, updated_at: string } };

export type SaveClassroomRecordMutationVariables = Exact<{
  active?: number | null | undefined;
  address?: string | null | undefined;
  course_id?: number | null | undefined;
  date_publish?: string | null | undefined;
  date_unpublish?: string | null | undefined;
  datetime_end?: string | null | undefined;
  datetime_registration_end?: string | null | undefined;
  datetime_registration_start?: string | null | undefined;
  datetime_start?: string | null | undefined;
  externalPage?: string | null | undefined;
  id?: number | null | undefined;
  instrutor?: number | null | undefined;
  is_public?: number | null | undefined;
  is_specific?: number | null | undefined;
  limit_registrations?: number | null | undefined;
  parent_id?: number | null | undefined;
  title?: string | null | undefined;
  updated_at?: string | null | undefined;
  userowner_id?: number | null | undefined;
}>;


export type SaveClassroomRecordMutation = { createOrUpdateClassroom: { active: number, address: string | null, course_id: number | null, created_at: string, date_publish: string | null, date_unpublish: string | null, datetime_end: string | null, datetime_registration_end: string | null, datetime_registration_start: string | null, datetime_start: string | null, externalPage: string | null, id: number, is_attendance_list: boolean, is_public: number, is_specific: number, limit_registrations: number | null, parent_id: number | null, receipt: string | null, segmentations: Array<string>, title: string, updated_at: string, userowner_id: number | null, userowner_name: string | null, course: { id: number, title: string } | null, instrutor: { id: number, nome: string } | null, totals: { absent: number, not_started: number, present: number, subscribed: number } } };

export type SaveCourseRecordMutationVariables = Exact<{
  active?: number | null | undefined;
  categories?: Array<number> | number | null | undefined;
  category_id?: number | null | undefined;
  code?: string | null | undefined;
  date_publish?: string | null | undefined;
  date_unpublish?: string | null | undefined;
  description?: string | null | undefined;
  external_view?: number | null | undefined;
  hours?: number | null | undefined;
  id?: number | null | undefined;
  is_subscriptions?: number | null | undefined;
  minutes?: number | null | undefined;
  owner?: number | null | undefined;
  proof_id?: number | null | undefined;
  reactionevaluation_id?: number | null | undefined;
  responsible?: string | null | undefined;
  showgrid?: number | null | undefined;
  title?: string | null | undefined;
  type?: string | null | undefined;
  updated_at?: string | null | undefined;
  video?: string | null | undefined;
}>;


export type SaveCourseRecordMutation = { createOrUpdateCourse: { active: number, category_id: number | null, code: string | null, created_at: string, created_by: number | null, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, description: string | null, external_view: number, hours: number | null, id: number, in_trails: boolean, is_subscriptions: number, minutes: number | null, owner: number, owner_name: string | null, proof_id: number | null, reactionevaluation_id: number | null, responsible: string | null, scorm: string | null, scorm_version: string | null, showgrid: number, thumbnail: string | null, title: string, type: string, updated_at: string, updated_by: number | null, video: string | null, categories: Array<{ id: number, title: string }>, proof: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null } };

export type SaveProofRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: ProofInput;
  updated_at?: string | null | undefined;
}>;


export type SaveProofRecordMutation = { createOrUpdateProof: { active: number, attempts: number, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, id: number, minimum: number, prooftype_id: number, title: string, updated_at: string } };

export type SaveQuestionRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: QuestionInput;
  updated_at?: string | null | undefined;
}>;


export type SaveQuestionRecordMutation = { createOrUpdateQuestion: { id: number, proof_id: number, title: string, updated_at: string } };

export type SaveTrailRecordMutationVariables = Exact<{
  active?: number | null | undefined;
  blockcontent?: number | null | undefined;
  categories?: Array<number> | number | null | undefined;
  date_publish?: string | null | undefined;
  date_unpublish?: string | null | undefined;
  description?: string | null | undefined;
  id?: number | null | undefined;
  owner?: number | null | undefined;
  proof_id?: number | null | undefined;
  reactionevaluation_id?: number | null | undefined;
  title?: string | null | undefined;
  updated_at?: string | null | undefined;
}>;


export type SaveTrailRecordMutation = { createOrUpdateTrail: { active: number, blockcontent: number, created_at: string, created_by: number | null, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, description: string | null, id: number, owner: number, owner_name: string | null, proof_id: number | null, reactionevaluation_id: number | null, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, categories: Array<{ id: number, title: string }>, proof: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null } };

export type SaveVideoMediaRecordMutationVariables = Exact<{
  id?: number | null | undefined;
  input: VideoMediaInput;
  updated_at?: string | null | undefined;
}>;


export type SaveVideoMediaRecordMutation = { createOrUpdateVideoMedia: { category: string | null, created_at: string, duration_seconds: number, id: number, media_id: string, published_at: string | null, status: string, title: string, updated_at: string } };

export type SaveInstrutorRecordMutationVariables = Exact<{
  cpf?: string | null | undefined;
  id?: number | null | undefined;
  is_interno?: number | null | undefined;
  nome?: string | null | undefined;
  updated_at?: string | null | undefined;
}>;


export type SaveInstrutorRecordMutation = { criaOuAtualizaInstrutor: { cpf: string, id: number, is_active: boolean, is_interno: boolean, nome: string, updated_at: string } };

export type AddSubscriptionMutationVariables = Exact<{
  classroom_id: number;
  uid: string;
}>;


export type AddSubscriptionMutation = { createSubscription_by_uid: { id: number, name: string | null, uid: string | null } };

export type AdvanceAllPresenceMutationVariables = Exact<{
  classroom_id: number;
}>;


export type AdvanceAllPresenceMutation = { subscriptions_present_all: number };

export type ClassroomQueryVariables = Exact<{
  id: number;
}>;


export type ClassroomQuery = { classroom: { active: number, address: string | null, course_id: number | null, created_at: string, date_publish: string | null, date_unpublish: string | null, datetime_end: string | null, datetime_registration_end: string | null, datetime_registration_start: string | null, datetime_start: string | null, externalPage: string | null, id: number, is_attendance_list: boolean, is_public: number, is_specific: number, limit_registrations: number | null, parent_id: number | null, receipt: string | null, segmentations: Array<string>, title: string, updated_at: string, userowner_id: number | null, userowner_name: string | null, course: { id: number, title: string } | null, instrutor: { id: number, nome: string } | null, totals: { absent: number, not_started: number, present: number, subscribed: number } } | null };

export type ClassroomsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
  parent_id?: number | null | undefined;
}>;


export type ClassroomsQuery = { classroom_count: number, classroom_collections: Array<{ id: number, parent_id: number | null, datetime_start: string | null, datetime_end: string | null, is_attendance_list: boolean, segmentations: Array<string>, course: { id: number, title: string } | null, totals: { subscribed: number, present: number, absent: number, not_started: number } }> };

export type DeleteClassroomMutationVariables = Exact<{
  id: number;
}>;


export type DeleteClassroomMutation = { deleteClassroom: boolean };

export type DeleteSubscriptionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSubscriptionMutation = { deleteSubscription: boolean };

export type InstructorOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type InstructorOptionsQuery = { instrutor_collection: Array<{ id: number, nome: string, is_active: boolean }> };

export type PresentialCourseOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PresentialCourseOptionsQuery = { courses_collections: Array<{ id: number, title: string }> };

export type SetPresenceMutationVariables = Exact<{
  id: number;
  is_present?: number | null | undefined;
}>;


export type SetPresenceMutation = { subscription_present: { id: number, is_present: number | null } };

export type SubscriptionsQueryVariables = Exact<{
  classroom_id: number;
  limit?: number | null | undefined;
  page?: number | null | undefined;
}>;


export type SubscriptionsQuery = { countSubscriptions: number, countSubscriptionsIsPresent: number, countSubscriptionsIsNotPresent: number, countSubscriptionsIsNotInitiated: number, subscription: Array<{ id: number, user_id: number, is_present: number | null, name: string | null, uid: string | null }> };

export type LinkCourseCategoryMutationVariables = Exact<{
  course_id: number;
  category_id: number;
}>;


export type LinkCourseCategoryMutation = { createCategoryHasCourse: { id: number } };

export type UnlinkCourseCategoryMutationVariables = Exact<{
  course_id: number;
  category_id: number;
}>;


export type UnlinkCourseCategoryMutation = { deleteCategoryHasCourse: boolean };

export type CourseQueryVariables = Exact<{
  course_id: number;
}>;


export type CourseQuery = { course: { active: number, category_id: number | null, code: string | null, created_at: string, created_by: number | null, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, description: string | null, external_view: number, hours: number | null, id: number, in_trails: boolean, is_subscriptions: number, minutes: number | null, owner: number, owner_name: string | null, proof_id: number | null, reactionevaluation_id: number | null, responsible: string | null, scorm: string | null, scorm_version: string | null, showgrid: number, thumbnail: string | null, title: string, type: string, updated_at: string, updated_by: number | null, video: string | null, categories: Array<{ id: number, title: string }>, proof: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null } | null };

export type CoursesQueryVariables = Exact<{
  type?: string | null | undefined;
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type CoursesQuery = { courses_count: number, courses_collections: Array<{ id: number, title: string, active: number, scorm: string | null, scorm_version: string | null, in_trails: boolean, date_publish: string | null, date_unpublish: string | null, date_publish_format: string, date_unpublish_format: string }> };

export type DeleteCourseMutationVariables = Exact<{
  id: number;
}>;


export type DeleteCourseMutation = { deleteCourse: boolean };

export type CourseCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseCountsQuery = { online: number, onlineActive: number, presential: number, presentialActive: number };

export type TrendingCoursesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type TrendingCoursesQuery = { coursesOnlineTrending: Array<{ id: number, title: string, total: number }>, coursesPresentialTrending: Array<{ id: number, title: string, total: number }> };

export type VideoPlatformExternalQueryVariables = Exact<{ [key: string]: never; }>;


export type VideoPlatformExternalQuery = { video_platform_external: boolean };

export type DeleteInstructorMutationVariables = Exact<{
  id: number;
}>;


export type DeleteInstructorMutation = { deleteInstrutor: boolean };

export type InstructorQueryVariables = Exact<{
  id: number;
}>;


export type InstructorQuery = { instrutor: { cpf: string, id: number, is_active: boolean, is_interno: boolean, nome: string, updated_at: string } | null };

export type InstructorsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type InstructorsQuery = { instrutor_count: number, instrutor_collection: Array<{ id: number, nome: string, cpf: string, is_interno: boolean }> };

export type AnswerQueryVariables = Exact<{
  id: number;
}>;


export type AnswerQuery = { answer: { id: number, is_correct: number, question_id: number, title: string, updated_at: string } | null };

export type AnswersQueryVariables = Exact<{
  question_id: number;
}>;


export type AnswersQuery = { answer_collections: Array<{ id: number, title: string, is_correct: number }> };

export type CreateAnswersMutationVariables = Exact<{
  question_id: number;
  answers?: Array<AnswerItemInput> | AnswerItemInput | null | undefined;
}>;


export type CreateAnswersMutation = { createAnswers: Array<{ id: number }> };

export type CreateQuestionWithAnswersMutationVariables = Exact<{
  proof_id: number;
  title?: string | null | undefined;
  answers?: Array<AnswerItemInput> | AnswerItemInput | null | undefined;
}>;


export type CreateQuestionWithAnswersMutation = { createQuestionWithAnswers: { id: number } };

export type DeleteAnswerMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAnswerMutation = { deleteAnswer: boolean };

export type DeleteProofMutationVariables = Exact<{
  id: number;
}>;


export type DeleteProofMutation = { deleteProof: boolean };

export type DeleteQuestionMutationVariables = Exact<{
  id: number;
}>;


export type DeleteQuestionMutation = { deleteQuestion: boolean };

export type ProofQueryVariables = Exact<{
  id: number;
}>;


export type ProofQuery = { proof: { active: number, attempts: number, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, id: number, minimum: number, prooftype_id: number, title: string, updated_at: string } | null };

export type ProofsQueryVariables = Exact<{
  type_id: number;
}>;


export type ProofsQuery = { proof_collections: Array<{ id: number, title: string }> };

export type QuestionQueryVariables = Exact<{
  id: number;
}>;


export type QuestionQuery = { question: { id: number, proof_id: number, title: string, updated_at: string } | null };

export type QuestionsQueryVariables = Exact<{
  proof_id: number;
}>;


export type QuestionsQuery = { question_collections: Array<{ id: number, title: string }> };

export type CourseScormQueryVariables = Exact<{
  course_id: number;
}>;


export type CourseScormQuery = { course_scorm: { id: number, title: string, type: string, scorm: string | null, scorm_version: string | null, scorm_launch: string | null } };

export type ScormPreviewMutationVariables = Exact<{
  course_id: number;
}>;


export type ScormPreviewMutation = { scormPreview: { url: string, version: string, launch: string, expires_at: string, items: Array<{ identifier: string, title: string, depth: number, visible: boolean, launchable: boolean }> } };

export type ReorderTrailItemsMutationVariables = Exact<{
  trail_id: number;
  items: Array<TrailItemOrder> | TrailItemOrder;
}>;


export type ReorderTrailItemsMutation = { reorderTrailItems: Array<{ id: number, trail_id: number, item_id: number, item_type: string, ordernum: number, title: string }> };

export type LinkTrailCategoryMutationVariables = Exact<{
  trail_id: number;
  category_id: number;
}>;


export type LinkTrailCategoryMutation = { createCategoryHasTrail: { id: number } };

export type UnlinkTrailCategoryMutationVariables = Exact<{
  trail_id: number;
  category_id: number;
}>;


export type UnlinkTrailCategoryMutation = { deleteCategoryHasTrail: boolean };

export type AddTrailCourseMutationVariables = Exact<{
  course_id: number;
  trail_id: number;
}>;


export type AddTrailCourseMutation = { createTrailHasCourse: { id: number } };

export type RemoveTrailCourseMutationVariables = Exact<{
  course_id: number;
  trail_id: number;
}>;


export type RemoveTrailCourseMutation = { deleteTrailHasCourse: boolean };

export type AddTrailAssetMutationVariables = Exact<{
  asset_id: number;
  trail_id: number;
}>;


export type AddTrailAssetMutation = { createTrailHasAsset: { id: number } };

export type RemoveTrailAssetMutationVariables = Exact<{
  asset_id: number;
  trail_id: number;
}>;


export type RemoveTrailAssetMutation = { deleteTrailHasAsset: boolean };

export type TrailItemOptionsQueryVariables = Exact<{
  type: string;
  search?: string | null | undefined;
}>;


export type TrailItemOptionsQuery = { trail_item_options: Array<{ id: number, title: string }> };

export type TrailItemsQueryVariables = Exact<{
  trail_id: number;
}>;


export type TrailItemsQuery = { trailitems: Array<{ id: number, trail_id: number, item_id: number, item_type: string, ordernum: number, title: string }> };

export type TrailProfileOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TrailProfileOptionsQuery = { trail_profile_options: Array<{ id: number, title: string }> };

export type TrailQueryVariables = Exact<{
  id: number;
}>;


export type TrailQuery = { trail: { active: number, blockcontent: number, created_at: string, created_by: number | null, date_publish: string | null, date_publish_format: string, date_unpublish: string | null, date_unpublish_format: string, description: string | null, id: number, owner: number, owner_name: string | null, proof_id: number | null, reactionevaluation_id: number | null, thumbnail: string | null, title: string, updated_at: string, updated_by: number | null, categories: Array<{ id: number, title: string }>, proof: { id: number, title: string } | null, reactionevaluation: { id: number, title: string } | null } | null };

export type TrailsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type TrailsQuery = { trail_count: number, trails_collections_dashboard: Array<{ id: number, title: string, active: number, date_publish_format: string, date_unpublish_format: string }> };

export type DeleteVideoMediaMutationVariables = Exact<{
  id: number;
}>;


export type DeleteVideoMediaMutation = { deleteVideoMedia: boolean };

export type VideoMediaListQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  order?: string | null | undefined;
  orderby?: string | null | undefined;
}>;


export type VideoMediaListQuery = { video_media_count: number, video_media_collection: Array<{ id: number, media_id: string, title: string, category: string | null, status: string, published_at: string | null, duration_seconds: number, created_at: string, updated_at: string }> };

export type VideoMediaFieldsFragment = { id: number, media_id: string, title: string, category: string | null, status: string, published_at: string | null, duration_seconds: number, created_at: string, updated_at: string };

export type VideoMediaQueryVariables = Exact<{
  id: number;
}>;


export type VideoMediaQuery = { video_media: { category: string | null, created_at: string, duration_seconds: number, id: number, media_id: string, published_at: string | null, status: string, title: string, updated_at: string } | null };

export type ProofOptionsQueryVariables = Exact<{
  type_id: number;
}>;


export type ProofOptionsQuery = { proof_collections: Array<{ id: number, title: string }> };

export type TrailsByItemQueryVariables = Exact<{
  item_id: number;
  type_content: string;
}>;


export type TrailsByItemQuery = { trailsByItem: Array<{ id: number, title: string }> };

export type VideoOptionsQueryVariables = Exact<{
  search: string;
  limit?: number | null | undefined;
}>;


export type VideoOptionsQuery = { videos_search: Array<{ media_id: string, title: string, category: string | null }> };

export type VideoByMediaIdQueryVariables = Exact<{
  media_id: string;
}>;


export type VideoByMediaIdQuery = { video_by_media_id: { media_id: string, title: string, category: string | null } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AnswerRecordFragmentDoc = new TypedDocumentString(`
    fragment AnswerRecord on Answer {
  id
  is_correct
  question_id
  title
  updated_at
}
    `, {"fragmentName":"AnswerRecord"}) as unknown as TypedDocumentString<AnswerRecordFragment, unknown>;
export const ClassroomRecordFragmentDoc = new TypedDocumentString(`
    fragment ClassroomRecord on Classroom {
  active
  address
  course {
    id
    title
  }
  course_id
  created_at
  date_publish
  date_unpublish
  datetime_end
  datetime_registration_end
  datetime_registration_start
  datetime_start
  externalPage
  id
  instrutor {
    id
    nome
  }
  is_attendance_list
  is_public
  is_specific
  limit_registrations
  parent_id
  receipt
  segmentations
  title
  totals {
    absent
    not_started
    present
    subscribed
  }
  updated_at
  userowner_id
  userowner_name
}
    `, {"fragmentName":"ClassroomRecord"}) as unknown as TypedDocumentString<ClassroomRecordFragment, unknown>;
export const CourseRecordFragmentDoc = new TypedDocumentString(`
    fragment CourseRecord on Course {
  active
  categories {
    id
    title
  }
  category_id
  code
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  description
  external_view
  hours
  id
  in_trails
  is_subscriptions
  minutes
  owner
  owner_name
  proof {
    id
    title
  }
  proof_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  responsible
  scorm
  scorm_version
  showgrid
  thumbnail
  title
  type
  updated_at
  updated_by
  video
}
    `, {"fragmentName":"CourseRecord"}) as unknown as TypedDocumentString<CourseRecordFragment, unknown>;
export const ProofRecordFragmentDoc = new TypedDocumentString(`
    fragment ProofRecord on Proof {
  active
  attempts
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  id
  minimum
  prooftype_id
  title
  updated_at
}
    `, {"fragmentName":"ProofRecord"}) as unknown as TypedDocumentString<ProofRecordFragment, unknown>;
export const QuestionRecordFragmentDoc = new TypedDocumentString(`
    fragment QuestionRecord on Question {
  id
  proof_id
  title
  updated_at
}
    `, {"fragmentName":"QuestionRecord"}) as unknown as TypedDocumentString<QuestionRecordFragment, unknown>;
export const TrailRecordFragmentDoc = new TypedDocumentString(`
    fragment TrailRecord on Trail {
  active
  blockcontent
  categories {
    id
    title
  }
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  description
  id
  owner
  owner_name
  proof {
    id
    title
  }
  proof_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  thumbnail
  title
  updated_at
  updated_by
}
    `, {"fragmentName":"TrailRecord"}) as unknown as TypedDocumentString<TrailRecordFragment, unknown>;
export const VideoMediaRecordFragmentDoc = new TypedDocumentString(`
    fragment VideoMediaRecord on VideoMedia {
  category
  created_at
  duration_seconds
  id
  media_id
  published_at
  status
  title
  updated_at
}
    `, {"fragmentName":"VideoMediaRecord"}) as unknown as TypedDocumentString<VideoMediaRecordFragment, unknown>;
export const InstrutorRecordFragmentDoc = new TypedDocumentString(`
    fragment InstrutorRecord on Instrutor {
  cpf
  id
  is_active
  is_interno
  nome
  updated_at
}
    `, {"fragmentName":"InstrutorRecord"}) as unknown as TypedDocumentString<InstrutorRecordFragment, unknown>;
export const VideoMediaFieldsFragmentDoc = new TypedDocumentString(`
    fragment VideoMediaFields on VideoMedia {
  id
  media_id
  title
  category
  status
  published_at
  duration_seconds
  created_at
  updated_at
}
    `, {"fragmentName":"VideoMediaFields"}) as unknown as TypedDocumentString<VideoMediaFieldsFragment, unknown>;
export const SaveAnswerRecordDocument = new TypedDocumentString(`
    mutation SaveAnswerRecord($id: Int, $input: AnswerInput!, $updated_at: String) {
  createOrUpdateAnswer(id: $id, input: $input, updated_at: $updated_at) {
    ...AnswerRecord
  }
}
    fragment AnswerRecord on Answer {
  id
  is_correct
  question_id
  title
  updated_at
}`) as unknown as TypedDocumentString<SaveAnswerRecordMutation, SaveAnswerRecordMutationVariables>;
export const SaveClassroomRecordDocument = new TypedDocumentString(`
    mutation SaveClassroomRecord($active: Int, $address: String, $course_id: Int, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_registration_end: String, $datetime_registration_start: String, $datetime_start: String, $externalPage: String, $id: Int, $instrutor: Int, $is_public: Int, $is_specific: Int, $limit_registrations: Int, $parent_id: Int, $title: String, $updated_at: String, $userowner_id: Int) {
  createOrUpdateClassroom(
    active: $active
    address: $address
    course_id: $course_id
    date_publish: $date_publish
    date_unpublish: $date_unpublish
    datetime_end: $datetime_end
    datetime_registration_end: $datetime_registration_end
    datetime_registration_start: $datetime_registration_start
    datetime_start: $datetime_start
    externalPage: $externalPage
    id: $id
    instrutor: $instrutor
    is_public: $is_public
    is_specific: $is_specific
    limit_registrations: $limit_registrations
    parent_id: $parent_id
    title: $title
    updated_at: $updated_at
    userowner_id: $userowner_id
  ) {
    ...ClassroomRecord
  }
}
    fragment ClassroomRecord on Classroom {
  active
  address
  course {
    id
    title
  }
  course_id
  created_at
  date_publish
  date_unpublish
  datetime_end
  datetime_registration_end
  datetime_registration_start
  datetime_start
  externalPage
  id
  instrutor {
    id
    nome
  }
  is_attendance_list
  is_public
  is_specific
  limit_registrations
  parent_id
  receipt
  segmentations
  title
  totals {
    absent
    not_started
    present
    subscribed
  }
  updated_at
  userowner_id
  userowner_name
}`) as unknown as TypedDocumentString<SaveClassroomRecordMutation, SaveClassroomRecordMutationVariables>;
export const SaveCourseRecordDocument = new TypedDocumentString(`
    mutation SaveCourseRecord($active: Int, $categories: [Int!], $category_id: Int, $code: String, $date_publish: String, $date_unpublish: String, $description: String, $external_view: Int, $hours: Int, $id: Int, $is_subscriptions: Int, $minutes: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $responsible: String, $showgrid: Int, $title: String, $type: String, $updated_at: String, $video: String) {
  createOrUpdateCourse(
    active: $active
    categories: $categories
    category_id: $category_id
    code: $code
    date_publish: $date_publish
    date_unpublish: $date_unpublish
    description: $description
    external_view: $external_view
    hours: $hours
    id: $id
    is_subscriptions: $is_subscriptions
    minutes: $minutes
    owner: $owner
    proof_id: $proof_id
    reactionevaluation_id: $reactionevaluation_id
    responsible: $responsible
    showgrid: $showgrid
    title: $title
    type: $type
    updated_at: $updated_at
    video: $video
  ) {
    ...CourseRecord
  }
}
    fragment CourseRecord on Course {
  active
  categories {
    id
    title
  }
  category_id
  code
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  description
  external_view
  hours
  id
  in_trails
  is_subscriptions
  minutes
  owner
  owner_name
  proof {
    id
    title
  }
  proof_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  responsible
  scorm
  scorm_version
  showgrid
  thumbnail
  title
  type
  updated_at
  updated_by
  video
}`) as unknown as TypedDocumentString<SaveCourseRecordMutation, SaveCourseRecordMutationVariables>;
export const SaveProofRecordDocument = new TypedDocumentString(`
    mutation SaveProofRecord($id: Int, $input: ProofInput!, $updated_at: String) {
  createOrUpdateProof(id: $id, input: $input, updated_at: $updated_at) {
    ...ProofRecord
  }
}
    fragment ProofRecord on Proof {
  active
  attempts
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  id
  minimum
  prooftype_id
  title
  updated_at
}`) as unknown as TypedDocumentString<SaveProofRecordMutation, SaveProofRecordMutationVariables>;
export const SaveQuestionRecordDocument = new TypedDocumentString(`
    mutation SaveQuestionRecord($id: Int, $input: QuestionInput!, $updated_at: String) {
  createOrUpdateQuestion(id: $id, input: $input, updated_at: $updated_at) {
    ...QuestionRecord
  }
}
    fragment QuestionRecord on Question {
  id
  proof_id
  title
  updated_at
}`) as unknown as TypedDocumentString<SaveQuestionRecordMutation, SaveQuestionRecordMutationVariables>;
export const SaveTrailRecordDocument = new TypedDocumentString(`
    mutation SaveTrailRecord($active: Int, $blockcontent: Int, $categories: [Int!], $date_publish: String, $date_unpublish: String, $description: String, $id: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $title: String, $updated_at: String) {
  createOrUpdateTrail(
    active: $active
    blockcontent: $blockcontent
    categories: $categories
    date_publish: $date_publish
    date_unpublish: $date_unpublish
    description: $description
    id: $id
    owner: $owner
    proof_id: $proof_id
    reactionevaluation_id: $reactionevaluation_id
    title: $title
    updated_at: $updated_at
  ) {
    ...TrailRecord
  }
}
    fragment TrailRecord on Trail {
  active
  blockcontent
  categories {
    id
    title
  }
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  description
  id
  owner
  owner_name
  proof {
    id
    title
  }
  proof_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  thumbnail
  title
  updated_at
  updated_by
}`) as unknown as TypedDocumentString<SaveTrailRecordMutation, SaveTrailRecordMutationVariables>;
export const SaveVideoMediaRecordDocument = new TypedDocumentString(`
    mutation SaveVideoMediaRecord($id: Int, $input: VideoMediaInput!, $updated_at: String) {
  createOrUpdateVideoMedia(id: $id, input: $input, updated_at: $updated_at) {
    ...VideoMediaRecord
  }
}
    fragment VideoMediaRecord on VideoMedia {
  category
  created_at
  duration_seconds
  id
  media_id
  published_at
  status
  title
  updated_at
}`) as unknown as TypedDocumentString<SaveVideoMediaRecordMutation, SaveVideoMediaRecordMutationVariables>;
export const SaveInstrutorRecordDocument = new TypedDocumentString(`
    mutation SaveInstrutorRecord($cpf: String, $id: Int, $is_interno: Int, $nome: String, $updated_at: String) {
  criaOuAtualizaInstrutor(
    cpf: $cpf
    id: $id
    is_interno: $is_interno
    nome: $nome
    updated_at: $updated_at
  ) {
    ...InstrutorRecord
  }
}
    fragment InstrutorRecord on Instrutor {
  cpf
  id
  is_active
  is_interno
  nome
  updated_at
}`) as unknown as TypedDocumentString<SaveInstrutorRecordMutation, SaveInstrutorRecordMutationVariables>;
export const AddSubscriptionDocument = new TypedDocumentString(`
    mutation AddSubscription($classroom_id: Int!, $uid: String!) {
  createSubscription_by_uid(classroom_id: $classroom_id, uid: $uid) {
    id
    name
    uid
  }
}
    `) as unknown as TypedDocumentString<AddSubscriptionMutation, AddSubscriptionMutationVariables>;
export const AdvanceAllPresenceDocument = new TypedDocumentString(`
    mutation AdvanceAllPresence($classroom_id: Int!) {
  subscriptions_present_all(classroom_id: $classroom_id)
}
    `) as unknown as TypedDocumentString<AdvanceAllPresenceMutation, AdvanceAllPresenceMutationVariables>;
export const ClassroomDocument = new TypedDocumentString(`
    query Classroom($id: Int!) {
  classroom(id: $id) {
    ...ClassroomRecord
  }
}
    fragment ClassroomRecord on Classroom {
  active
  address
  course {
    id
    title
  }
  course_id
  created_at
  date_publish
  date_unpublish
  datetime_end
  datetime_registration_end
  datetime_registration_start
  datetime_start
  externalPage
  id
  instrutor {
    id
    nome
  }
  is_attendance_list
  is_public
  is_specific
  limit_registrations
  parent_id
  receipt
  segmentations
  title
  totals {
    absent
    not_started
    present
    subscribed
  }
  updated_at
  userowner_id
  userowner_name
}`) as unknown as TypedDocumentString<ClassroomQuery, ClassroomQueryVariables>;
export const ClassroomsDocument = new TypedDocumentString(`
    query Classrooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String, $parent_id: Int) {
  classroom_collections(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
    parent_id: $parent_id
  ) {
    id
    parent_id
    datetime_start
    datetime_end
    course {
      id
      title
    }
    is_attendance_list
    segmentations
    totals {
      subscribed
      present
      absent
      not_started
    }
  }
  classroom_count(search: $search, parent_id: $parent_id)
}
    `) as unknown as TypedDocumentString<ClassroomsQuery, ClassroomsQueryVariables>;
export const DeleteClassroomDocument = new TypedDocumentString(`
    mutation DeleteClassroom($id: Int!) {
  deleteClassroom(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteClassroomMutation, DeleteClassroomMutationVariables>;
export const DeleteSubscriptionDocument = new TypedDocumentString(`
    mutation DeleteSubscription($id: Int!) {
  deleteSubscription(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSubscriptionMutation, DeleteSubscriptionMutationVariables>;
export const InstructorOptionsDocument = new TypedDocumentString(`
    query InstructorOptions {
  instrutor_collection(limit: 200, page: 1, order: "asc", orderby: "name") {
    id
    nome
    is_active
  }
}
    `) as unknown as TypedDocumentString<InstructorOptionsQuery, InstructorOptionsQueryVariables>;
export const PresentialCourseOptionsDocument = new TypedDocumentString(`
    query PresentialCourseOptions {
  courses_collections(
    type: "presential"
    limit: 200
    page: 1
    order: "asc"
    orderby: "title"
  ) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<PresentialCourseOptionsQuery, PresentialCourseOptionsQueryVariables>;
export const SetPresenceDocument = new TypedDocumentString(`
    mutation SetPresence($id: Int!, $is_present: Int) {
  subscription_present(id: $id, is_present: $is_present) {
    id
    is_present
  }
}
    `) as unknown as TypedDocumentString<SetPresenceMutation, SetPresenceMutationVariables>;
export const SubscriptionsDocument = new TypedDocumentString(`
    query Subscriptions($classroom_id: Int!, $limit: Int, $page: Int) {
  subscription(classroom_id: $classroom_id, limit: $limit, page: $page) {
    id
    user_id
    is_present
    name
    uid
  }
  countSubscriptions(classroom_id: $classroom_id)
  countSubscriptionsIsPresent(classroom_id: $classroom_id)
  countSubscriptionsIsNotPresent(classroom_id: $classroom_id)
  countSubscriptionsIsNotInitiated(classroom_id: $classroom_id)
}
    `) as unknown as TypedDocumentString<SubscriptionsQuery, SubscriptionsQueryVariables>;
export const LinkCourseCategoryDocument = new TypedDocumentString(`
    mutation LinkCourseCategory($course_id: Int!, $category_id: Int!) {
  createCategoryHasCourse(course_id: $course_id, category_id: $category_id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LinkCourseCategoryMutation, LinkCourseCategoryMutationVariables>;
export const UnlinkCourseCategoryDocument = new TypedDocumentString(`
    mutation UnlinkCourseCategory($course_id: Int!, $category_id: Int!) {
  deleteCategoryHasCourse(course_id: $course_id, category_id: $category_id)
}
    `) as unknown as TypedDocumentString<UnlinkCourseCategoryMutation, UnlinkCourseCategoryMutationVariables>;
export const CourseDocument = new TypedDocumentString(`
    query Course($course_id: Int!) {
  course(course_id: $course_id) {
    ...CourseRecord
  }
}
    fragment CourseRecord on Course {
  active
  categories {
    id
    title
  }
  category_id
  code
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  description
  external_view
  hours
  id
  in_trails
  is_subscriptions
  minutes
  owner
  owner_name
  proof {
    id
    title
  }
  proof_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  responsible
  scorm
  scorm_version
  showgrid
  thumbnail
  title
  type
  updated_at
  updated_by
  video
}`) as unknown as TypedDocumentString<CourseQuery, CourseQueryVariables>;
export const CoursesDocument = new TypedDocumentString(`
    query Courses($type: String, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  courses_collections(
    type: $type
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    title
    active
    scorm
    scorm_version
    in_trails
    date_publish
    date_unpublish
    date_publish_format
    date_unpublish_format
  }
  courses_count(type: $type, search: $search)
}
    `) as unknown as TypedDocumentString<CoursesQuery, CoursesQueryVariables>;
export const DeleteCourseDocument = new TypedDocumentString(`
    mutation DeleteCourse($id: Int!) {
  deleteCourse(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCourseMutation, DeleteCourseMutationVariables>;
export const CourseCountsDocument = new TypedDocumentString(`
    query CourseCounts {
  online: courseCount(type: "online")
  onlineActive: courseCount(type: "online", active: 1)
  presential: courseCount(type: "presential")
  presentialActive: courseCount(type: "presential", active: 1)
}
    `) as unknown as TypedDocumentString<CourseCountsQuery, CourseCountsQueryVariables>;
export const TrendingCoursesDocument = new TypedDocumentString(`
    query TrendingCourses($limit: Int) {
  coursesOnlineTrending(limit: $limit) {
    id
    title
    total
  }
  coursesPresentialTrending(limit: $limit) {
    id
    title
    total
  }
}
    `) as unknown as TypedDocumentString<TrendingCoursesQuery, TrendingCoursesQueryVariables>;
export const VideoPlatformExternalDocument = new TypedDocumentString(`
    query VideoPlatformExternal {
  video_platform_external
}
    `) as unknown as TypedDocumentString<VideoPlatformExternalQuery, VideoPlatformExternalQueryVariables>;
export const DeleteInstructorDocument = new TypedDocumentString(`
    mutation DeleteInstructor($id: Int!) {
  deleteInstrutor(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteInstructorMutation, DeleteInstructorMutationVariables>;
export const InstructorDocument = new TypedDocumentString(`
    query Instructor($id: Int!) {
  instrutor(id: $id) {
    ...InstrutorRecord
  }
}
    fragment InstrutorRecord on Instrutor {
  cpf
  id
  is_active
  is_interno
  nome
  updated_at
}`) as unknown as TypedDocumentString<InstructorQuery, InstructorQueryVariables>;
export const InstructorsDocument = new TypedDocumentString(`
    query Instructors($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  instrutor_collection(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    nome
    cpf
    is_interno
  }
  instrutor_count(search: $search)
}
    `) as unknown as TypedDocumentString<InstructorsQuery, InstructorsQueryVariables>;
export const AnswerDocument = new TypedDocumentString(`
    query Answer($id: Int!) {
  answer(id: $id) {
    ...AnswerRecord
  }
}
    fragment AnswerRecord on Answer {
  id
  is_correct
  question_id
  title
  updated_at
}`) as unknown as TypedDocumentString<AnswerQuery, AnswerQueryVariables>;
export const AnswersDocument = new TypedDocumentString(`
    query Answers($question_id: Int!) {
  answer_collections(question_id: $question_id) {
    id
    title
    is_correct
  }
}
    `) as unknown as TypedDocumentString<AnswersQuery, AnswersQueryVariables>;
export const CreateAnswersDocument = new TypedDocumentString(`
    mutation CreateAnswers($question_id: Int!, $answers: [AnswerItemInput!]) {
  createAnswers(question_id: $question_id, answers: $answers) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateAnswersMutation, CreateAnswersMutationVariables>;
export const CreateQuestionWithAnswersDocument = new TypedDocumentString(`
    mutation CreateQuestionWithAnswers($proof_id: Int!, $title: String, $answers: [AnswerItemInput!]) {
  createQuestionWithAnswers(proof_id: $proof_id, title: $title, answers: $answers) {
    id
  }
}
    `) as unknown as TypedDocumentString<CreateQuestionWithAnswersMutation, CreateQuestionWithAnswersMutationVariables>;
export const DeleteAnswerDocument = new TypedDocumentString(`
    mutation DeleteAnswer($id: Int!) {
  deleteAnswer(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteAnswerMutation, DeleteAnswerMutationVariables>;
export const DeleteProofDocument = new TypedDocumentString(`
    mutation DeleteProof($id: Int!) {
  deleteProof(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteProofMutation, DeleteProofMutationVariables>;
export const DeleteQuestionDocument = new TypedDocumentString(`
    mutation DeleteQuestion($id: Int!) {
  deleteQuestion(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteQuestionMutation, DeleteQuestionMutationVariables>;
export const ProofDocument = new TypedDocumentString(`
    query Proof($id: Int!) {
  proof(id: $id) {
    ...ProofRecord
  }
}
    fragment ProofRecord on Proof {
  active
  attempts
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  id
  minimum
  prooftype_id
  title
  updated_at
}`) as unknown as TypedDocumentString<ProofQuery, ProofQueryVariables>;
export const ProofsDocument = new TypedDocumentString(`
    query Proofs($type_id: Int!) {
  proof_collections(type_id: $type_id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<ProofsQuery, ProofsQueryVariables>;
export const QuestionDocument = new TypedDocumentString(`
    query Question($id: Int!) {
  question(id: $id) {
    ...QuestionRecord
  }
}
    fragment QuestionRecord on Question {
  id
  proof_id
  title
  updated_at
}`) as unknown as TypedDocumentString<QuestionQuery, QuestionQueryVariables>;
export const QuestionsDocument = new TypedDocumentString(`
    query Questions($proof_id: Int!) {
  question_collections(proof_id: $proof_id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<QuestionsQuery, QuestionsQueryVariables>;
export const CourseScormDocument = new TypedDocumentString(`
    query CourseScorm($course_id: Int!) {
  course_scorm(course_id: $course_id) {
    id
    title
    type
    scorm
    scorm_version
    scorm_launch
  }
}
    `) as unknown as TypedDocumentString<CourseScormQuery, CourseScormQueryVariables>;
export const ScormPreviewDocument = new TypedDocumentString(`
    mutation ScormPreview($course_id: Int!) {
  scormPreview(course_id: $course_id) {
    url
    version
    launch
    expires_at
    items {
      identifier
      title
      depth
      visible
      launchable
    }
  }
}
    `) as unknown as TypedDocumentString<ScormPreviewMutation, ScormPreviewMutationVariables>;
export const ReorderTrailItemsDocument = new TypedDocumentString(`
    mutation ReorderTrailItems($trail_id: Int!, $items: [TrailItemOrder!]!) {
  reorderTrailItems(trail_id: $trail_id, items: $items) {
    id
    trail_id
    item_id
    item_type
    ordernum
    title
  }
}
    `) as unknown as TypedDocumentString<ReorderTrailItemsMutation, ReorderTrailItemsMutationVariables>;
export const LinkTrailCategoryDocument = new TypedDocumentString(`
    mutation LinkTrailCategory($trail_id: Int!, $category_id: Int!) {
  createCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) {
    id
  }
}
    `) as unknown as TypedDocumentString<LinkTrailCategoryMutation, LinkTrailCategoryMutationVariables>;
export const UnlinkTrailCategoryDocument = new TypedDocumentString(`
    mutation UnlinkTrailCategory($trail_id: Int!, $category_id: Int!) {
  deleteCategoryHasTrail(trail_id: $trail_id, category_id: $category_id)
}
    `) as unknown as TypedDocumentString<UnlinkTrailCategoryMutation, UnlinkTrailCategoryMutationVariables>;
export const AddTrailCourseDocument = new TypedDocumentString(`
    mutation AddTrailCourse($course_id: Int!, $trail_id: Int!) {
  createTrailHasCourse(course_id: $course_id, trail_id: $trail_id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddTrailCourseMutation, AddTrailCourseMutationVariables>;
export const RemoveTrailCourseDocument = new TypedDocumentString(`
    mutation RemoveTrailCourse($course_id: Int!, $trail_id: Int!) {
  deleteTrailHasCourse(course_id: $course_id, trail_id: $trail_id)
}
    `) as unknown as TypedDocumentString<RemoveTrailCourseMutation, RemoveTrailCourseMutationVariables>;
export const AddTrailAssetDocument = new TypedDocumentString(`
    mutation AddTrailAsset($asset_id: Int!, $trail_id: Int!) {
  createTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AddTrailAssetMutation, AddTrailAssetMutationVariables>;
export const RemoveTrailAssetDocument = new TypedDocumentString(`
    mutation RemoveTrailAsset($asset_id: Int!, $trail_id: Int!) {
  deleteTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id)
}
    `) as unknown as TypedDocumentString<RemoveTrailAssetMutation, RemoveTrailAssetMutationVariables>;
export const TrailItemOptionsDocument = new TypedDocumentString(`
    query TrailItemOptions($type: String!, $search: String) {
  trail_item_options(type: $type, search: $search) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<TrailItemOptionsQuery, TrailItemOptionsQueryVariables>;
export const TrailItemsDocument = new TypedDocumentString(`
    query TrailItems($trail_id: Int!) {
  trailitems(trail_id: $trail_id) {
    id
    trail_id
    item_id
    item_type
    ordernum
    title
  }
}
    `) as unknown as TypedDocumentString<TrailItemsQuery, TrailItemsQueryVariables>;
export const TrailProfileOptionsDocument = new TypedDocumentString(`
    query TrailProfileOptions {
  trail_profile_options {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<TrailProfileOptionsQuery, TrailProfileOptionsQueryVariables>;
export const TrailDocument = new TypedDocumentString(`
    query Trail($id: Int!) {
  trail(id: $id) {
    ...TrailRecord
  }
}
    fragment TrailRecord on Trail {
  active
  blockcontent
  categories {
    id
    title
  }
  created_at
  created_by
  date_publish
  date_publish_format
  date_unpublish
  date_unpublish_format
  description
  id
  owner
  owner_name
  proof {
    id
    title
  }
  proof_id
  reactionevaluation {
    id
    title
  }
  reactionevaluation_id
  thumbnail
  title
  updated_at
  updated_by
}`) as unknown as TypedDocumentString<TrailQuery, TrailQueryVariables>;
export const TrailsDocument = new TypedDocumentString(`
    query Trails($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  trails_collections_dashboard(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    id
    title
    active
    date_publish_format
    date_unpublish_format
  }
  trail_count(search: $search)
}
    `) as unknown as TypedDocumentString<TrailsQuery, TrailsQueryVariables>;
export const DeleteVideoMediaDocument = new TypedDocumentString(`
    mutation DeleteVideoMedia($id: Int!) {
  deleteVideoMedia(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteVideoMediaMutation, DeleteVideoMediaMutationVariables>;
export const VideoMediaListDocument = new TypedDocumentString(`
    query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {
  video_media_collection(
    search: $search
    limit: $limit
    page: $page
    order: $order
    orderby: $orderby
  ) {
    ...VideoMediaFields
  }
  video_media_count(search: $search)
}
    fragment VideoMediaFields on VideoMedia {
  id
  media_id
  title
  category
  status
  published_at
  duration_seconds
  created_at
  updated_at
}`) as unknown as TypedDocumentString<VideoMediaListQuery, VideoMediaListQueryVariables>;
export const VideoMediaDocument = new TypedDocumentString(`
    query VideoMedia($id: Int!) {
  video_media(id: $id) {
    ...VideoMediaRecord
  }
}
    fragment VideoMediaRecord on VideoMedia {
  category
  created_at
  duration_seconds
  id
  media_id
  published_at
  status
  title
  updated_at
}`) as unknown as TypedDocumentString<VideoMediaQuery, VideoMediaQueryVariables>;
export const ProofOptionsDocument = new TypedDocumentString(`
    query ProofOptions($type_id: Int!) {
  proof_collections(type_id: $type_id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<ProofOptionsQuery, ProofOptionsQueryVariables>;
export const TrailsByItemDocument = new TypedDocumentString(`
    query TrailsByItem($item_id: Int!, $type_content: String!) {
  trailsByItem(item_id: $item_id, type_content: $type_content) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<TrailsByItemQuery, TrailsByItemQueryVariables>;
export const VideoOptionsDocument = new TypedDocumentString(`
    query VideoOptions($search: String!, $limit: Int) {
  videos_search(search: $search, limit: $limit) {
    media_id
    title
    category
  }
}
    `) as unknown as TypedDocumentString<VideoOptionsQuery, VideoOptionsQueryVariables>;
export const VideoByMediaIdDocument = new TypedDocumentString(`
    query VideoByMediaId($media_id: String!) {
  video_by_media_id(media_id: $media_id) {
    media_id
    title
    category
  }
}
    `) as unknown as TypedDocumentString<VideoByMediaIdQuery, VideoByMediaIdQueryVariables>;