// The form fields the sign-in pages and the profile share.
import * as yup from 'yup';
import { isEmail, isStrongPassword } from '@portal/shared/domain';

// Messages are keys of the 'validation' namespace (the domain's validationMessages);
// the form fields of @portal/shared/ui show them in the user's language.

export const emailField = () =>
  yup
    .string()
    .trim()
    .required('emailRequired')
    .test('email', 'emailFormat', (value) => !value || isEmail(value));

export const requiredText = () => yup.string().trim().required('required');

/** A password being chosen: the portal's rule (8+ characters, upper, lower, digit, special). */
export const newPasswordField = () =>
  yup
    .string()
    .required('required')
    .test('strong-password', 'passwordRule', (value) => !value || isStrongPassword(value));

export const confirmPasswordField = (passwordField: string) =>
  yup
    .string()
    .required('required')
    .oneOf([yup.ref(passwordField)], 'passwordMismatch');
