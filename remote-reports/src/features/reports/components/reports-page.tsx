import { PlannedPage } from '@portal/shared/ui/core';

/** Reports (/reports): the page frame until its feature issue lands. */
export default function ReportsPage() {
  return <PlannedPage namespace="reports" page="reports" icon="reports" />;
}
