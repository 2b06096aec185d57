import * as yup from 'yup';
import { confirmPasswordField, emailField, newPasswordField, requiredText } from '../../lib/validation-fields';

export const registerSchema = yup.object({
  username: requiredText().max(100, 'tooLong'),
  email: emailField(),
  phoneNumber: yup.string().trim().max(32, 'tooLong'),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField('password'),
  referralCode: yup.string().trim().max(64, 'tooLong'),
});

export const forgotPasswordSchema = yup.object({ email: emailField() });

export const resetPasswordSchema = yup.object({
  token: requiredText(),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});
