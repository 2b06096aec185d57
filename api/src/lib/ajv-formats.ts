import { isEmail, isStrongPassword } from '@portal/shared/domain';
import { isPhoneNumber } from '@portal/shared/domain/phone';

interface AjvLike {
  addFormat(name: string, format: { type: 'string'; validate: (value: string) => boolean }): unknown;
}

/** Formats with the portal's own rules, so the API and the forms agree (email, password, phone). */
export function addPortalFormats<T extends AjvLike>(ajv: T): T {
  ajv.addFormat('email', { type: 'string', validate: isEmail });
  ajv.addFormat('strong-password', { type: 'string', validate: isStrongPassword });
  ajv.addFormat('phone', { type: 'string', validate: isPhoneNumber });
  return ajv;
}
