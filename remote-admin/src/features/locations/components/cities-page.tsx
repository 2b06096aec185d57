import * as yup from 'yup';
import { invalidateLookups, localizedName, useTranslation } from '@portal/shared';
import { LocationCascadeFields } from '@portal/shared/ui/forms';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import { type CityItem, LOCATION_PATHS } from '../api/types';
import { CountryFilter } from './country-filter';
import { locationColumns, parentName } from './location-columns';
import { LocationNameFields } from './location-fields';
import { locationBody, locationSchema, type LocationValues, locationValues } from './location-form';

type CityValues = LocationValues & { countryId: string | null; regionId: string | null };

function CityFields() {
  // The cascade requires the region where the country has regions.
  return (
    <>
      <LocationCascadeFields lastLevel="region" />
      <LocationNameFields />
    </>
  );
}

/** Cities (/admin/cities): in a region, or directly in a country without regions. */
export default function CitiesPage() {
  const { t, i18n } = useTranslation('admin');
  return (
    <ResourcePage<CityItem, CityValues>
      path={LOCATION_PATHS.cities}
      title={t('pages.cities.title')}
      columns={[
        ...locationColumns<CityItem>(t),
        { key: 'region', header: t('fields.region'), render: (item) => parentName(item.region) },
        { key: 'country', header: t('fields.country'), render: (item) => parentName(item.country) },
      ]}
      filterKeys={['countryId']}
      renderFilters={(params, setFilter) => (
        <CountryFilter value={params.filters.countryId ?? ''} onChange={(value) => setFilter('countryId', value)} />
      )}
      describe={(item) => localizedName(item, i18n.language)}
      empty={{ icon: 'map', title: t('pages.cities.emptyTitle'), description: t('pages.cities.emptyDescription') }}
      loadFailedText={t('toasts.loadCitiesFailed')}
      onChanged={() => invalidateLookups('cities')}
      form={{
        addTitle: t('pages.cities.add'),
        editTitle: t('pages.cities.edit'),
        schema: yup.object({
          ...locationSchema,
          countryId: yup.string().nullable().required('required'),
          regionId: yup.string().nullable(),
        }),
        initialValues: (item) => ({
          ...locationValues(item),
          countryId: item?.countryId ?? null,
          regionId: item?.regionId ?? null,
        }),
        toBody: (values) => ({ ...locationBody(values), countryId: values.countryId, regionId: values.regionId }),
        Fields: CityFields,
      }}
    />
  );
}
