/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment AnswerRecord on Answer {\n  id\n  is_correct\n  question_id\n  title\n  updated_at\n}\n\nfragment ClassroomRecord on Classroom {\n  active\n  address\n  course {\n    id\n    title\n  }\n  course_id\n  created_at\n  date_publish\n  date_unpublish\n  datetime_end\n  datetime_registration_end\n  datetime_registration_start\n  datetime_start\n  externalPage\n  id\n  instrutor {\n    id\n    nome\n  }\n  is_attendance_list\n  is_public\n  is_specific\n  limit_registrations\n  parent_id\n  receipt\n  segmentations\n  title\n  totals {\n    absent\n    not_started\n    present\n    subscribed\n  }\n  updated_at\n  userowner_id\n  userowner_name\n}\n\nfragment CourseRecord on Course {\n  active\n  categories {\n    id\n    title\n  }\n  category_id\n  code\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  description\n  external_view\n  hours\n  id\n  in_trails\n  is_subscriptions\n  minutes\n  owner\n  owner_name\n  proof {\n    id\n    title\n  }\n  proof_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  responsible\n  scorm\n  scorm_version\n  showgrid\n  thumbnail\n  title\n  type\n  updated_at\n  updated_by\n  video\n}\n\nfragment ProofRecord on Proof {\n  active\n  attempts\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  id\n  minimum\n  prooftype_id\n  title\n  updated_at\n}\n\nfragment QuestionRecord on Question {\n  id\n  proof_id\n  title\n  updated_at\n}\n\nfragment TrailRecord on Trail {\n  active\n  blockcontent\n  categories {\n    id\n    title\n  }\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  description\n  id\n  owner\n  owner_name\n  proof {\n    id\n    title\n  }\n  proof_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nfragment VideoMediaRecord on VideoMedia {\n  category\n  created_at\n  duration_seconds\n  id\n  media_id\n  published_at\n  status\n  title\n  updated_at\n}\n\nfragment InstrutorRecord on Instrutor {\n  cpf\n  id\n  is_active\n  is_interno\n  nome\n  updated_at\n}\n\nmutation SaveAnswerRecord($id: Int, $input: AnswerInput!, $updated_at: String) {\n  createOrUpdateAnswer(id: $id, input: $input, updated_at: $updated_at) {\n    ...AnswerRecord\n  }\n}\n\nmutation SaveClassroomRecord($active: Int, $address: String, $course_id: Int, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_registration_end: String, $datetime_registration_start: String, $datetime_start: String, $externalPage: String, $id: Int, $instrutor: Int, $is_public: Int, $is_specific: Int, $limit_registrations: Int, $parent_id: Int, $title: String, $updated_at: String, $userowner_id: Int) {\n  createOrUpdateClassroom(\n    active: $active\n    address: $address\n    course_id: $course_id\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    datetime_end: $datetime_end\n    datetime_registration_end: $datetime_registration_end\n    datetime_registration_start: $datetime_registration_start\n    datetime_start: $datetime_start\n    externalPage: $externalPage\n    id: $id\n    instrutor: $instrutor\n    is_public: $is_public\n    is_specific: $is_specific\n    limit_registrations: $limit_registrations\n    parent_id: $parent_id\n    title: $title\n    updated_at: $updated_at\n    userowner_id: $userowner_id\n  ) {\n    ...ClassroomRecord\n  }\n}\n\nmutation SaveCourseRecord($active: Int, $categories: [Int!], $category_id: Int, $code: String, $date_publish: String, $date_unpublish: String, $description: String, $external_view: Int, $hours: Int, $id: Int, $is_subscriptions: Int, $minutes: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $responsible: String, $showgrid: Int, $title: String, $type: String, $updated_at: String, $video: String) {\n  createOrUpdateCourse(\n    active: $active\n    categories: $categories\n    category_id: $category_id\n    code: $code\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    description: $description\n    external_view: $external_view\n    hours: $hours\n    id: $id\n    is_subscriptions: $is_subscriptions\n    minutes: $minutes\n    owner: $owner\n    proof_id: $proof_id\n    reactionevaluation_id: $reactionevaluation_id\n    responsible: $responsible\n    showgrid: $showgrid\n    title: $title\n    type: $type\n    updated_at: $updated_at\n    video: $video\n  ) {\n    ...CourseRecord\n  }\n}\n\nmutation SaveProofRecord($id: Int, $input: ProofInput!, $updated_at: String) {\n  createOrUpdateProof(id: $id, input: $input, updated_at: $updated_at) {\n    ...ProofRecord\n  }\n}\n\nmutation SaveQuestionRecord($id: Int, $input: QuestionInput!, $updated_at: String) {\n  createOrUpdateQuestion(id: $id, input: $input, updated_at: $updated_at) {\n    ...QuestionRecord\n  }\n}\n\nmutation SaveTrailRecord($active: Int, $blockcontent: Int, $categories: [Int!], $date_publish: String, $date_unpublish: String, $description: String, $id: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $title: String, $updated_at: String) {\n  createOrUpdateTrail(\n    active: $active\n    blockcontent: $blockcontent\n    categories: $categories\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    description: $description\n    id: $id\n    owner: $owner\n    proof_id: $proof_id\n    reactionevaluation_id: $reactionevaluation_id\n    title: $title\n    updated_at: $updated_at\n  ) {\n    ...TrailRecord\n  }\n}\n\nmutation SaveVideoMediaRecord($id: Int, $input: VideoMediaInput!, $updated_at: String) {\n  createOrUpdateVideoMedia(id: $id, input: $input, updated_at: $updated_at) {\n    ...VideoMediaRecord\n  }\n}\n\nmutation SaveInstrutorRecord($cpf: String, $id: Int, $is_interno: Int, $nome: String, $updated_at: String) {\n  criaOuAtualizaInstrutor(\n    cpf: $cpf\n    id: $id\n    is_interno: $is_interno\n    nome: $nome\n    updated_at: $updated_at\n  ) {\n    ...InstrutorRecord\n  }\n}": typeof types.AnswerRecordFragmentDoc,
    "mutation AddSubscription($classroom_id: Int!, $uid: String!) {\n  createSubscription_by_uid(classroom_id: $classroom_id, uid: $uid) { id name uid }\n}": typeof types.AddSubscriptionDocument,
    "mutation AdvanceAllPresence($classroom_id: Int!) { subscriptions_present_all(classroom_id: $classroom_id) }": typeof types.AdvanceAllPresenceDocument,
    "query Classroom($id: Int!) { classroom(id: $id) { ...ClassroomRecord } }": typeof types.ClassroomDocument,
    "query Classrooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String, $parent_id: Int) {\n  classroom_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby, parent_id: $parent_id) {\n    id parent_id datetime_start datetime_end course { id title } is_attendance_list segmentations\n    totals { subscribed present absent not_started }\n  }\n  classroom_count(search: $search, parent_id: $parent_id)\n}": typeof types.ClassroomsDocument,
    "mutation DeleteClassroom($id: Int!) { deleteClassroom(id: $id) }": typeof types.DeleteClassroomDocument,
    "mutation DeleteSubscription($id: Int!) { deleteSubscription(id: $id) }": typeof types.DeleteSubscriptionDocument,
    "query InstructorOptions {\n  instrutor_collection(limit: 200, page: 1, order: \"asc\", orderby: \"name\") { id nome is_active }\n}": typeof types.InstructorOptionsDocument,
    "query PresentialCourseOptions {\n  courses_collections(type: \"presential\", limit: 200, page: 1, order: \"asc\", orderby: \"title\") { id title }\n}": typeof types.PresentialCourseOptionsDocument,
    "mutation SetPresence($id: Int!, $is_present: Int) { subscription_present(id: $id, is_present: $is_present) { id is_present } }": typeof types.SetPresenceDocument,
    "query Subscriptions($classroom_id: Int!, $limit: Int, $page: Int) {\n  subscription(classroom_id: $classroom_id, limit: $limit, page: $page) { id user_id is_present name uid }\n  countSubscriptions(classroom_id: $classroom_id)\n  countSubscriptionsIsPresent(classroom_id: $classroom_id)\n  countSubscriptionsIsNotPresent(classroom_id: $classroom_id)\n  countSubscriptionsIsNotInitiated(classroom_id: $classroom_id)\n}": typeof types.SubscriptionsDocument,
    "mutation LinkCourseCategory($course_id: Int!, $category_id: Int!) {\n  createCategoryHasCourse(course_id: $course_id, category_id: $category_id) { id }\n}": typeof types.LinkCourseCategoryDocument,
    "mutation UnlinkCourseCategory($course_id: Int!, $category_id: Int!) {\n  deleteCategoryHasCourse(course_id: $course_id, category_id: $category_id)\n}": typeof types.UnlinkCourseCategoryDocument,
    "query Course($course_id: Int!) { course(course_id: $course_id) { ...CourseRecord } }": typeof types.CourseDocument,
    "query Courses($type: String, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  courses_collections(type: $type, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active scorm scorm_version in_trails date_publish date_unpublish date_publish_format date_unpublish_format\n  }\n  courses_count(type: $type, search: $search)\n}": typeof types.CoursesDocument,
    "mutation DeleteCourse($id: Int!) { deleteCourse(id: $id) }": typeof types.DeleteCourseDocument,
    "query CourseCounts {\n  online: courseCount(type: \"online\")\n  onlineActive: courseCount(type: \"online\", active: 1)\n  presential: courseCount(type: \"presential\")\n  presentialActive: courseCount(type: \"presential\", active: 1)\n}": typeof types.CourseCountsDocument,
    "query TrendingCourses($limit: Int) {\n  coursesOnlineTrending(limit: $limit) { id title total }\n  coursesPresentialTrending(limit: $limit) { id title total }\n}": typeof types.TrendingCoursesDocument,
    "query VideoPlatformExternal { video_platform_external }": typeof types.VideoPlatformExternalDocument,
    "mutation DeleteInstructor($id: Int!) { deleteInstrutor(id: $id) }": typeof types.DeleteInstructorDocument,
    "query Instructor($id: Int!) { instrutor(id: $id) { ...InstrutorRecord } }": typeof types.InstructorDocument,
    "query Instructors($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  instrutor_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id nome cpf is_interno }\n  instrutor_count(search: $search)\n}": typeof types.InstructorsDocument,
    "query Answer($id: Int!) { answer(id: $id) { ...AnswerRecord } }": typeof types.AnswerDocument,
    "query Answers($question_id: Int!) { answer_collections(question_id: $question_id) { id title is_correct } }": typeof types.AnswersDocument,
    "mutation CreateAnswers($question_id: Int!, $answers: [AnswerItemInput!]) {\n  createAnswers(question_id: $question_id, answers: $answers) { id }\n}": typeof types.CreateAnswersDocument,
    "mutation CreateQuestionWithAnswers($proof_id: Int!, $title: String, $answers: [AnswerItemInput!]) {\n  createQuestionWithAnswers(proof_id: $proof_id, title: $title, answers: $answers) { id }\n}": typeof types.CreateQuestionWithAnswersDocument,
    "mutation DeleteAnswer($id: Int!) { deleteAnswer(id: $id) }": typeof types.DeleteAnswerDocument,
    "mutation DeleteProof($id: Int!) { deleteProof(id: $id) }": typeof types.DeleteProofDocument,
    "mutation DeleteQuestion($id: Int!) { deleteQuestion(id: $id) }": typeof types.DeleteQuestionDocument,
    "query Proof($id: Int!) { proof(id: $id) { ...ProofRecord } }": typeof types.ProofDocument,
    "query Proofs($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }": typeof types.ProofsDocument,
    "query Question($id: Int!) { question(id: $id) { ...QuestionRecord } }": typeof types.QuestionDocument,
    "query Questions($proof_id: Int!) { question_collections(proof_id: $proof_id) { id title } }": typeof types.QuestionsDocument,
    "query CourseScorm($course_id: Int!) {\n  course_scorm(course_id: $course_id) { id title type scorm scorm_version scorm_launch }\n}": typeof types.CourseScormDocument,
    "mutation ScormPreview($course_id: Int!) {\n  scormPreview(course_id: $course_id) { url version launch expires_at items { identifier title depth visible launchable } }\n}": typeof types.ScormPreviewDocument,
    "mutation ReorderTrailItems($trail_id: Int!, $items: [TrailItemOrder!]!) {\n  reorderTrailItems(trail_id: $trail_id, items: $items) { id trail_id item_id item_type ordernum title }\n}": typeof types.ReorderTrailItemsDocument,
    "mutation LinkTrailCategory($trail_id: Int!, $category_id: Int!) {\n  createCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) { id }\n}": typeof types.LinkTrailCategoryDocument,
    "mutation UnlinkTrailCategory($trail_id: Int!, $category_id: Int!) {\n  deleteCategoryHasTrail(trail_id: $trail_id, category_id: $category_id)\n}": typeof types.UnlinkTrailCategoryDocument,
    "mutation AddTrailCourse($course_id: Int!, $trail_id: Int!) {\n  createTrailHasCourse(course_id: $course_id, trail_id: $trail_id) { id }\n}": typeof types.AddTrailCourseDocument,
    "mutation RemoveTrailCourse($course_id: Int!, $trail_id: Int!) {\n  deleteTrailHasCourse(course_id: $course_id, trail_id: $trail_id)\n}": typeof types.RemoveTrailCourseDocument,
    "mutation AddTrailAsset($asset_id: Int!, $trail_id: Int!) {\n  createTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) { id }\n}": typeof types.AddTrailAssetDocument,
    "mutation RemoveTrailAsset($asset_id: Int!, $trail_id: Int!) {\n  deleteTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id)\n}": typeof types.RemoveTrailAssetDocument,
    "query TrailItemOptions($type: String!, $search: String) {\n  trail_item_options(type: $type, search: $search) { id title }\n}": typeof types.TrailItemOptionsDocument,
    "query TrailItems($trail_id: Int!) {\n  trailitems(trail_id: $trail_id) { id trail_id item_id item_type ordernum title }\n}": typeof types.TrailItemsDocument,
    "query TrailProfileOptions { trail_profile_options { id title } }": typeof types.TrailProfileOptionsDocument,
    "query Trail($id: Int!) { trail(id: $id) { ...TrailRecord } }": typeof types.TrailDocument,
    "query Trails($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  trails_collections_dashboard(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active date_publish_format date_unpublish_format\n  }\n  trail_count(search: $search)\n}": typeof types.TrailsDocument,
    "mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }": typeof types.DeleteVideoMediaDocument,
    "query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }\n  video_media_count(search: $search)\n}": typeof types.VideoMediaListDocument,
    "fragment VideoMediaFields on VideoMedia {\n  id media_id title category status published_at duration_seconds created_at updated_at\n}": typeof types.VideoMediaFieldsFragmentDoc,
    "query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaRecord } }": typeof types.VideoMediaDocument,
    "query ProofOptions($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }": typeof types.ProofOptionsDocument,
    "query TrailsByItem($item_id: Int!, $type_content: String!) {\n  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }\n}": typeof types.TrailsByItemDocument,
    "query VideoOptions($search: String!, $limit: Int) {\n  videos_search(search: $search, limit: $limit) { media_id title category }\n}": typeof types.VideoOptionsDocument,
    "query VideoByMediaId($media_id: String!) {\n  video_by_media_id(media_id: $media_id) { media_id title category }\n}": typeof types.VideoByMediaIdDocument,
};
const documents: Documents = {
    "fragment AnswerRecord on Answer {\n  id\n  is_correct\n  question_id\n  title\n  updated_at\n}\n\nfragment ClassroomRecord on Classroom {\n  active\n  address\n  course {\n    id\n    title\n  }\n  course_id\n  created_at\n  date_publish\n  date_unpublish\n  datetime_end\n  datetime_registration_end\n  datetime_registration_start\n  datetime_start\n  externalPage\n  id\n  instrutor {\n    id\n    nome\n  }\n  is_attendance_list\n  is_public\n  is_specific\n  limit_registrations\n  parent_id\n  receipt\n  segmentations\n  title\n  totals {\n    absent\n    not_started\n    present\n    subscribed\n  }\n  updated_at\n  userowner_id\n  userowner_name\n}\n\nfragment CourseRecord on Course {\n  active\n  categories {\n    id\n    title\n  }\n  category_id\n  code\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  description\n  external_view\n  hours\n  id\n  in_trails\n  is_subscriptions\n  minutes\n  owner\n  owner_name\n  proof {\n    id\n    title\n  }\n  proof_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  responsible\n  scorm\n  scorm_version\n  showgrid\n  thumbnail\n  title\n  type\n  updated_at\n  updated_by\n  video\n}\n\nfragment ProofRecord on Proof {\n  active\n  attempts\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  id\n  minimum\n  prooftype_id\n  title\n  updated_at\n}\n\nfragment QuestionRecord on Question {\n  id\n  proof_id\n  title\n  updated_at\n}\n\nfragment TrailRecord on Trail {\n  active\n  blockcontent\n  categories {\n    id\n    title\n  }\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  description\n  id\n  owner\n  owner_name\n  proof {\n    id\n    title\n  }\n  proof_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nfragment VideoMediaRecord on VideoMedia {\n  category\n  created_at\n  duration_seconds\n  id\n  media_id\n  published_at\n  status\n  title\n  updated_at\n}\n\nfragment InstrutorRecord on Instrutor {\n  cpf\n  id\n  is_active\n  is_interno\n  nome\n  updated_at\n}\n\nmutation SaveAnswerRecord($id: Int, $input: AnswerInput!, $updated_at: String) {\n  createOrUpdateAnswer(id: $id, input: $input, updated_at: $updated_at) {\n    ...AnswerRecord\n  }\n}\n\nmutation SaveClassroomRecord($active: Int, $address: String, $course_id: Int, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_registration_end: String, $datetime_registration_start: String, $datetime_start: String, $externalPage: String, $id: Int, $instrutor: Int, $is_public: Int, $is_specific: Int, $limit_registrations: Int, $parent_id: Int, $title: String, $updated_at: String, $userowner_id: Int) {\n  createOrUpdateClassroom(\n    active: $active\n    address: $address\n    course_id: $course_id\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    datetime_end: $datetime_end\n    datetime_registration_end: $datetime_registration_end\n    datetime_registration_start: $datetime_registration_start\n    datetime_start: $datetime_start\n    externalPage: $externalPage\n    id: $id\n    instrutor: $instrutor\n    is_public: $is_public\n    is_specific: $is_specific\n    limit_registrations: $limit_registrations\n    parent_id: $parent_id\n    title: $title\n    updated_at: $updated_at\n    userowner_id: $userowner_id\n  ) {\n    ...ClassroomRecord\n  }\n}\n\nmutation SaveCourseRecord($active: Int, $categories: [Int!], $category_id: Int, $code: String, $date_publish: String, $date_unpublish: String, $description: String, $external_view: Int, $hours: Int, $id: Int, $is_subscriptions: Int, $minutes: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $responsible: String, $showgrid: Int, $title: String, $type: String, $updated_at: String, $video: String) {\n  createOrUpdateCourse(\n    active: $active\n    categories: $categories\n    category_id: $category_id\n    code: $code\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    description: $description\n    external_view: $external_view\n    hours: $hours\n    id: $id\n    is_subscriptions: $is_subscriptions\n    minutes: $minutes\n    owner: $owner\n    proof_id: $proof_id\n    reactionevaluation_id: $reactionevaluation_id\n    responsible: $responsible\n    showgrid: $showgrid\n    title: $title\n    type: $type\n    updated_at: $updated_at\n    video: $video\n  ) {\n    ...CourseRecord\n  }\n}\n\nmutation SaveProofRecord($id: Int, $input: ProofInput!, $updated_at: String) {\n  createOrUpdateProof(id: $id, input: $input, updated_at: $updated_at) {\n    ...ProofRecord\n  }\n}\n\nmutation SaveQuestionRecord($id: Int, $input: QuestionInput!, $updated_at: String) {\n  createOrUpdateQuestion(id: $id, input: $input, updated_at: $updated_at) {\n    ...QuestionRecord\n  }\n}\n\nmutation SaveTrailRecord($active: Int, $blockcontent: Int, $categories: [Int!], $date_publish: String, $date_unpublish: String, $description: String, $id: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $title: String, $updated_at: String) {\n  createOrUpdateTrail(\n    active: $active\n    blockcontent: $blockcontent\n    categories: $categories\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    description: $description\n    id: $id\n    owner: $owner\n    proof_id: $proof_id\n    reactionevaluation_id: $reactionevaluation_id\n    title: $title\n    updated_at: $updated_at\n  ) {\n    ...TrailRecord\n  }\n}\n\nmutation SaveVideoMediaRecord($id: Int, $input: VideoMediaInput!, $updated_at: String) {\n  createOrUpdateVideoMedia(id: $id, input: $input, updated_at: $updated_at) {\n    ...VideoMediaRecord\n  }\n}\n\nmutation SaveInstrutorRecord($cpf: String, $id: Int, $is_interno: Int, $nome: String, $updated_at: String) {\n  criaOuAtualizaInstrutor(\n    cpf: $cpf\n    id: $id\n    is_interno: $is_interno\n    nome: $nome\n    updated_at: $updated_at\n  ) {\n    ...InstrutorRecord\n  }\n}": types.AnswerRecordFragmentDoc,
    "mutation AddSubscription($classroom_id: Int!, $uid: String!) {\n  createSubscription_by_uid(classroom_id: $classroom_id, uid: $uid) { id name uid }\n}": types.AddSubscriptionDocument,
    "mutation AdvanceAllPresence($classroom_id: Int!) { subscriptions_present_all(classroom_id: $classroom_id) }": types.AdvanceAllPresenceDocument,
    "query Classroom($id: Int!) { classroom(id: $id) { ...ClassroomRecord } }": types.ClassroomDocument,
    "query Classrooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String, $parent_id: Int) {\n  classroom_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby, parent_id: $parent_id) {\n    id parent_id datetime_start datetime_end course { id title } is_attendance_list segmentations\n    totals { subscribed present absent not_started }\n  }\n  classroom_count(search: $search, parent_id: $parent_id)\n}": types.ClassroomsDocument,
    "mutation DeleteClassroom($id: Int!) { deleteClassroom(id: $id) }": types.DeleteClassroomDocument,
    "mutation DeleteSubscription($id: Int!) { deleteSubscription(id: $id) }": types.DeleteSubscriptionDocument,
    "query InstructorOptions {\n  instrutor_collection(limit: 200, page: 1, order: \"asc\", orderby: \"name\") { id nome is_active }\n}": types.InstructorOptionsDocument,
    "query PresentialCourseOptions {\n  courses_collections(type: \"presential\", limit: 200, page: 1, order: \"asc\", orderby: \"title\") { id title }\n}": types.PresentialCourseOptionsDocument,
    "mutation SetPresence($id: Int!, $is_present: Int) { subscription_present(id: $id, is_present: $is_present) { id is_present } }": types.SetPresenceDocument,
    "query Subscriptions($classroom_id: Int!, $limit: Int, $page: Int) {\n  subscription(classroom_id: $classroom_id, limit: $limit, page: $page) { id user_id is_present name uid }\n  countSubscriptions(classroom_id: $classroom_id)\n  countSubscriptionsIsPresent(classroom_id: $classroom_id)\n  countSubscriptionsIsNotPresent(classroom_id: $classroom_id)\n  countSubscriptionsIsNotInitiated(classroom_id: $classroom_id)\n}": types.SubscriptionsDocument,
    "mutation LinkCourseCategory($course_id: Int!, $category_id: Int!) {\n  createCategoryHasCourse(course_id: $course_id, category_id: $category_id) { id }\n}": types.LinkCourseCategoryDocument,
    "mutation UnlinkCourseCategory($course_id: Int!, $category_id: Int!) {\n  deleteCategoryHasCourse(course_id: $course_id, category_id: $category_id)\n}": types.UnlinkCourseCategoryDocument,
    "query Course($course_id: Int!) { course(course_id: $course_id) { ...CourseRecord } }": types.CourseDocument,
    "query Courses($type: String, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  courses_collections(type: $type, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active scorm scorm_version in_trails date_publish date_unpublish date_publish_format date_unpublish_format\n  }\n  courses_count(type: $type, search: $search)\n}": types.CoursesDocument,
    "mutation DeleteCourse($id: Int!) { deleteCourse(id: $id) }": types.DeleteCourseDocument,
    "query CourseCounts {\n  online: courseCount(type: \"online\")\n  onlineActive: courseCount(type: \"online\", active: 1)\n  presential: courseCount(type: \"presential\")\n  presentialActive: courseCount(type: \"presential\", active: 1)\n}": types.CourseCountsDocument,
    "query TrendingCourses($limit: Int) {\n  coursesOnlineTrending(limit: $limit) { id title total }\n  coursesPresentialTrending(limit: $limit) { id title total }\n}": types.TrendingCoursesDocument,
    "query VideoPlatformExternal { video_platform_external }": types.VideoPlatformExternalDocument,
    "mutation DeleteInstructor($id: Int!) { deleteInstrutor(id: $id) }": types.DeleteInstructorDocument,
    "query Instructor($id: Int!) { instrutor(id: $id) { ...InstrutorRecord } }": types.InstructorDocument,
    "query Instructors($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  instrutor_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id nome cpf is_interno }\n  instrutor_count(search: $search)\n}": types.InstructorsDocument,
    "query Answer($id: Int!) { answer(id: $id) { ...AnswerRecord } }": types.AnswerDocument,
    "query Answers($question_id: Int!) { answer_collections(question_id: $question_id) { id title is_correct } }": types.AnswersDocument,
    "mutation CreateAnswers($question_id: Int!, $answers: [AnswerItemInput!]) {\n  createAnswers(question_id: $question_id, answers: $answers) { id }\n}": types.CreateAnswersDocument,
    "mutation CreateQuestionWithAnswers($proof_id: Int!, $title: String, $answers: [AnswerItemInput!]) {\n  createQuestionWithAnswers(proof_id: $proof_id, title: $title, answers: $answers) { id }\n}": types.CreateQuestionWithAnswersDocument,
    "mutation DeleteAnswer($id: Int!) { deleteAnswer(id: $id) }": types.DeleteAnswerDocument,
    "mutation DeleteProof($id: Int!) { deleteProof(id: $id) }": types.DeleteProofDocument,
    "mutation DeleteQuestion($id: Int!) { deleteQuestion(id: $id) }": types.DeleteQuestionDocument,
    "query Proof($id: Int!) { proof(id: $id) { ...ProofRecord } }": types.ProofDocument,
    "query Proofs($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }": types.ProofsDocument,
    "query Question($id: Int!) { question(id: $id) { ...QuestionRecord } }": types.QuestionDocument,
    "query Questions($proof_id: Int!) { question_collections(proof_id: $proof_id) { id title } }": types.QuestionsDocument,
    "query CourseScorm($course_id: Int!) {\n  course_scorm(course_id: $course_id) { id title type scorm scorm_version scorm_launch }\n}": types.CourseScormDocument,
    "mutation ScormPreview($course_id: Int!) {\n  scormPreview(course_id: $course_id) { url version launch expires_at items { identifier title depth visible launchable } }\n}": types.ScormPreviewDocument,
    "mutation ReorderTrailItems($trail_id: Int!, $items: [TrailItemOrder!]!) {\n  reorderTrailItems(trail_id: $trail_id, items: $items) { id trail_id item_id item_type ordernum title }\n}": types.ReorderTrailItemsDocument,
    "mutation LinkTrailCategory($trail_id: Int!, $category_id: Int!) {\n  createCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) { id }\n}": types.LinkTrailCategoryDocument,
    "mutation UnlinkTrailCategory($trail_id: Int!, $category_id: Int!) {\n  deleteCategoryHasTrail(trail_id: $trail_id, category_id: $category_id)\n}": types.UnlinkTrailCategoryDocument,
    "mutation AddTrailCourse($course_id: Int!, $trail_id: Int!) {\n  createTrailHasCourse(course_id: $course_id, trail_id: $trail_id) { id }\n}": types.AddTrailCourseDocument,
    "mutation RemoveTrailCourse($course_id: Int!, $trail_id: Int!) {\n  deleteTrailHasCourse(course_id: $course_id, trail_id: $trail_id)\n}": types.RemoveTrailCourseDocument,
    "mutation AddTrailAsset($asset_id: Int!, $trail_id: Int!) {\n  createTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) { id }\n}": types.AddTrailAssetDocument,
    "mutation RemoveTrailAsset($asset_id: Int!, $trail_id: Int!) {\n  deleteTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id)\n}": types.RemoveTrailAssetDocument,
    "query TrailItemOptions($type: String!, $search: String) {\n  trail_item_options(type: $type, search: $search) { id title }\n}": types.TrailItemOptionsDocument,
    "query TrailItems($trail_id: Int!) {\n  trailitems(trail_id: $trail_id) { id trail_id item_id item_type ordernum title }\n}": types.TrailItemsDocument,
    "query TrailProfileOptions { trail_profile_options { id title } }": types.TrailProfileOptionsDocument,
    "query Trail($id: Int!) { trail(id: $id) { ...TrailRecord } }": types.TrailDocument,
    "query Trails($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  trails_collections_dashboard(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active date_publish_format date_unpublish_format\n  }\n  trail_count(search: $search)\n}": types.TrailsDocument,
    "mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }": types.DeleteVideoMediaDocument,
    "query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }\n  video_media_count(search: $search)\n}": types.VideoMediaListDocument,
    "fragment VideoMediaFields on VideoMedia {\n  id media_id title category status published_at duration_seconds created_at updated_at\n}": types.VideoMediaFieldsFragmentDoc,
    "query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaRecord } }": types.VideoMediaDocument,
    "query ProofOptions($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }": types.ProofOptionsDocument,
    "query TrailsByItem($item_id: Int!, $type_content: String!) {\n  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }\n}": types.TrailsByItemDocument,
    "query VideoOptions($search: String!, $limit: Int) {\n  videos_search(search: $search, limit: $limit) { media_id title category }\n}": types.VideoOptionsDocument,
    "query VideoByMediaId($media_id: String!) {\n  video_by_media_id(media_id: $media_id) { media_id title category }\n}": types.VideoByMediaIdDocument,
};

