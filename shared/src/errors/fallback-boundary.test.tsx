import { render, screen } from '@testing-library/react';
import { FallbackBoundary } from './fallback-boundary';

function Broken(): never {
  throw new Error('Loading chunk 42 failed.');
}

describe('FallbackBoundary', () => {
  it('shows its children while they work', () => {
    render(
      <FallbackBoundary label="menu" fallback={<button type="button">Account</button>}>
        <p>Menu</p>
      </FallbackBoundary>,
    );
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });

  it('shows the fallback instead of a failed part, reports it, and the rest of the page stays', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = jest.fn();
    render(
      <main>
        <h1>Shipments</h1>
        <FallbackBoundary label="user menu" fallback={<button type="button">Account</button>} onError={onError}>
          <Broken />
        </FallbackBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Shipments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk 42 failed.' }));
    expect(
      errors.mock.calls.some(([message]) =>
        String(message).includes('[portal] user menu failed: Loading chunk 42 failed.'),
      ),
    ).toBe(true);
    errors.mockRestore();
  });
});
