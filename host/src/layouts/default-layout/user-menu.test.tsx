import { fireEvent, screen } from '@testing-library/react';
import { Role } from '@portal/shared/domain';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { UserMenu } from './user-menu';

// The first import of the menu's code fails (an unreachable chunk), later ones succeed.
let mockFailNextLoad = false;
jest.mock('./user-menu-dropdown', () => {
  if (mockFailNextLoad) {
    mockFailNextLoad = false;
    throw new Error('Loading chunk 123 failed.');
  }
  return jest.requireActual('./user-menu-dropdown');
});

// The button's accessible name starts with the name it shows (WCAG 2.5.3, label in name).
const ACCOUNT = 'Test User — Account menu';

afterEach(() => {
  resetPortalState();
  jest.restoreAllMocks();
});

describe('user menu', () => {
  it('keeps the button and says so when the menu’s code cannot be fetched; the next click tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFailNextLoad = true; // the file's first test: the menu's code has not been imported yet
    const { user } = renderWithProviders(<UserMenu />, { role: Role.OrgUser });
    // A bare click: no hover or focus first, which would have fetched (and failed) ahead of it.
    fireEvent.click(screen.getByRole('button', { name: ACCOUNT }));
    expect(await screen.findByText('Something went wrong! Please try again later')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ACCOUNT }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
  it('is a plain button until clicked, then opens the real menu with the user’s email, profile and log out', async () => {
    const { user } = renderWithProviders(<UserMenu />, { role: Role.OrgUser });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ACCOUNT }));
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });
  it('is named by the user’s name it shows, then what it opens, in both languages', () => {
    const { unmount } = renderWithProviders(<UserMenu />, { role: Role.OrgUser });
    const button = screen.getByRole('button', { name: /^Test User/ });
    expect(button).toHaveAccessibleName(ACCOUNT);
    // From its content: an aria-label would replace the text drawn in it, the initials included,
    // which axe reports as a label that does not contain the visible text (label-content-name-mismatch).
    expect(button).not.toHaveAttribute('aria-label');
    expect(button).toHaveTextContent(/^TUTest User/);
    unmount();
    renderWithProviders(<UserMenu />, { role: Role.OrgUser, language: 'ar' });
    expect(screen.getByRole('button', { name: /^Test User/ })).toHaveAccessibleName('Test User — قائمة الحساب');
  });
});
