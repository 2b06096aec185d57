import * as yup from 'yup';
import { invalidateLookups, localizedName, useTranslation } from '@portal/shared';
import { LocationCascadeFields } from '@portal/shared/ui/forms';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import { LOCATION_PATHS, type RegionItem } from '../api/types';
import { CountryFilter } from './country-filter';
import { locationColumns, parentName } from './location-columns';
import { LocationNameFields } from './location-fields';
import { locationBody, locationSchema, type LocationValues, locationValues } from './location-form';

type RegionValues = LocationValues & { countryId: string | null };

function RegionFields() {
  return (
    <>
      <LocationCascadeFields lastLevel="country" columns={1} />
      <LocationNameFields />
    </>
  );
}

/** Regions (/admin/regions): governorates of a country. */
export default function RegionsPage() {
  const { t, i18n } = useTranslation('admin');
  return (
    <ResourcePage<RegionItem, RegionValues>
      path={LOCATION_PATHS.regions}
      title={t('pages.regions.title')}
      columns={[
        ...locationColumns<RegionItem>(t),
        { key: 'country', header: t('fields.country'), render: (item) => parentName(item.country) },
      ]}
      filterKeys={['countryId']}
      renderFilters={(params, setFilter) => (
        <CountryFilter value={params.filters.countryId ?? ''} onChange={(value) => setFilter('countryId', value)} />
      )}
      describe={(item) => localizedName(item, i18n.language)}
      empty={{ icon: 'map', title: t('pages.regions.emptyTitle'), description: t('pages.regions.emptyDescription') }}
      loadFailedText={t('toasts.loadRegionsFailed')}
      onChanged={() => {
        invalidateLookups('regions');
        invalidateLookups('countries');
      }}
      form={{
        addTitle: t('pages.regions.add'),
        editTitle: t('pages.regions.edit'),
        schema: yup.object({ ...locationSchema, countryId: yup.string().nullable().required('required') }),
        initialValues: (item) => ({ ...locationValues(item), countryId: item?.countryId ?? null }),
        toBody: (values) => ({ ...locationBody(values), countryId: values.countryId }),
        Fields: RegionFields,
      }}
    />
  );
}
