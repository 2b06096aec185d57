import { act, screen } from '@testing-library/react';
import { notify } from '@portal/shared';
import { Link } from '@portal/shared/router';
import { finishLeavingToasts, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { DismissErrorsOnNavigate } from './dismiss-errors-on-navigate';

afterEach(() => resetPortalState());

describe('error toasts on a new page', () => {
  it('are gone after navigating, while a success toast stays', async () => {
    const { user, location } = renderWithProviders(
      <>
        <DismissErrorsOnNavigate />
        <Link to="/shipments">Go on</Link>
      </>,
      { route: '/register' },
    );
    act(() => {
      notify.error('An account with this e-mail already exists');
      notify.success('Account created');
    });
    await screen.findByText('An account with this e-mail already exists');
    await screen.findByText('Account created');

    await user.click(screen.getByRole('link', { name: 'Go on' }));
    expect(location()).toBe('/shipments');
    await finishLeavingToasts();
    expect(screen.queryByText('An account with this e-mail already exists')).not.toBeInTheDocument();
    expect(screen.getByText('Account created')).toBeInTheDocument();
  });
});
