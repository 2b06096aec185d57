import { PlannedPage } from '@portal/shared/ui';

/** API keys (/api-keys): the page frame until its feature issue lands. */
export default function ApiKeysPage() {
  return <PlannedPage namespace="organization" page="apiKeys" icon="key" />;
}
