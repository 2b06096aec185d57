import { useTranslation } from '@portal/shared';
import { PageHeader, Stack } from '@portal/shared/ui/core';
import { useParams } from '@portal/shared/router';
import { PORTAL_TRACKING_PATH } from '../../../components/tracking-search';
import { TrackingResult } from './tracking-result';
import { shipmentsBreadcrumbs } from '../../../components/shipments-breadcrumbs';

/** Tracking inside the portal (/shipments/track/:trackingNumber): the same result, in the portal's layout and menu. */
export default function PortalTrackingPage() {
  const { t } = useTranslation('shipments');
  const { trackingNumber = '' } = useParams();
  const title = `${t('pages.trackingResult.title')} ${trackingNumber}`;
  return (
    <>
      <PageHeader title={title} breadcrumbs={shipmentsBreadcrumbs(t, { label: trackingNumber })} />
      <Stack gap="6">
        <TrackingResult trackingNumber={trackingNumber} searchPath={PORTAL_TRACKING_PATH} />
      </Stack>
    </>
  );
}
