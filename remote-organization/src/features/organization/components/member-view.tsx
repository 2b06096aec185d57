import { isolateText, useTranslation } from '@portal/shared';
import { Box, PageHeader } from '@portal/shared/ui/core';
import { TabBar, tabIdOf } from '@portal/shared/ui/tabs';
import { useSearchParams } from '@portal/shared/router';
import type { Membership, MyOrganization } from '../api/types';
import { InvitationsTab } from './invitations-tab';
import { LeaveOrganization } from './leave-organization';
import { MembersTab } from './members-tab';
import { OverviewTab } from './overview-tab';

export interface MemberViewProps {
  mine: Membership;
  /** Shows what the server answered to a change (PUT /organization, a new referral code). */
  onChanged: (update: (previous: MyOrganization | undefined) => MyOrganization) => void;
  onReload: () => void;
}

type Tab = 'overview' | 'members' | 'invitations';
const PANEL_ID = 'organization-tab-panel';

/**
 * An org admin's organization: overview and settings, members, invitations, and leaving. Org users do
 * not hold this page (the API refuses them GET /organization); they leave from their profile.
 */
export function MemberView({ mine, onChanged, onReload }: MemberViewProps) {
  const { t } = useTranslation('organization');
  const { organization, role } = mine;
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs: Tab[] = ['overview', 'members', 'invitations'];
  const requested = searchParams.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'overview';
  // Each tab's list keeps its page, search and filter in the URL; another tab starts clean.
  const select = (next: Tab) => setSearchParams(next === 'overview' ? {} : { tab: next });

  return (
    <>
      <PageHeader
        title={isolateText(organization.name)}
        description={t('member.yourRole', { role: t(`common:roles.${role}`) })}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: t('pages.organization.title') }]}
        actions={<LeaveOrganization organization={organization} onLeft={onReload} />}
      />
      <TabBar
        label={t('tabs.label')}
        panelId={PANEL_ID}
        value={tab}
        onChange={select}
        items={tabs.map((value) => ({ value, label: t(`tabs.${value}`), testId: `tab-${value}` }))}
      />
      <Box role="tabpanel" id={PANEL_ID} aria-labelledby={tabIdOf(PANEL_ID, tab)} pt="6">
        {tab === 'members' ? (
          <MembersTab />
        ) : tab === 'invitations' ? (
          <InvitationsTab />
        ) : (
          <OverviewTab mine={mine} onChanged={(next) => onChanged(() => next)} onStale={onReload} />
        )}
      </Box>
    </>
  );
}
