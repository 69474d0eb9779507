import { PROFILE_ID } from './constants.ts';

/** The blocks of /dashboard, and who sees each (the roles and permissions of the spec). */
export const DASHBOARD_BLOCKS = [
  'courses',
  'videoReport',
  'programReports',
  'trendingCourses',
  'digitalContent',
  'users',
  'brokerReports',
  'pageViews',
  'commitmentTerms',
  /** The course-report download link inside the courses block. */
  'courseReport',
] as const;

export type DashboardBlock = (typeof DASHBOARD_BLOCKS)[number];

export interface DashboardViewer {
  profile: { id: number; is_superadmin: boolean } | null;
}

const SUPER_ADMIN_OR_SPECIAL: readonly DashboardBlock[] = ['courses', 'digitalContent', 'users', 'brokerReports'];
const SUPER_ADMIN_ONLY: readonly DashboardBlock[] = ['pageViews', 'courseReport'];

export function canSeeDashboardBlock(viewer: DashboardViewer, block: DashboardBlock): boolean {
  const superAdmin = Boolean(viewer.profile?.is_superadmin);
  if (SUPER_ADMIN_ONLY.includes(block)) return superAdmin;
  if (SUPER_ADMIN_OR_SPECIAL.includes(block)) return superAdmin || viewer.profile?.id === PROFILE_ID.SPECIAL;
  return true;
}

export function visibleDashboardBlocks(viewer: DashboardViewer): DashboardBlock[] {
  return DASHBOARD_BLOCKS.filter((b) => canSeeDashboardBlock(viewer, b));
}

/** The page-view chart covers the previous 10 days (the business constants and limits of the spec). */
export const PAGE_VIEW_CHART_DAYS = 10;
export const TRENDING_COURSES_LIMIT = 10;
