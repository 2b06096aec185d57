import { useState, type ReactNode } from 'react';
// Core pieces come through the core entry by name, so this entry's chunk does not repeat them.
import {
  chakra,
  Field,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  PortalIcon,
  Textarea,
} from '@portal/shared/ui/core';
import { useField, useFormikContext } from 'formik';
import { i18n, useTranslation } from '@portal/shared';

/**
 * A validation message in the user's language. Schemas give keys of the 'validation' namespace
 * ('required', 'emailFormat' — the domain's validationMessages), any 'namespace:key', or, for a
 * message the server already translated, plain text (shown as it is).
 */
export function translateValidationMessage(message: string): string {
  if (i18n.exists(message, { ns: 'validation' })) return i18n.t(message, { ns: 'validation' });
  if (message.includes(':') && i18n.exists(message)) return i18n.t(message);
  return message;
}

/** The field's error once the user has left it or tried to submit, translated. */
export function useFieldError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  useTranslation(); // re-render on language change
  const visible = (meta.touched || submitCount > 0) && typeof meta.error === 'string' && meta.error !== '';
  return visible ? translateValidationMessage(meta.error as string) : undefined;
}

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * Label, control, helper text and the translated error of one Formik field; for custom controls.
 * `required` marks the label and sets aria-required, but not the native attribute: the browser's
 * own (untranslated) bubble would otherwise block the submit before our messages show.
 */
export function FormField({ name, label, helperText, required, disabled, children }: FormFieldProps) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? (
          <chakra.span aria-hidden="true" color="fg.error" marginStart="1">
            *
          </chakra.span>
        ) : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

interface CommonFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

export interface TextFieldProps extends CommonFieldProps {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'date';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search';
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  dir?: 'ltr' | 'rtl' | 'auto';
}

export function TextField({
  name,
  label,
  helperText,
  required,
  disabled,
  placeholder,
  type = 'text',
  autoComplete,
  inputMode,
  rows,
  dir,
}: TextFieldProps) {
  const [field] = useField<string | null | undefined>(name);
  const common = {
    ...field,
    value: field.value ?? '',
    placeholder,
    autoComplete,
    dir,
    'aria-required': required || undefined,
  };
  return (
    <FormField name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      {rows ? <Textarea {...common} rows={rows} /> : <Input {...common} type={type} inputMode={inputMode} />}
    </FormField>
  );
}

export interface PasswordFieldProps extends CommonFieldProps {
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({
  name,
  label,
  helperText,
  required,
  disabled,
  placeholder,
  autoComplete = 'current-password',
}: PasswordFieldProps) {
  const [field] = useField<string>(name);
  const [visible, setVisible] = useState(false);
  const { t } = useTranslation();
  return (
    <FormField name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={visible ? t('actions.hidePassword') : t('actions.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
            disabled={disabled}
          >
            <PortalIcon name={visible ? 'eyeOff' : 'eye'} />
          </IconButton>
        }
      >
        <Input
          {...field}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
          placeholder={placeholder}
          autoComplete={autoComplete}
          dir="ltr"
          aria-required={required || undefined}
        />
      </InputGroup>
    </FormField>
  );
}

export interface SelectOption<Value extends string | number = string | number> {
  value: Value;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends CommonFieldProps {
  options: SelectOption[];
}

/** A native select; the form value keeps the option's type (a number stays a number), '' when none is chosen. */
export function SelectField({ name, label, helperText, required, disabled, placeholder, options }: SelectFieldProps) {
  const [field, , helpers] = useField<string | number>(name);
  return (
    <FormField name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          aria-required={required || undefined}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onBlur={field.onBlur}
          onChange={(event) => {
            const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
            void helpers.setValue(chosen ? chosen.value : '');
          }}
        >
          <option value="">{placeholder ?? ''}</option>
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

export interface NumberFieldProps extends CommonFieldProps {
  min?: number;
  max?: number;
  step?: number | 'any';
}

/** A number input; the form value is a number, or '' while empty (so `required` can say so). */
export function NumberField({
  name,
  label,
  helperText,
  required,
  disabled,
  placeholder,
  min,
  max,
  step = 'any',
}: NumberFieldProps) {
  const [field, , helpers] = useField<number | ''>(name);
  return (
    <FormField name={name} label={label} helperText={helperText} required={required} disabled={disabled}>
      <Input
        name={field.name}
        aria-required={required || undefined}
        type="number"
        inputMode="decimal"
        dir="ltr"
        value={field.value === undefined || field.value === null ? '' : field.value}
        min={min}
        max={max}
        step={step}
        placeholder={placeholder}
        onBlur={field.onBlur}
        onChange={(event) => {
          const raw = event.currentTarget.value;
          void helpers.setValue(raw === '' ? '' : Number(raw));
        }}
      />
    </FormField>
  );
}
