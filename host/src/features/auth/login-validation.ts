import { isEmail, type ValidationMessageKey } from '@portal/shared/domain';

export interface LoginValues {
  email: string;
  password: string;
}

/**
 * The login form's two checks, without yup: the login page is the portal's first download and
 * yup (≈ 11 KB gzip) is only needed by the forms behind it. Same messages as the yup schemas.
 * Any existing password may be typed: the password rule applies when one is chosen.
 */
export function validateLogin(values: LoginValues): Partial<Record<keyof LoginValues, ValidationMessageKey>> {
  const errors: Partial<Record<keyof LoginValues, ValidationMessageKey>> = {};
  const email = values.email.trim();
  if (!email) errors.email = 'emailRequired';
  else if (!isEmail(email)) errors.email = 'emailFormat';
  if (!values.password) errors.password = 'required';
  return errors;
}
