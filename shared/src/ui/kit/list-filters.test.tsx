import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { ListFilters } from '@portal/shared/ui/table';
import { phoneDisplayOf } from '../../test-support/phone-display';

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

// The button is for the narrow layout only: jsdom (no media queries) computes the wide one, where
// it is hidden (and so has no computed accessible name): found by role, checked by its text.
const filtersButton = (text: string) => {
  const button = screen.getByRole('button', { hidden: true });
  expect(button).toHaveTextContent(new RegExp(`^${text}$`));
  return button;
};

describe('ListFilters', () => {
  it('on a wide screen shows the fields in place, without the Filters button', () => {
    renderFilters(2);
    expect(screen.getByRole('combobox', { name: 'Courier' })).toBeVisible();
    expect(filtersButton('Filters2')).not.toBeVisible();
  });

  it('on a phone keeps the fields behind a Filters button that shows how many are set', async () => {
    const { user } = renderFilters(2);
    const button = filtersButton('Filters2');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(phoneDisplayOf(button)).toBe('inline-flex');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(phoneDisplayOf(panel)).toBe('none');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(phoneDisplayOf(panel)).toBe('flex');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(phoneDisplayOf(panel)).toBe('none');
  });

  it('shows no count while no filter is set', () => {
    renderFilters(0);
    expect(filtersButton('Filters')).toBeInTheDocument();
  });

  it('names the button in Arabic', () => {
    renderFilters(1, 'ar');
    expect(filtersButton('عوامل التصفية1')).toBeInTheDocument();
  });
});
