import { PlannedPage } from '@portal/shared/ui/core';

/** Organizations (/admin/organizations): the page frame until its feature issue lands. */
export default function OrganizationsPage() {
  return <PlannedPage namespace="admin" page="organizations" icon="organization" />;
}
