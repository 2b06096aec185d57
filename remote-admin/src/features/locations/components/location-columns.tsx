import { formatNumber, i18n, localizedName, type LookupName } from '@portal/shared';
import type { DataTableColumn } from '@portal/shared/ui/table';
import type { LocationItem } from '../api/types';

const coordinate = (value: number | null) => (value === null ? '—' : formatNumber(value));

/** Name (in the user's language), the other name, and the coordinates. */
export function locationColumns<Item extends LocationItem>(t: (key: string) => string): DataTableColumn<Item>[] {
  const arabic = i18n.language === 'ar';
  return [
    {
      key: arabic ? 'nameAr' : 'name',
      header: t('fields.nameShown'),
      essential: true,
      sortable: true,
      render: (item) => localizedName(item, i18n.language),
    },
    {
      key: arabic ? 'name' : 'nameAr',
      header: t(arabic ? 'fields.name' : 'fields.nameAr'),
      sortable: true,
      render: (item) => <span dir={arabic ? 'ltr' : 'rtl'}>{arabic ? item.name : item.nameAr}</span>,
    },
    { key: 'latitude', header: t('fields.latitude'), align: 'end', render: (item) => coordinate(item.latitude) },
    { key: 'longitude', header: t('fields.longitude'), align: 'end', render: (item) => coordinate(item.longitude) },
  ];
}

/** A parent's name in the user's language. */
export const parentName = (parent: LookupName | null | undefined) =>
  parent ? localizedName(parent, i18n.language) : '—';
