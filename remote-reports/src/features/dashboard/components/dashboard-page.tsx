import { useState } from 'react';
import { isolateText, useSession, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Button, ErrorState, LoadingState, PageHeader, PortalIcon, Stack } from '@portal/shared/ui/core';
import { FirstRun } from '@portal/shared/ui/table';
import { Link } from '@portal/shared/router';
import { dashboardSummaryQueryKey, getDashboardSummary } from '../api/get-dashboard-summary';
import { getTabCounts, tabCountsQueryKey } from '../api/get-tab-counts';
import { listRecentShipments, recentShipmentsQueryKey } from '../api/list-recent-shipments';
import { PlatformPanel } from './platform-panel';
import { RecentShipments } from './recent-shipments';
import { StatusCards } from './status-cards';
import { SummarySection } from './summary-section';

/**
 * Dashboard (/): the caller's shipments by status (each a link to its tab), the last 30 days by day, the top
 * couriers and destinations and the newest shipments; the first steps for an account without shipments; and for
 * the super user, the platform's figures and what waits for them.
 */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000;

export default function DashboardPage() {
  const { t } = useTranslation('reports');
  const username = useSession((state) => state.user?.username);
  const createdAt = useSession((state) => state.user?.createdAt);
  // An account made in the last day has not been here before: "Welcome", not "Welcome back".
  const [openedAt] = useState(() => Date.now());
  const isNew = createdAt !== undefined && openedAt - Date.parse(createdAt) < NEW_ACCOUNT_MS;
  const counts = useQuery({ key: tabCountsQueryKey(), fetch: getTabCounts });
  const summary = useQuery({ key: dashboardSummaryQueryKey(), fetch: getDashboardSummary });
  const recent = useQuery({ key: recentShipmentsQueryKey(), fetch: listRecentShipments });
  const title = t('pages.dashboard.title');

  let content;
  if (counts.status === 'loading') content = <LoadingState />;
  else if (!counts.data) content = <ErrorState message={t('dashboard.countsFailed')} onRetry={counts.reload} />;
  else if (counts.data.all === 0) {
    content = (
      <>
        <FirstRun />
        {summary.status === 'error' && !summary.data ? (
          <ErrorState message={t('dashboard.summaryFailed')} onRetry={summary.reload} />
        ) : null}
      </>
    );
  } else {
    content = (
      <>
        <StatusCards counts={counts.data} />
        <SummarySection summary={summary} />
        <RecentShipments recent={recent} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={
          username
            ? t(isNew ? 'dashboard.welcomeNew' : 'dashboard.welcome', { name: isolateText(username) })
            : undefined
        }
        actions={
          <Button asChild>
            <Link to="/shipments/new">
              <PortalIcon name="plus" /> {t('dashboard.newShipment')}
            </Link>
          </Button>
        }
      />
      <Stack gap="6">
        {summary.data?.platform ? <PlatformPanel platform={summary.data.platform} /> : null}
        {content}
      </Stack>
    </>
  );
}
