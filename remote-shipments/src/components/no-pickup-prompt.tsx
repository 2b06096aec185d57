import { ADDRESSES_PATH, useTranslation } from '@portal/shared';
import { Alert } from '@portal/shared/ui/core';
import { Link } from '@portal/shared/router';

/** Shipments are sent from the primary pick-up address: without one, the user creates it first. */
export function NoPickupPrompt() {
  const { t } = useTranslation('shipments');
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('pickupPrompt.title')}</Alert.Title>
        <Alert.Description>
          <Link to={ADDRESSES_PATH}>{t('pickupPrompt.link')}</Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
