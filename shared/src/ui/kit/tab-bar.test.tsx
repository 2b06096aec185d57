import { useState } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { TabBar, tabIdOf } from './tab-bar';

const ITEMS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'delivered', label: 'Delivered' },
] as const;

function StatusTabs({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string>('pending');
  return (
    <TabBar
      label="Shipment status"
      items={ITEMS}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => resetPortalState());

describe('TabBar', () => {
  it('is a named tab list with one selected tab, the only one in the tab order', () => {
    renderWithProviders(<StatusTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist', { name: 'Shipment status' })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('selects on click and moves with arrows, Home and End (wrapping), focus following', async () => {
    const changes: string[] = [];
    const { user } = renderWithProviders(<StatusTabs onChange={(value) => changes.push(value)} />);
    await user.click(screen.getByRole('tab', { name: 'Delivered' }));
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(changes).toEqual(['delivered', 'all', 'delivered', 'all', 'delivered']);
  });

  it('names the panel it controls, and the panel can name the selected tab', () => {
    renderWithProviders(
      <>
        <TabBar
          label="Shipment status"
          items={ITEMS}
          value="pending"
          onChange={() => undefined}
          panelId="shipments-panel"
        />
        <div id="shipments-panel" role="tabpanel" aria-labelledby={tabIdOf('shipments-panel', 'pending')} />
      </>,
    );
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveAttribute('aria-controls', 'shipments-panel');
    expect(screen.getByRole('tabpanel', { name: 'Pending' })).toBeInTheDocument();
  });

  it('mirrors the arrow keys right-to-left in Arabic', async () => {
    const { user } = renderWithProviders(
      <div dir="rtl">
        <StatusTabs />
      </div>,
    );
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Delivered' })).toHaveFocus();
  });
});
