import * as yup from 'yup';
import { localizedName, useTranslation } from '@portal/shared';
import { Heading, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { LocationCascadeFields, SelectField, TextField } from '@portal/shared/ui/forms';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import { useAllCouriers } from '../../../lib/resource-page/hooks/use-all-couriers';
import { LEVELS, type Side, SIDES, ZONES_PATH, type ZoneItem } from '../api/types';

type ZoneValues = Record<string, string | null>;

const LEVEL_FIELD = { Country: 'country', Region: 'region', City: 'city', Village: 'village' } as const;

function SideFields({ side }: { side: Side }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {t(`fields.${side}`)}
      </Heading>
      <LocationCascadeFields
        names={{
          country: `${side}CountryId`,
          region: `${side}RegionId`,
          city: `${side}CityId`,
          village: `${side}VillageId`,
        }}
        optional
        columns={4}
      />
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
        {LEVELS.map((level) => (
          <TextField
            key={level}
            name={`${side}${level}ProviderId`}
            label={t('fields.providerId', { place: t(`fields.${LEVEL_FIELD[level]}`) })}
            dir="ltr"
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ZoneFields() {
  const { t, i18n } = useTranslation('admin');
  const couriers = useAllCouriers();
  return (
    <>
      <SelectField
        name="courierId"
        label={t('fields.courier')}
        required
        options={couriers.map((courier) => ({ value: courier.id, label: localizedName(courier, i18n.language) }))}
      />
      {SIDES.map((side) => (
        <SideFields key={side} side={side} />
      ))}
    </>
  );
}

/** "Amman › Sweileh (AMM-7)": the named levels of one side in the user's language, with provider ids. */
function sideSummary(zone: ZoneItem, side: Side, language: string, anywhere: string) {
  const parts = LEVELS.flatMap((level) => {
    const place = zone[`${side}${level}`];
    if (!place) return [];
    const providerId = zone[`${side}${level}ProviderId`];
    return [providerId ? `${localizedName(place, language)} (${providerId})` : localizedName(place, language)];
  });
  return parts.length ? parts.join(' › ') : anywhere;
}

/** Availability zones (/admin/availability-zones, reached from a courier): where it picks up and delivers. */
export default function AvailabilityZonesPage() {
  const { t, i18n } = useTranslation('admin');
  const couriers = useAllCouriers();
  const language = i18n.language;
  const anywhere = t('pages.availabilityZones.anywhere');
  return (
    <ResourcePage<ZoneItem, ZoneValues>
      path={ZONES_PATH}
      title={t('pages.availabilityZones.title')}
      breadcrumbs={[
        { label: t('common:nav.home'), to: '/' },
        { label: t('pages.couriers.title'), to: '/admin/couriers' },
        { label: t('pages.availabilityZones.title') },
      ]}
      columns={[
        { key: 'courier', header: t('fields.courier'), render: (zone) => localizedName(zone.courier, language) },
        {
          key: 'origin',
          header: t('fields.origin'),
          render: (zone) => <Text>{sideSummary(zone, 'origin', language, anywhere)}</Text>,
        },
        {
          key: 'destination',
          header: t('fields.destination'),
          render: (zone) => <Text>{sideSummary(zone, 'destination', language, anywhere)}</Text>,
        },
      ]}
      filterKeys={['courierId']}
      renderFilters={(params, setFilter) => (
        <FilterSelect
          label={t('fields.courier')}
          allLabel={t('filters.allCouriers')}
          value={params.filters.courierId ?? ''}
          onChange={(value) => setFilter('courierId', value)}
          options={couriers.map((courier) => ({ value: courier.id, label: localizedName(courier, language) }))}
        />
      )}
      describe={(zone) =>
        `${localizedName(zone.courier, language)}: ${sideSummary(zone, 'origin', language, anywhere)} → ${sideSummary(zone, 'destination', language, anywhere)}`
      }
      empty={{
        icon: 'map',
        title: t('pages.availabilityZones.emptyTitle'),
        description: t('pages.availabilityZones.emptyDescription'),
      }}
      loadFailedText={t('toasts.loadFailed')}
      form={{
        addTitle: t('pages.availabilityZones.add'),
        editTitle: t('pages.availabilityZones.edit'),
        schema: yup.object({ courierId: yup.string().required('required') }),
        initialValues: (zone, filters) => {
          const values: ZoneValues = { courierId: zone?.courierId ?? filters.courierId ?? '' };
          for (const side of SIDES) {
            for (const level of LEVELS) {
              values[`${side}${level}Id`] = zone?.[`${side}${level}Id`] ?? null;
              values[`${side}${level}ProviderId`] = zone?.[`${side}${level}ProviderId`] ?? '';
            }
          }
          return values;
        },
        toBody: (values) =>
          Object.fromEntries(
            Object.entries(values).map(([key, value]) => [
              key,
              key.endsWith('ProviderId') ? (value ?? '').trim() || null : value || null,
            ]),
          ),
        Fields: ZoneFields,
      }}
    />
  );
}
