import { filsToJodString } from '@portal/shared/domain';
import { currentLanguage, i18n } from '../i18n/i18n';

/** The portal shows times in Jordan whatever the browser's zone (docs/architecture.md#api-conventions). */
export const PORTAL_TIME_ZONE = 'Asia/Amman';

// Western digits in both languages, as on Jordanian invoices and in the money format.
const INTL_LOCALE = { en: 'en-GB', ar: 'ar-JO-u-nu-latn' } as const;

function intlLocale(language?: string): string {
  return INTL_LOCALE[(language ?? currentLanguage()) === 'ar' ? 'ar' : 'en'];
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Money in fils as JOD with 3 decimals: 12500 → "12.500 JOD" (English) or "12.500 د.أ" (Arabic). */
export function formatMoney(fils: number | null | undefined, language?: string): string {
  if (fils === null || fils === undefined || !Number.isFinite(fils)) return '—';
  const [integer, decimals] = filsToJodString(fils).split('.');
  const amount = `${integer.startsWith('-') ? `-${groupThousands(integer.slice(1))}` : groupThousands(integer)}.${decimals}`;
  return `${amount} ${i18n.t('common:currency.jod', { lng: language ?? currentLanguage() })}`;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date in Asia/Amman for the current language, e.g. "6 Mar 2026"; '—' when there is none. */
export function formatDate(value: string | number | Date | null | undefined, language?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const locale = intlLocale(language);
  return cached(
    `date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { timeZone: PORTAL_TIME_ZONE, year: 'numeric', month: 'short', day: 'numeric' }),
  ).format(date);
}

/** Date and time in Asia/Amman for the current language, e.g. "6 Mar 2026, 01:30"; '—' when there is none. */
export function formatDateTime(value: string | number | Date | null | undefined, language?: string): string {
  const date = toDate(value);
  if (!date) return '—';
  const locale = intlLocale(language);
  return cached(
    `datetime:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: PORTAL_TIME_ZONE,
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }),
  ).format(date);
}

/** A plain number with grouping for the current language, e.g. 12,345.5. */
export function formatNumber(
  value: number | null | undefined,
  options: Intl.NumberFormatOptions = {},
  language?: string,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const locale = intlLocale(language);
  return cached(`number:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/**
 * (1.4) Text from users (a name, a reason) set inside a translated sentence, isolated from it
 * (Unicode FSI … PDI): "Petra Trading Co." keeps its full stop at its end inside an Arabic sentence,
 * and an English reason does not scramble the Arabic around it.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
