// The portal's one phone rule, for the API and every form. Its own entry (@portal/shared/domain/phone),
// never re-exported from the domain index: libphonenumber-js's metadata (≈ 30 KB gzip) must not reach
// the pages that only need the domain's light rules, the login page first among them.
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Numbers written without a country code are read as Jordanian (the portal's home market). */
export const DEFAULT_PHONE_COUNTRY = 'JO';

/**
 * A phone number as people type it (0791234567, 079 123 4567, +962 6 555 0100, 00962…, Arabic-Indic
 * digits, or any international number) in E.164 (+962791234567); null when it is not a valid number.
 */
export function toE164(input: string): string | null {
  // libphonenumber-js skips the spaces around a number itself.
  const parsed = parsePhoneNumberFromString(input, DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether `input` is a valid phone number under the portal's rule (the forms' check; the API stores toE164). */
export function isPhoneNumber(input: string): boolean {
  return toE164(input) !== null;
}
