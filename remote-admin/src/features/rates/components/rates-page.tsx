import * as yup from 'yup';
import { filsToJodString, jodStringToFils } from '@portal/shared/domain';
import { formatMoney, formatNumber, localizedName, type LookupName, useLookup, useTranslation } from '@portal/shared';
import { Badge, Heading, SimpleGrid } from '@portal/shared/ui/core';
import { LocationCascadeFields, NumberField, SelectField, TextField } from '@portal/shared/ui/forms';
import { CheckboxField } from '@portal/shared/ui/checkbox';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import type { NumberInput } from '../../../lib/resource-page/form-values';
import { RATES_PATH, type RateItem } from '../api/types';
import { useAllCouriers } from '../../../lib/resource-page/hooks/use-all-couriers';
import { RateCsvActions } from './rate-csv-actions';

interface RateValues {
  courierId: string;
  serviceTypeId: string;
  originCountryId: string | null;
  originRegionId: string | null;
  originCityId: string | null;
  destinationCountryId: string | null;
  destinationRegionId: string | null;
  destinationCityId: string | null;
  basePrice: string;
  includedWeightKg: NumberInput;
  perKgPrice: string;
  transitDaysMin: NumberInput;
  transitDaysMax: NumberInput;
  isActive: boolean;
}

const money = yup
  .string()
  .trim()
  .required('required')
  .test('jod', 'admin:validation.money', (value) => value === undefined || (jodStringToFils(value) ?? -1) >= 0);
const days = yup
  .number()
  .typeError('required')
  .required('required')
  .integer('integer')
  .min(0, 'admin:validation.notNegative');

const rateSchema = yup.object({
  courierId: yup.string().required('required'),
  serviceTypeId: yup.string().required('required'),
  originCountryId: yup.string().nullable().required('required'),
  destinationCountryId: yup.string().nullable().required('required'),
  basePrice: money,
  perKgPrice: money,
  includedWeightKg: yup.number().typeError('required').required('required').min(0, 'admin:validation.notNegative'),
  transitDaysMin: days,
  transitDaysMax: days.test('order', 'admin:validation.transitOrder', function check(value) {
    const min = this.parent.transitDaysMin as NumberInput;
    return typeof value !== 'number' || typeof min !== 'number' || value >= min;
  }),
});

/** "Amman › Sweileh" in the user's language, or "Jordan" when the rate covers the whole country. */
function areaName(language: string, country: LookupName, region: LookupName | null, city: LookupName | null) {
  return [region ?? country, city]
    .filter(Boolean)
    .map((place) => localizedName(place, language))
    .join(' › ');
}

function RateFields() {
  const { t, i18n } = useTranslation('admin');
  const couriers = useAllCouriers();
  const services = useLookup('service-types');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SelectField
          name="courierId"
          label={t('fields.courier')}
          required
          options={couriers.map((courier) => ({ value: courier.id, label: localizedName(courier, i18n.language) }))}
        />
        <SelectField
          name="serviceTypeId"
          label={t('fields.serviceType')}
          required
          options={services.items.map((type) => ({ value: type.id, label: localizedName(type, i18n.language) }))}
        />
      </SimpleGrid>
      <Heading as="h3" size="sm">
        {t('fields.origin')}
      </Heading>
      <LocationCascadeFields
        names={{ country: 'originCountryId', region: 'originRegionId', city: 'originCityId' }}
        lastLevel="city"
        optional
        columns={3}
      />
      <Heading as="h3" size="sm">
        {t('fields.destination')}
      </Heading>
      <LocationCascadeFields
        names={{ country: 'destinationCountryId', region: 'destinationRegionId', city: 'destinationCityId' }}
        lastLevel="city"
        optional
        columns={3}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <TextField
          name="basePrice"
          label={t('fields.basePrice')}
          required
          inputMode="decimal"
          dir="ltr"
          placeholder="0.000"
        />
        <NumberField name="includedWeightKg" label={t('fields.includedWeight')} required min={0} />
        <TextField
          name="perKgPrice"
          label={t('fields.perKgPrice')}
          required
          inputMode="decimal"
          dir="ltr"
          placeholder="0.000"
        />
        <NumberField name="transitDaysMin" label={t('fields.transitDaysMin')} required min={0} step={1} />
        <NumberField name="transitDaysMax" label={t('fields.transitDaysMax')} required min={0} step={1} />
      </SimpleGrid>
      <CheckboxField name="isActive" label={t('fields.active')} />
    </>
  );
}

