import { lazy, Suspense, useState } from 'react';
import { AddressType } from '@portal/shared/domain';
import { localizedName, notify, notifyApiError, useTranslation } from '@portal/shared';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  IconButton,
  NativeSelect,
  PageHeader,
  PortalIcon,
  Stack,
  Text,
} from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { DataTable, SearchBox, type DataTableColumn } from '@portal/shared/ui/table';
import { invalidateQueries, listTableProps, useListParams, useQuery } from '@portal/shared/data';
import { deleteAddress } from '../api/delete-address';
import { makePrimaryAddress } from '../api/make-primary-address';
import { addressesQueryKey, listAddresses } from '../api/list-addresses';
import type { Address } from '../api/types';

// The browser suite's redeploy test tells two deployed builds apart by this mark on <html>, set when
// this (lazily loaded) page's chunk runs; real builds define no mark and this line compiles away.
if (typeof __TEST_BUILD_MARK__ === 'string') document.documentElement.dataset.addressesBuild = __TEST_BUILD_MARK__;

/** The address book shows ten rows a page (the API's default is for longer lists). */
const ADDRESS_BOOK_PAGE_SIZE = 10;
const FILTER_KEYS = ['type'] as const;

// The form (validation rules, phone metadata, the map) loads when it is first opened, not with the list.
const AddressFormDialog = lazy(() =>
  import('./address-form-dialog').then((module) => ({ default: module.AddressFormDialog })),
);

/** Addresses (/addresses): the address book with search, type filter, pages and the primary pick-up address. */
export default function AddressesPage() {
  const { t, i18n } = useTranslation('addresses');
  const { params, update } = useListParams({ filterKeys: FILTER_KEYS, defaultPageSize: ADDRESS_BOOK_PAGE_SIZE });
  const { page, pageSize, sort, q } = params;
  const typeFilter = params.filters.type === '1' || params.filters.type === '2' ? params.filters.type : '';
  const type = typeFilter ? (Number(typeFilter) as AddressType) : undefined;
  const [editing, setEditing] = useState<Address | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = useQuery({
    key: addressesQueryKey({ page, pageSize, sort, q, type }),
    fetch: (signal) => listAddresses({ page, pageSize, sort, q, type }, signal),
  });
  const rows = list.data?.items ?? [];
  const filtered = Boolean(q || typeFilter);
  // Every list of the address book (this page and any other) asks again after a change.
  const changed = () => invalidateQueries(addressesQueryKey());
  const place = (address: Address) =>
    [address.village, address.city]
      .flatMap((p) => (p ? [localizedName(p, i18n.language)] : []))
      .join(i18n.language === 'ar' ? '، ' : ', ');

  const makePrimary = async (address: Address) => {
    try {
      await makePrimaryAddress(address.id, address.version);
      notify.success(t('toasts.primaryChanged', { name: address.name }));
      changed();
    } catch (error) {
      notifyApiError(error, t('toasts.updateFailed'));
    }
  };

  const remove = async (address: Address) => {
    try {
      await deleteAddress(address.id);
      notify.success(t('toasts.deleted'));
      setDeleting(null);
      // The last row of a page: go back one page rather than show an empty one.
      if (rows.length === 1 && page > 1) update({ page: page - 1 });
      else changed();
    } catch (error) {
      notifyApiError(error, t('toasts.deleteFailed'));
      throw error;
    }
  };

  const columns: DataTableColumn<Address>[] = [
    {
      key: 'name',
      header: t('list.columns.name'),
      essential: true,
      sortable: true,
      render: (address) => (
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{address.name}</Text>
            {address.isPrimary ? (
              <Badge colorPalette="green" variant="solid" data-testid="primary-badge">
                {t('list.primary')}
              </Badge>
            ) : null}
          </HStack>
          {address.email ? (
            <Text textStyle="xs" color="fg.muted" dir="ltr" textAlign="start">
              {address.email}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'phoneNumber',
      header: t('list.columns.phone'),
      render: (address) => (
        <Text as="span" dir="ltr" unicodeBidi="isolate">
          {address.phoneNumber}
        </Text>
      ),
    },
    { key: 'city', header: t('list.columns.place'), sortable: true, render: place },
    {
      key: 'addressLine',
      header: t('list.columns.addressLine'),
      render: (address) => [address.addressLine, address.buildingNumber].filter(Boolean).join(' · '),
    },
    {
      key: 'type',
      header: t('list.columns.type'),
      essential: true,
      sortable: true,
      render: (address) => (
        <Badge colorPalette={address.type === AddressType.PickUp ? 'blue' : 'gray'} variant="subtle">
          {t(`types.${address.type}`)}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('common:table.actions'),
      essential: true,
      align: 'end',
      render: (address) => (
        <HStack gap="1" justify="flex-end">
          {address.type === AddressType.PickUp && !address.isPrimary ? (
            <Button size="xs" variant="outline" onClick={() => void makePrimary(address)}>
              {t('list.makePrimary')}
            </Button>
          ) : null}
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('list.editNamed', { name: address.name })}
            onClick={() => setEditing(address)}
          >
            <PortalIcon name="edit" />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('list.deleteNamed', { name: address.name })}
            onClick={() => setDeleting(address)}
          >
            <PortalIcon name="trash" />
          </IconButton>
        </HStack>
      ),
    },
  ];

  const noPrimary =
    list.status === 'success' &&
    !filtered &&
    page === 1 &&
    rows.length > 0 &&
    !rows.some((address) => address.isPrimary);

  return (
    <>
      <PageHeader
        title={t('pages.addresses.title')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: t('pages.addresses.title') }]}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PortalIcon name="plus" />
            {t('list.add')}
          </Button>
        }
      />

      {noPrimary ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Description>{t('list.noPrimary')}</Alert.Description>
        </Alert.Root>
      ) : null}

      <HStack gap="3" mb="4" wrap="wrap">
        <SearchBox
          value={q ?? ''}
          onSearch={(next) => update({ q: next })}
          label={t('common:actions.search')}
          placeholder={t('list.searchPlaceholder')}
          flex="1"
          minW="220px"
          maxW="md"
        />
        <NativeSelect.Root width="auto" minW="180px">
          <NativeSelect.Field
            aria-label={t('list.typeFilter')}
            value={typeFilter}
            onChange={(event) => update({ type: event.currentTarget.value })}
          >
            <option value="">{t('list.allTypes')}</option>
            <option value="2">{t('types.2')}</option>
            <option value="1">{t('types.1')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>

      {list.status === 'error' && !list.data ? (
        <ErrorState onRetry={list.reload} error={list.error} />
      ) : (
        <DataTable
          label={t('list.label')}
          columns={columns}
          {...listTableProps(list, { params, update })}
          empty={
            filtered ? (
              <EmptyState icon="search" title={t('list.noMatchTitle')} description={t('list.noMatchDescription')} />
            ) : (
              <EmptyState
                icon="addresses"
                title={t('pages.addresses.emptyTitle')}
                description={t('pages.addresses.emptyDescription')}
                action={<Button onClick={() => setEditing(null)}>{t('list.add')}</Button>}
              />
            )
          }
        />
      )}

      {editing !== undefined ? (
        <Suspense fallback={null}>
          <AddressFormDialog
            open
            address={editing}
            onClose={() => setEditing(undefined)}
            onStale={() => {
              setEditing(undefined);
              changed();
            }}
            onSaved={() => {
              setEditing(undefined);
              changed();
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('confirmDelete.title')}
        message={deleting ? t('confirmDelete.body', { name: deleting.name }) : undefined}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
