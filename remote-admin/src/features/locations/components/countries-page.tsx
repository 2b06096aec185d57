import * as yup from 'yup';
import { invalidateLookups, localizedName, useTranslation } from '@portal/shared';
import { TextField } from '@portal/shared/ui/forms';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import { type CountryItem, LOCATION_PATHS } from '../api/types';
import { locationColumns } from './location-columns';
import { LocationNameFields } from './location-fields';
import { locationBody, locationSchema, type LocationValues, locationValues } from './location-form';

type CountryValues = LocationValues & { code: string };

function CountryFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <LocationNameFields />
      <TextField
        name="code"
        label={t('fields.countryCode')}
        required
        dir="ltr"
        helperText={t('fields.countryCodeHelp')}
      />
    </>
  );
}

/** Countries (/admin/countries, subject `locations`). */
export default function CountriesPage() {
  const { t, i18n } = useTranslation('admin');
  return (
    <ResourcePage<CountryItem, CountryValues>
      path={LOCATION_PATHS.countries}
      title={t('pages.countries.title')}
      columns={[...locationColumns<CountryItem>(t), { key: 'code', header: t('fields.countryCode'), sortable: true }]}
      describe={(item) => localizedName(item, i18n.language)}
      empty={{
        icon: 'globe',
        title: t('pages.countries.emptyTitle'),
        description: t('pages.countries.emptyDescription'),
      }}
      loadFailedText={t('toasts.loadCountriesFailed')}
      onChanged={() => invalidateLookups('countries')}
      form={{
        addTitle: t('pages.countries.add'),
        editTitle: t('pages.countries.edit'),
        schema: yup.object({
          ...locationSchema,
          code: yup
            .string()
            .trim()
            .required('required')
            .matches(/^[A-Za-z]{2,3}$/, 'admin:validation.countryCode'),
        }),
        initialValues: (item) => ({ ...locationValues(item), code: item?.code ?? '' }),
        toBody: (values) => ({ ...locationBody(values), code: values.code.trim().toUpperCase() }),
        Fields: CountryFields,
      }}
    />
  );
}
