import { isEmail, isStrongPassword } from '@portal/shared/domain';

/** Digits with an optional leading +, spaces or dashes allowed between groups: 7–15 digits (E.164 length). */
export function isPhoneNumber(value: string): boolean {
  if (!/^\+?[0-9][0-9 -]*[0-9]$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

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
