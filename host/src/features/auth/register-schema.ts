import * as yup from 'yup';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { confirmPasswordField, emailField, newPasswordField, requiredText } from '../../lib/validation-fields';

// Apart from ./validation.ts: the phone rule brings libphonenumber-js's metadata, which only the sign-up
// page should download (not the forgot and reset password pages that share those fields).
export const registerSchema = yup.object({
  username: requiredText().max(100, 'tooLong'),
  email: emailField(),
  phoneNumber: yup
    .string()
    .trim()
    .max(32, 'tooLong')
    .test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField('password'),
  referralCode: yup.string().trim().max(64, 'tooLong'),
});
