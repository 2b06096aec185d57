import { screen } from '@testing-library/react';
import { i18n } from '@portal/shared';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { PlannedPage } from './planned-page';

afterEach(resetPortalState);

beforeAll(async () => {
  i18n.addResourceBundle('en', 'planned-test', {
    pages: { reports: { title: 'Reports', emptyTitle: 'No reports yet', emptyDescription: 'Reports arrive soon.' } },
  });
  i18n.addResourceBundle('ar', 'planned-test', {
    pages: {
      reports: { title: 'التقارير', emptyTitle: 'لا توجد تقارير بعد', emptyDescription: 'التقارير قادمة قريبًا.' },
    },
  });
});

describe('PlannedPage', () => {
  it('shows the page title as heading and breadcrumb, with the empty state from the remote namespace', () => {
    renderWithProviders(<PlannedPage namespace="planned-test" page="reports" icon="reports" />);
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('No reports yet')).toBeInTheDocument();
    expect(screen.getByText('Reports arrive soon.')).toBeInTheDocument();
  });

  it('speaks Arabic and leaves out the home crumb on the home page itself', () => {
    renderWithProviders(<PlannedPage namespace="planned-test" page="reports" icon="reports" homeCrumb={false} />, {
      language: 'ar',
    });
    expect(screen.getByRole('heading', { name: 'التقارير' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'الرئيسية' })).not.toBeInTheDocument();
    expect(screen.getByText('لا توجد تقارير بعد')).toBeInTheDocument();
  });
});
