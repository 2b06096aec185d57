import { useState, type ReactNode } from 'react';
import {
  formatDate,
  formatDateTime,
  isApiError,
  isolateText,
  notify,
  notifyApiError,
  useTranslation,
} from '@portal/shared';
import { ApiKeyStatus, apiKeyBadge } from '@portal/shared/domain';
import { invalidateQueries, listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { Button, EmptyState, ErrorState, HStack, NativeSelect, Stack, StatusBadge, Text } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { DataTable, type DataTableColumn } from '@portal/shared/ui/table';
import { apiKeysQueryKey, listApiKeys } from '../api/list-api-keys';
import { revealApiKey } from '../api/reveal-api-key';
import { revokeApiKey } from '../api/revoke-api-key';
import { rotateApiKey } from '../api/rotate-api-key';
import { withdrawApiKey } from '../api/withdraw-api-key';
import { API_KEY_STATUSES, type ClientApiKey, statusOf } from '../api/types';
import { useNow } from '../../../lib/use-now';
import { SecretDialog, type ShownSecret } from './secret-dialog';

const FILTER_KEYS = ['status'] as const;
/** How long the previous secret keeps working after a rotation (the API's rule). */
const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

export interface ApiKeysListProps {
  /** The "Request a key" button, offered again by the empty list. */
  requestButton: ReactNode;
}

/** The caller's keys with their status, filter by status (in the URL), and what each key allows next. */
export function ApiKeysList({ requestButton }: ApiKeysListProps) {
  const { t } = useTranslation('organization');
  const now = useNow();
  const { params, update } = useListParams({ filterKeys: FILTER_KEYS });
  const { page, pageSize } = params;
  const status = API_KEY_STATUSES.find((value) => String(value) === params.filters.status);
  const list = useQuery({
    key: apiKeysQueryKey({ page, pageSize, status }),
    fetch: (signal) => listApiKeys({ page, pageSize, status }, signal),
  });

  const [revealing, setRevealing] = useState<string | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  // The key a confirmation is about stays while the dialog closes, so its text does not change on the way out.
  const [rotating, setRotating] = useState<{ key: ClientApiKey; until: number; open: boolean } | null>(null);
  const [revoking, setRevoking] = useState<{ key: ClientApiKey; open: boolean } | null>(null);
  const closeRotate = () => setRotating((current) => (current ? { ...current, open: false } : null));
  const closeRevoke = () => setRevoking((current) => (current ? { ...current, open: false } : null));
  const changed = () => invalidateQueries(apiKeysQueryKey());
  // Shows the key as the server answered it while the secret dialog is open (no second Reveal).
  const showKey = (key: ClientApiKey) =>
    list.setData((previous) =>
      previous
        ? { ...previous, items: previous.items.map((row) => (row.id === key.id ? key : row)) }
        : { items: [key], total: 1, page, pageSize },
    );

  const reveal = async (key: ClientApiKey) => {
    setRevealing(key.id);
    try {
      const revealed = await revealApiKey(key.id);
      showKey(revealed.apiKey);
      setShown({ ...revealed, rotated: false });
      notify.success(t('apiKeys.toasts.revealed'));
    } catch (error) {
      notifyApiError(error, t('apiKeys.toasts.revealFailed'));
      // Revealed elsewhere, revoked or expired meanwhile: show what the key is now.
      if (isApiError(error) && error.status === 409) changed();
    } finally {
      setRevealing(null);
    }
  };

  const rotate = async (key: ClientApiKey) => {
    try {
      const rotated = await rotateApiKey(key.id);
      showKey(rotated.apiKey);
      closeRotate();
      setShown({ ...rotated, rotated: true });
      notify.success(t('apiKeys.toasts.rotated'));
    } catch (error) {
      notifyApiError(error, t('apiKeys.toasts.rotateFailed'));
      if (isApiError(error) && error.status === 409) {
        closeRotate();
        changed();
        return;
      }
      throw error;
    }
  };

  const revoke = async (key: ClientApiKey) => {
    try {
      const revoked = await revokeApiKey(key.id);
      showKey(revoked);
      closeRevoke();
      notify.success(t('apiKeys.toasts.statusUpdated'));
      changed();
    } catch (error) {
      notifyApiError(error, t('apiKeys.toasts.statusFailed'));
      if (isApiError(error) && error.status === 409) {
        closeRevoke();
        changed();
        return;
      }
      throw error;
    }
  };

  /** Withdraws a pending request: it is gone, so its row goes at once (and the list is read again). */
  const withdraw = async (key: ClientApiKey) => {
    try {
      await withdrawApiKey(key.id);
      list.setData((previous) =>
        previous
          ? {
              ...previous,
              items: previous.items.filter((row) => row.id !== key.id),
              total: Math.max(0, previous.total - 1),
            }
          : { items: [], total: 0, page, pageSize },
      );
      closeRevoke();
      notify.success(t('apiKeys.toasts.withdrawn'));
      changed();
    } catch (error) {
      notifyApiError(error, t('apiKeys.toasts.withdrawFailed'));
      // Decided meanwhile (409) or already withdrawn elsewhere (404): show what the list is now.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        closeRevoke();
        changed();
        return;
      }
      throw error;
    }
  };

  const closeSecret = () => {
    setShown(null);
    changed();
  };

  const actionsOf = (key: ClientApiKey) => {
    const keyStatus = statusOf(key);
    if (keyStatus === ApiKeyStatus.Active && key.revealedAt === null) {
      return (
        <Button
          size="xs"
          loading={revealing === key.id}
          disabled={revealing !== null && revealing !== key.id}
          aria-label={t('apiKeys.actions.revealNamed', { name: key.name })}
          onClick={() => void reveal(key)}
        >
          {t('apiKeys.actions.reveal')}
        </Button>
      );
    }
    if (keyStatus === ApiKeyStatus.Active) {
      return (
        <>
          <Button
            size="xs"
            variant="outline"
            aria-label={t('apiKeys.actions.rotateNamed', { name: key.name })}
            onClick={() => setRotating({ key, until: Date.now() + ROTATION_GRACE_MS, open: true })}
          >
            {t('apiKeys.actions.rotate')}
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t('apiKeys.actions.revokeNamed', { name: key.name })}
            onClick={() => setRevoking({ key, open: true })}
          >
            {t('apiKeys.actions.revoke')}
          </Button>
        </>
      );
    }
    if (keyStatus === ApiKeyStatus.Pending) {
      return (
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('apiKeys.actions.cancelRequestNamed', { name: key.name })}
          onClick={() => setRevoking({ key, open: true })}
        >
          {t('apiKeys.actions.cancelRequest')}
        </Button>
      );
    }
    return null;
  };

  const expiryOf = (key: ClientApiKey) => {
    if (key.expires_at) return formatDateTime(key.expires_at);
    const keyStatus = statusOf(key);
    // The validity is counted from the approval: until then only the requested length is known.
    if (keyStatus === ApiKeyStatus.Pending) {
      return (
        <Text as="span" color="fg.muted">
          {key.requestedExpiryDays === null
            ? t('apiKeys.request.noExpiry')
            : t('apiKeys.list.afterApproval', { days: key.requestedExpiryDays })}
        </Text>
      );
    }
    // "Never" only for a key that works and will not expire; a denied, revoked or expired one has no expiry to show.
    if (keyStatus === ApiKeyStatus.Active) return t('apiKeys.list.never');
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  };

  const columns: DataTableColumn<ClientApiKey>[] = [
    {
      key: 'name',
      header: t('apiKeys.columns.name'),
      // On a phone the name, the status and the actions fit the screen; dates wait for a wider one.
      essential: true,
      render: (key) => (
        <Stack gap="0.5" minW={{ base: '24', md: '40' }} maxW="sm">
          <Text as="span" fontWeight="medium" dir="auto" overflowWrap="anywhere">
            {key.name}
          </Text>
          {key.purpose ? (
            <Text as="span" color="fg.muted" fontSize="sm" lineClamp={2} title={key.purpose} dir="auto">
              {key.purpose}
            </Text>
          ) : null}
          <Text as="span" color="fg.muted" fontSize="xs">
            {t('apiKeys.list.requestedOn', { date: formatDate(key.createdAt) })}
            {key.scope === 'read' ? ` · ${t('apiKeys.list.readOnly')}` : null}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'prefix',
      header: t('apiKeys.columns.prefix'),
      width: '7.5rem',
      // Narrow: the start of the prefix is enough to tell keys apart; the whole prefix is in the tooltip.
      render: (key) => (
        <Text
          as="code"
          display="block"
          dir="ltr"
          unicodeBidi="isolate"
          fontFamily="mono"
          fontSize="sm"
          maxW="7rem"
          truncate
          title={`${key.prefix}…`}
        >
          {`${key.prefix}…`}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('apiKeys.columns.status'),
      essential: true,
      render: (key) => {
        const keyStatus = statusOf(key);
        const previousUntil = key.previousSecretExpiresAt;
        return (
          <Stack gap="1" align="flex-start">
            <StatusBadge colour={apiKeyBadge[keyStatus]}>{t(`common:apiKeyStatus.${keyStatus}`)}</StatusBadge>
            {keyStatus === ApiKeyStatus.Denied && key.denialReason ? (
              <Text
                as="span"
                display="block"
                fontSize="sm"
                color="fg.muted"
                maxW="xs"
                whiteSpace="normal"
                overflowWrap="anywhere"
              >
                {t('apiKeys.list.denialReason', { reason: isolateText(key.denialReason) })}
              </Text>
            ) : null}
            {keyStatus === ApiKeyStatus.Active && previousUntil && Date.parse(previousUntil) > now ? (
              <Text as="span" fontSize="sm" color="fg.muted">
                {t('apiKeys.list.previousUntil', { time: formatDateTime(previousUntil) })}
              </Text>
            ) : null}
          </Stack>
        );
      },
    },
    {
      key: 'expires_at',
      header: t('apiKeys.columns.expiresAt'),
      render: expiryOf,
    },
    {
      key: 'last_used_at',
      header: t('apiKeys.columns.lastUsedAt'),
      render: (key) =>
        key.last_used_at ? (
          formatDateTime(key.last_used_at)
        ) : (
          <Text as="span" color="fg.muted">
            {t('apiKeys.list.neverUsed')}
          </Text>
        ),
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      align: 'end',
      essential: true,
      render: (key) => (
        <HStack gap="1" justify="flex-end" wrap="wrap">
          {actionsOf(key)}
        </HStack>
      ),
    },
  ];

  const pending = revoking !== null && statusOf(revoking.key) === ApiKeyStatus.Pending;

  return (
    <Stack gap="4" as="section" aria-label={t('apiKeys.list.label')}>
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root width="auto" minW="200px">
          <NativeSelect.Field
            aria-label={t('apiKeys.list.statusFilter')}
            value={status === undefined ? '' : String(status)}
            onChange={(event) => update({ status: event.currentTarget.value })}
          >
            <option value="">{t('apiKeys.list.allStatuses')}</option>
            {API_KEY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`common:apiKeyStatus.${value}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      {list.status === 'error' && !list.data ? (
        <ErrorState message={t('apiKeys.list.loadFailed')} onRetry={list.reload} error={list.error} />
      ) : (
        <DataTable
          label={t('apiKeys.list.label')}
          columns={columns}
          {...listTableProps(list, { params, update })}
          empty={
            status === undefined ? (
              <EmptyState
                icon="key"
                title={t('pages.apiKeys.emptyTitle')}
                description={t('pages.apiKeys.emptyDescription')}
                action={requestButton}
              />
            ) : (
              <EmptyState icon="key" title={t('apiKeys.list.noMatchTitle')} />
            )
          }
        />
      )}
      <SecretDialog shown={shown} onClose={closeSecret} />
      <ConfirmDialog
        open={rotating?.open ?? false}
        title={rotating ? t('apiKeys.rotate.title', { name: isolateText(rotating.key.name) }) : undefined}
        message={rotating ? t('apiKeys.rotate.body', { time: formatDateTime(rotating.until) }) : undefined}
        confirmLabel={t('apiKeys.rotate.confirm')}
        onConfirm={() => (rotating ? rotate(rotating.key) : undefined)}
        onClose={closeRotate}
      />
      <ConfirmDialog
        open={revoking?.open ?? false}
        destructive
        title={
          revoking
            ? t(pending ? 'apiKeys.cancelRequest.title' : 'apiKeys.revoke.title', {
                name: isolateText(revoking.key.name),
              })
            : undefined
        }
        message={revoking ? t(pending ? 'apiKeys.cancelRequest.body' : 'apiKeys.revoke.body') : undefined}
        confirmLabel={t(pending ? 'apiKeys.cancelRequest.confirm' : 'apiKeys.revoke.confirm')}
        cancelLabel={pending ? t('apiKeys.cancelRequest.keep') : undefined}
        onConfirm={() => (revoking ? (pending ? withdraw(revoking.key) : revoke(revoking.key)) : undefined)}
        onClose={closeRevoke}
      />
    </Stack>
  );
}
