import type { Screen } from '../lib/screen.ts';
import { homeScreens } from '../features/home/home-screens.ts';
import { meScreens } from '../features/me/me-screens.ts';
import { cookiesScreens } from '../features/cookies/cookies-screens.ts';
import { auditScreens } from '../features/audit/audit-screens.ts';
import { recordHistoryScreens } from '../features/record-history/record-history-screens.ts';
import { dashboardScreens } from '../features/dashboard/dashboard-screens.ts';
import { profilesScreens } from '../features/profiles/profiles-screens.ts';
import { usersScreens } from '../features/users/users-screens.ts';
import { userCreationScreens } from '../features/user-creation/user-creation-screens.ts';
import { registrationsScreens } from '../features/registrations/registrations-screens.ts';
import { branchesScreens } from '../features/branches/branches-screens.ts';
import { realEstateBaseScreens } from '../features/real-estate-base/real-estate-base-screens.ts';
import { segmentationScreens } from '../features/segmentation/segmentation-screens.ts';
import { categoriesScreens } from '../features/categories/categories-screens.ts';
import { unpublishedScreens } from '../features/unpublished/unpublished-screens.ts';
import { highlightsScreens } from '../features/highlights/highlights-screens.ts';
import { reportsScreens } from '../features/reports/reports-screens.ts';
import { videoLibraryScreens } from '../features/video-library/video-library-screens.ts';
import { assetScreens } from '../features/assets/asset-screens.ts';
import { scormScreens } from '../features/scorm/scorm-screens.ts';
import { coursesScreens } from '../features/courses/courses-screens.ts';
import { instructorsScreens } from '../features/instructors/instructors-screens.ts';
import { classroomScreens } from '../features/classrooms/classroom-screens.ts';
import { proofsScreens } from '../features/proofs/proofs-screens.ts';
import { trailsScreens } from '../features/trails/trails-screens.ts';
import { chatModerationScreens } from '../features/chat-moderation/chat-moderation-screens.ts';
import { chatRoomsScreens } from '../features/chat-rooms/chat-rooms-screens.ts';
import { recycleBinScreens } from '../features/recycle-bin/recycle-bin-screens.ts';

/**
 * Every screen of the back-office, as each feature declares them. The router is built from this
 * list, and the side menu only offers entries that lead to a screen listed here.
 */
export const SCREENS: Screen[] = [
  ...homeScreens,
  ...meScreens,
  ...cookiesScreens,
  ...auditScreens,
  ...recordHistoryScreens,
  ...dashboardScreens,
  ...profilesScreens,
  ...usersScreens,
  ...userCreationScreens,
  ...registrationsScreens,
  ...branchesScreens,
  ...realEstateBaseScreens,
  ...segmentationScreens,
  ...categoriesScreens,
  ...unpublishedScreens,
  ...highlightsScreens,
  ...reportsScreens,
  ...videoLibraryScreens,
  // /Dam/{type}, /Dam-new, /dam-edit, /dam-edit-file, /DamCourse..., /dam-composition: one set per asset type.
  ...assetScreens(),
  ...scormScreens,
  ...coursesScreens,
  ...instructorsScreens,
  ...classroomScreens,
  ...proofsScreens,
  ...trailsScreens,
  ...chatModerationScreens,
  ...chatRoomsScreens,
  ...recycleBinScreens,
];
