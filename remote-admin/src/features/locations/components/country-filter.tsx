import { localizedName, useLookup, useTranslation } from '@portal/shared';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';

/** The "country" list filter of the regions and cities pages, names in the user's language. */
export function CountryFilter({ value, onChange }: { value: string; onChange: (countryId: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const countries = useLookup('countries');
  return (
    <FilterSelect
      label={t('fields.country')}
      allLabel={t('filters.allCountries')}
      value={value}
      onChange={onChange}
      options={countries.items.map((country) => ({ value: country.id, label: localizedName(country, i18n.language) }))}
    />
  );
}
