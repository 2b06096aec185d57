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
// jsdom lays nothing out: give the chart's box a size, as a browser would, so that recharts draws (text stays
// unmeasured, so no tick is left out for want of room).
beforeEach(() => {
  const measure = HTMLElement.prototype.getBoundingClientRect;
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('recharts-wrapper')) return measure.call(this);
    return { x: 0, y: 0, top: 0, left: 0, right: 600, bottom: 224, width: 600, height: 224, toJSON: () => ({}) };
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

describe('daily chart', () => {
  it('draws time left to right in English, with the value axis on the left', async () => {
    const { container } = renderWithProviders(<DailyChart measure="shipments" series={SERIES} />, {
      role: Role.IndividualUser,
    });
    expect(screen.getByRole('img', { name: /Bar chart of shipments per day/ })).toHaveAttribute('dir', 'ltr');
    // recharts loads after the card (its own chunk).
    await waitFor(() => expect(container.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    const days = axisLabels(container, 'xAxis');
    expect(days[0].text).toBe('15 Feb');
    expect(days.at(-1)!.text).toBe('16 Mar');
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
    await waitFor(() => expect(container.querySelector('.recharts-area-curve')).not.toBeNull());
    const days = axisLabels(container, 'xAxis');
    expect(days[0].text).toBe('15 شباط');
    expect(days[0].x).toBeGreaterThan(days.at(-1)!.x);
    const values = axisLabels(container, 'yAxis');
    expect(values.length).toBeGreaterThan(0);
    expect(values[0].x).toBeGreaterThan(days[0].x);
    const table = screen.getByRole('table', { name: 'الإنفاق يوميًا' });
    expect(within(table).getByRole('columnheader', { name: 'الإنفاق (دينار)' })).toBeInTheDocument();
  });
});