/** Rates (/admin/rates): price per courier and service between areas; CSV import and export per courier. */
export default function RatesPage() {
  const { t, i18n } = useTranslation('admin');
  /** "3 days", "same day", "2–4 days": a range only when the bounds differ. */
  const transitDays = (min: number, max: number) =>
    min !== max
      ? t('pages.rates.days', { min: formatNumber(min), max: formatNumber(max) })
      : min === 0
        ? t('pages.rates.sameDay')
        : t('pages.rates.daysExact', { count: min, value: formatNumber(min) });
  const couriers = useAllCouriers();
  const services = useLookup('service-types');
  const language = i18n.language;
  return (
    <ResourcePage<RateItem, RateValues>
      path={RATES_PATH}
      title={t('pages.rates.title')}
      columns={[
        {
          key: 'courier',
          header: t('fields.courier'),
          essential: true,
          render: (rate) => localizedName(rate.courier, language),
        },
        {
          key: 'serviceType',
          header: t('fields.serviceType'),
          render: (rate) => localizedName(rate.serviceType, language),
        },
        {
          key: 'origin',
          header: t('fields.origin'),
          render: (rate) => areaName(language, rate.originCountry, rate.originRegion, rate.originCity),
        },
        {
          key: 'destination',
          header: t('fields.destination'),
          render: (rate) => areaName(language, rate.destinationCountry, rate.destinationRegion, rate.destinationCity),
        },
        {
          key: 'basePriceFils',
          header: t('fields.basePrice'),
          essential: true,
          sortable: true,
          align: 'end',
          render: (rate) => formatMoney(rate.basePriceFils),
        },
        {
          key: 'includedWeightKg',
          header: t('fields.includedWeight'),
          sortable: true,
          align: 'end',
          render: (rate) => formatNumber(rate.includedWeightKg),
        },
        {
          key: 'perKgPriceFils',
          header: t('fields.perKgPrice'),
          sortable: true,
          align: 'end',
          render: (rate) => formatMoney(rate.perKgPriceFils),
        },
        {
          key: 'transitDaysMin',
          header: t('fields.transitDays'),
          sortable: true,
          render: (rate) => transitDays(rate.transitDaysMin, rate.transitDaysMax),
        },
        {
          key: 'isActive',
          header: t('fields.status'),
          render: (rate) => (
            <Badge colorPalette={rate.isActive ? 'green' : 'gray'}>
              {t(rate.isActive ? 'filters.active' : 'filters.inactive')}
            </Badge>
          ),
        },
      ]}
      filterKeys={['courierId', 'serviceTypeId']}
      renderFilters={(params, setFilter) => (
        <>
          <FilterSelect
            label={t('fields.courier')}
            allLabel={t('filters.allCouriers')}
            value={params.filters.courierId ?? ''}
            onChange={(value) => setFilter('courierId', value)}
            options={couriers.map((courier) => ({ value: courier.id, label: localizedName(courier, language) }))}
          />
          <FilterSelect
            label={t('fields.serviceType')}
            allLabel={t('filters.allServices')}
            value={params.filters.serviceTypeId ?? ''}
            onChange={(value) => setFilter('serviceTypeId', value)}
            options={services.items.map((type) => ({ value: type.id, label: localizedName(type, language) }))}
          />
        </>
      )}
      headerActions={(params, reload) => <RateCsvActions courierId={params.filters.courierId} onImported={reload} />}
      describe={(rate) =>
        `${localizedName(rate.courier, language)}: ${areaName(language, rate.originCountry, rate.originRegion, rate.originCity)} → ${areaName(
          language,
          rate.destinationCountry,
          rate.destinationRegion,
          rate.destinationCity,
        )}`
      }
      empty={{ icon: 'rates', title: t('pages.rates.emptyTitle'), description: t('pages.rates.emptyDescription') }}
      loadFailedText={t('toasts.loadFailed')}
      form={{
        addTitle: t('pages.rates.add'),
        editTitle: t('pages.rates.edit'),
        schema: rateSchema,
        initialValues: (rate, filters) => ({
          courierId: rate?.courierId ?? filters.courierId ?? '',
          serviceTypeId: rate?.serviceTypeId ?? filters.serviceTypeId ?? '',
          originCountryId: rate?.originCountryId ?? null,
          originRegionId: rate?.originRegionId ?? null,
          originCityId: rate?.originCityId ?? null,
          destinationCountryId: rate?.destinationCountryId ?? null,
          destinationRegionId: rate?.destinationRegionId ?? null,
          destinationCityId: rate?.destinationCityId ?? null,
          basePrice: rate ? filsToJodString(rate.basePriceFils) : '',
          includedWeightKg: rate?.includedWeightKg ?? '',
          perKgPrice: rate ? filsToJodString(rate.perKgPriceFils) : '',
          transitDaysMin: rate?.transitDaysMin ?? '',
          transitDaysMax: rate?.transitDaysMax ?? '',
          isActive: rate?.isActive ?? true,
        }),
        toBody: (values) => ({
          courierId: values.courierId,
          serviceTypeId: values.serviceTypeId,
          originCountryId: values.originCountryId,
          originRegionId: values.originRegionId,
          originCityId: values.originCityId,
          destinationCountryId: values.destinationCountryId,
          destinationRegionId: values.destinationRegionId,
          destinationCityId: values.destinationCityId,
          basePriceFils: jodStringToFils(values.basePrice),
          includedWeightKg: values.includedWeightKg,
          perKgPriceFils: jodStringToFils(values.perKgPrice),
          transitDaysMin: values.transitDaysMin,
          transitDaysMax: values.transitDaysMax,
          isActive: values.isActive,
        }),
        Fields: RateFields,
        serverFields: { basePriceFils: 'basePrice', perKgPriceFils: 'perKgPrice' },
      }}
    />
  );
}
