import { PlannedPage } from '@portal/shared/ui/core';

/** Dashboard (/): the page frame until its feature issue lands. */
export default function DashboardPage() {
  return <PlannedPage namespace="reports" page="dashboard" icon="dashboard" homeCrumb={false} />;
}
