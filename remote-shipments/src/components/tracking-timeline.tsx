import { formatDateTime, localizedName, useTranslation } from '@portal/shared';
import { Readiness, shipmentBadge, type ShipmentStatus } from '@portal/shared/domain';
import { Box, HStack, Stack, StatusBadge, Text } from '@portal/shared/ui/core';

export interface TimelineEvent {
  status: number;
  occurredAt: string;
  location: string | null;
  /** A city the courier named by id: shown in the page's language (free text stays as sent). */
  city?: { name: string; nameAr: string } | null;
  note?: string | null;
  source?: 'portal' | 'courier' | 'system';
}

/** The tracking events, newest first: status, time (Amman), place and, for the owner, note and source. */
export function TrackingTimeline({ events, emptyText }: { events: TimelineEvent[]; emptyText: string }) {
  const { t, i18n } = useTranslation('shipments');
  if (!events.length) return <Text color="fg.muted">{emptyText}</Text>;
  const newestFirst = [...events].reverse();
  return (
    <Stack as="ol" gap="0" listStyleType="none" data-testid="timeline">
      {newestFirst.map((event, index) => {
        const badge = shipmentBadge(Readiness.Ready, event.status as ShipmentStatus);
        const place = event.city ? localizedName(event.city, i18n.language) : event.location;
        return (
          <HStack as="li" key={`${event.occurredAt}-${index}`} align="stretch" gap="3">
            <Stack align="center" gap="0" pt="1">
              <Box boxSize="3" borderRadius="full" bg={index === 0 ? 'colorPalette.solid' : 'border.emphasized'} />
              {index < newestFirst.length - 1 ? <Box flex="1" width="2px" bg="border" minH="8" /> : null}
            </Stack>
            <Stack gap="1" pb="4">
              <HStack gap="2" wrap="wrap">
                <StatusBadge colour={badge.colour}>{t(`common:shipmentStatus.${badge.key}`)}</StatusBadge>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(event.occurredAt)}
                </Text>
              </HStack>
              {place ? <Text>{place}</Text> : null}
              {event.note ? (
                <Text fontSize="sm" color="fg.muted">
                  {event.note}
                </Text>
              ) : null}
              {event.source ? (
                <Text fontSize="xs" color="fg.subtle">
                  {t(`details.source.${event.source}`)}
                </Text>
              ) : null}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
