import { PlannedPage } from '@portal/shared/ui/core';

/** API keys (/admin/api-keys): the page frame until its feature issue lands. */
export default function ApiKeysPage() {
  return <PlannedPage namespace="admin" page="apiKeys" icon="key" />;
}
