import { useCan } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { REPORT_GROUP_BYS, type ReportGroupBy, type ReportParams } from '../api/types';

/** Jordan keeps UTC+3 all year (no daylight saving since 2022), so Amman's calendar day is UTC's three hours on. */
const AMMAN_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today in Amman (YYYY-MM-DD), whatever the browser's zone. */
function ammanToday(now = Date.now()): string {
  return new Date(now + AMMAN_OFFSET_MS).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (not 2026-02-31). */
function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value;
}

export const DATE_PRESETS = ['thisMonth', 'lastMonth', 'last30Days', 'last90Days'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** A preset's first and last days (both included), counted back from `today`. */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  const firstOfMonth = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth': {
      const to = addDays(firstOfMonth, -1);
      return { from: `${to.slice(0, 8)}01`, to };
    }
    case 'last30Days':
      return { from: addDays(today, -29), to: today };
    case 'last90Days':
      return { from: addDays(today, -89), to: today };
  }
}

/** The report's filters as the user sees them: dates as typed ('' when cleared). */
export interface ReportFilters {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
}

/** The API's names of the fields the filters show a refusal beside (`filterErrors`). */
export const REPORT_FILTER_FIELDS = ['dateFrom', 'dateTo', 'groupBy'] as const;

/** Why no report can be asked for yet. */
export type FiltersProblem = 'missingDates' | 'startAfterEnd';

/**
 * The report's filters in the URL (`from`, `to`, `groupBy`), so a report can be shared and survives a reload.
 * A URL without dates reads as this month; a date present but empty was cleared, and is missing. `groupBy` defaults
 * to courier, and reads as courier when it is unknown or is 'user' without the user-report ability.
 */
export function useReportFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const canUserReport = useCan('user-report');
  const today = ammanToday();
  const groupBys = REPORT_GROUP_BYS.filter((groupBy) => groupBy !== 'user' || canUserReport);
  const asked = searchParams.get('groupBy');
  const chosen = searchParams.has('from') || searchParams.has('to');
  const defaults = presetRange('thisMonth', today);
  const filters: ReportFilters = {
    from: chosen ? (searchParams.get('from') ?? '') : defaults.from,
    to: chosen ? (searchParams.get('to') ?? '') : defaults.to,
    groupBy: groupBys.find((groupBy) => groupBy === asked) ?? 'courier',
  };

  let problem: FiltersProblem | null = null;
  if (!isDay(filters.from) || !isDay(filters.to)) problem = 'missingDates';
  else if (filters.from > filters.to) problem = 'startAfterEnd';
  const params: ReportParams | null = problem
    ? null
    : { dateFrom: filters.from, dateTo: filters.to, groupBy: filters.groupBy };

  /** Writes every filter to the URL (a new history entry), so a cleared date stays cleared. */
  const update = (changes: Partial<ReportFilters>) => {
    const next = { ...filters, ...changes };
    const query = new URLSearchParams({ from: next.from, to: next.to });
    if (next.groupBy !== 'courier') query.set('groupBy', next.groupBy);
    setSearchParams(query);
  };
  /** Back to the defaults: this month, by courier. */
  const reset = () => setSearchParams(new URLSearchParams());

  return { filters, params, problem, groupBys, today, update, reset };
}
