import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders, resetPortalState } from '@portal/shared/testing';
import { DataTable, nextSort, PaginationBar, type DataTableColumn } from './data-table';
import { phoneDisplayOf } from '../../test-support/phone-display';

interface Shipment {
  id: number;
  trackingNumber: string;
  city: string;
}

const columns: DataTableColumn<Shipment>[] = [
  { key: 'trackingNumber', header: 'Tracking number', sortable: true },
  { key: 'city', header: 'City', render: (row) => <strong>{row.city.toUpperCase()}</strong> },
];
const rows: Shipment[] = [
  { id: 21, trackingNumber: 'CP-0021', city: 'Amman' },
  { id: 22, trackingNumber: 'CP-0022', city: 'Irbid' },
];

function renderTable(overrides: Partial<Parameters<typeof DataTable<Shipment>>[0]> = {}, language: 'en' | 'ar' = 'en') {
  const props = {
    label: 'Shipments',
    columns,
    rows,
    getRowId: (row: Shipment) => row.id,
    total: 45,
    page: 2,
    pageSize: 20,
    onPageChange: jest.fn(),
    onSortChange: jest.fn(),
    ...overrides,
  };
  return { props, ...renderWithProviders(<DataTable<Shipment> {...props} />, { language }) };
}

afterEach(resetPortalState);

describe('DataTable', () => {
  it('on a phone shows only the essential columns when some are marked so', () => {
    renderTable({ columns: [{ ...columns[0], essential: true }, columns[1]] });
    expect(phoneDisplayOf(screen.getByRole('columnheader', { name: 'Tracking number' }))).toBeUndefined();
    expect(phoneDisplayOf(screen.getByRole('cell', { name: 'CP-0021' }))).toBeUndefined();
    expect(phoneDisplayOf(screen.getByRole('columnheader', { name: 'City' }))).toBe('none');
    expect(phoneDisplayOf(screen.getByRole('cell', { name: 'AMMAN' }))).toBe('none');
    // The wide layout keeps every column.
    expect(screen.getByRole('cell', { name: 'AMMAN' })).toBeVisible();
  });

  it('keeps every column on a phone when none is marked essential', () => {
    renderTable();
    expect(phoneDisplayOf(screen.getByRole('cell', { name: 'AMMAN' }))).toBeUndefined();
  });

  it('shows the rows with custom cells and where the page sits in the total', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Shipments' });
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['CP-0021AMMAN', 'CP-0022IRBID']);
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('moves between pages and stops at the ends', async () => {
    const { props, user } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect((props.onPageChange as jest.Mock).mock.calls).toEqual([[3], [1]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderTable({ page: 1, total: 2 });
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
  });

  it('sorts from a keyboard-reachable header button and announces the order', async () => {
    const { props, user } = renderTable({ sort: 'trackingNumber' });
    const header = screen.getByRole('columnheader', { name: /Tracking number/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'City' })).not.toHaveAttribute('aria-sort');

    await user.tab();
    expect(within(header).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(props.onSortChange).toHaveBeenCalledWith('-trackingNumber');
  });

  it('cycles sort ascending → descending → none', () => {
    expect(nextSort(undefined, 'city')).toBe('city');
    expect(nextSort('city', 'city')).toBe('-city');
    expect(nextSort('-city', 'city')).toBeUndefined();
    expect(nextSort('-createdAt', 'city')).toBe('city');
  });

  it('opens a row by click, Enter or Space when rows are actionable', async () => {
    const onRowClick = jest.fn();
    const { user } = renderTable({ onRowClick });
    const [, first, second] = screen.getAllByRole('row');
    await user.click(first);
    second.focus();
    await user.keyboard('{Enter}');
    fireEvent.keyDown(second, { key: ' ' });
    expect(onRowClick.mock.calls.map(([row]) => row.id)).toEqual([21, 22, 22]);
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ rows: [], loading: true, total: 0 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Loading records…');
    // The pager comes with the rows, below them, rather than jumping down when they arrive.
    expect(screen.queryByLabelText('Rows per page')).not.toBeInTheDocument();
  });

  it('draws the rows that replace the placeholders a screenful at a time, then the pager below them', async () => {
    const page = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      trackingNumber: `CP-${index + 1}`,
      city: 'Amman',
    }));
    const { props, rerender } = renderTable({ rows: [], loading: true, total: 0, page: 1 });
    rerender(<DataTable<Shipment> {...props} rows={page} loading={false} total={45} />);
    const bodyRows = () =>
      within(screen.getByRole('table', { name: 'Shipments' }))
        .getAllByRole('row')
        .slice(1);
    expect(bodyRows()).toHaveLength(8);
    expect(screen.queryByText('Showing 1–20 of 45')).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual(page.map((row) => `CP-${row.id}AMMAN`));
    // A later page (no placeholders before it) is drawn whole at once.
    rerender(<DataTable<Shipment> {...props} rows={page.slice().reverse()} loading={false} total={45} />);
    expect(bodyRows()).toHaveLength(20);
  });

  it('shows no more placeholder rows than a page holds', () => {
    renderTable({ rows: [], loading: true, total: 0, pageSize: 3 });
    expect(screen.getAllByTestId('data-table-skeleton')).toHaveLength(3);
  });

  it('keeps the pager while a later page loads over the rows already shown', () => {
    renderTable({ loading: true });
    expect(screen.getByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows the empty state when there is nothing to list', () => {
    renderTable({ rows: [], total: 0 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No records to show')).toBeInTheDocument();
  });

  it('lets the user change the page size', () => {
    const onPageSizeChange = jest.fn();
    renderTable({ onPageSizeChange });
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('reads "1,000+" when the server stopped counting, and keeps the next page open on its last counted page', async () => {
    const { props, user } = renderTable({ total: 1000, totalIsCapped: true, page: 50 });
    expect(screen.getByText('Showing 981–1,000 of 1,000+')).toBeInTheDocument();
    expect(screen.getByText('Page 50 of 50+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(props.onPageChange).toHaveBeenCalledWith(51);
  });

  it('says "more than 1,000" in Arabic', () => {
    renderTable({ total: 1000, totalIsCapped: true, page: 1 }, 'ar');
    expect(screen.getByText('عرض 1–20 من أكثر من 1,000')).toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    renderTable({}, 'ar');
    expect(screen.getByText('عرض 21–40 من 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeInTheDocument();
  });
});

describe('PaginationBar', () => {
  it('paginates any list, and waits while the next page loads', async () => {
    const onPageChange = jest.fn();
    const { user, rerender } = renderWithProviders(
      <PaginationBar label="Couriers" total={95} page={5} pageSize={20} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Couriers' })).toHaveTextContent('Showing 81–95 of 95');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(4);

    rerender(<PaginationBar label="Couriers" total={95} page={4} pageSize={20} onPageChange={onPageChange} disabled />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
