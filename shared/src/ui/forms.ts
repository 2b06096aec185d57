// @portal/shared/ui/forms — Formik-bound fields with translated validation messages.
export {
  FormField,
  NumberField,
  PasswordField,
  SelectField,
  TextField,
  translateValidationMessage,
  useFieldError,
} from './kit/form-fields';
export type {
  FormFieldProps,
  NumberFieldProps,
  PasswordFieldProps,
  SelectFieldProps,
  SelectOption,
  TextFieldProps,
} from './kit/form-fields';
export { LocationCascadeFields } from './kit/location-cascade-fields';
export type { LocationCascadeFieldsProps, LocationFieldNames } from './kit/location-cascade-fields';
