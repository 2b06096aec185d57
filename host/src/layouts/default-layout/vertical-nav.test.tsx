import { screen } from '@testing-library/react';
import { Role } from '@portal/shared/domain';
import { renderWithProviders } from '@portal/shared/testing';
import { loadNavFiles } from '../../federation/load-remotes';
import { VerticalNav } from './vertical-nav';

jest.mock('../../federation/load-remotes', () => ({ loadNavFiles: jest.fn(() => Promise.resolve()) }));

describe('VerticalNav', () => {
  it('reads the nav files when it appears, for a window widened before a phone’s first page settled', () => {
    renderWithProviders(<VerticalNav />, { route: '/shipments', role: Role.IndividualUser });
    expect(screen.getByRole('complementary', { hidden: true })).toBeInTheDocument();
    expect(loadNavFiles).toHaveBeenCalledTimes(1);
  });
});
