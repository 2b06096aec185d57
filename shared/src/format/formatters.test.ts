import { i18n } from '../i18n/i18n';
import { formatDate, formatDateTime, formatMoney, formatNumber, isolateText } from './formatters';

afterEach(() => i18n.changeLanguage('en'));

describe('formatMoney', () => {
  it('shows fils as JOD with three decimals in both languages', () => {
    expect(formatMoney(12500)).toBe('12.500 JOD');
    expect(formatMoney(5)).toBe('0.005 JOD');
    expect(formatMoney(1234567)).toBe('1,234.567 JOD');
    expect(formatMoney(-2500)).toBe('-2.500 JOD');
    expect(formatMoney(12500, 'ar')).toBe('12.500 د.أ');
  });

  it('follows the current language and shows a dash for a missing amount', async () => {
    await i18n.changeLanguage('ar');
    expect(formatMoney(12500)).toBe('12.500 د.أ');
    expect(formatMoney(null)).toBe('—');
  });
});

describe('dates in Asia/Amman', () => {
  // 22:30 UTC on 5 March is already 6 March in Amman (UTC+3).
  const lateEvening = '2026-03-05T22:30:00Z';

  it('shows the Amman calendar day, not the UTC one', () => {
    expect(formatDate(lateEvening)).toBe('6 Mar 2026');
    expect(formatDateTime(lateEvening)).toBe('6 Mar 2026, 01:30');
  });

  it('writes Jordanian (Levantine) month names with Western digits in Arabic', () => {
    expect(formatDate(lateEvening, 'ar')).toBe('6 آذار 2026');
    expect(formatDateTime(lateEvening, 'ar')).toMatch(/^6 آذار 2026.*01:30$/);
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

describe('formatNumber', () => {
  it('groups thousands', () => {
    expect(formatNumber(12345.5)).toBe('12,345.5');
    expect(formatNumber(0.125, { style: 'percent', maximumFractionDigits: 1 })).toBe('12.5%');
    expect(formatNumber(undefined)).toBe('—');
  });
});

describe('isolateText', () => {
  it('wraps text in first-strong isolate marks, so a Latin name keeps its order inside Arabic', () => {
    expect(isolateText('Petra Trading Co.')).toBe('\u2068Petra Trading Co.\u2069');
  });
});
