/* eslint-disable */
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../platform/graphql/context.ts';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type AccountAuth = {
  __typename?: 'AccountAuth';
  blog_url: Scalars['String']['output'];
  cookies_url: Scalars['String']['output'];
  login_url: Scalars['String']['output'];
  logout_url: Scalars['String']['output'];
  support_url: Scalars['String']['output'];
};

/** is_correct: 1 correct ('Correta' Sim), 0 wrong. */
export type Answer = {
  __typename?: 'Answer';
  id: Scalars['Int']['output'];
  is_correct: Scalars['Int']['output'];
  question_id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type AnswerInput = {
  /** 1 correct, 0 (or left out) wrong. */
  is_correct?: InputMaybe<Scalars['Int']['input']>;
  question_id?: InputMaybe<Scalars['Int']['input']>;
  /** Required, at most 1024 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** One answer of a list typed at once. */
export type AnswerItemInput = {
  /** 1 correct, 0 (or left out) wrong. */
  is_correct?: InputMaybe<Scalars['Int']['input']>;
  /** Required, at most 1024 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type AuthProfile = {
  __typename?: 'AuthProfile';
  id: Scalars['Int']['output'];
  is_admin: Scalars['Boolean']['output'];
  is_superadmin: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

export type AuthenticatedUser = {
  __typename?: 'AuthenticatedUser';
  first_name: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  impersonated_by?: Maybe<Impersonator>;
  mail: Scalars['String']['output'];
  name: Scalars['String']['output'];
  profile?: Maybe<AuthProfile>;
  uid: Scalars['String']['output'];
};

export type CategoryHasCourse = {
  __typename?: 'CategoryHasCourse';
  category_id: Scalars['Int']['output'];
  category_title: Scalars['String']['output'];
  course_id: Scalars['Int']['output'];
  course_title: Scalars['String']['output'];
  id: Scalars['Int']['output'];
};

export type CategoryHasTrail = {
  __typename?: 'CategoryHasTrail';
  category_id: Scalars['Int']['output'];
  category_title: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  trail_id: Scalars['Int']['output'];
  trail_title: Scalars['String']['output'];
};

export type Classroom = {
  __typename?: 'Classroom';
  active: Scalars['Int']['output'];
  address?: Maybe<Scalars['String']['output']>;
  course?: Maybe<ClassroomCourse>;
  /** Id of the course, or null. */
  course_id?: Maybe<Scalars['Int']['output']>;
  created_at: Scalars['String']['output'];
  date_publish?: Maybe<Scalars['String']['output']>;
  date_unpublish?: Maybe<Scalars['String']['output']>;
  datetime_end?: Maybe<Scalars['String']['output']>;
  datetime_registration_end?: Maybe<Scalars['String']['output']>;
  datetime_registration_start?: Maybe<Scalars['String']['output']>;
  datetime_start?: Maybe<Scalars['String']['output']>;
  externalPage?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  instrutor?: Maybe<ClassroomInstrutor>;
  /** Whether some participant was marked present or absent ('Lista realizada'). */
  is_attendance_list: Scalars['Boolean']['output'];
  is_public: Scalars['Int']['output'];
  is_specific: Scalars['Int']['output'];
  limit_registrations?: Maybe<Scalars['Int']['output']>;
  /** The classroom this one belongs to (the form goes back to /SubClassroom/{parent_id}). */
  parent_id?: Maybe<Scalars['Int']['output']>;
  /** The receipt's original file name; null when none was sent. */
  receipt?: Maybe<Scalars['String']['output']>;
  /** Values of account fields 10 and 9 segmented to the classroom. */
  segmentations: Array<Scalars['String']['output']>;
  /** Always '-'. */
  title: Scalars['String']['output'];
  totals: ClassroomTotals;
  updated_at: Scalars['String']['output'];
  /** The creator, set from the session on create. */
  userowner_id?: Maybe<Scalars['Int']['output']>;
  userowner_name?: Maybe<Scalars['String']['output']>;
};

export type ClassroomCourse = {
  __typename?: 'ClassroomCourse';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type ClassroomInstrutor = {
  __typename?: 'ClassroomInstrutor';
  id: Scalars['Int']['output'];
  nome: Scalars['String']['output'];
};

/** A participant; is_present 1 (Concluído), 0 (Ausente) or null (not started). */
export type ClassroomSubscription = {
  __typename?: 'ClassroomSubscription';
  id: Scalars['Int']['output'];
  is_present?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  uid?: Maybe<Scalars['String']['output']>;
  user_id: Scalars['Int']['output'];
};

/** Participants by attendance: Concluídos (present), Ausentes (absent), Não iniciados (not_started). */
export type ClassroomTotals = {
  __typename?: 'ClassroomTotals';
  absent: Scalars['Int']['output'];
  not_started: Scalars['Int']['output'];
  present: Scalars['Int']['output'];
  subscribed: Scalars['Int']['output'];
};

/** An online ('online') or presential ('presential') course. */
export type Course = {
  __typename?: 'Course';
  active: Scalars['Int']['output'];
  categories: Array<CourseCategory>;
  /** Presential courses: their one category. */
  category_id?: Maybe<Scalars['Int']['output']>;
  code?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  created_by?: Maybe<Scalars['Int']['output']>;
  date_publish?: Maybe<Scalars['String']['output']>;
  /** dd/mm/yyyy HH:mm (America/Sao_Paulo); '' without a date. */
  date_publish_format: Scalars['String']['output'];
  date_unpublish?: Maybe<Scalars['String']['output']>;
  date_unpublish_format: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  external_view: Scalars['Int']['output'];
  hours?: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  /** Whether some trail holds this course (the linked-trails action). */
  in_trails: Scalars['Boolean']['output'];
  is_subscriptions: Scalars['Int']['output'];
  minutes?: Maybe<Scalars['Int']['output']>;
  /** User id of the owner; 0 for none. */
  owner: Scalars['Int']['output'];
  owner_name?: Maybe<Scalars['String']['output']>;
  proof?: Maybe<CourseProofRef>;
  /** Id of the proof, or null. */
  proof_id?: Maybe<Scalars['Int']['output']>;
  reactionevaluation?: Maybe<CourseProofRef>;
  /** Id of the reaction evaluation, or null. */
  reactionevaluation_id?: Maybe<Scalars['Int']['output']>;
  responsible?: Maybe<Scalars['String']['output']>;
  /** The SCORM package's original file name; null when the course has none. */
  scorm?: Maybe<Scalars['String']['output']>;
  /** '1.2' or '2004'; null without a package. */
  scorm_version?: Maybe<Scalars['String']['output']>;
  /** 'Exibir fora das trilhas'. */
  showgrid: Scalars['Int']['output'];
  /** Address of the thumbnail image, or null. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['Int']['output']>;
  /** The video platform's media id. */
  video?: Maybe<Scalars['String']['output']>;
};

export type CourseCategory = {
  __typename?: 'CourseCategory';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type CourseProofRef = {
  __typename?: 'CourseProofRef';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A course and its SCORM package, if it has one. */
export type CourseScorm = {
  __typename?: 'CourseScorm';
  id: Scalars['Int']['output'];
  /** The package's original file name; null when the course has none. */
  scorm?: Maybe<Scalars['String']['output']>;
  /** The file the package opens first, a path inside the archive. */
  scorm_launch?: Maybe<Scalars['String']['output']>;
  /** '1.2' or '2004', from the package's manifest. */
  scorm_version?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** 'online' or 'presential': only online courses take a package. */
  type: Scalars['String']['output'];
};

/** The administrator who opened this session as the user (log in as). */
export type Impersonator = {
  __typename?: 'Impersonator';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Instrutor = {
  __typename?: 'Instrutor';
  /** Masked: 000.000.000-00. */
  cpf: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** False for a removed instructor that classrooms still use: they keep it, no new one takes it. */
  is_active: Scalars['Boolean']['output'];
  /** Localização: true Interno, false Externo. */
  is_interno: Scalars['Boolean']['output'];
  nome: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type InstrutorInput = {
  /** With or without the mask. */
  cpf?: InputMaybe<Scalars['String']['input']>;
  /** 1 Interno, 0 Externo; 1 when left out. */
  is_interno?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
};

export type ItemTrail = {
  __typename?: 'ItemTrail';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * 'Nova resposta': several answers of a question at once; a refusal stores none and is told as
   * 'Erro ao salvar os inputs.' followed by its reason.
   */
  createAnswers: Array<Answer>;
  createCategoryHasCourse: CategoryHasCourse;
  createCategoryHasTrail: CategoryHasTrail;
  createInstrutor: Instrutor;
  /** Creates without id, updates with one; updated_at: the version the form loaded. */
  createOrUpdateAnswer: Answer;
  /** title is always stored as '-' and userowner_id comes from the session; updated_at is the version the form loaded. parent_id makes a new classroom a sub-classroom of a classroom without parent; it never changes on update. */
  createOrUpdateClassroom: Classroom;
  /**
   * Creates (without id; type required) or updates a course. Online: title, description, active,
   * external_view, showgrid, owner, hours, minutes, code, video, reactionevaluation_id, proof_id,
   * date_publish, date_unpublish and, on create, categories (at least one). Presential: title,
   * description, responsible, hours, minutes, category_id, is_subscriptions, active, date_publish,
   * date_unpublish. updated_at: the version the form loaded.
   */
  createOrUpdateCourse: Course;
  /** Creates without id, updates with one; updated_at: the version the form loaded. */
  createOrUpdateProof: Proof;
  /** Creates without id, updates with one; updated_at: the version the form loaded. */
  createOrUpdateQuestion: Question;
  /**
   * Creates (without id) or updates a trail: title, description, reactionevaluation_id, proof_id,
   * active, owner (optional; 0 for none), blockcontent, date_publish, date_unpublish and, on create,
   * categories (at least one). updated_at: the version the form loaded.
   */
  createOrUpdateTrail: Trail;
  createOrUpdateVideoMedia: VideoMedia;
  /**
   * 'Adicionar pergunta e respostas': the question and its answers in one transaction; a refusal
   * stores nothing and is told as 'Erro ao salvar os inputs.' followed by its reason.
   */
  createQuestionWithAnswers: QuestionWithAnswers;
  createSubscription_by_uid: ClassroomSubscription;
  createTrailHasAsset: TrailHasAsset;
  /** Adds an online course as the trail's last item (link and item are one). */
  createTrailHasCourse: TrailHasCourse;
  createTrailItems: TrailItem;
  /** Creates without id, updates with one. */
  criaOuAtualizaInstrutor: Instrutor;
  deleteAnswer: Scalars['Boolean']['output'];
  deleteCategoryHasCourse: Scalars['Boolean']['output'];
  deleteCategoryHasTrail: Scalars['Boolean']['output'];
  deleteClassroom: Scalars['Boolean']['output'];
  deleteCourse: Scalars['Boolean']['output'];
  /** Same as removeInstrutor. */
  deleteInstrutor: Scalars['Boolean']['output'];
  /** Refused while the proof has questions or a course, trail or virtual room uses it. */
  deleteProof: Scalars['Boolean']['output'];
  /** Refused while the question has answers. */
  deleteQuestion: Scalars['Boolean']['output'];
  deleteSubscription: Scalars['Boolean']['output'];
  deleteTrail: Scalars['Boolean']['output'];
  deleteTrailHasAsset: Scalars['Boolean']['output'];
  /** Removes the course from the trail; the other items are numbered 1..n again. */
  deleteTrailHasCourse: Scalars['Boolean']['output'];
  deleteTrailItems: Scalars['Boolean']['output'];
  deleteVideoMedia: Scalars['Boolean']['output'];
  /** Deletes the instructor, or deactivates it while classrooms use it. */
  removeInstrutor: Scalars['Boolean']['output'];
  /** The trail's whole new order in one call: items must list each current item exactly once. */
  reorderTrailItems: Array<TrailItem>;
  scormPreview: ScormPreviewGrant;
  /** is_present 1, 0, or -1/null for not started. */
  subscription_present: ClassroomSubscription;
  /** Every participant of the classroom advances one step of the attendance cycle, in one transaction; returns how many changed. */
  subscriptions_present_all: Scalars['Int']['output'];
  updateInstrutor: Instrutor;
  /** Moves one item to position ordernum (1..n), shifting the items between. */
  updateOrderTrailItems: TrailItem;
};


export type MutationCreateAnswersArgs = {
  answers?: InputMaybe<Array<AnswerItemInput>>;
  question_id: Scalars['Int']['input'];
};


export type MutationCreateCategoryHasCourseArgs = {
  category_id: Scalars['Int']['input'];
  course_id: Scalars['Int']['input'];
};


export type MutationCreateCategoryHasTrailArgs = {
  category_id: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationCreateInstrutorArgs = {
  input: InstrutorInput;
};


export type MutationCreateOrUpdateAnswerArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: AnswerInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateClassroomArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  course_id?: InputMaybe<Scalars['Int']['input']>;
  date_publish?: InputMaybe<Scalars['String']['input']>;
  date_unpublish?: InputMaybe<Scalars['String']['input']>;
  datetime_end?: InputMaybe<Scalars['String']['input']>;
  datetime_registration_end?: InputMaybe<Scalars['String']['input']>;
  datetime_registration_start?: InputMaybe<Scalars['String']['input']>;
  datetime_start?: InputMaybe<Scalars['String']['input']>;
  externalPage?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  instrutor?: InputMaybe<Scalars['Int']['input']>;
  is_public?: InputMaybe<Scalars['Int']['input']>;
  is_specific?: InputMaybe<Scalars['Int']['input']>;
  limit_registrations?: InputMaybe<Scalars['Int']['input']>;
  parent_id?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
  userowner_id?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationCreateOrUpdateCourseArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  categories?: InputMaybe<Array<Scalars['Int']['input']>>;
  category_id?: InputMaybe<Scalars['Int']['input']>;
  code?: InputMaybe<Scalars['String']['input']>;
  date_publish?: InputMaybe<Scalars['String']['input']>;
  date_unpublish?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  external_view?: InputMaybe<Scalars['Int']['input']>;
  hours?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_subscriptions?: InputMaybe<Scalars['Int']['input']>;
  minutes?: InputMaybe<Scalars['Int']['input']>;
  owner?: InputMaybe<Scalars['Int']['input']>;
  proof_id?: InputMaybe<Scalars['Int']['input']>;
  reactionevaluation_id?: InputMaybe<Scalars['Int']['input']>;
  responsible?: InputMaybe<Scalars['String']['input']>;
  showgrid?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
  video?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateProofArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: ProofInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateQuestionArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: QuestionInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateTrailArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  blockcontent?: InputMaybe<Scalars['Int']['input']>;
  categories?: InputMaybe<Array<Scalars['Int']['input']>>;
  date_publish?: InputMaybe<Scalars['String']['input']>;
  date_unpublish?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  owner?: InputMaybe<Scalars['Int']['input']>;
  proof_id?: InputMaybe<Scalars['Int']['input']>;
  reactionevaluation_id?: InputMaybe<Scalars['Int']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateOrUpdateVideoMediaArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  input: VideoMediaInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateQuestionWithAnswersArgs = {
  answers?: InputMaybe<Array<AnswerItemInput>>;
  proof_id: Scalars['Int']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateSubscription_By_UidArgs = {
  classroom_id: Scalars['Int']['input'];
  uid: Scalars['String']['input'];
};


export type MutationCreateTrailHasAssetArgs = {
  asset_id: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationCreateTrailHasCourseArgs = {
  course_id: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationCreateTrailItemsArgs = {
  item_id: Scalars['Int']['input'];
  item_type: Scalars['String']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationCriaOuAtualizaInstrutorArgs = {
  cpf?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_interno?: InputMaybe<Scalars['Int']['input']>;
  nome?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationDeleteAnswerArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCategoryHasCourseArgs = {
  category_id: Scalars['Int']['input'];
  course_id: Scalars['Int']['input'];
};


export type MutationDeleteCategoryHasTrailArgs = {
  category_id: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationDeleteClassroomArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCourseArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteInstrutorArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteProofArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteQuestionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteSubscriptionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteTrailArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteTrailHasAssetArgs = {
  asset_id: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationDeleteTrailHasCourseArgs = {
  course_id: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationDeleteTrailItemsArgs = {
  item_id: Scalars['Int']['input'];
  item_type: Scalars['String']['input'];
  trail_id: Scalars['Int']['input'];
};


export type MutationDeleteVideoMediaArgs = {
  id: Scalars['Int']['input'];
};


export type MutationRemoveInstrutorArgs = {
  id: Scalars['Int']['input'];
};


export type MutationReorderTrailItemsArgs = {
  items: Array<TrailItemOrder>;
  trail_id: Scalars['Int']['input'];
};


export type MutationScormPreviewArgs = {
  course_id: Scalars['Int']['input'];
};


export type MutationSubscription_PresentArgs = {
  id: Scalars['Int']['input'];
  is_present?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationSubscriptions_Present_AllArgs = {
  classroom_id: Scalars['Int']['input'];
};


export type MutationUpdateInstrutorArgs = {
  id: Scalars['Int']['input'];
  input: InstrutorInput;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateOrderTrailItemsArgs = {
  item_id: Scalars['Int']['input'];
  item_type: Scalars['String']['input'];
  ordernum: Scalars['Int']['input'];
  trail_id: Scalars['Int']['input'];
};

/** An assessment: prooftype_id 1 course proof, 2 reaction evaluation, 3 quiz. */
export type Proof = {
  __typename?: 'Proof';
  active: Scalars['Int']['output'];
  attempts: Scalars['Int']['output'];
  date_publish?: Maybe<Scalars['String']['output']>;
  /** dd/mm/yyyy hh:mm in America/Sao_Paulo; '' for none. */
  date_publish_format: Scalars['String']['output'];
  date_unpublish?: Maybe<Scalars['String']['output']>;
  date_unpublish_format: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** Minimum correct answers to pass. */
  minimum: Scalars['Int']['output'];
  prooftype_id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type ProofInput = {
  /** 0 or 1; 0 when left out. */
  active?: InputMaybe<Scalars['Int']['input']>;
  /** Required, 0 to 999; a negative number is taken as 0. */
  attempts?: InputMaybe<Scalars['Int']['input']>;
  /** ISO date-time, required. */
  date_publish?: InputMaybe<Scalars['String']['input']>;
  /** ISO date-time, not before date_publish. */
  date_unpublish?: InputMaybe<Scalars['String']['input']>;
  /** Required, 0 to 999; a negative number is taken as 0. */
  minimum?: InputMaybe<Scalars['Int']['input']>;
  /** 1, 2 or 3. */
  prooftype_id?: InputMaybe<Scalars['Int']['input']>;
  /** Required, at most 80 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  account_auth: AccountAuth;
  answer?: Maybe<Answer>;
  /** A question's answers in the order they were written. */
  answer_collections: Array<Answer>;
  categoryHasCourse_collection: Array<CategoryHasCourse>;
  categoryHasTrail_collection: Array<CategoryHasTrail>;
  classroom?: Maybe<Classroom>;
  /** With parent_id, only that classroom's sub-classrooms (/SubClassroom/{parent_id}); without it, every classroom. */
  classroom_collections: Array<Classroom>;
  classroom_count: Scalars['Int']['output'];
  countSubscriptions: Scalars['Int']['output'];
  countSubscriptionsIsNotInitiated: Scalars['Int']['output'];
  countSubscriptionsIsNotPresent: Scalars['Int']['output'];
  countSubscriptionsIsPresent: Scalars['Int']['output'];
  course?: Maybe<Course>;
  /** Courses of a type ('online' or 'presential'); active 0 or 1 counts only inactive or active ones. */
  courseCount: Scalars['Int']['output'];
  course_scorm: CourseScorm;
  /** Online courses with the most completions (limit at most 10). */
  coursesOnlineTrending: Array<TrendingCourse>;
  /** Presential courses with the most present participants (limit at most 10). */
  coursesPresentialTrending: Array<TrendingCourse>;
  /** type: 'online' (default) or 'presential'. */
  courses_collections: Array<Course>;
  courses_count: Scalars['Int']['output'];
  get_authenticated_user?: Maybe<AuthenticatedUser>;
  get_user_by_token?: Maybe<AuthenticatedUser>;
  instrutor?: Maybe<Instrutor>;
  /** Active instructors; search matches the name, the CPF (masked or digits) and the id; orderby id or name. */
  instrutor_collection: Array<Instrutor>;
  instrutor_count: Scalars['Int']['output'];
  is_attendance_list: Scalars['Boolean']['output'];
  modules_by_user: Array<Scalars['String']['output']>;
  proof?: Maybe<Proof>;
  /** The proofs of a type, active ones first, then by title. */
  proof_collections: Array<Proof>;
  question?: Maybe<Question>;
  /** A proof's questions in the order they were written. */
  question_collections: Array<Question>;
  /** Participants by name; limit up to 99999 (the toggle-all of the spec's clients loads them all). */
  subscription: Array<ClassroomSubscription>;
  trail?: Maybe<Trail>;
  trail_count: Scalars['Int']['output'];
  /** Online courses (type 'course') or digital contents (type 'asset') whose title holds the search, by title; limit 50 by default, at most 100. */
  trail_item_options: Array<TrailOption>;
  /** The profiles, for the Perfil filter of a trail's report. */
  trail_profile_options: Array<TrailOption>;
  /** The digital contents of a trail. */
  trailhasasset: Array<TrailHasAsset>;
  /** The online courses of a trail. */
  trailhascourse: Array<TrailHasCourse>;
  /** The trail's items in their order. */
  trailitems: Array<TrailItem>;
  /** type_content: 'asset' or 'course'. list is accepted for older clients; the answer is always the list. */
  trailsByItem: Array<ItemTrail>;
  trails_collections_dashboard: Array<Trail>;
  /** The video a course stores (whatever its status), to show its title; null when the platform does not know it. */
  video_by_media_id?: Maybe<VideoSearchItem>;
  video_media?: Maybe<VideoMedia>;
  video_media_collection: Array<VideoMedia>;
  video_media_count: Scalars['Int']['output'];
  /** Whether an external platform (VIDEO_PLATFORM_URL) answers; false: the built-in library, managed here. */
  video_platform_external: Scalars['Boolean']['output'];
  /** Published videos whose title contains the text (empty: the newest), for the course video picker. */
  videos_search: Array<VideoSearchItem>;
};


export type QueryAnswerArgs = {
  id: Scalars['Int']['input'];
};


export type QueryAnswer_CollectionsArgs = {
  question_id: Scalars['Int']['input'];
};


export type QueryCategoryHasCourse_CollectionArgs = {
  course_id: Scalars['Int']['input'];
};


export type QueryCategoryHasTrail_CollectionArgs = {
  trail_id: Scalars['Int']['input'];
};


export type QueryClassroomArgs = {
  id: Scalars['Int']['input'];
};


export type QueryClassroom_CollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  parent_id?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryClassroom_CountArgs = {
  parent_id?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCountSubscriptionsArgs = {
  classroom_id: Scalars['Int']['input'];
};


export type QueryCountSubscriptionsIsNotInitiatedArgs = {
  classroom_id: Scalars['Int']['input'];
};


export type QueryCountSubscriptionsIsNotPresentArgs = {
  classroom_id: Scalars['Int']['input'];
};


export type QueryCountSubscriptionsIsPresentArgs = {
  classroom_id: Scalars['Int']['input'];
};


export type QueryCourseArgs = {
  course_id: Scalars['Int']['input'];
};


export type QueryCourseCountArgs = {
  active?: InputMaybe<Scalars['Int']['input']>;
  type: Scalars['String']['input'];
};


export type QueryCourse_ScormArgs = {
  course_id: Scalars['Int']['input'];
};


export type QueryCoursesOnlineTrendingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCoursesPresentialTrendingArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCourses_CollectionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCourses_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGet_User_By_TokenArgs = {
  token: Scalars['String']['input'];
};


export type QueryInstrutorArgs = {
  id: Scalars['Int']['input'];
};


export type QueryInstrutor_CollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryInstrutor_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryIs_Attendance_ListArgs = {
  classroom_id: Scalars['Int']['input'];
};


export type QueryModules_By_UserArgs = {
  token?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProofArgs = {
  id: Scalars['Int']['input'];
};


export type QueryProof_CollectionsArgs = {
  type_id: Scalars['Int']['input'];
};


export type QueryQuestionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryQuestion_CollectionsArgs = {
  proof_id: Scalars['Int']['input'];
};


export type QuerySubscriptionArgs = {
  classroom_id: Scalars['Int']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTrailArgs = {
  id: Scalars['Int']['input'];
};


export type QueryTrail_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryTrail_Item_OptionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};


export type QueryTrailhasassetArgs = {
  trail_id: Scalars['Int']['input'];
};


export type QueryTrailhascourseArgs = {
  trail_id: Scalars['Int']['input'];
};


export type QueryTrailitemsArgs = {
  trail_id: Scalars['Int']['input'];
};


export type QueryTrailsByItemArgs = {
  item_id: Scalars['Int']['input'];
  list?: InputMaybe<Scalars['Boolean']['input']>;
  type_content: Scalars['String']['input'];
};


export type QueryTrails_Collections_DashboardArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVideo_By_Media_IdArgs = {
  media_id: Scalars['String']['input'];
};


export type QueryVideo_MediaArgs = {
  id: Scalars['Int']['input'];
};


export type QueryVideo_Media_CollectionArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  order?: InputMaybe<Scalars['String']['input']>;
  orderby?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVideo_Media_CountArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryVideos_SearchArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search: Scalars['String']['input'];
};

export type Question = {
  __typename?: 'Question';
  id: Scalars['Int']['output'];
  proof_id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type QuestionInput = {
  proof_id?: InputMaybe<Scalars['Int']['input']>;
  /** Required. */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A question saved with its answers. */
export type QuestionWithAnswers = {
  __typename?: 'QuestionWithAnswers';
  answers: Array<Answer>;
  id: Scalars['Int']['output'];
  proof_id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

/** A short-lived address that plays a course's package in the back-office's preview frame. */
export type ScormPreviewGrant = {
  __typename?: 'ScormPreviewGrant';
  /** ISO 8601: after this the address no longer works. */
  expires_at: Scalars['String']['output'];
  items: Array<ScormPreviewItem>;
  launch: Scalars['String']['output'];
  /** The player, on the content origin (no session needed, none honoured): it opens the first item. */
  url: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** An item of the package's default organization, in the manifest's order. */
export type ScormPreviewItem = {
  __typename?: 'ScormPreviewItem';
  /** 0 for the organization's own items, one more per level of nesting. */
  depth: Scalars['Int']['output'];
  identifier: Scalars['String']['output'];
  /** Whether it opens a file of the package (an item that only groups others does not). */
  launchable: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** False for an item the manifest marks isvisible false: left out of the table of contents. */
  visible: Scalars['Boolean']['output'];
};

/** A trail: an ordered set of online courses and digital contents. */
export type Trail = {
  __typename?: 'Trail';
  active: Scalars['Int']['output'];
  blockcontent: Scalars['Int']['output'];
  categories: Array<TrailCategory>;
  created_at: Scalars['String']['output'];
  created_by?: Maybe<Scalars['Int']['output']>;
  date_publish?: Maybe<Scalars['String']['output']>;
  /** dd/mm/yyyy HH:mm (America/Sao_Paulo); '' without a date. */
  date_publish_format: Scalars['String']['output'];
  date_unpublish?: Maybe<Scalars['String']['output']>;
  date_unpublish_format: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** User id of the owner; 0 for none. */
  owner: Scalars['Int']['output'];
  owner_name?: Maybe<Scalars['String']['output']>;
  proof?: Maybe<TrailProofRef>;
  /** Id of the proof, or null. */
  proof_id?: Maybe<Scalars['Int']['output']>;
  reactionevaluation?: Maybe<TrailProofRef>;
  /** Id of the reaction evaluation, or null. */
  reactionevaluation_id?: Maybe<Scalars['Int']['output']>;
  /** Address of the thumbnail image, or null. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
  updated_by?: Maybe<Scalars['Int']['output']>;
};

export type TrailCategory = {
  __typename?: 'TrailCategory';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type TrailHasAsset = {
  __typename?: 'TrailHasAsset';
  asset_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  ordernum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  trail_id: Scalars['Int']['output'];
};

export type TrailHasCourse = {
  __typename?: 'TrailHasCourse';
  course_id: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  ordernum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  trail_id: Scalars['Int']['output'];
};

/** An item of a trail: item_type 'course' (an online course) or 'asset' (a digital content); ordernum from 1. */
export type TrailItem = {
  __typename?: 'TrailItem';
  id: Scalars['Int']['output'];
  item_id: Scalars['Int']['output'];
  item_type: Scalars['String']['output'];
  ordernum: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  trail_id: Scalars['Int']['output'];
};

export type TrailItemOrder = {
  item_id: Scalars['Int']['input'];
  item_type: Scalars['String']['input'];
};

export type TrailOption = {
  __typename?: 'TrailOption';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type TrailProofRef = {
  __typename?: 'TrailProofRef';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type TrendingCourse = {
  __typename?: 'TrendingCourse';
  id: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  /** Completions (online) or present participants (presential). */
  total: Scalars['Int']['output'];
};

/** A medium of the built-in video library. */
export type VideoMedia = {
  __typename?: 'VideoMedia';
  category?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['String']['output'];
  duration_seconds: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  media_id: Scalars['String']['output'];
  published_at?: Maybe<Scalars['String']['output']>;
  /** 'published' or 'draft'. */
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type VideoMediaInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  /** Whole seconds (Float so that a fraction gets the readable validation message). */
  duration_seconds?: InputMaybe<Scalars['Float']['input']>;
  media_id?: InputMaybe<Scalars['String']['input']>;
  /** ISO 8601; empty or null for none. */
  published_at?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

/** A published medium of the video platform (external or the built-in library). */
export type VideoSearchItem = {
  __typename?: 'VideoSearchItem';
  /** Category path, e.g. 'Treinamentos > Seguros'. */
  category?: Maybe<Scalars['String']['output']>;
  duration_seconds: Scalars['Int']['output'];
  /** The platform's media id: what a course stores in its video field. */
  media_id: Scalars['String']['output'];
  published_at?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  title: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AccountAuth: ResolverTypeWrapper<AccountAuth>;
  Answer: ResolverTypeWrapper<Answer>;
  AnswerInput: AnswerInput;
  AnswerItemInput: AnswerItemInput;
  AuthProfile: ResolverTypeWrapper<AuthProfile>;
  AuthenticatedUser: ResolverTypeWrapper<AuthenticatedUser>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CategoryHasCourse: ResolverTypeWrapper<CategoryHasCourse>;
  CategoryHasTrail: ResolverTypeWrapper<CategoryHasTrail>;
  Classroom: ResolverTypeWrapper<Classroom>;
  ClassroomCourse: ResolverTypeWrapper<ClassroomCourse>;
  ClassroomInstrutor: ResolverTypeWrapper<ClassroomInstrutor>;
  ClassroomSubscription: ResolverTypeWrapper<ClassroomSubscription>;
  ClassroomTotals: ResolverTypeWrapper<ClassroomTotals>;
  Course: ResolverTypeWrapper<Omit<Course, 'categories'>>;
  CourseCategory: ResolverTypeWrapper<CourseCategory>;
  CourseProofRef: ResolverTypeWrapper<CourseProofRef>;
  CourseScorm: ResolverTypeWrapper<CourseScorm>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Impersonator: ResolverTypeWrapper<Impersonator>;
  Instrutor: ResolverTypeWrapper<Instrutor>;
  InstrutorInput: InstrutorInput;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItemTrail: ResolverTypeWrapper<ItemTrail>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Proof: ResolverTypeWrapper<Proof>;
  ProofInput: ProofInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Question: ResolverTypeWrapper<Question>;
  QuestionInput: QuestionInput;
  QuestionWithAnswers: ResolverTypeWrapper<QuestionWithAnswers>;
  ScormPreviewGrant: ResolverTypeWrapper<ScormPreviewGrant>;
  ScormPreviewItem: ResolverTypeWrapper<ScormPreviewItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Trail: ResolverTypeWrapper<Omit<Trail, 'categories'>>;
  TrailCategory: ResolverTypeWrapper<TrailCategory>;
  TrailHasAsset: ResolverTypeWrapper<TrailHasAsset>;
  TrailHasCourse: ResolverTypeWrapper<TrailHasCourse>;
  TrailItem: ResolverTypeWrapper<TrailItem>;
  TrailItemOrder: TrailItemOrder;
  TrailOption: ResolverTypeWrapper<TrailOption>;
  TrailProofRef: ResolverTypeWrapper<TrailProofRef>;
  TrendingCourse: ResolverTypeWrapper<TrendingCourse>;
  VideoMedia: ResolverTypeWrapper<VideoMedia>;
  VideoMediaInput: VideoMediaInput;
  VideoSearchItem: ResolverTypeWrapper<Omit<VideoSearchItem, 'published_at'> & { published_at: Date | null }>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AccountAuth: AccountAuth;
  Answer: Answer;
  AnswerInput: AnswerInput;
  AnswerItemInput: AnswerItemInput;
  AuthProfile: AuthProfile;
  AuthenticatedUser: AuthenticatedUser;
  Boolean: Scalars['Boolean']['output'];
  CategoryHasCourse: CategoryHasCourse;
  CategoryHasTrail: CategoryHasTrail;
  Classroom: Classroom;
  ClassroomCourse: ClassroomCourse;
  ClassroomInstrutor: ClassroomInstrutor;
  ClassroomSubscription: ClassroomSubscription;
  ClassroomTotals: ClassroomTotals;
  Course: Omit<Course, 'categories'>;
  CourseCategory: CourseCategory;
  CourseProofRef: CourseProofRef;
  CourseScorm: CourseScorm;
  Float: Scalars['Float']['output'];
  Impersonator: Impersonator;
  Instrutor: Instrutor;
  InstrutorInput: InstrutorInput;
  Int: Scalars['Int']['output'];
  ItemTrail: ItemTrail;
  Mutation: Record<PropertyKey, never>;
  Proof: Proof;
  ProofInput: ProofInput;
  Query: Record<PropertyKey, never>;
  Question: Question;
  QuestionInput: QuestionInput;
  QuestionWithAnswers: QuestionWithAnswers;
  ScormPreviewGrant: ScormPreviewGrant;
  ScormPreviewItem: ScormPreviewItem;
  String: Scalars['String']['output'];
  Trail: Omit<Trail, 'categories'>;
  TrailCategory: TrailCategory;
  TrailHasAsset: TrailHasAsset;
  TrailHasCourse: TrailHasCourse;
  TrailItem: TrailItem;
  TrailItemOrder: TrailItemOrder;
  TrailOption: TrailOption;
  TrailProofRef: TrailProofRef;
  TrendingCourse: TrendingCourse;
  VideoMedia: VideoMedia;
  VideoMediaInput: VideoMediaInput;
  VideoSearchItem: Omit<VideoSearchItem, 'published_at'> & { published_at: Date | null };
};

export type AccountAuthResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AccountAuth'] = ResolversParentTypes['AccountAuth']> = {
  blog_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cookies_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  login_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logout_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  support_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnswerResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Answer'] = ResolversParentTypes['Answer']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_correct?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  question_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthProfileResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuthProfile'] = ResolversParentTypes['AuthProfile']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_admin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_superadmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthenticatedUserResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['AuthenticatedUser'] = ResolversParentTypes['AuthenticatedUser']> = {
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  impersonated_by?: Resolver<Maybe<ResolversTypes['Impersonator']>, ParentType, ContextType>;
  mail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profile?: Resolver<Maybe<ResolversTypes['AuthProfile']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryHasCourseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CategoryHasCourse'] = ResolversParentTypes['CategoryHasCourse']> = {
  category_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  course_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  course_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CategoryHasTrailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CategoryHasTrail'] = ResolversParentTypes['CategoryHasTrail']> = {
  category_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trail_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trail_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassroomResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Classroom'] = ResolversParentTypes['Classroom']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['ClassroomCourse']>, ParentType, ContextType>;
  course_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_publish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_unpublish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetime_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetime_registration_end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetime_registration_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  datetime_start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  externalPage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  instrutor?: Resolver<Maybe<ResolversTypes['ClassroomInstrutor']>, ParentType, ContextType>;
  is_attendance_list?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_public?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_specific?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limit_registrations?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  segmentations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['ClassroomTotals'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userowner_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  userowner_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClassroomCourseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ClassroomCourse'] = ResolversParentTypes['ClassroomCourse']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassroomInstrutorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ClassroomInstrutor'] = ResolversParentTypes['ClassroomInstrutor']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassroomSubscriptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ClassroomSubscription'] = ResolversParentTypes['ClassroomSubscription']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_present?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ClassroomTotalsResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ClassroomTotals'] = ResolversParentTypes['ClassroomTotals']> = {
  absent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  not_started?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  present?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CourseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['CourseCategory']>, ParentType, ContextType>;
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date_publish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_publish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_unpublish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_unpublish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  external_view?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  in_trails?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_subscriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proof?: Resolver<Maybe<ResolversTypes['CourseProofRef']>, ParentType, ContextType>;
  proof_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reactionevaluation?: Resolver<Maybe<ResolversTypes['CourseProofRef']>, ParentType, ContextType>;
  reactionevaluation_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  responsible?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scorm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scorm_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showgrid?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CourseCategoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CourseCategory'] = ResolversParentTypes['CourseCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseProofRefResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CourseProofRef'] = ResolversParentTypes['CourseProofRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CourseScormResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['CourseScorm'] = ResolversParentTypes['CourseScorm']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  scorm?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scorm_launch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scorm_version?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImpersonatorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Impersonator'] = ResolversParentTypes['Impersonator']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InstrutorResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Instrutor'] = ResolversParentTypes['Instrutor']> = {
  cpf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_interno?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ItemTrailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ItemTrail'] = ResolversParentTypes['ItemTrail']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createAnswers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType, RequireFields<MutationCreateAnswersArgs, 'question_id'>>;
  createCategoryHasCourse?: Resolver<ResolversTypes['CategoryHasCourse'], ParentType, ContextType, RequireFields<MutationCreateCategoryHasCourseArgs, 'category_id' | 'course_id'>>;
  createCategoryHasTrail?: Resolver<ResolversTypes['CategoryHasTrail'], ParentType, ContextType, RequireFields<MutationCreateCategoryHasTrailArgs, 'category_id' | 'trail_id'>>;
  createInstrutor?: Resolver<ResolversTypes['Instrutor'], ParentType, ContextType, RequireFields<MutationCreateInstrutorArgs, 'input'>>;
  createOrUpdateAnswer?: Resolver<ResolversTypes['Answer'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateAnswerArgs, 'input'>>;
  createOrUpdateClassroom?: Resolver<ResolversTypes['Classroom'], ParentType, ContextType, Partial<MutationCreateOrUpdateClassroomArgs>>;
  createOrUpdateCourse?: Resolver<ResolversTypes['Course'], ParentType, ContextType, Partial<MutationCreateOrUpdateCourseArgs>>;
  createOrUpdateProof?: Resolver<ResolversTypes['Proof'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateProofArgs, 'input'>>;
  createOrUpdateQuestion?: Resolver<ResolversTypes['Question'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateQuestionArgs, 'input'>>;
  createOrUpdateTrail?: Resolver<ResolversTypes['Trail'], ParentType, ContextType, Partial<MutationCreateOrUpdateTrailArgs>>;
  createOrUpdateVideoMedia?: Resolver<ResolversTypes['VideoMedia'], ParentType, ContextType, RequireFields<MutationCreateOrUpdateVideoMediaArgs, 'input'>>;
  createQuestionWithAnswers?: Resolver<ResolversTypes['QuestionWithAnswers'], ParentType, ContextType, RequireFields<MutationCreateQuestionWithAnswersArgs, 'proof_id'>>;
  createSubscription_by_uid?: Resolver<ResolversTypes['ClassroomSubscription'], ParentType, ContextType, RequireFields<MutationCreateSubscription_By_UidArgs, 'classroom_id' | 'uid'>>;
  createTrailHasAsset?: Resolver<ResolversTypes['TrailHasAsset'], ParentType, ContextType, RequireFields<MutationCreateTrailHasAssetArgs, 'asset_id' | 'trail_id'>>;
  createTrailHasCourse?: Resolver<ResolversTypes['TrailHasCourse'], ParentType, ContextType, RequireFields<MutationCreateTrailHasCourseArgs, 'course_id' | 'trail_id'>>;
  createTrailItems?: Resolver<ResolversTypes['TrailItem'], ParentType, ContextType, RequireFields<MutationCreateTrailItemsArgs, 'item_id' | 'item_type' | 'trail_id'>>;
  criaOuAtualizaInstrutor?: Resolver<ResolversTypes['Instrutor'], ParentType, ContextType, Partial<MutationCriaOuAtualizaInstrutorArgs>>;
  deleteAnswer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteAnswerArgs, 'id'>>;
  deleteCategoryHasCourse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryHasCourseArgs, 'category_id' | 'course_id'>>;
  deleteCategoryHasTrail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCategoryHasTrailArgs, 'category_id' | 'trail_id'>>;
  deleteClassroom?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteClassroomArgs, 'id'>>;
  deleteCourse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteCourseArgs, 'id'>>;
  deleteInstrutor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteInstrutorArgs, 'id'>>;
  deleteProof?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteProofArgs, 'id'>>;
  deleteQuestion?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteQuestionArgs, 'id'>>;
  deleteSubscription?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteSubscriptionArgs, 'id'>>;
  deleteTrail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTrailArgs, 'id'>>;
  deleteTrailHasAsset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTrailHasAssetArgs, 'asset_id' | 'trail_id'>>;
  deleteTrailHasCourse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTrailHasCourseArgs, 'course_id' | 'trail_id'>>;
  deleteTrailItems?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteTrailItemsArgs, 'item_id' | 'item_type' | 'trail_id'>>;
  deleteVideoMedia?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteVideoMediaArgs, 'id'>>;
  removeInstrutor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveInstrutorArgs, 'id'>>;
  reorderTrailItems?: Resolver<Array<ResolversTypes['TrailItem']>, ParentType, ContextType, RequireFields<MutationReorderTrailItemsArgs, 'items' | 'trail_id'>>;
  scormPreview?: Resolver<ResolversTypes['ScormPreviewGrant'], ParentType, ContextType, RequireFields<MutationScormPreviewArgs, 'course_id'>>;
  subscription_present?: Resolver<ResolversTypes['ClassroomSubscription'], ParentType, ContextType, RequireFields<MutationSubscription_PresentArgs, 'id'>>;
  subscriptions_present_all?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSubscriptions_Present_AllArgs, 'classroom_id'>>;
  updateInstrutor?: Resolver<ResolversTypes['Instrutor'], ParentType, ContextType, RequireFields<MutationUpdateInstrutorArgs, 'id' | 'input'>>;
  updateOrderTrailItems?: Resolver<ResolversTypes['TrailItem'], ParentType, ContextType, RequireFields<MutationUpdateOrderTrailItemsArgs, 'item_id' | 'item_type' | 'ordernum' | 'trail_id'>>;
};

export type ProofResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Proof'] = ResolversParentTypes['Proof']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date_publish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_publish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_unpublish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_unpublish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  prooftype_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  account_auth?: Resolver<ResolversTypes['AccountAuth'], ParentType, ContextType>;
  answer?: Resolver<Maybe<ResolversTypes['Answer']>, ParentType, ContextType, RequireFields<QueryAnswerArgs, 'id'>>;
  answer_collections?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType, RequireFields<QueryAnswer_CollectionsArgs, 'question_id'>>;
  categoryHasCourse_collection?: Resolver<Array<ResolversTypes['CategoryHasCourse']>, ParentType, ContextType, RequireFields<QueryCategoryHasCourse_CollectionArgs, 'course_id'>>;
  categoryHasTrail_collection?: Resolver<Array<ResolversTypes['CategoryHasTrail']>, ParentType, ContextType, RequireFields<QueryCategoryHasTrail_CollectionArgs, 'trail_id'>>;
  classroom?: Resolver<Maybe<ResolversTypes['Classroom']>, ParentType, ContextType, RequireFields<QueryClassroomArgs, 'id'>>;
  classroom_collections?: Resolver<Array<ResolversTypes['Classroom']>, ParentType, ContextType, Partial<QueryClassroom_CollectionsArgs>>;
  classroom_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryClassroom_CountArgs>>;
  countSubscriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSubscriptionsArgs, 'classroom_id'>>;
  countSubscriptionsIsNotInitiated?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSubscriptionsIsNotInitiatedArgs, 'classroom_id'>>;
  countSubscriptionsIsNotPresent?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSubscriptionsIsNotPresentArgs, 'classroom_id'>>;
  countSubscriptionsIsPresent?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCountSubscriptionsIsPresentArgs, 'classroom_id'>>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseArgs, 'course_id'>>;
  courseCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryCourseCountArgs, 'type'>>;
  course_scorm?: Resolver<ResolversTypes['CourseScorm'], ParentType, ContextType, RequireFields<QueryCourse_ScormArgs, 'course_id'>>;
  coursesOnlineTrending?: Resolver<Array<ResolversTypes['TrendingCourse']>, ParentType, ContextType, Partial<QueryCoursesOnlineTrendingArgs>>;
  coursesPresentialTrending?: Resolver<Array<ResolversTypes['TrendingCourse']>, ParentType, ContextType, Partial<QueryCoursesPresentialTrendingArgs>>;
  courses_collections?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType, Partial<QueryCourses_CollectionsArgs>>;
  courses_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryCourses_CountArgs>>;
  get_authenticated_user?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType>;
  get_user_by_token?: Resolver<Maybe<ResolversTypes['AuthenticatedUser']>, ParentType, ContextType, RequireFields<QueryGet_User_By_TokenArgs, 'token'>>;
  instrutor?: Resolver<Maybe<ResolversTypes['Instrutor']>, ParentType, ContextType, RequireFields<QueryInstrutorArgs, 'id'>>;
  instrutor_collection?: Resolver<Array<ResolversTypes['Instrutor']>, ParentType, ContextType, Partial<QueryInstrutor_CollectionArgs>>;
  instrutor_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryInstrutor_CountArgs>>;
  is_attendance_list?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIs_Attendance_ListArgs, 'classroom_id'>>;
  modules_by_user?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, Partial<QueryModules_By_UserArgs>>;
  proof?: Resolver<Maybe<ResolversTypes['Proof']>, ParentType, ContextType, RequireFields<QueryProofArgs, 'id'>>;
  proof_collections?: Resolver<Array<ResolversTypes['Proof']>, ParentType, ContextType, RequireFields<QueryProof_CollectionsArgs, 'type_id'>>;
  question?: Resolver<Maybe<ResolversTypes['Question']>, ParentType, ContextType, RequireFields<QueryQuestionArgs, 'id'>>;
  question_collections?: Resolver<Array<ResolversTypes['Question']>, ParentType, ContextType, RequireFields<QueryQuestion_CollectionsArgs, 'proof_id'>>;
  subscription?: Resolver<Array<ResolversTypes['ClassroomSubscription']>, ParentType, ContextType, RequireFields<QuerySubscriptionArgs, 'classroom_id'>>;
  trail?: Resolver<Maybe<ResolversTypes['Trail']>, ParentType, ContextType, RequireFields<QueryTrailArgs, 'id'>>;
  trail_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryTrail_CountArgs>>;
  trail_item_options?: Resolver<Array<ResolversTypes['TrailOption']>, ParentType, ContextType, RequireFields<QueryTrail_Item_OptionsArgs, 'type'>>;
  trail_profile_options?: Resolver<Array<ResolversTypes['TrailOption']>, ParentType, ContextType>;
  trailhasasset?: Resolver<Array<ResolversTypes['TrailHasAsset']>, ParentType, ContextType, RequireFields<QueryTrailhasassetArgs, 'trail_id'>>;
  trailhascourse?: Resolver<Array<ResolversTypes['TrailHasCourse']>, ParentType, ContextType, RequireFields<QueryTrailhascourseArgs, 'trail_id'>>;
  trailitems?: Resolver<Array<ResolversTypes['TrailItem']>, ParentType, ContextType, RequireFields<QueryTrailitemsArgs, 'trail_id'>>;
  trailsByItem?: Resolver<Array<ResolversTypes['ItemTrail']>, ParentType, ContextType, RequireFields<QueryTrailsByItemArgs, 'item_id' | 'type_content'>>;
  trails_collections_dashboard?: Resolver<Array<ResolversTypes['Trail']>, ParentType, ContextType, Partial<QueryTrails_Collections_DashboardArgs>>;
  video_by_media_id?: Resolver<Maybe<ResolversTypes['VideoSearchItem']>, ParentType, ContextType, RequireFields<QueryVideo_By_Media_IdArgs, 'media_id'>>;
  video_media?: Resolver<Maybe<ResolversTypes['VideoMedia']>, ParentType, ContextType, RequireFields<QueryVideo_MediaArgs, 'id'>>;
  video_media_collection?: Resolver<Array<ResolversTypes['VideoMedia']>, ParentType, ContextType, Partial<QueryVideo_Media_CollectionArgs>>;
  video_media_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryVideo_Media_CountArgs>>;
  video_platform_external?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  videos_search?: Resolver<Array<ResolversTypes['VideoSearchItem']>, ParentType, ContextType, RequireFields<QueryVideos_SearchArgs, 'search'>>;
};

export type QuestionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Question'] = ResolversParentTypes['Question']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proof_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QuestionWithAnswersResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['QuestionWithAnswers'] = ResolversParentTypes['QuestionWithAnswers']> = {
  answers?: Resolver<Array<ResolversTypes['Answer']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  proof_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScormPreviewGrantResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ScormPreviewGrant'] = ResolversParentTypes['ScormPreviewGrant']> = {
  expires_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ScormPreviewItem']>, ParentType, ContextType>;
  launch?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ScormPreviewItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['ScormPreviewItem'] = ResolversParentTypes['ScormPreviewItem']> = {
  depth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  identifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  launchable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type TrailResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['Trail'] = ResolversParentTypes['Trail']> = {
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  blockcontent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['TrailCategory']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date_publish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_publish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  date_unpublish?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_unpublish_format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  owner_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  proof?: Resolver<Maybe<ResolversTypes['TrailProofRef']>, ParentType, ContextType>;
  proof_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reactionevaluation?: Resolver<Maybe<ResolversTypes['TrailProofRef']>, ParentType, ContextType>;
  reactionevaluation_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_by?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TrailCategoryResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrailCategory'] = ResolversParentTypes['TrailCategory']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrailHasAssetResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrailHasAsset'] = ResolversParentTypes['TrailHasAsset']> = {
  asset_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordernum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trail_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrailHasCourseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrailHasCourse'] = ResolversParentTypes['TrailHasCourse']> = {
  course_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ordernum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trail_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrailItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrailItem'] = ResolversParentTypes['TrailItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  item_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ordernum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trail_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TrailOptionResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrailOption'] = ResolversParentTypes['TrailOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrailProofRefResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrailProofRef'] = ResolversParentTypes['TrailProofRef']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TrendingCourseResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['TrendingCourse'] = ResolversParentTypes['TrendingCourse']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VideoMediaResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VideoMedia'] = ResolversParentTypes['VideoMedia']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  media_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoSearchItemResolvers<ContextType = GraphqlContext, ParentType extends ResolversParentTypes['VideoSearchItem'] = ResolversParentTypes['VideoSearchItem']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration_seconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  media_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphqlContext> = {
  AccountAuth?: AccountAuthResolvers<ContextType>;
  Answer?: AnswerResolvers<ContextType>;
  AuthProfile?: AuthProfileResolvers<ContextType>;
  AuthenticatedUser?: AuthenticatedUserResolvers<ContextType>;
  CategoryHasCourse?: CategoryHasCourseResolvers<ContextType>;
  CategoryHasTrail?: CategoryHasTrailResolvers<ContextType>;
  Classroom?: ClassroomResolvers<ContextType>;
  ClassroomCourse?: ClassroomCourseResolvers<ContextType>;
  ClassroomInstrutor?: ClassroomInstrutorResolvers<ContextType>;
  ClassroomSubscription?: ClassroomSubscriptionResolvers<ContextType>;
  ClassroomTotals?: ClassroomTotalsResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CourseCategory?: CourseCategoryResolvers<ContextType>;
  CourseProofRef?: CourseProofRefResolvers<ContextType>;
  CourseScorm?: CourseScormResolvers<ContextType>;
  Impersonator?: ImpersonatorResolvers<ContextType>;
  Instrutor?: InstrutorResolvers<ContextType>;
  ItemTrail?: ItemTrailResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Proof?: ProofResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Question?: QuestionResolvers<ContextType>;
  QuestionWithAnswers?: QuestionWithAnswersResolvers<ContextType>;
  ScormPreviewGrant?: ScormPreviewGrantResolvers<ContextType>;
  ScormPreviewItem?: ScormPreviewItemResolvers<ContextType>;
  Trail?: TrailResolvers<ContextType>;
  TrailCategory?: TrailCategoryResolvers<ContextType>;
  TrailHasAsset?: TrailHasAssetResolvers<ContextType>;
  TrailHasCourse?: TrailHasCourseResolvers<ContextType>;
  TrailItem?: TrailItemResolvers<ContextType>;
  TrailOption?: TrailOptionResolvers<ContextType>;
  TrailProofRef?: TrailProofRefResolvers<ContextType>;
  TrendingCourse?: TrendingCourseResolvers<ContextType>;
  VideoMedia?: VideoMediaResolvers<ContextType>;
  VideoSearchItem?: VideoSearchItemResolvers<ContextType>;
};

