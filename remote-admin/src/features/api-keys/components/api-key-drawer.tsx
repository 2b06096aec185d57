import { useEffect, useState } from 'react';
import { formatDateTime, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { invalidateQueries, useQuery } from '@portal/shared/data';
import { ApiKeyStatus } from '@portal/shared/domain';
import { Button, CloseButton, Heading, HStack, PortalIcon, Stack, Text, Wrap } from '@portal/shared/ui/core';
import { ConfirmDialog, Drawer } from '@portal/shared/ui/dialog';
import { DetailRow, DetailSection, ltr } from '../../../lib/resource-page/components/detail-list';
import { DetailDrawer } from '../../../lib/resource-page/components/detail-drawer';
import { ReasonDialog } from '../../../lib/resource-page/components/reason-dialog';
import { isConflict } from '../../../lib/resource-page/conflict';
import { approveApiKey } from '../api/approve-api-key';
import { denyApiKey } from '../api/deny-api-key';
import { apiKeyQueryKey, findApiKey } from '../api/find-api-key';
import { adminApiKeysQueryKey, apiKeyListsQueryKey } from '../api/list-api-keys';
import { revokeApiKey } from '../api/revoke-api-key';
import type { AdminApiKey } from '../api/types';
import { ApiKeyStatusBadge, KeyPrefix, useExpiryText, useRequestedValidity } from './api-key-values';

type Action = 'approve' | 'deny' | 'revoke';

export type ApiKeyOwner = NonNullable<AdminApiKey['owner']>;

interface ApiKeyDetailProps {
  /** The key as the list showed it: shown until it is read again. */
  initial: AdminApiKey;
  /** Shows only this person's keys in the list. */
  onOwnerFilter: (owner: ApiKeyOwner) => void;
}

/** One key: its request, owner, review and use, and what the admin can do with it. */
function ApiKeyDetail({ initial, onOwnerFilter }: ApiKeyDetailProps) {
  const { t, i18n } = useTranslation('admin');
  const detail = useQuery({
    key: apiKeyQueryKey(initial.id),
    fetch: (signal) => findApiKey(initial, signal),
    keepPreviousData: false,
  });
  const key = detail.data ?? initial;
  const [action, setAction] = useState<Action | null>(null);
  const requestedValidity = useRequestedValidity();
  const expiry = useExpiryText();
  const failureText = t('pages.apiKeys.statusUpdateFailed');
  const dateTime = (value: string | null) => (value ? formatDateTime(value, i18n.language) : null);

  useEffect(() => {
    if (detail.status === 'error') notifyApiError(detail.error, t('pages.apiKeys.detailLoadFailed'));
  }, [detail.status, detail.error, t]);

  const reloadAll = () => invalidateQueries(adminApiKeysQueryKey());

  /** The server's answer to a change: shown here at once, and the table and pending count ask again. */
  const changed = (updated: AdminApiKey) => {
    detail.setData(() => updated);
    setAction(null);
    invalidateQueries(apiKeyListsQueryKey());
  };

  /**
   * Sends a decision. A 409 (someone decided first, or the key changed since it was read) shows the
   * server's message, closes the dialog and reads the keys again; other failures keep it open.
   */
  const decide = async (send: () => Promise<AdminApiKey>) => {
    try {
      changed(await send());
      notify.success(t('toasts.apiKeyStatusUpdated'));
    } catch (error) {
      notifyApiError(error, failureText);
      if (!isConflict(error)) throw error;
      setAction(null);
      reloadAll();
    }
  };

  const status = key.status;
  const owner = key.owner;
  const pending = status === ApiKeyStatus.Pending;
  // Revoke is for an active key only: a pending request is approved or denied (the API answers 409).
  const revocable = status === ApiKeyStatus.Active;
  const name = isolateText(key.name);

  return (
    <>
      <Drawer.Header>
        <Stack gap="2">
          <Drawer.Title asChild>
            <Heading as="h2" size="lg" dir="auto" overflowWrap="anywhere">
              {key.name}
            </Heading>
          </Drawer.Title>
          <HStack gap="3" wrap="wrap">
            <ApiKeyStatusBadge status={status} />
            <KeyPrefix prefix={key.prefix} />
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <DetailSection title={t('pages.apiKeys.request')}>
            <DetailRow label={t('pages.apiKeys.purpose')}>
              {key.purpose ? (
                <Text whiteSpace="pre-wrap" dir="auto" overflowWrap="anywhere">
                  {key.purpose}
                </Text>
              ) : null}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.owner')}>
              {owner ? (
                <Stack gap="0" align="flex-start">
                  <Button
                    variant="plain"
                    size="sm"
                    h="auto"
                    p="0"
                    color="colorPalette.fg"
                    textDecoration="underline"
                    aria-label={t('pages.apiKeys.showOwnerKeys', { name: owner.username })}
                    onClick={() => onOwnerFilter(owner)}
                  >
                    <bdi dir="auto">{owner.username}</bdi>
                  </Button>
                  {ltr(owner.email)}
                </Stack>
              ) : null}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.organization')}>
              {key.organization ? <Text dir="auto">{key.organization.name}</Text> : null}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.requestedValidity')}>{requestedValidity(key)}</DetailRow>
            <DetailRow label={t('pages.apiKeys.scope')}>
              {t(key.scope === 'read' ? 'pages.apiKeys.scopeRead' : 'pages.apiKeys.scopeReadWrite')}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.created')}>{dateTime(key.createdAt)}</DetailRow>
          </DetailSection>
          <DetailSection title={t('pages.apiKeys.review')}>
            <DetailRow label={t('pages.apiKeys.reviewedAt')}>
              {dateTime(key.reviewedAt) ?? t('pages.apiKeys.notReviewed')}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.reviewedBy')}>
              {key.reviewedBy ? <Text dir="auto">{key.reviewedBy.username}</Text> : null}
            </DetailRow>
            {key.denialReason ? (
              <DetailRow label={t('pages.apiKeys.denialReason')}>
                <Text whiteSpace="pre-wrap" dir="auto" overflowWrap="anywhere">
                  {key.denialReason}
                </Text>
              </DetailRow>
            ) : null}
          </DetailSection>
          <DetailSection title={t('pages.apiKeys.use')}>
            <DetailRow label={t('pages.apiKeys.expires')}>{expiry(key, true)}</DetailRow>
            <DetailRow label={t('pages.apiKeys.lastUsed')}>
              {dateTime(key.last_used_at) ?? t('pages.apiKeys.neverUsed')}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.revealedAt')}>
              {dateTime(key.revealedAt) ?? t('pages.apiKeys.notRevealed')}
            </DetailRow>
            <DetailRow label={t('pages.apiKeys.rotatedAt')}>{dateTime(key.rotatedAt)}</DetailRow>
            {key.previousSecretExpiresAt ? (
              <DetailRow label={t('pages.apiKeys.previousSecretExpiresAt')}>
                {dateTime(key.previousSecretExpiresAt)}
              </DetailRow>
            ) : null}
            <DetailRow label={t('pages.apiKeys.revokedAt')}>{dateTime(key.revokedAt)}</DetailRow>
          </DetailSection>
        </Stack>
      </Drawer.Body>
      {pending || revocable ? (
        <Drawer.Footer>
          <Wrap gap="2" justify="flex-end">
            {pending ? (
              <>
                <Button colorPalette="green" onClick={() => setAction('approve')}>
                  <PortalIcon name="check" />
                  {t('pages.apiKeys.approve')}
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => setAction('deny')}>
                  <PortalIcon name="close" />
                  {t('pages.apiKeys.deny')}
                </Button>
              </>
            ) : null}
            {revocable ? (
              <Button variant="outline" colorPalette="red" onClick={() => setAction('revoke')}>
                <PortalIcon name="trash" />
                {t('pages.apiKeys.revoke')}
              </Button>
            ) : null}
          </Wrap>
        </Drawer.Footer>
      ) : null}
      <Drawer.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('common:actions.close')} />
      </Drawer.CloseTrigger>

      <ConfirmDialog
        open={action === 'approve'}
        title={t('pages.apiKeys.approveTitle', { name })}
        message={
          key.requestedExpiryDays === null
            ? t('pages.apiKeys.approveMessageNoExpiry')
            : t('pages.apiKeys.approveMessage', { count: key.requestedExpiryDays })
        }
        confirmLabel={t('pages.apiKeys.approve')}
        onConfirm={() => decide(() => approveApiKey(key))}
        onClose={() => setAction(null)}
      />
      <ConfirmDialog
        open={action === 'revoke'}
        destructive
        title={t('pages.apiKeys.revokeTitle')}
        message={t('pages.apiKeys.revokeMessage', { name })}
        confirmLabel={t('pages.apiKeys.revoke')}
        onConfirm={() => decide(() => revokeApiKey(key))}
        onClose={() => setAction(null)}
      />
      <ReasonDialog
        open={action === 'deny'}
        title={t('pages.apiKeys.denyTitle', { name })}
        label={t('pages.apiKeys.reason')}
        helperText={t('pages.apiKeys.reasonHelp')}
        submitLabel={t('pages.apiKeys.deny')}
        successText={t('toasts.apiKeyStatusUpdated')}
        failureText={failureText}
        onClose={() => setAction(null)}
        onSubmit={async (reason) => {
          try {
            changed(await denyApiKey(key, reason));
          } catch (error) {
            if (isConflict(error)) {
              setAction(null);
              reloadAll();
            }
            throw error;
          }
        }}
      />
    </>
  );
}

export interface ApiKeyDrawerProps {
  /** The key opened from the list; null: closed. */
  apiKey: AdminApiKey | null;
  onClose: () => void;
  onOwnerFilter: (owner: ApiKeyOwner) => void;
}

/** The detail of one client API key, on the end side. */
export function ApiKeyDrawer({ apiKey, onClose, onOwnerFilter }: ApiKeyDrawerProps) {
  return (
    <DetailDrawer item={apiKey} onClose={onClose}>
      {(apiKey) => <ApiKeyDetail key={apiKey.id} initial={apiKey} onOwnerFilter={onOwnerFilter} />}
    </DetailDrawer>
  );
}
