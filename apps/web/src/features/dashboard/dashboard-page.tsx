import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { DASHBOARD_BLOCKS, visibleDashboardBlocks, type DashboardBlock } from '@backoffice/domain/dashboard';
import { useSession } from '../../app/session.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { BrokerReportsBlock } from './broker-reports-block.tsx';
import { CommitmentTermsBlock } from './commitment-terms-block.tsx';
import { CoursesBlock } from './courses-block.tsx';
import { DigitalContentBlock } from './digital-content-block.tsx';
import { PageViewsBlock } from './page-views-block.tsx';
import { ProgramReportsBlock } from './program-reports-block.tsx';
import { TrendingCoursesBlock } from './trending-courses-block.tsx';
import { UsersBlock } from './users-block.tsx';
import { VideoReportBlock } from './video-report-block.tsx';

type CardBlock = Exclude<DashboardBlock, 'courseReport'>;

/**
 * Where each block goes: the spec's order, except the page views (with their chart) at the
 * foot, full width, so the cards of a row line up for every profile.
 */
const LAYOUT: CardBlock[] = [...DASHBOARD_BLOCKS.filter((b): b is Exclude<CardBlock, 'pageViews'> => b !== 'courseReport' && b !== 'pageViews'), 'pageViews'];

/** Container breakpoints: the cards follow the width left beside the menu, not the window's. */
const BREAKPOINTS = { xs: '30rem', sm: '40rem', md: '44rem', lg: '60rem', xl: '80rem' };

/** Columns (of 12) a block takes on a wide screen; half rows on a medium one. */
function span(block: CardBlock, visible: readonly DashboardBlock[]) {
  if (block === 'pageViews') return { base: 12 };
  if (block === 'trendingCourses') return { base: 12, lg: 8 };
  // Without the courses block, the two report blocks share the first row.
  if ((block === 'videoReport' || block === 'programReports') && !visible.includes('courses')) return { base: 12, md: 6 };
  return { base: 12, md: 6, lg: 4 };
}

/** /dashboard: the blocks of the screens and routes of the spec, shown as the roles and permissions of the spec says for the viewer's profile. */
export default function DashboardPage() {
  const { user, modules } = useSession();
  const visible = visibleDashboardBlocks(user);
  const blocks: Record<CardBlock, () => ReactNode> = {
    courses: () => <CoursesBlock courseReport={visible.includes('courseReport')} />,
    videoReport: () => <VideoReportBlock manageLibrary={modules.includes('Course')} />,
    programReports: () => <ProgramReportsBlock />,
    trendingCourses: () => <TrendingCoursesBlock />,
    digitalContent: () => <DigitalContentBlock />,
    users: () => <UsersBlock />,
    brokerReports: () => <BrokerReportsBlock />,
    pageViews: () => <PageViewsBlock />,
    commitmentTerms: () => <CommitmentTermsBlock />,
  };
  return (
    <>
      <PageHeader title="Dashboard" />
      <Grid gap="md" align="stretch" type="container" breakpoints={BREAKPOINTS}>
        {LAYOUT.filter((b) => visible.includes(b)).map((block) => (
          <Grid.Col key={block} span={span(block, visible)} data-block={block}>
            {blocks[block]()}
          </Grid.Col>
        ))}
      </Grid>
    </>
  );
}
