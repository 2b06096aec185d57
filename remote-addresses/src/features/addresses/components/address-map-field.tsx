import { lazy, Suspense, useState } from 'react';
import { useFormikContext } from 'formik';
import { localizedName, notifyApiError, useTranslation } from '@portal/shared';
import { Field, LoadingState, Text } from '@portal/shared/ui/core';
import { getNearestLocation } from '../api/get-nearest-location';
import type { AddressFormValues } from './address-schema';
import type { MapPoint } from './map-config';

// Leaflet and its stylesheet load only when an address form opens.
const MapPicker = lazy(() => import('./map-picker'));

/**
 * The address's point on the map. Choosing one stores its coordinates and fills country, region,
 * city and village from our reference data (the nearest village or city to the point).
 */
export function AddressMapField({ disabled = false }: { disabled?: boolean }) {
  const { t, i18n } = useTranslation('addresses');
  const { values, setValues } = useFormikContext<AddressFormValues>();
  const [lookingUp, setLookingUp] = useState(false);
  const [found, setFound] = useState<string | null>(null);
  const point =
    values.latitude !== null && values.longitude !== null ? { lat: values.latitude, lng: values.longitude } : null;

  const pick = async ({ lat, lng }: MapPoint) => {
    const latitude = Math.round(lat * 1e6) / 1e6;
    const longitude = Math.round(lng * 1e6) / 1e6;
    await setValues((current) => ({ ...current, latitude, longitude }), false);
    setLookingUp(true);
    setFound(null);
    try {
      const place = await getNearestLocation(latitude, longitude);
      await setValues((current) => ({
        ...current,
        countryId: place.country.id,
        regionId: place.region?.id ?? null,
        cityId: place.city.id,
        villageId: place.village?.id ?? null,
      }));
      setFound(
        [place.village, place.city, place.region, place.country]
          .flatMap((p) => (p ? [localizedName(p, i18n.language)] : []))
          .join(i18n.language === 'ar' ? '، ' : ', '),
      );
    } catch (error) {
      notifyApiError(error, t('toasts.detailsFailed'));
    } finally {
      setLookingUp(false);
    }
  };

  return (
    <Field.Root>
      <Field.Label>{t('map.title')}</Field.Label>
      <Suspense fallback={<LoadingState />}>
        <MapPicker value={point} onPick={(chosen) => void pick(chosen)} disabled={disabled} />
      </Suspense>
      <Text textStyle="sm" role="status" aria-live="polite" minH="5" data-testid="map-lookup-status">
        {lookingUp ? t('map.lookingUp') : found ? t('map.found', { place: found }) : ''}
      </Text>
    </Field.Root>
  );
}
