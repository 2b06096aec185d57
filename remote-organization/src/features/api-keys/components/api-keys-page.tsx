import { PlannedPage } from '@portal/shared/ui/core';

/** API keys (/api-keys): the page frame until its feature issue lands. */
export default function ApiKeysPage() {
  return <PlannedPage namespace="organization" page="apiKeys" icon="key" />;
}
