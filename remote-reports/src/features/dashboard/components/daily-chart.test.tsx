import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import registration from '../../../register';
import { DailyChart } from './daily-chart';

const SERIES = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 1, 15 + index)).toISOString().slice(0, 10),
  shipments: index % 4,
  spendFils: (index % 4) * 2500,
}));

beforeAll(() => loadRemoteTranslations(registration));
// jsdom lays nothing out: give the chart's box a size and its text a width (7 px a character at 12 px), as a
// browser would, so that recharts draws and would leave out a tick for want of room.
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  const rect = (width: number, height: number) =>
    ({ x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, width, height, toJSON: () => ({}) }) as DOMRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.classList.contains('recharts-wrapper')) return rect(600, 224);
    if (this.id === 'recharts_measurement_span') return rect(7 * (this.textContent ?? '').length, 16);
    return measure.call(this);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  resetPortalState();
});

/** The labels recharts drew on an axis, with where it drew them. */
function axisLabels(container: HTMLElement, axis: 'xAxis' | 'yAxis') {
  return [...container.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map(
    (label) => ({ text: label.textContent, x: Number(label.getAttribute('x')) }),
  );
}

/** The month names under the day numbers: the first day's and each 1st's. */
const months = (container: HTMLElement) =>
  [...container.querySelectorAll('.recharts-xAxis-tick-labels .daily-chart-month')].map((label) => label.textContent);

describe('daily chart', () => {
  it('draws time left to right in English, with the value axis on the left', async () => {
    const { container } = renderWithProviders(<DailyChart measure="shipments" series={SERIES} />, {
      role: Role.IndividualUser,
    });
    expect(screen.getByRole('img', { name: /Bar chart of shipments per day/ })).toHaveAttribute('dir', 'ltr');
    // recharts loads after the card (its own chunk).
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    const days = axisLabels(container, 'xAxis');
    expect(days[0].text).toBe('15');
    expect(days.at(-1)!.text).toBe('16');
    expect(months(container)).toEqual(['Feb', 'Mar']);
    expect(days[0].x).toBeLessThan(days.at(-1)!.x);
    const values = axisLabels(container, 'yAxis');
    expect(values.length).toBeGreaterThan(0);
    expect(values[0].x).toBeLessThan(days[0].x);
  });

  it('draws time right to left in Arabic, with the value axis on the right', async () => {
    const { container } = renderWithProviders(<DailyChart measure="spend" series={SERIES} />, {
      role: Role.IndividualUser,
      language: 'ar',
    });
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    const days = axisLabels(container, 'xAxis');
    expect(days[0].text).toBe('15');
    expect(months(container)).toEqual(['شباط', 'آذار']);
    expect(days[0].x).toBeGreaterThan(days.at(-1)!.x);
    const values = axisLabels(container, 'yAxis');
    expect(values.length).toBeGreaterThan(0);
    expect(values[0].x).toBeGreaterThan(days[0].x);
    const table = screen.getByRole('table', { name: 'الإنفاق يوميًا' });
    expect(within(table).getByRole('columnheader', { name: 'الإنفاق (دينار)' })).toBeInTheDocument();
  });

  it.each([
    ['shipments', 'en', '15', '16'],
    ['spend', 'en', '15', '16'],
    ['spend', 'ar', '15', '16'],
  ] as const)('draws %s as bars, one a day, each day labelled (%s)', async (measure, language, first, last) => {
    const { container } = renderWithProviders(<DailyChart measure={measure} series={SERIES} />, {
      role: Role.IndividualUser,
      language,
    });
    // A bar for every day with a figure (a day of none draws nothing).
    const daysWithFigures = SERIES.filter((day) => day.shipments > 0).length;
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(daysWithFigures));
    // Daily totals as bars: no curve drawn between the days.
    expect(container.querySelector('.recharts-area-curve, .recharts-curve')).toBeNull();
    const days = axisLabels(container, 'xAxis').map((label) => label.text);
    expect(days).toHaveLength(SERIES.length);
    expect(days[0]).toBe(first);
    expect(days.at(-1)).toBe(last);
  });
});
