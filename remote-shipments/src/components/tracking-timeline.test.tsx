import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import registration from '../register';
import { TrackingTimeline, type TimelineEvent } from './tracking-timeline';

beforeAll(() => loadRemoteTranslations(registration));
afterEach(() => resetPortalState());

const zarqa = { id: '5b0c3a5e-6a53-4b7c-9a1e-0f2f3c4d5e6f', name: 'Zarqa', nameAr: 'الزرقاء' };
const events: TimelineEvent[] = [
  { status: 2, occurredAt: '2026-11-22T12:00:00Z', location: null, city: zarqa },
  { status: 3, occurredAt: '2026-11-23T09:00:00Z', location: 'Sorting hub 4', city: null },
];

const rows = (language: 'en' | 'ar') => {
  renderWithProviders(<TrackingTimeline events={events} emptyText="none" />, { language });
  return within(screen.getByTestId('timeline')).getAllByRole('listitem');
};

describe('tracking timeline places', () => {
  it('names a city sent by id in Arabic on an Arabic page, free text as sent', () => {
    const [newest, oldest] = rows('ar');
    expect(oldest).toHaveTextContent('الزرقاء');
    expect(oldest).not.toHaveTextContent('Zarqa');
    expect(newest).toHaveTextContent('Sorting hub 4');
  });

  it('names the same city in English on an English page', () => {
    const [, oldest] = rows('en');
    expect(oldest).toHaveTextContent('Zarqa');
    expect(oldest).not.toHaveTextContent('الزرقاء');
  });
});
