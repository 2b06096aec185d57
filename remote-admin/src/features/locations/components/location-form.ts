import * as yup from 'yup';
import { blankToNull, type NumberInput, numberOrBlank, optionalNumber } from '../../../lib/resource-page/form-values';
import type { LocationItem } from '../api/types';

export interface LocationValues {
  name: string;
  nameAr: string;
  latitude: NumberInput;
  longitude: NumberInput;
}

export const locationSchema = {
  name: yup.string().trim().required('required').max(120, 'tooLong'),
  nameAr: yup.string().trim().required('required').max(120, 'tooLong'),
  latitude: optionalNumber(-90, 90, 'admin:validation.latitude'),
  longitude: optionalNumber(-180, 180, 'admin:validation.longitude'),
};

export const locationValues = (item: LocationItem | null): LocationValues => ({
  name: item?.name ?? '',
  nameAr: item?.nameAr ?? '',
  latitude: numberOrBlank(item?.latitude),
  longitude: numberOrBlank(item?.longitude),
});

export const locationBody = (values: LocationValues) => ({
  name: values.name.trim(),
  nameAr: values.nameAr.trim(),
  latitude: blankToNull(values.latitude),
  longitude: blankToNull(values.longitude),
});
