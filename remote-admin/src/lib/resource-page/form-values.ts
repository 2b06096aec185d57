import * as yup from 'yup';

/** A number input's value: a number, or '' while empty. */
export type NumberInput = number | '';

/** An optional number within bounds ('' allowed); messages are keys the form fields translate. */
export const optionalNumber = (min: number, max: number, outOfRange: string) =>
  yup
    .mixed<NumberInput>()
    .test(
      'range',
      outOfRange,
      (value) =>
        value === '' ||
        value === undefined ||
        value === null ||
        (typeof value === 'number' && value >= min && value <= max),
    );

export const blankToNull = (value: NumberInput | string | null | undefined) =>
  value === '' || value === undefined ? null : value;
export const numberOrBlank = (value: number | null | undefined): NumberInput =>
  value === null || value === undefined ? '' : value;
