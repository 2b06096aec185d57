import * as yup from 'yup';
import { invalidateLookups, localizedName, useTranslation } from '@portal/shared';
import { LocationCascadeFields } from '@portal/shared/ui/forms';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import { LOCATION_PATHS, type VillageItem } from '../api/types';
import { locationColumns, parentName } from './location-columns';
import { LocationNameFields } from './location-fields';
import { locationBody, locationSchema, type LocationValues, locationValues } from './location-form';

type VillageValues = LocationValues & { countryId: string | null; regionId: string | null; cityId: string | null };

function VillageFields() {
  return (
    <>
      <LocationCascadeFields lastLevel="city" />
      <LocationNameFields />
    </>
  );
}

/** Villages (/admin/villages): each in a city. */
export default function VillagesPage() {
  const { t, i18n } = useTranslation('admin');
  return (
    <ResourcePage<VillageItem, VillageValues>
      path={LOCATION_PATHS.villages}
      title={t('pages.villages.title')}
      columns={[
        ...locationColumns<VillageItem>(t),
        { key: 'city', header: t('fields.city'), render: (item) => parentName(item.city) },
      ]}
      describe={(item) => localizedName(item, i18n.language)}
      empty={{ icon: 'map', title: t('pages.villages.emptyTitle'), description: t('pages.villages.emptyDescription') }}
      loadFailedText={t('toasts.loadVillagesFailed')}
      onChanged={() => invalidateLookups('villages')}
      form={{
        addTitle: t('pages.villages.add'),
        editTitle: t('pages.villages.edit'),
        schema: yup.object({ ...locationSchema, cityId: yup.string().nullable().required('required') }),
        initialValues: (item) => ({
          ...locationValues(item),
          countryId: item?.countryId ?? null,
          regionId: item?.regionId ?? null,
          cityId: item?.cityId ?? null,
        }),
        toBody: (values) => ({ ...locationBody(values), cityId: values.cityId }),
        Fields: VillageFields,
      }}
    />
  );
}
