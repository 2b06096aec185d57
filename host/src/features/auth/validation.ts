import * as yup from 'yup';
import { confirmPasswordField, emailField, newPasswordField, requiredText } from '../../lib/validation-fields';

export const forgotPasswordSchema = yup.object({ email: emailField() });

export const resetPasswordSchema = yup.object({
  token: requiredText(),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField('newPassword'),
});
