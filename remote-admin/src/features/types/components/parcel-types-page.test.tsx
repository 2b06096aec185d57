import { screen, waitFor, within } from '@testing-library/react';
import { api, invalidateLookups } from '@portal/shared';
import { Role } from '@portal/shared/domain';
import { loadRemoteTranslations, renderWithProviders, resetPortalState } from '@portal/shared/testing';
import registration from '../../../register';
import type { ParcelTypeItem } from '../api/types';
import ParcelTypesPage from './parcel-types-page';

const BOX: ParcelTypeItem = {
  id: 'p1',
  code: 'small-box',
  name: 'Small box',
  nameAr: 'صندوق صغير',
  description: null,
  isActive: true,
  length: 30,
  width: 20,
  height: 15,
  weight: 2,
  unitOfMeasurement: 'cm-kg',
  version: 2,
  createdAt: '2026-11-20T10:00:00Z',
  updatedAt: '2026-11-20T10:00:00Z',
};

beforeAll(() => loadRemoteTranslations(registration));
beforeEach(() => {
  jest.spyOn(api, 'get').mockResolvedValue({ items: [BOX], total: 1, page: 1, pageSize: 20 });
});
afterEach(() => {
  jest.restoreAllMocks();
  invalidateLookups();
  resetPortalState();
});

describe('parcel types page', () => {
  it('shows dimensions with their unit and edits them with the version read', async () => {
    const put = jest.spyOn(api, 'put').mockResolvedValue({ ...BOX, length: 35, version: 3 });
    const { user } = renderWithProviders(<ParcelTypesPage />, { role: Role.SystemAdmin, route: '/admin/parcel-types' });
    const row = await screen.findByRole('row', { name: /Small box/ });
    expect(within(row).getByText('30 × 20 × 15 cm')).toBeInTheDocument();
    expect(within(row).getByText('2 kg')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit Small box' }));
    const dialog = await screen.findByRole('dialog');
    const length = within(dialog).getByRole('spinbutton', { name: /Length/ });
    await user.clear(length);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(length, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be more than 0')).toBeInTheDocument();
    await user.clear(length);
    await user.type(length, '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/admin/parcel-types/p1', {
        code: 'small-box',
        name: 'Small box',
        nameAr: 'صندوق صغير',
        description: null,
        isActive: true,
        length: 35,
        width: 20,
        height: 15,
        weight: 2,
        unitOfMeasurement: 'cm-kg',
        version: 2,
      }),
    );
    expect(await screen.findByText('Parcel type updated')).toBeInTheDocument();
  }, 30_000);
});
