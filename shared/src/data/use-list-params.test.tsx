import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from '@portal/shared/router';
import { useListParams, type UseListParamsOptions } from '@portal/shared/data';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@portal/shared/domain';
import { MemoryRouter } from '../router/memory-router';

function renderListParams(url: string, options?: UseListParamsOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const location = useLocation();
      return { ...useListParams(options), url: location.pathname + location.search };
    },
    { wrapper },
  );
}

describe('useListParams', () => {
  it('reads page, page size, sort, search and the listed filters from the URL', () => {
    const { result } = renderListParams('/admin/cities?page=3&pageSize=50&sort=-name&q=irb&regionId=r1&other=x', {
      filterKeys: ['regionId', 'isActive'],
    });
    expect(result.current.params).toEqual({
      page: 3,
      pageSize: 50,
      sort: '-name',
      q: 'irb',
      filters: { regionId: 'r1' },
    });
  });

  it('falls back to the defaults for missing or wrong values and caps the page size', () => {
    const { result } = renderListParams('/list?page=-2&pageSize=abc');
    expect(result.current.params).toEqual({
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      sort: undefined,
      q: undefined,
      filters: {},
    });
    const big = renderListParams('/list?pageSize=5000', { defaultPageSize: 10, defaultSort: 'name' });
    expect(big.result.current.params).toMatchObject({ pageSize: MAX_PAGE_SIZE, sort: 'name' });
    const custom = renderListParams('/list', { defaultPageSize: 10 });
    expect(custom.result.current.params.pageSize).toBe(10);
  });

  it('writes changes to the URL, back to page 1 unless the page itself changes, defaults left out', () => {
    const { result } = renderListParams('/list?page=4&q=old', { filterKeys: ['type'], defaultPageSize: 10 });
    act(() => result.current.update({ type: '2' }));
    expect(result.current.url).toBe('/list?q=old&type=2');
    act(() => result.current.update({ page: 3 }));
    expect(result.current.url).toBe('/list?q=old&type=2&page=3');
    expect(result.current.params).toMatchObject({ page: 3, filters: { type: '2' } });
    act(() => result.current.update({ pageSize: 10, q: '', sort: 'name' }));
    expect(result.current.url).toBe('/list?type=2&sort=name');
    act(() => result.current.update({ type: undefined, sort: undefined, page: 1 }));
    expect(result.current.url).toBe('/list');
  });
});
