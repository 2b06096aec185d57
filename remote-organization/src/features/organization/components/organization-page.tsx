import { OrganizationApproval } from '@portal/shared/domain';
import { useTranslation } from '@portal/shared';
import { ErrorState, LoadingState, PageHeader } from '@portal/shared/ui/core';
import { useQuery } from '@portal/shared/data';
import { getMyOrganization, myOrganizationQueryKey } from '../api/get-my-organization';
import { MemberView } from './member-view';
import { NoOrganization } from './no-organization';
import { PendingApplication } from './pending-application';

/**
 * Organization (/organization), driven by GET /organization: create or join one when the caller has
 * none (or their application was rejected), the pending application, or the member's view.
 */
export default function OrganizationPage() {
  const { t } = useTranslation('organization');
  const mine = useQuery({ key: myOrganizationQueryKey(), fetch: getMyOrganization });
  const header = (
    <PageHeader
      title={t('pages.organization.title')}
      breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: t('pages.organization.title') }]}
    />
  );

  if (!mine.data) {
    return (
      <>
        {header}
        {mine.status === 'error' ? <ErrorState onRetry={mine.reload} /> : <LoadingState />}
      </>
    );
  }

  const { organization, role } = mine.data;
  if (organization && role !== null) {
    return <MemberView mine={{ ...mine.data, organization, role }} onChanged={mine.setData} onReload={mine.reload} />;
  }
  if (organization && organization.approvalStatus === OrganizationApproval.Pending) {
    return (
      <>
        {header}
        <PendingApplication organization={organization} onWithdrawn={mine.reload} />
      </>
    );
  }
  return (
    <>
      {header}
      <NoOrganization
        rejected={organization?.approvalStatus === OrganizationApproval.Rejected ? organization : null}
        onChanged={(next) => mine.setData(() => next)}
      />
    </>
  );
}
