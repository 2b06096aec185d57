import type { ComponentType } from 'react';
import * as yup from 'yup';
import { invalidateLookups, localizedName, type LookupKind, useTranslation } from '@portal/shared';
import { Badge, SimpleGrid } from '@portal/shared/ui/core';
import { TextField } from '@portal/shared/ui/forms';
import { CheckboxField } from '@portal/shared/ui/checkbox';
import { type DataTableColumn } from '@portal/shared/ui/table';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import type { TypeItem } from '../api/types';

export interface TypeValues {
  code: string;
  name: string;
  nameAr: string;
  description: string;
  isActive: boolean;
}

export const typeSchema = {
  code: yup
    .string()
    .trim()
    .required('required')
    .matches(/^[a-z0-9][a-z0-9-]{0,39}$/, 'admin:validation.code'),
  name: yup.string().trim().required('required').max(120, 'tooLong'),
  nameAr: yup.string().trim().required('required').max(120, 'tooLong'),
  description: yup.string().max(500, 'tooLong'),
  isActive: yup.boolean(),
};

export const typeValues = (item: TypeItem | null): TypeValues => ({
  code: item?.code ?? '',
  name: item?.name ?? '',
  nameAr: item?.nameAr ?? '',
  description: item?.description ?? '',
  isActive: item?.isActive ?? true,
});

export const typeBody = (values: TypeValues) => ({
  code: values.code.trim(),
  name: values.name.trim(),
  nameAr: values.nameAr.trim(),
  description: values.description.trim() || null,
  isActive: values.isActive,
});

export function TypeNameFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t('fields.name')} required dir="ltr" />
        <TextField name="nameAr" label={t('fields.nameAr')} required dir="rtl" />
      </SimpleGrid>
      <TextField name="code" label={t('fields.code')} required dir="ltr" helperText={t('fields.codeHelp')} />
      <TextField name="description" label={t('fields.description')} rows={2} />
      <CheckboxField name="isActive" label={t('fields.active')} />
    </>
  );
}

export interface TypePageProps<Item extends TypeItem, Values extends TypeValues> {
  path: string;
  lookup: LookupKind;
  pageKey: 'shipmentTypes' | 'serviceTypes' | 'parcelTypes';
  extraColumns?: DataTableColumn<Item>[];
  schema?: yup.AnyObjectSchema;
  initialValues?: (item: Item | null) => Values;
  toBody?: (values: Values) => object;
  Fields?: ComponentType<{ item: Item | null }>;
}

/** Shipment, service or parcel types: name, Arabic name, code, description, active flag. */
export function TypePage<Item extends TypeItem, Values extends TypeValues>({
  path,
  lookup,
  pageKey,
  extraColumns = [],
  schema,
  initialValues,
  toBody,
  Fields,
}: TypePageProps<Item, Values>) {
  const { t, i18n } = useTranslation('admin');
  const columns: DataTableColumn<Item>[] = [
    {
      key: i18n.language === 'ar' ? 'nameAr' : 'name',
      header: t('fields.nameShown'),
      sortable: true,
      render: (item) => localizedName(item, i18n.language),
    },
    { key: 'code', header: t('fields.code'), sortable: true },
    ...extraColumns,
    {
      key: 'isActive',
      header: t('fields.status'),
      sortable: true,
      render: (item) => (
        <Badge colorPalette={item.isActive ? 'green' : 'gray'}>
          {t(item.isActive ? 'filters.active' : 'filters.inactive')}
        </Badge>
      ),
    },
  ];
  return (
    <ResourcePage<Item, Values>
      path={path}
      title={t(`pages.${pageKey}.title`)}
      columns={columns}
      filterKeys={['isActive']}
      renderFilters={(params, setFilter) => (
        <FilterSelect
          label={t('fields.status')}
          allLabel={t('filters.all')}
          value={params.filters.isActive ?? ''}
          onChange={(value) => setFilter('isActive', value)}
          options={[
            { value: 'true', label: t('filters.active') },
            { value: 'false', label: t('filters.inactive') },
          ]}
        />
      )}
      describe={(item) => localizedName(item, i18n.language)}
      empty={{
        icon: 'box',
        title: t(`pages.${pageKey}.emptyTitle`),
        description: t(`pages.${pageKey}.emptyDescription`),
      }}
      loadFailedText={t('toasts.loadFailed')}
      onChanged={() => invalidateLookups(lookup)}
      form={{
        addTitle: t(`pages.${pageKey}.add`),
        editTitle: t(`pages.${pageKey}.edit`),
        schema: schema ?? (yup.object(typeSchema) as unknown as yup.AnyObjectSchema),
        initialValues: initialValues ?? ((item) => typeValues(item) as Values),
        toBody: toBody ?? typeBody,
        Fields: Fields ?? TypeNameFields,
      }}
    />
  );
}
