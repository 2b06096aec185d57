import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PortalProviders } from '@portal/shared/ui/core';
import { SearchBox } from '@portal/shared/ui/table';

function List({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('');
  return (
    <PortalProviders>
      <SearchBox
        label="Search cities"
        value={q}
        onSearch={(next) => {
          onSearch(next);
          setQ(next);
        }}
      />
      <button type="button" onClick={() => setQ('')}>
        Clear
      </button>
    </PortalProviders>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SearchBox', () => {
  it('searches once typing pauses, with the text trimmed', () => {
    const onSearch = jest.fn();
    render(<List onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search cities' });
    fireEvent.change(box, { target: { value: 'ir' } });
    act(() => jest.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: 'irbid ' } });
    act(() => jest.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('irbid');
  });

  it('shows a value changed from outside without searching again', () => {
    const onSearch = jest.fn();
    render(<List onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search cities' });
    fireEvent.change(box, { target: { value: 'amman' } });
    act(() => jest.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledWith('amman');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
