import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ListFilters } from '@portal/shared/ui/table';

afterEach(resetPortalState);

const renderFilters = (activeCount: number, language: 'en' | 'ar' = 'en') =>
  renderWithProviders(
    <ListFilters activeCount={activeCount}>
      <label>
        Courier
        <select>
          <option>All couriers</option>
        </select>
      </label>
    </ListFilters>,
    { language },
  );

describe('ListFilters', () => {
  it('on a phone keeps the filters behind a Filters button that shows how many are set', async () => {
    const { user } = renderFilters(2);
    const button = screen.getByRole('button', { name: 'Filters 2' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // jsdom applies no media queries: what it computes is the phone's (narrowest) layout.
    expect(screen.getByRole('combobox', { hidden: true }).closest('[id]')).toHaveStyle({ display: 'none' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Courier' })).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Courier' })).not.toBeInTheDocument();
  });

  it('shows no count while no filter is set', () => {
    renderFilters(0);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('names the button in Arabic', () => {
    renderFilters(1, 'ar');
    expect(screen.getByRole('button', { name: 'عوامل التصفية 1' })).toBeInTheDocument();
  });
});
