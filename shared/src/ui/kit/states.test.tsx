import { screen } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { PageHeader } from './page-header';
import { EmptyState, ErrorState, LoadingState, SectionUnavailable } from './states';
import { BADGE_PALETTE, StatusBadge } from './status-badge';

afterEach(resetPortalState);

describe('SectionUnavailable', () => {
  it('tells the user in English, with a retry button', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<SectionUnavailable onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('and in Arabic', () => {
    renderWithProviders(<SectionUnavailable onRetry={jest.fn()} />, { language: 'ar' });
    expect(screen.getByRole('alert')).toHaveTextContent('هذا القسم غير متاح مؤقتًا');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});

describe('states', () => {
  it('ErrorState shows its message and offers a retry only when it can retry', () => {
    const { rerender } = renderWithProviders(
      <ErrorState title="Failed to load countries" message="Try again in a minute" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load countriesTry again in a minute');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorState onRetry={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('ErrorState writes the reasons of a refused request, with no Retry that cannot succeed', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', 'Some fields are not valid', [
      { field: 'status', message: 'status: must be one of pending, approved, rejected' },
      { field: 'dateTo', message: 'The period may be at most 1100 days' },
    ]);
    const { rerender } = renderWithProviders(
      <ErrorState message="Could not load the list" onRetry={jest.fn()} error={refused} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check the filtersstatus: must be one of pending, approved, rejectedThe period may be at most 1100 days',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // The reasons the page marks beside their filter are not repeated: a hint points there.
    rerender(<ErrorState onRetry={jest.fn()} error={refused} shownFields={['status', 'dateTo']} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check the filtersCorrect the marked filter to see the results.',
    );
    // Any other failure may pass: Retry.
    rerender(
      <ErrorState message="Could not load the list" onRetry={jest.fn()} error={new ApiError(500, 'INTERNAL')} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrongCould not load the list');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('LoadingState announces itself politely', () => {
    renderWithProviders(<LoadingState />, { language: 'ar' });
    expect(screen.getByRole('status')).toHaveTextContent('جارٍ التحميل…');
  });

  it('EmptyState shows its title, description and call to action', () => {
    renderWithProviders(
      <EmptyState
        title="No addresses yet"
        description="Add a pick-up address to book shipments"
        action={<button type="button">Add address</button>}
      />,
    );
    expect(screen.getByText('No addresses yet')).toBeInTheDocument();
    expect(screen.getByText('Add a pick-up address to book shipments')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add address' })).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it("maps the spec's colour names to palettes", () => {
    expect(BADGE_PALETTE).toEqual({
      secondary: 'gray',
      success: 'green',
      warning: 'orange',
      info: 'blue',
      error: 'red',
    });
  });

  it('renders the label in a badge of that colour', () => {
    renderWithProviders(
      <>
        <StatusBadge colour="warning">Pending</StatusBadge>
        <StatusBadge colour="error">Cancelled</StatusBadge>
      </>,
    );
    const pending = screen.getByText('Pending');
    const cancelled = screen.getByText('Cancelled');
    expect(pending).toHaveAttribute('data-colour', 'warning');
    // Different palettes produce different generated classes.
    expect(pending.className).not.toBe(cancelled.className);
  });
});

describe('PageHeader', () => {
  it('shows the title as the page heading with breadcrumbs that link back and actions', async () => {
    const { user, location } = renderWithProviders(
      <PageHeader
        title="Service types"
        breadcrumbs={[{ label: 'Couriers', to: '/admin/couriers' }, { label: 'Aramex' }, { label: 'Service types' }]}
        actions={<button type="button">Add service type</button>}
      />,
      { route: '/admin/couriers/7/service-types' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Service types' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add service type' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aramex' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Service types')[0].closest('[aria-current="page"]')).not.toBeNull();

    await user.click(screen.getByRole('link', { name: 'Couriers' }));
    expect(location()).toBe('/admin/couriers');
  });
});
