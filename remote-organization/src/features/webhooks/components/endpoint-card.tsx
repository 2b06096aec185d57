import { formatDate, formatDateTime, isolateText, useTranslation, type IconName } from '@portal/shared';
import { Badge, Button, Card, HStack, PortalIcon, Stack, StatusBadge, Text, Wrap } from '@portal/shared/ui/core';
import type { WebhookEndpoint } from '../api/types';

/** The reasons the portal writes when it turns an endpoint off, by their translation. */
const KNOWN_REASONS: Record<string, string> = {
  'Every delivery failed for three days': 'webhooks.reasons.threeDaysFailing',
};

export interface EndpointCardProps {
  endpoint: WebhookEndpoint;
  now: number;
  /** The test event being sent to this endpoint. */
  testing: boolean;
  onDeliveries: () => void;
  onTest: () => void;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
}

/** One endpoint: its address, whether it is on (and why not), since when it fails, its events and what can be done with it. */
export function EndpointCard({
  endpoint,
  now,
  testing,
  onDeliveries,
  onTest,
  onEdit,
  onRotate,
  onDelete,
}: EndpointCardProps) {
  const { t } = useTranslation('organization');
  const url = isolateText(endpoint.url);
  const titleId = `webhook-${endpoint.id}-url`;
  const reasonKey = endpoint.disabledReason ? KNOWN_REASONS[endpoint.disabledReason] : undefined;
  const previousUntil = endpoint.previousSecretExpiresAt;
  const actions: { action: string; icon?: IconName; onClick: () => void; red?: boolean; loading?: boolean }[] = [
    { action: 'test', onClick: onTest, loading: testing },
    { action: 'edit', icon: 'edit', onClick: onEdit },
    { action: 'rotate', icon: 'key', onClick: onRotate },
    { action: 'delete', icon: 'trash', onClick: onDelete, red: true },
  ];
  return (
    <Card.Root as="li" size="sm" aria-labelledby={titleId} listStyleType="none">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="3" justify="space-between" align="flex-start" wrap="wrap">
            {/* The heading follows the page's direction (right-aligned in Arabic); the address inside stays left to right. */}
            <Text
              as="h2"
              id={titleId}
              fontFamily="mono"
              fontSize="sm"
              fontWeight="semibold"
              wordBreak="break-all"
              minW="0"
              flex="1 1 16rem"
            >
              <bdi dir="ltr">{endpoint.url}</bdi>
            </Text>
            <StatusBadge colour={endpoint.enabled ? 'success' : 'secondary'}>
              {t(endpoint.enabled ? 'webhooks.list.enabled' : 'webhooks.list.disabled')}
            </StatusBadge>
          </HStack>
          {endpoint.disabledReason ? (
            <Text fontSize="sm" color="fg.error" overflowWrap="anywhere">
              {t('webhooks.list.disabledReason', {
                reason: reasonKey ? t(reasonKey) : isolateText(endpoint.disabledReason),
              })}
            </Text>
          ) : null}
          {endpoint.failingSince ? (
            <HStack gap="1.5" color="fg.warning" fontSize="sm">
              <PortalIcon name="alert" />
              <Text as="span">{t('webhooks.list.failingSince', { time: formatDateTime(endpoint.failingSince) })}</Text>
            </HStack>
          ) : null}
          <Stack gap="1">
            <Text fontSize="xs" color="fg.muted">
              {t('webhooks.list.events')}
            </Text>
            <Wrap gap="1.5" as="ul" listStyleType="none" aria-label={t('webhooks.list.events')}>
              {endpoint.events.map((event) => (
                <Badge as="li" key={event} variant="outline" title={event}>
                  {t(`webhooks.events.${event}`)}
                </Badge>
              ))}
            </Wrap>
          </Stack>
          <Text fontSize="xs" color="fg.muted">
            {t('webhooks.list.addedOn', { date: formatDate(endpoint.createdAt) })}
            {previousUntil && Date.parse(previousUntil) > now
              ? ` · ${t('webhooks.list.previousUntil', { time: formatDateTime(previousUntil) })}`
              : null}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" aria-label={t('webhooks.actions.deliveriesNamed', { url })} onClick={onDeliveries}>
              {t('webhooks.actions.deliveries')}
            </Button>
            {actions.map(({ action, icon, onClick, red, loading }) => (
              <Button
                key={action}
                size="sm"
                variant="outline"
                colorPalette={red ? 'red' : undefined}
                loading={loading}
                aria-label={t(`webhooks.actions.${action}Named`, { url })}
                onClick={onClick}
              >
                {icon ? <PortalIcon name={icon} /> : null}
                {t(`webhooks.actions.${action}`)}
              </Button>
            ))}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
