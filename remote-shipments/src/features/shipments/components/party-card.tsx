import { useTranslation } from '@portal/shared';
import { Card, Heading, Stack, Text } from '@portal/shared/ui/core';
import type { ShipmentAddress } from '../api/types';

/** A sender or recipient: name, phone, address and place, with place names in the user's language. */
export function PartyCard({ title, party }: { title: string; party: ShipmentAddress | null }) {
  const { t, i18n } = useTranslation('shipments');
  const ar = i18n.language === 'ar';
  const place = party
    ? [
        ar ? party.villageNameAr : party.villageName,
        ar ? party.cityNameAr : party.cityName,
        ar ? party.regionNameAr : party.regionName,
        ar ? party.countryNameAr : party.countryName,
      ]
        .filter(Boolean)
        .join(ar ? '، ' : ', ')
    : '';
  return (
    <Card.Root size="sm" flex="1">
      <Card.Header>
        <Heading size="sm">{title}</Heading>
      </Card.Header>
      <Card.Body>
        {party ? (
          <Stack gap="1">
            <Text fontWeight="semibold">{party.name}</Text>
            <Text dir="ltr" textAlign="start">
              {party.phoneNumber}
            </Text>
            {party.email ? <Text dir="ltr">{party.email}</Text> : null}
            <Text>{[party.addressLine, party.buildingNumber].filter(Boolean).join(' ')}</Text>
            <Text color="fg.muted">{place}</Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('details.none')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
