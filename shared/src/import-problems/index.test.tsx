import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared/testing';
import { ImportProblemsTable } from './index';

const problems = Array.from({ length: 3 }, (_, index) => ({
  row: index + 2,
  column: 'city',
  message: `Problem ${index + 1}`,
}));

describe('ImportProblemsTable', () => {
  it('lists problems by row and column, up to the limit, and counts the rest', () => {
    renderWithProviders(<ImportProblemsTable problems={problems} limit={2} />);
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowColumnProblem', '2cityProblem 1', '3cityProblem 2']);
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the file with its errors' })).not.toBeInTheDocument();
  });

  it('wraps a long problem inside its column instead of cutting it off at the edge of the table', () => {
    const message = 'The city is not one of the cities of Jordan: check its spelling against the template';
    renderWithProviders(<ImportProblemsTable problems={[{ row: 2, column: 'city', message }]} />);
    const cell = screen.getByText(message).closest('td');
    expect(cell).toHaveStyle({ whiteSpace: 'normal' });
    expect(cell).toHaveStyle({ minWidth: 'var(--chakra-sizes-48)' });
  });

  it('always lists a problem of the whole file (no row), first, with a dash for its row and column', () => {
    const summary = { column: '', message: 'The first 3 of 1200 problems are listed' };
    renderWithProviders(<ImportProblemsTable problems={[...problems, summary]} limit={2} />);
    const table = screen.getByRole('table', { name: 'Problems in the file' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['RowColumnProblem', '——The first 3 of 1200 problems are listed', '2cityProblem 1', '3cityProblem 2']);
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
  });

  it('speaks Arabic', () => {
    renderWithProviders(<ImportProblemsTable problems={[{ row: 3, message: 'مشكلة' }]} />, { language: 'ar' });
    expect(screen.getByRole('table', { name: 'المشكلات في الملف' })).toHaveTextContent('الصفالعمودالمشكلة3—مشكلة');
  });

  it('gives the uploaded file back with its errors', async () => {
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:errors';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('orders-errors.csv');
    });
    const file = new File(['name,city\nRana,Nowhere\n'], 'orders.csv', { type: 'text/csv' });
    const { user } = renderWithProviders(<ImportProblemsTable problems={problems.slice(0, 1)} file={file} />);

    await user.click(screen.getByRole('button', { name: 'Download the file with its errors' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    // Reading as text drops a BOM, as browsers do: its bytes come first in the file.
    expect(await saved[0].text()).toBe('name,city,error\r\nRana,Nowhere,city: Nowhere — Problem 1\r\n');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved[0]);
    });
    expect([...new Uint8Array(bytes).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(saved[0].type).toBe('text/csv;charset=utf-8');
    click.mockRestore();
  });
});
