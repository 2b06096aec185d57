import { PlannedPage } from '@portal/shared/ui/core';

/** Organization (/organization): the page frame until its feature issue lands. */
export default function OrganizationPage() {
  return <PlannedPage namespace="organization" page="organization" icon="organization" />;
}
