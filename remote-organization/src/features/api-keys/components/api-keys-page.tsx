import { useState } from 'react';
import { useTranslation } from '@portal/shared';
import { invalidateQueries } from '@portal/shared/data';
import { Button, PageHeader, PortalIcon, Stack } from '@portal/shared/ui/core';
import { apiKeysQueryKey } from '../api/list-api-keys';
import { ApiKeysList } from './api-keys-list';
import { RequestKeyDialog } from './request-key-dialog';
import { UsageCard } from './usage-card';

/**
 * API keys (/api-keys): the caller's client keys. Request one (a system admin reviews it), reveal an
 * approved key once, rotate or revoke it, withdraw a pending request (DELETE); and how to call the API with one.
 */
export default function ApiKeysPage() {
  const { t } = useTranslation('organization');
  const [requesting, setRequesting] = useState(false);
  const title = t('pages.apiKeys.title');

  const requestButton = (
    <Button onClick={() => setRequesting(true)}>
      <PortalIcon name="plus" />
      {t('apiKeys.request.action')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        description={t('apiKeys.description')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: title }]}
        actions={requestButton}
      />
      <Stack gap="6">
        <UsageCard />
        <ApiKeysList requestButton={requestButton} />
      </Stack>
      <RequestKeyDialog
        open={requesting}
        onClose={() => setRequesting(false)}
        onRequested={() => {
          setRequesting(false);
          invalidateQueries(apiKeysQueryKey());
        }}
      />
    </>
  );
}
