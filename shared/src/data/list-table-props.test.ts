import { listTableProps } from './list-table-props';
import type { ListParamChanges } from './use-list-params';

const params = { page: 3, pageSize: 50, sort: '-createdAt', q: 'irbid', filters: {} };

describe('listTableProps', () => {
  it("gives the table the page's rows and total, and the page, size and sort from the URL", () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    const props = listTableProps(
      { data: { items: rows, total: 102, page: 3, pageSize: 50 }, isFetching: true },
      { params, update: () => undefined },
    );
    expect(props).toMatchObject({ rows, total: 102, page: 3, pageSize: 50, sort: '-createdAt', loading: true });
    expect(props.getRowId(rows[1])).toBe('b');
  });

  it('shows no rows and a zero total before the first answer', () => {
    const props = listTableProps({ data: undefined, isFetching: true }, { params, update: () => undefined });
    expect(props.rows).toEqual([]);
    expect(props.total).toBe(0);
  });

  it('writes page, page size and sort changes back to the URL state', () => {
    const changes: ListParamChanges[] = [];
    const props = listTableProps({ data: undefined, isFetching: false }, { params, update: (c) => changes.push(c) });
    props.onPageChange(4);
    props.onPageSizeChange(100);
    props.onSortChange('name');
    props.onSortChange(undefined);
    expect(changes).toEqual([{ page: 4 }, { pageSize: 100 }, { sort: 'name' }, { sort: undefined }]);
  });
});
