import * as yup from 'yup';
import { formatNumber, useTranslation } from '@portal/shared';
import { SimpleGrid } from '@portal/shared/ui/core';
import { NumberField, SelectField } from '@portal/shared/ui/forms';
import { type NumberInput, numberOrBlank } from '../../../lib/resource-page/form-values';
import type { ParcelTypeItem } from '../api/types';
import { TypeNameFields, TypePage, typeBody, typeSchema, type TypeValues, typeValues } from './type-page';

interface ParcelTypeValues extends TypeValues {
  length: NumberInput;
  width: NumberInput;
  height: NumberInput;
  weight: NumberInput;
  unitOfMeasurement: 'cm-kg' | 'in-lb';
}

const positive = yup.number().typeError('required').required('required').moreThan(0, 'admin:validation.positive');

function ParcelTypeFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <TypeNameFields />
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <NumberField name="length" label={t('fields.length')} required min={0} />
        <NumberField name="width" label={t('fields.width')} required min={0} />
        <NumberField name="height" label={t('fields.height')} required min={0} />
        <NumberField name="weight" label={t('fields.weight')} required min={0} />
      </SimpleGrid>
      <SelectField
        name="unitOfMeasurement"
        label={t('fields.unit')}
        required
        options={[
          { value: 'cm-kg', label: t('fields.units.cm-kg') },
          { value: 'in-lb', label: t('fields.units.in-lb') },
        ]}
      />
    </>
  );
}

/** Parcel types (/admin/parcel-types): sizes with length, width, height, weight and unit. */
export default function ParcelTypesPage() {
  const { t } = useTranslation('admin');
  return (
    <TypePage<ParcelTypeItem, ParcelTypeValues>
      path="/admin/parcel-types"
      lookup="parcel-types"
      pageKey="parcelTypes"
      extraColumns={[
        {
          key: 'dimensions',
          header: `${t('fields.length')} × ${t('fields.width')} × ${t('fields.height')}`,
          render: (item) =>
            `${formatNumber(item.length)} × ${formatNumber(item.width)} × ${formatNumber(item.height)} ${item.unitOfMeasurement === 'cm-kg' ? 'cm' : 'in'}`,
        },
        {
          key: 'weight',
          header: t('fields.weight'),
          render: (item) => `${formatNumber(item.weight)} ${item.unitOfMeasurement === 'cm-kg' ? 'kg' : 'lb'}`,
        },
      ]}
      schema={yup.object({
        ...typeSchema,
        length: positive,
        width: positive,
        height: positive,
        weight: positive,
        unitOfMeasurement: yup.string().required('required'),
      })}
      initialValues={(item) => ({
        ...typeValues(item),
        length: numberOrBlank(item?.length),
        width: numberOrBlank(item?.width),
        height: numberOrBlank(item?.height),
        weight: numberOrBlank(item?.weight),
        unitOfMeasurement: item?.unitOfMeasurement ?? 'cm-kg',
      })}
      toBody={(values) => ({
        ...typeBody(values),
        length: values.length,
        width: values.width,
        height: values.height,
        weight: values.weight,
        unitOfMeasurement: values.unitOfMeasurement,
      })}
      Fields={ParcelTypeFields}
    />
  );
}
