import { NativeSelect, SimpleGrid, Text } from '@portal/shared/ui/core';
import { useField, useFormikContext } from 'formik';
import { localizedName, type LookupKind, type LookupName, useLookup, useTranslation } from '@portal/shared';
import { FormField } from './form-fields';

export interface LocationFieldNames {
  country: string;
  region: string;
  city: string;
  village: string;
}

export interface LocationCascadeFieldsProps {
  /** Formik field names; default countryId, regionId, cityId, villageId. */
  names?: Partial<LocationFieldNames>;
  /** Hide the village select (e.g. a rate's area goes down to the city). */
  showVillage?: boolean;
  /** The deepest level shown, e.g. 'region' when picking a new city's parents. Default 'village'. */
  lastLevel?: 'country' | 'region' | 'city' | 'village';
  /** Require a village too (country and city always are, the region where the country has regions). */
  villageRequired?: boolean;
  /** Allow leaving every level blank ("any"), e.g. for availability zones; nothing is then required. */
  optional?: boolean;
  disabled?: boolean;
  /** Columns on wide screens (one on phones). */
  columns?: number;
}

const DEFAULT_NAMES: LocationFieldNames = {
  country: 'countryId',
  region: 'regionId',
  city: 'cityId',
  village: 'villageId',
};
const LOAD_FAILED: Record<Extract<LookupKind, 'countries' | 'regions' | 'cities' | 'villages'>, string> = {
  countries: 'location.loadFailed.countries',
  regions: 'location.loadFailed.regions',
  cities: 'location.loadFailed.cities',
  villages: 'location.loadFailed.villages',
};

interface LevelSelectProps {
  name: string;
  label: string;
  kind: keyof typeof LOAD_FAILED;
  items: LookupName[];
  status: string;
  required: boolean;
  disabled: boolean;
  /** Field names to clear when this level changes. */
  clears: string[];
}

function LevelSelect({ name, label, kind, items, status, required, disabled, clears }: LevelSelectProps) {
  const { t, i18n } = useTranslation();
  const { setFieldValue } = useFormikContext<Record<string, unknown>>();
  const [field] = useField<string | null>({
    name,
    // Field-level rule, so every form using the cascade gets it without repeating it in its schema.
    validate: (value: string | null) => (required && !value ? 'required' : undefined),
  });
  const value = field.value ?? '';
  const loading = status === 'loading';
  const placeholder = loading ? t('states.loading') : t('location.choose');
  return (
    <FormField
      name={name}
      label={label}
      required={required}
      disabled={disabled || (!loading && items.length === 0 && !value)}
    >
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          aria-required={required || undefined}
          aria-busy={loading || undefined}
          onBlur={field.onBlur}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            void setFieldValue(name, chosen === '' ? null : chosen);
            for (const child of clears) void setFieldValue(child, null, false);
          }}
        >
          <option value="">{placeholder}</option>
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {localizedName(item, i18n.language)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {status === 'error' ? (
        <Text role="alert" color="fg.error" textStyle="sm">
          {t(LOAD_FAILED[kind])}
        </Text>
      ) : null}
    </FormField>
  );
}

/**
 * Country → region → city → village selects bound to a Formik form. Names show in the user's
 * language; choosing a parent clears its children; the region is required (and shown) only where
 * the country has regions, otherwise cities are listed for the country itself (docs/architecture.md#addresses).
 * Empty choices are stored as null.
 */
export function LocationCascadeFields({
  names,
  showVillage = true,
  lastLevel = 'village',
  villageRequired = false,
  optional = false,
  disabled = false,
  columns = 2,
}: LocationCascadeFieldsProps) {
  const depth = ['country', 'region', 'city', 'village'].indexOf(lastLevel);
  const { t } = useTranslation();
  const fieldNames = { ...DEFAULT_NAMES, ...names };
  const { values } = useFormikContext<Record<string, unknown>>();
  const read = (name: string) => {
    const value = name
      .split('.')
      .reduce<unknown>((object, key) => (object as Record<string, unknown> | undefined)?.[key], values);
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const countryId = read(fieldNames.country);
  const regionId = read(fieldNames.region);
  const cityId = read(fieldNames.city);

  const countries = useLookup('countries');
  const country = countries.items.find((item) => item.id === countryId);
  const hasRegions = country?.hasRegions ?? false;
  const regions = useLookup('regions', hasRegions && depth >= 1 ? countryId : null);
  const cities = useLookup(
    'cities',
    depth < 2 ? null : hasRegions ? regionId : countryId && country ? { countryId } : null,
  );
  const villages = useLookup('villages', depth >= 3 ? cityId : null);

  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="4">
      <LevelSelect
        name={fieldNames.country}
        label={t('location.country')}
        kind="countries"
        items={countries.items}
        status={countries.status}
        required={!optional}
        disabled={disabled}
        clears={[fieldNames.region, fieldNames.city, fieldNames.village]}
      />
      {hasRegions && depth >= 1 ? (
        <LevelSelect
          name={fieldNames.region}
          label={t('location.region')}
          kind="regions"
          items={regions.items}
          status={regions.status}
          required={!optional}
          disabled={disabled}
          clears={[fieldNames.city, fieldNames.village]}
        />
      ) : null}
      {depth >= 2 ? (
        <LevelSelect
          name={fieldNames.city}
          label={t('location.city')}
          kind="cities"
          items={cities.items}
          status={cities.status}
          required={!optional}
          disabled={disabled}
          clears={[fieldNames.village]}
        />
      ) : null}
      {showVillage && depth >= 3 ? (
        <LevelSelect
          name={fieldNames.village}
          label={t('location.village')}
          kind="villages"
          items={villages.items}
          status={villages.status}
          required={!optional && villageRequired}
          disabled={disabled}
          clears={[]}
        />
      ) : null}
    </SimpleGrid>
  );
}
