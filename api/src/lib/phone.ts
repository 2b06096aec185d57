import { toE164 } from '@portal/shared/domain/phone';

/**
 * A phone number the 'phone' format has already accepted, as the API stores it: E.164, like
 * addresses (so a number reads the same whichever form it came through).
 */
export function storedPhoneNumber(accepted: string): string {
  const e164 = toE164(accepted);
  if (!e164) throw new Error('storedPhoneNumber called with a number the phone format refuses');
  return e164;
}
