import type { ReactNode } from 'react';
import { useField } from 'formik';
import { Field } from '@portal/shared/ui/core';
import { useFieldError } from '@portal/shared/ui/forms';
import { Checkbox } from './checkbox';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
}

export function CheckboxField({ name, label, helperText, disabled }: CheckboxFieldProps) {
  const [field, , helpers] = useField<boolean>(name);
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Checkbox.Root
        checked={Boolean(field.value)}
        onCheckedChange={(details) => {
          void helpers.setValue(details.checked === true);
          void helpers.setTouched(true, false);
        }}
        disabled={disabled}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
