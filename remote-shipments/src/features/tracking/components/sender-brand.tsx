import { useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Flex, Image, Stack, Text } from '@portal/shared/ui/core';
import { getTracking, trackingQueryKey } from '../api/get-tracking';

/**
 * Who sent the parcel, as the sender shows itself to recipients: its logo and name from the tracking
 * answer (the same query as the result, so no second request). Nothing until the answer, or when the
 * sender has no brand to show.
 */
export function SenderBrand({ trackingNumber }: { trackingNumber: string }) {
  const { t } = useTranslation('shipments');
  const { data } = useQuery({
    key: trackingQueryKey(trackingNumber),
    fetch: (signal) => getTracking(trackingNumber, signal),
  });
  const sender = data?.sender;
  if (!sender) return null;
  return (
    <Flex data-testid="sender-brand" align="center" gap="3" minW="0">
      {sender.logoUrl ? (
        <Image
          src={sender.logoUrl}
          alt={sender.name ? t('tracking.senderLogo', { name: sender.name }) : t('tracking.sentBy')}
          maxH="12"
          maxW="40"
          objectFit="contain"
          flexShrink={0}
        />
      ) : null}
      {sender.name ? (
        <Stack gap="0" minW="0">
          <Text color="fg.muted" fontSize="sm">
            {t('tracking.sentBy')}
          </Text>
          {/* A sender's own name: its direction follows its letters, not the page's. */}
          <Text fontWeight="semibold" dir="auto" overflowWrap="anywhere">
            {sender.name}
          </Text>
        </Stack>
      ) : null}
    </Flex>
  );
}
