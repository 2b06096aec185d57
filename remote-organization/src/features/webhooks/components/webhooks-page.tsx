import { useState } from 'react';
import { formatDateTime, isApiError, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { invalidateQueries, useQuery } from '@portal/shared/data';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  PortalIcon,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { OneTimeSecretDialog } from '../../../lib/one-time-secret-dialog';
import { useNow } from '../../../lib/use-now';
import {
  deleteWebhook,
  deliveriesQueryKey,
  listWebhooks,
  rotateWebhookSecret,
  sendTestWebhook,
  webhooksQueryKey,
} from '../api/endpoints';
import type { RevealedWebhookEndpoint, WebhookEndpoint } from '../api/types';
import { DeliveriesDrawer } from './deliveries-drawer';
import { EndpointCard } from './endpoint-card';
import { EndpointFormDialog } from './endpoint-form-dialog';

/** How long the previous secret keeps signing after a rotation (the API's rule). */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** The API's cap on endpoints per owner. */
const MAX_ENDPOINTS = 10;

/** A confirmation's endpoint stays while the dialog closes, so its text does not change on the way out. */
interface Confirming {
  endpoint: WebhookEndpoint;
  open: boolean;
}

/**
 * Webhooks (/webhooks): the caller's endpoints (the organization's for an organization admin). Add one
 * (its signing secret shown once), edit, turn off, delete, rotate the secret, send a test event, and
 * read each endpoint's delivery log with a resend per delivery.
 */
export default function WebhooksPage() {
  const { t } = useTranslation('organization');
  const now = useNow();
  const title = t('pages.webhooks.title');
  const list = useQuery({ key: webhooksQueryKey, fetch: listWebhooks });
  const endpoints = list.data?.items;

  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [shown, setShown] = useState<(RevealedWebhookEndpoint & { rotated: boolean }) | null>(null);
  const [rotating, setRotating] = useState<(Confirming & { until: number }) | null>(null);
  const [deleting, setDeleting] = useState<Confirming | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);
  const [testing, setTesting] = useState<string | null>(null);

  const changed = () => invalidateQueries(webhooksQueryKey);
  const closeRotate = () => setRotating((current) => (current ? { ...current, open: false } : null));
  const closeDelete = () => setDeleting((current) => (current ? { ...current, open: false } : null));
  /** Shows an endpoint as the server answered it, without asking again. */
  const showEndpoint = (endpoint: WebhookEndpoint) =>
    list.setData((previous) => {
      const items = previous?.items ?? [];
      return items.some((row) => row.id === endpoint.id)
        ? { items: items.map((row) => (row.id === endpoint.id ? endpoint : row)) }
        : { items: [endpoint, ...items] };
    });

  const rotate = async (endpoint: WebhookEndpoint) => {
    try {
      const rotated = await rotateWebhookSecret(endpoint.id);
      showEndpoint(rotated.endpoint);
      closeRotate();
      setShown({ ...rotated, rotated: true });
      notify.success(t('webhooks.toasts.rotated'));
    } catch (error) {
      notifyApiError(error, t('webhooks.toasts.rotateFailed'));
      if (isApiError(error) && error.status === 404) {
        closeRotate();
        changed();
        return;
      }
      throw error;
    }
  };

  const remove = async (endpoint: WebhookEndpoint) => {
    try {
      await deleteWebhook(endpoint.id);
      list.setData((previous) => ({ items: (previous?.items ?? []).filter((row) => row.id !== endpoint.id) }));
      closeDelete();
      notify.success(t('webhooks.toasts.deleted'));
      changed();
    } catch (error) {
      notifyApiError(error, t('webhooks.toasts.deleteFailed'));
      // Deleted elsewhere meanwhile: show what the list is now.
      if (isApiError(error) && error.status === 404) {
        closeDelete();
        changed();
        return;
      }
      throw error;
    }
  };

  const sendTest = async (endpoint: WebhookEndpoint) => {
    setTesting(endpoint.id);
    try {
      await sendTestWebhook(endpoint.id);
      notify.success(t('webhooks.toasts.testSent'));
      invalidateQueries(deliveriesQueryKey(endpoint.id));
    } catch (error) {
      notifyApiError(error, t('webhooks.toasts.testFailed'));
    } finally {
      setTesting(null);
    }
  };

  const addButton = (
    <Button onClick={() => setEditing('new')} disabled={(endpoints?.length ?? 0) >= MAX_ENDPOINTS}>
      <PortalIcon name="plus" />
      {t('webhooks.add')}
    </Button>
  );

  const content = () => {
    if (endpoints === undefined) {
      return list.status === 'error' ? (
        <ErrorState message={t('webhooks.list.loadFailed')} onRetry={list.reload} />
      ) : (
        <LoadingState />
      );
    }
    if (endpoints.length === 0) {
      return (
        <EmptyState
          icon="globe"
          title={t('pages.webhooks.emptyTitle')}
          description={t('pages.webhooks.emptyDescription')}
          action={addButton}
        />
      );
    }
    return (
      <Stack as="ul" gap="3" aria-label={t('webhooks.list.label')} aria-busy={list.isFetching || undefined}>
        {endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            now={now}
            testing={testing === endpoint.id}
            onDeliveries={() => setLogOf(endpoint)}
            onTest={() => void sendTest(endpoint)}
            onEdit={() => setEditing(endpoint)}
            onRotate={() => setRotating({ endpoint, until: Date.now() + ROTATION_OVERLAP_MS, open: true })}
            onDelete={() => setDeleting({ endpoint, open: true })}
          />
        ))}
      </Stack>
    );
  };

  const shownUrl = shown ? isolateText(shown.endpoint.url) : '';
  const previousUntil = shown?.rotated ? shown.endpoint.previousSecretExpiresAt : null;

  return (
    <>
      <PageHeader
        title={title}
        description={t('webhooks.description')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: title }]}
        actions={addButton}
      />
      <Stack gap="4" as="section" aria-label={t('webhooks.list.label')}>
        {content()}
        {endpoints && endpoints.length > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('webhooks.list.limit', { count: MAX_ENDPOINTS })}
          </Text>
        ) : null}
      </Stack>
      <EndpointFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onCreated={(created) => {
          setEditing(null);
          showEndpoint(created.endpoint);
          setShown({ ...created, rotated: false });
        }}
        onUpdated={(updated) => {
          setEditing(null);
          showEndpoint(updated);
          changed();
        }}
        onStale={() => {
          setEditing(null);
          changed();
        }}
      />
      <OneTimeSecretDialog
        secret={shown?.secret ?? null}
        title={t(shown?.rotated ? 'webhooks.secret.rotatedTitle' : 'webhooks.secret.createdTitle', { url: shownUrl })}
        texts="webhooks.secret"
        note={
          previousUntil
            ? t('webhooks.secret.previousUntil', { time: formatDateTime(previousUntil) })
            : t('webhooks.secret.howToVerify')
        }
        testId="webhook-secret"
        onClose={() => {
          setShown(null);
          changed();
        }}
      />
      <ConfirmDialog
        open={rotating?.open ?? false}
        title={t('webhooks.rotate.title')}
        message={rotating ? t('webhooks.rotate.body', { time: formatDateTime(rotating.until) }) : undefined}
        confirmLabel={t('webhooks.rotate.confirm')}
        onConfirm={() => (rotating ? rotate(rotating.endpoint) : undefined)}
        onClose={closeRotate}
      />
      <ConfirmDialog
        open={deleting?.open ?? false}
        destructive
        title={t('webhooks.delete.title')}
        message={deleting ? t('webhooks.delete.body', { url: isolateText(deleting.endpoint.url) }) : undefined}
        confirmLabel={t('webhooks.delete.confirm')}
        onConfirm={() => (deleting ? remove(deleting.endpoint) : undefined)}
        onClose={closeDelete}
      />
      <DeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
