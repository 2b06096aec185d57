import { allCouriersQueryKey } from './list-all-couriers';
import { itemsQueryKey } from './list-items';

const params = { page: 2, pageSize: 25, sort: 'name', q: '', filters: {} };

describe('resource page query keys', () => {
  it('keys a page by the API path, and the path alone is every list of the resource', () => {
    expect(itemsQueryKey('/admin/cities', params)).toEqual(['/admin/cities', params]);
    expect(itemsQueryKey('/admin/cities')).toEqual(['/admin/cities']);
  });

  it('keeps the couriers for the selects under the couriers path, so a change on that page refreshes them', () => {
    const couriers = itemsQueryKey('/admin/couriers');
    expect(allCouriersQueryKey().slice(0, couriers.length)).toEqual(couriers);
  });
});
