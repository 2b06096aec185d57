import { useEffect, useState } from 'react';
import { formatDateTime, formatNumber, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import {
  Box,
  Button,
  CloseButton,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  Portal,
  PortalIcon,
  Stack,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import type { BadgeColour } from '@portal/shared/domain';
import { Drawer } from '@portal/shared/ui/dialog';
import { Table } from '@portal/shared/ui/table';
import { deliveriesQueryKey, listDeliveries, resendDelivery } from '../api/endpoints';
import type { DeliveryAttempt, WebhookDelivery, WebhookEndpoint } from '../api/types';

const STATUS_COLOUR: Record<WebhookDelivery['status'], BadgeColour> = {
  pending: 'warning',
  sending: 'info',
  delivered: 'success',
  failed: 'error',
};

/** While a delivery waits for its (next) attempt the log is read again this often, so its outcome shows up. */
const POLL_MS = 5_000;

/** The event's name in the user's language ("Test event"), or its type when the portal does not know it. */
function useEventName() {
  const { t, i18n } = useTranslation('organization');
  return (type: string) => (i18n.exists(`organization:webhooks.events.${type}`) ? t(`webhooks.events.${type}`) : type);
}

function AttemptsTable({ delivery, label }: { delivery: WebhookDelivery; label: string }) {
  const { t } = useTranslation('organization');
  if (delivery.attempts.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('webhooks.deliveries.noAttempts')}
      </Text>
    );
  }
  const answer = (attempt: DeliveryAttempt) => attempt.response || attempt.error;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2" maxW="full">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="2.5rem">{t('webhooks.deliveries.columns.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.columns.at')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.columns.statusCode')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.columns.duration')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('webhooks.deliveries.columns.response')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {delivery.attempts.map((attempt, index) => (
            <Table.Row key={`${attempt.at}-${index}`}>
              <Table.Cell>{formatNumber(index + 1)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(attempt.at)}</Table.Cell>
              <Table.Cell>
                {attempt.statusCode === null ? (
                  <Text as="span" color="fg.error">
                    {t('webhooks.deliveries.noStatus')}
                  </Text>
                ) : (
                  <Text
                    as="span"
                    fontFamily="mono"
                    color={attempt.statusCode >= 200 && attempt.statusCode < 300 ? 'fg.success' : 'fg.error'}
                  >
                    {attempt.statusCode}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {t('webhooks.deliveries.durationMs', { ms: formatNumber(attempt.durationMs) })}
              </Table.Cell>
              <Table.Cell minW="12rem">
                {answer(attempt) ? (
                  <Text
                    as="code"
                    display="block"
                    dir="ltr"
                    textAlign="start"
                    fontFamily="mono"
                    fontSize="xs"
                    whiteSpace="pre-wrap"
                    wordBreak="break-all"
                    maxH="6rem"
                    overflowY="auto"
                    color={attempt.response ? undefined : 'fg.error'}
                  >
                    {answer(attempt)}
                  </Text>
                ) : (
                  '—'
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function DeliveryItem({
  delivery,
  resending,
  onResend,
}: {
  delivery: WebhookDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('organization');
  const eventName = useEventName()(delivery.eventType);
  const created = formatDateTime(delivery.createdAt);
  const titleId = `delivery-${delivery.id}`;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="l2" p="3" aria-labelledby={titleId}>
      <Stack gap="2">
        <HStack gap="2" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Text as="h3" id={titleId} fontWeight="semibold">
              {eventName}{' '}
              <Text as="code" fontFamily="mono" fontSize="xs" color="fg.muted" dir="ltr" unicodeBidi="isolate">
                {delivery.eventType}
              </Text>
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('webhooks.deliveries.created', { time: created })}
            </Text>
          </Stack>
          <StatusBadge colour={STATUS_COLOUR[delivery.status]}>
            {t(`webhooks.deliveries.status.${delivery.status}`)}
          </StatusBadge>
        </HStack>
        {delivery.deliveredAt ? (
          <Text fontSize="sm">
            {t('webhooks.deliveries.deliveredAt', { time: formatDateTime(delivery.deliveredAt) })}
          </Text>
        ) : null}
        {delivery.nextAttemptAt ? (
          <Text fontSize="sm">
            {t('webhooks.deliveries.nextAttempt', { time: formatDateTime(delivery.nextAttemptAt) })}
          </Text>
        ) : null}
        <Text fontSize="xs" color="fg.muted">
          {t('webhooks.deliveries.eventId')}:{' '}
          <Text as="code" fontFamily="mono" dir="ltr" unicodeBidi="isolate" wordBreak="break-all">
            {delivery.eventId}
          </Text>
        </Text>
        <AttemptsTable delivery={delivery} label={t('webhooks.deliveries.attemptsOf', { event: eventName })} />
        <HStack justify="flex-end">
          <Button
            size="sm"
            variant="outline"
            loading={resending}
            aria-label={t('webhooks.deliveries.resendNamed', { event: eventName, time: created })}
            onClick={onResend}
          >
            <PortalIcon name="refresh" />
            {t('webhooks.deliveries.resend')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation('organization');
  const log = useQuery({
    key: deliveriesQueryKey(endpoint.id),
    fetch: (signal) => listDeliveries(endpoint.id, signal),
  });
  const [resending, setResending] = useState<string | null>(null);
  const items = log.data?.items;
  const waiting = items?.some((delivery) => delivery.status === 'pending' || delivery.status === 'sending') ?? false;
  const { reload } = log;

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = window.setInterval(reload, POLL_MS);
    return () => window.clearInterval(timer);
  }, [waiting, reload]);

  const resend = async (delivery: WebhookDelivery) => {
    setResending(delivery.id);
    try {
      await resendDelivery(endpoint.id, delivery.id);
      notify.success(t('webhooks.toasts.resent'));
      reload();
    } catch (error) {
      notifyApiError(error, t('webhooks.toasts.resendFailed'));
    } finally {
      setResending(null);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" flex="1 1 14rem" overflowWrap="anywhere">
          {t('webhooks.deliveries.description', { url: isolateText(endpoint.url) })}
        </Text>
        <Button size="sm" variant="outline" loading={log.isFetching && items !== undefined} onClick={reload}>
          <PortalIcon name="refresh" />
          {t('webhooks.deliveries.refresh')}
        </Button>
      </HStack>
      {items === undefined ? (
        log.status === 'error' ? (
          <ErrorState message={t('webhooks.deliveries.loadFailed')} onRetry={reload} />
        ) : (
          <LoadingState />
        )
      ) : items.length === 0 ? (
        <EmptyState
          icon="refresh"
          title={t('webhooks.deliveries.emptyTitle')}
          description={t('webhooks.deliveries.emptyDescription')}
        />
      ) : (
        <Stack as="ul" gap="3" aria-label={t('webhooks.deliveries.label')} aria-busy={log.isFetching || undefined}>
          {items.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              resending={resending === delivery.id}
              onResend={() => void resend(delivery)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export interface DeliveriesDrawerProps {
  /** The endpoint whose log is open; null: closed. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
}

/** An endpoint's delivery log beside the list: each delivery's status and attempts, resend and refresh. */
export function DeliveriesDrawer({ endpoint, onClose }: DeliveriesDrawerProps) {
  const { t } = useTranslation('organization');
  return (
    <Drawer.Root
      open={endpoint !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="end"
      size={{ base: 'full', md: 'lg' }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('webhooks.deliveries.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{endpoint ? <DeliveryLog endpoint={endpoint} /> : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
