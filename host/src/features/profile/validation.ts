import * as yup from 'yup';
import { isPhoneNumber } from '@portal/shared/domain/phone';
import { confirmPasswordField, emailField, newPasswordField, requiredText } from '../../lib/validation-fields';

export const profileSchema = (originalEmail: string) =>
  yup.object({
    username: requiredText().max(100, 'tooLong'),
    email: emailField(),
    phoneNumber: yup
      .string()
      .trim()
      .max(32, 'tooLong')
      .test('phone', 'phone', (value) => !value || isPhoneNumber(value)),
    // The e-mail is the login: changing it needs the current password.
    currentPassword: yup.string().when('email', {
      is: (email: string | undefined) => (email ?? '').trim().toLowerCase() !== originalEmail.toLowerCase(),
      then: (schema) => schema.required('required'),
    }),
  });

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('required'),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});