/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "fragment AnswerRecord on Answer {\n  id\n  is_correct\n  question_id\n  title\n  updated_at\n}\n\nfragment ClassroomRecord on Classroom {\n  active\n  address\n  course {\n    id\n    title\n  }\n  course_id\n  created_at\n  date_publish\n  date_unpublish\n  datetime_end\n  datetime_registration_end\n  datetime_registration_start\n  datetime_start\n  externalPage\n  id\n  instrutor {\n    id\n    nome\n  }\n  is_attendance_list\n  is_public\n  is_specific\n  limit_registrations\n  parent_id\n  receipt\n  segmentations\n  title\n  totals {\n    absent\n    not_started\n    present\n    subscribed\n  }\n  updated_at\n  userowner_id\n  userowner_name\n}\n\nfragment CourseRecord on Course {\n  active\n  categories {\n    id\n    title\n  }\n  category_id\n  code\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  description\n  external_view\n  hours\n  id\n  in_trails\n  is_subscriptions\n  minutes\n  owner\n  owner_name\n  proof {\n    id\n    title\n  }\n  proof_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  responsible\n  scorm\n  scorm_version\n  showgrid\n  thumbnail\n  title\n  type\n  updated_at\n  updated_by\n  video\n}\n\nfragment ProofRecord on Proof {\n  active\n  attempts\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  id\n  minimum\n  prooftype_id\n  title\n  updated_at\n}\n\nfragment QuestionRecord on Question {\n  id\n  proof_id\n  title\n  updated_at\n}\n\nfragment TrailRecord on Trail {\n  active\n  blockcontent\n  categories {\n    id\n    title\n  }\n  created_at\n  created_by\n  date_publish\n  date_publish_format\n  date_unpublish\n  date_unpublish_format\n  description\n  id\n  owner\n  owner_name\n  proof {\n    id\n    title\n  }\n  proof_id\n  reactionevaluation {\n    id\n    title\n  }\n  reactionevaluation_id\n  thumbnail\n  title\n  updated_at\n  updated_by\n}\n\nfragment VideoMediaRecord on VideoMedia {\n  category\n  created_at\n  duration_seconds\n  id\n  media_id\n  published_at\n  status\n  title\n  updated_at\n}\n\nfragment InstrutorRecord on Instrutor {\n  cpf\n  id\n  is_active\n  is_interno\n  nome\n  updated_at\n}\n\nmutation SaveAnswerRecord($id: Int, $input: AnswerInput!, $updated_at: String) {\n  createOrUpdateAnswer(id: $id, input: $input, updated_at: $updated_at) {\n    ...AnswerRecord\n  }\n}\n\nmutation SaveClassroomRecord($active: Int, $address: String, $course_id: Int, $date_publish: String, $date_unpublish: String, $datetime_end: String, $datetime_registration_end: String, $datetime_registration_start: String, $datetime_start: String, $externalPage: String, $id: Int, $instrutor: Int, $is_public: Int, $is_specific: Int, $limit_registrations: Int, $parent_id: Int, $title: String, $updated_at: String, $userowner_id: Int) {\n  createOrUpdateClassroom(\n    active: $active\n    address: $address\n    course_id: $course_id\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    datetime_end: $datetime_end\n    datetime_registration_end: $datetime_registration_end\n    datetime_registration_start: $datetime_registration_start\n    datetime_start: $datetime_start\n    externalPage: $externalPage\n    id: $id\n    instrutor: $instrutor\n    is_public: $is_public\n    is_specific: $is_specific\n    limit_registrations: $limit_registrations\n    parent_id: $parent_id\n    title: $title\n    updated_at: $updated_at\n    userowner_id: $userowner_id\n  ) {\n    ...ClassroomRecord\n  }\n}\n\nmutation SaveCourseRecord($active: Int, $categories: [Int!], $category_id: Int, $code: String, $date_publish: String, $date_unpublish: String, $description: String, $external_view: Int, $hours: Int, $id: Int, $is_subscriptions: Int, $minutes: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $responsible: String, $showgrid: Int, $title: String, $type: String, $updated_at: String, $video: String) {\n  createOrUpdateCourse(\n    active: $active\n    categories: $categories\n    category_id: $category_id\n    code: $code\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    description: $description\n    external_view: $external_view\n    hours: $hours\n    id: $id\n    is_subscriptions: $is_subscriptions\n    minutes: $minutes\n    owner: $owner\n    proof_id: $proof_id\n    reactionevaluation_id: $reactionevaluation_id\n    responsible: $responsible\n    showgrid: $showgrid\n    title: $title\n    type: $type\n    updated_at: $updated_at\n    video: $video\n  ) {\n    ...CourseRecord\n  }\n}\n\nmutation SaveProofRecord($id: Int, $input: ProofInput!, $updated_at: String) {\n  createOrUpdateProof(id: $id, input: $input, updated_at: $updated_at) {\n    ...ProofRecord\n  }\n}\n\nmutation SaveQuestionRecord($id: Int, $input: QuestionInput!, $updated_at: String) {\n  createOrUpdateQuestion(id: $id, input: $input, updated_at: $updated_at) {\n    ...QuestionRecord\n  }\n}\n\nmutation SaveTrailRecord($active: Int, $blockcontent: Int, $categories: [Int!], $date_publish: String, $date_unpublish: String, $description: String, $id: Int, $owner: Int, $proof_id: Int, $reactionevaluation_id: Int, $title: String, $updated_at: String) {\n  createOrUpdateTrail(\n    active: $active\n    blockcontent: $blockcontent\n    categories: $categories\n    date_publish: $date_publish\n    date_unpublish: $date_unpublish\n    description: $description\n    id: $id\n    owner: $owner\n    proof_id: $proof_id\n    reactionevaluation_id: $reactionevaluation_id\n    title: $title\n    updated_at: $updated_at\n  ) {\n    ...TrailRecord\n  }\n}\n\nmutation SaveVideoMediaRecord($id: Int, $input: VideoMediaInput!, $updated_at: String) {\n  createOrUpdateVideoMedia(id: $id, input: $input, updated_at: $updated_at) {\n    ...VideoMediaRecord\n  }\n}\n\nmutation SaveInstrutorRecord($cpf: String, $id: Int, $is_interno: Int, $nome: String, $updated_at: String) {\n  criaOuAtualizaInstrutor(\n    cpf: $cpf\n    id: $id\n    is_interno: $is_interno\n    nome: $nome\n    updated_at: $updated_at\n  ) {\n    ...InstrutorRecord\n  }\n}"): typeof import('./graphql').AnswerRecordFragmentDoc;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation AddSubscription($classroom_id: Int!, $uid: String!) {\n  createSubscription_by_uid(classroom_id: $classroom_id, uid: $uid) { id name uid }\n}"): typeof import('./graphql').AddSubscriptionDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation AdvanceAllPresence($classroom_id: Int!) { subscriptions_present_all(classroom_id: $classroom_id) }"): typeof import('./graphql').AdvanceAllPresenceDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Classroom($id: Int!) { classroom(id: $id) { ...ClassroomRecord } }"): typeof import('./graphql').ClassroomDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Classrooms($search: String, $limit: Int, $page: Int, $order: String, $orderby: String, $parent_id: Int) {\n  classroom_collections(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby, parent_id: $parent_id) {\n    id parent_id datetime_start datetime_end course { id title } is_attendance_list segmentations\n    totals { subscribed present absent not_started }\n  }\n  classroom_count(search: $search, parent_id: $parent_id)\n}"): typeof import('./graphql').ClassroomsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteClassroom($id: Int!) { deleteClassroom(id: $id) }"): typeof import('./graphql').DeleteClassroomDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteSubscription($id: Int!) { deleteSubscription(id: $id) }"): typeof import('./graphql').DeleteSubscriptionDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query InstructorOptions {\n  instrutor_collection(limit: 200, page: 1, order: \"asc\", orderby: \"name\") { id nome is_active }\n}"): typeof import('./graphql').InstructorOptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query PresentialCourseOptions {\n  courses_collections(type: \"presential\", limit: 200, page: 1, order: \"asc\", orderby: \"title\") { id title }\n}"): typeof import('./graphql').PresentialCourseOptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation SetPresence($id: Int!, $is_present: Int) { subscription_present(id: $id, is_present: $is_present) { id is_present } }"): typeof import('./graphql').SetPresenceDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Subscriptions($classroom_id: Int!, $limit: Int, $page: Int) {\n  subscription(classroom_id: $classroom_id, limit: $limit, page: $page) { id user_id is_present name uid }\n  countSubscriptions(classroom_id: $classroom_id)\n  countSubscriptionsIsPresent(classroom_id: $classroom_id)\n  countSubscriptionsIsNotPresent(classroom_id: $classroom_id)\n  countSubscriptionsIsNotInitiated(classroom_id: $classroom_id)\n}"): typeof import('./graphql').SubscriptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation LinkCourseCategory($course_id: Int!, $category_id: Int!) {\n  createCategoryHasCourse(course_id: $course_id, category_id: $category_id) { id }\n}"): typeof import('./graphql').LinkCourseCategoryDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation UnlinkCourseCategory($course_id: Int!, $category_id: Int!) {\n  deleteCategoryHasCourse(course_id: $course_id, category_id: $category_id)\n}"): typeof import('./graphql').UnlinkCourseCategoryDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Course($course_id: Int!) { course(course_id: $course_id) { ...CourseRecord } }"): typeof import('./graphql').CourseDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Courses($type: String, $search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  courses_collections(type: $type, search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active scorm scorm_version in_trails date_publish date_unpublish date_publish_format date_unpublish_format\n  }\n  courses_count(type: $type, search: $search)\n}"): typeof import('./graphql').CoursesDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteCourse($id: Int!) { deleteCourse(id: $id) }"): typeof import('./graphql').DeleteCourseDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query CourseCounts {\n  online: courseCount(type: \"online\")\n  onlineActive: courseCount(type: \"online\", active: 1)\n  presential: courseCount(type: \"presential\")\n  presentialActive: courseCount(type: \"presential\", active: 1)\n}"): typeof import('./graphql').CourseCountsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrendingCourses($limit: Int) {\n  coursesOnlineTrending(limit: $limit) { id title total }\n  coursesPresentialTrending(limit: $limit) { id title total }\n}"): typeof import('./graphql').TrendingCoursesDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoPlatformExternal { video_platform_external }"): typeof import('./graphql').VideoPlatformExternalDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteInstructor($id: Int!) { deleteInstrutor(id: $id) }"): typeof import('./graphql').DeleteInstructorDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Instructor($id: Int!) { instrutor(id: $id) { ...InstrutorRecord } }"): typeof import('./graphql').InstructorDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Instructors($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  instrutor_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { id nome cpf is_interno }\n  instrutor_count(search: $search)\n}"): typeof import('./graphql').InstructorsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Answer($id: Int!) { answer(id: $id) { ...AnswerRecord } }"): typeof import('./graphql').AnswerDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Answers($question_id: Int!) { answer_collections(question_id: $question_id) { id title is_correct } }"): typeof import('./graphql').AnswersDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation CreateAnswers($question_id: Int!, $answers: [AnswerItemInput!]) {\n  createAnswers(question_id: $question_id, answers: $answers) { id }\n}"): typeof import('./graphql').CreateAnswersDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation CreateQuestionWithAnswers($proof_id: Int!, $title: String, $answers: [AnswerItemInput!]) {\n  createQuestionWithAnswers(proof_id: $proof_id, title: $title, answers: $answers) { id }\n}"): typeof import('./graphql').CreateQuestionWithAnswersDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteAnswer($id: Int!) { deleteAnswer(id: $id) }"): typeof import('./graphql').DeleteAnswerDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteProof($id: Int!) { deleteProof(id: $id) }"): typeof import('./graphql').DeleteProofDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteQuestion($id: Int!) { deleteQuestion(id: $id) }"): typeof import('./graphql').DeleteQuestionDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Proof($id: Int!) { proof(id: $id) { ...ProofRecord } }"): typeof import('./graphql').ProofDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Proofs($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }"): typeof import('./graphql').ProofsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Question($id: Int!) { question(id: $id) { ...QuestionRecord } }"): typeof import('./graphql').QuestionDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Questions($proof_id: Int!) { question_collections(proof_id: $proof_id) { id title } }"): typeof import('./graphql').QuestionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query CourseScorm($course_id: Int!) {\n  course_scorm(course_id: $course_id) { id title type scorm scorm_version scorm_launch }\n}"): typeof import('./graphql').CourseScormDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation ScormPreview($course_id: Int!) {\n  scormPreview(course_id: $course_id) { url version launch expires_at items { identifier title depth visible launchable } }\n}"): typeof import('./graphql').ScormPreviewDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation ReorderTrailItems($trail_id: Int!, $items: [TrailItemOrder!]!) {\n  reorderTrailItems(trail_id: $trail_id, items: $items) { id trail_id item_id item_type ordernum title }\n}"): typeof import('./graphql').ReorderTrailItemsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation LinkTrailCategory($trail_id: Int!, $category_id: Int!) {\n  createCategoryHasTrail(trail_id: $trail_id, category_id: $category_id) { id }\n}"): typeof import('./graphql').LinkTrailCategoryDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation UnlinkTrailCategory($trail_id: Int!, $category_id: Int!) {\n  deleteCategoryHasTrail(trail_id: $trail_id, category_id: $category_id)\n}"): typeof import('./graphql').UnlinkTrailCategoryDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation AddTrailCourse($course_id: Int!, $trail_id: Int!) {\n  createTrailHasCourse(course_id: $course_id, trail_id: $trail_id) { id }\n}"): typeof import('./graphql').AddTrailCourseDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation RemoveTrailCourse($course_id: Int!, $trail_id: Int!) {\n  deleteTrailHasCourse(course_id: $course_id, trail_id: $trail_id)\n}"): typeof import('./graphql').RemoveTrailCourseDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation AddTrailAsset($asset_id: Int!, $trail_id: Int!) {\n  createTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id) { id }\n}"): typeof import('./graphql').AddTrailAssetDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation RemoveTrailAsset($asset_id: Int!, $trail_id: Int!) {\n  deleteTrailHasAsset(asset_id: $asset_id, trail_id: $trail_id)\n}"): typeof import('./graphql').RemoveTrailAssetDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrailItemOptions($type: String!, $search: String) {\n  trail_item_options(type: $type, search: $search) { id title }\n}"): typeof import('./graphql').TrailItemOptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrailItems($trail_id: Int!) {\n  trailitems(trail_id: $trail_id) { id trail_id item_id item_type ordernum title }\n}"): typeof import('./graphql').TrailItemsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrailProfileOptions { trail_profile_options { id title } }"): typeof import('./graphql').TrailProfileOptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Trail($id: Int!) { trail(id: $id) { ...TrailRecord } }"): typeof import('./graphql').TrailDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query Trails($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  trails_collections_dashboard(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) {\n    id title active date_publish_format date_unpublish_format\n  }\n  trail_count(search: $search)\n}"): typeof import('./graphql').TrailsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "mutation DeleteVideoMedia($id: Int!) { deleteVideoMedia(id: $id) }"): typeof import('./graphql').DeleteVideoMediaDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoMediaList($search: String, $limit: Int, $page: Int, $order: String, $orderby: String) {\n  video_media_collection(search: $search, limit: $limit, page: $page, order: $order, orderby: $orderby) { ...VideoMediaFields }\n  video_media_count(search: $search)\n}"): typeof import('./graphql').VideoMediaListDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "fragment VideoMediaFields on VideoMedia {\n  id media_id title category status published_at duration_seconds created_at updated_at\n}"): typeof import('./graphql').VideoMediaFieldsFragmentDoc;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoMedia($id: Int!) { video_media(id: $id) { ...VideoMediaRecord } }"): typeof import('./graphql').VideoMediaDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query ProofOptions($type_id: Int!) { proof_collections(type_id: $type_id) { id title } }"): typeof import('./graphql').ProofOptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query TrailsByItem($item_id: Int!, $type_content: String!) {\n  trailsByItem(item_id: $item_id, type_content: $type_content) { id title }\n}"): typeof import('./graphql').TrailsByItemDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoOptions($search: String!, $limit: Int) {\n  videos_search(search: $search, limit: $limit) { media_id title category }\n}"): typeof import('./graphql').VideoOptionsDocument;
/**
 * The lmsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function lmsGraphql(source: "query VideoByMediaId($media_id: String!) {\n  video_by_media_id(media_id: $media_id) { media_id title category }\n}"): typeof import('./graphql').VideoByMediaIdDocument;


export function lmsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}
