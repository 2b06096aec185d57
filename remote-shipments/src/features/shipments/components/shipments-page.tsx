import { useEffect } from 'react';
import {
  formatDate,
  formatMoney,
  filterErrors,
  formatNumber,
  localizedName,
  notifyLoadError,
  useLookup,
  useTranslation,
} from '@portal/shared';
import { SHIPMENT_TABS, ShipmentStatus, type ShipmentTab } from '@portal/shared/domain';
import {
  Badge,
  Box,
  Button,
  Card,
  CloseButton,
  EmptyState,
  ErrorState,
  Field,
  Flex,
  HStack,
  Input,
  PageHeader,
  PortalIcon,
  SimpleGrid,
  Stack,
} from '@portal/shared/ui/core';
import { DataTable, FirstRun, ListFilters, SearchBox, type DataTableColumn } from '@portal/shared/ui/table';
import { TabBar, tabIdOf } from '@portal/shared/ui/tabs';
import { Link, useNavigate } from '@portal/shared/router';
import { listTableProps, useListParams, useQuery, type ListParams } from '@portal/shared/data';
import { getTabCounts, tabCountsQueryKey } from '../api/get-tab-counts';
import { filterQuery, listShipments, shipmentsQueryKey } from '../api/list-shipments';
import type { ShipmentListItem, ShipmentListParams } from '../api/types';
import { useShipmentSelection } from '../hooks/use-shipment-selection';
import { BulkActionsBar } from './bulk-actions-bar';
import { RowTick } from './row-tick';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { LookupSelect } from '../../../components/lookup-select';
import { PORTAL_TRACKING_PATH, TrackingSearch } from '../../../components/tracking-search';

const SHIPMENTS_PANEL_ID = 'shipments-tab-panel';
const FILTER_KEYS = ['tab', 'courierId', 'dateFrom', 'dateTo', 'importId'] as const;
/** The API's names of the filters a refusal is shown beside (`filterErrors`). */
const SHOWN_FIELDS = ['q', 'courierId', 'dateFrom', 'dateTo'] as const;
const TAB_KEYS: readonly string[] = SHIPMENT_TABS.map((tab) => tab.key);

/** What the list's cells hold, styled once from the table (plain spans: a page is two hundred cells). */
const CELL_CSS = {
  '& .tracking-number': { fontFamily: 'mono', fontSize: 'sm' },
  '& .muted': { color: 'fg.muted' },
  // On a phone the reference column is hidden: the reference shows under the tracking number instead.
  '& .reference-under-tracking': { display: { base: 'block', md: 'none' }, color: 'fg.muted', fontSize: 'xs' },
  '& .row-tick': {
    boxSize: '4',
    m: '0',
    cursor: 'pointer',
    verticalAlign: 'middle',
    accentColor: 'var(--chakra-colors-color-palette-solid)',
  },
};

/** The list's URL state as the shipments API takes it (an unknown tab reads as All). */
function shipmentListParams({ page, pageSize, sort, q, filters }: ListParams): ShipmentListParams {
  return {
    tab: TAB_KEYS.includes(filters.tab) ? (filters.tab as ShipmentTab) : 'all',
    q: q ?? '',
    courierId: filters.courierId ?? '',
    dateFrom: filters.dateFrom ?? '',
    dateTo: filters.dateTo ?? '',
    importId: filters.importId ?? '',
    sort,
    page,
    pageSize,
  };
}

/** Shipments (/shipments): the nine tabs with counts, search, filters, sort and pages, all in the URL. */
export default function ShipmentsPage() {
  const { t, i18n } = useTranslation('shipments');
  const navigate = useNavigate();
  const { params: listParams, update } = useListParams({ filterKeys: FILTER_KEYS });
  const params = shipmentListParams(listParams);
  const couriers = useLookup('couriers');
  const list = useQuery({ key: shipmentsQueryKey(params), fetch: (signal) => listShipments(params, signal) });
  // The counts follow the search and filters, not the tab, sort or page.
  const counts = useQuery({
    key: tabCountsQueryKey(params),
    fetch: (signal) => getTabCounts(params, signal),
  });

  // The list's filter as bulk actions take it: "all matching" and the export of the whole list.
  const filter = { ...filterQuery(params), tab: params.tab === 'all' ? undefined : params.tab, sort: params.sort };
  const selection = useShipmentSelection(filter);
  const pageIds = (list.data?.items ?? []).map((row) => row.id);

  useEffect(() => {
    if (list.error) notifyLoadError(list.error, t('list.loadFailed'), SHOWN_FIELDS);
  }, [list.error, t]);

  // A filter the API refuses (an end before the start, a search too long) is marked where it was set.
  const errors = filterErrors(list.error ?? counts.error);
  const name = (item: { name: string; nameAr: string } | null) => (item ? localizedName(item, i18n.language) : '');
  const city = (en: string | null, ar: string | null) => (i18n.language === 'ar' ? (ar ?? en) : en) ?? '—';
  const filtered = Boolean(
    params.q || params.courierId || params.dateFrom || params.dateTo || params.importId || params.tab !== 'all',
  );

  const tick = (label: string, checked: boolean | 'indeterminate', onChange: () => void) => (
    <RowTick label={label} checked={checked} onChange={onChange} />
  );
  const ticked = pageIds.filter((id) => selection.allMatching || selection.ids.has(id)).length;

  const columns: DataTableColumn<ShipmentListItem>[] = [
    {
      key: 'select',
      header: tick(
        t('bulk.selectPage'),
        ticked && ticked === pageIds.length ? true : ticked ? 'indeterminate' : false,
        () => selection.togglePage(pageIds),
      ),
      essential: true,
      width: '2.5rem',
      render: (row) =>
        tick(
          t('bulk.selectRow', { name: row.trackingNumber ?? row.reference ?? row.recipientName ?? '' }),
          selection.allMatching || selection.ids.has(row.id),
          () => selection.toggle(row.id, pageIds),
        ),
    },
    {
      key: 'trackingNumber',
      header: t('list.trackingNumber'),
      essential: true,
      sortable: true,
      render: (row) => (
        <>
          {row.trackingNumber ? (
            <span dir="ltr" className="tracking-number">
              {row.trackingNumber}
            </span>
          ) : (
            <span className="muted">{t('list.notAssigned')}</span>
          )}
          {/* On a phone the reference column is hidden: the reference shows here instead. */}
          {row.reference ? (
            <span dir="auto" className="reference-under-tracking" data-testid="reference-under-tracking">
              {row.reference}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: 'reference',
      header: t('list.reference'),
      render: (row) => (row.reference ? <span dir="auto">{row.reference}</span> : '—'),
    },
    { key: 'recipient', header: t('list.recipient'), render: (row) => row.recipientName ?? '—' },
    {
      key: 'route',
      header: t('list.route'),
      render: (row) =>
        `${city(row.senderCityName, row.senderCityNameAr)} → ${city(row.recipientCityName, row.recipientCityNameAr)}`,
    },
    { key: 'courier', header: t('list.courier'), render: (row) => (row.courier ? name(row.courier) : '—') },
    {
      key: 'status',
      header: t('list.statusColumn'),
      essential: true,
      sortable: true,
      render: (row) => <ShipmentStatusBadge readiness={row.readiness} status={row.status} />,
    },
    {
      key: 'priceFils',
      header: t('list.price'),
      sortable: true,
      align: 'end',
      render: (row) => (row.priceFils === null ? '—' : formatMoney(row.priceFils)),
    },
    { key: 'createdAt', header: t('list.created'), sortable: true, render: (row) => formatDate(row.createdAt) },
    {
      key: 'expectedDeliveryDate',
      header: t('list.expectedDelivery'),
      sortable: true,
      // A cancelled shipment will not be delivered (the API sends no date; an older answer may).
      render: (row) =>
        row.expectedDeliveryDate && row.status !== ShipmentStatus.Cancelled
          ? formatDate(row.expectedDeliveryDate)
          : '—',
    },
  ];

  return (
    <>
      <PageHeader
        title={t('pages.shipments.title')}
        breadcrumbs={[{ label: t('common:nav.home'), to: '/' }, { label: t('pages.shipments.title') }]}
        actions={
          <HStack wrap="wrap">
            <Button asChild variant="outline">
              <Link to="/shipments/upload">
                <PortalIcon name="upload" /> {t('list.uploadCsv')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/shipments/new">
                <PortalIcon name="plus" /> {t('list.newShipment')}
              </Link>
            </Button>
          </HStack>
        }
      />
      <Stack gap="5">
        <Box maxW="md">
          {/* Signed in, the result stays in the portal (menu and way back); /track is for visitors. */}
          <TrackingSearch path={PORTAL_TRACKING_PATH} />
        </Box>
        {/* An account without a single shipment lands here: the dashboard's first steps show here too. */}
        {!filtered && counts.data?.all === 0 ? <FirstRun /> : null}
        <TabBar
          label={t('list.tabsLabel')}
          panelId={SHIPMENTS_PANEL_ID}
          value={params.tab}
          onChange={(tab) => update({ tab: tab === 'all' ? undefined : tab })}
          items={SHIPMENT_TABS.map((tab) => ({
            value: tab.key,
            testId: `tab-${tab.key}`,
            label: (
              <>
                {t(`common:shipmentTabs.${tab.key}`)}
                <Badge
                  variant="subtle"
                  colorPalette={params.tab === tab.key ? 'green' : 'gray'}
                  data-testid={`tab-count-${tab.key}`}
                >
                  {counts.data ? formatNumber(counts.data[tab.key]) : '…'}
                </Badge>
              </>
            ),
          }))}
        />
        <Card.Root id={SHIPMENTS_PANEL_ID} role="tabpanel" aria-labelledby={tabIdOf(SHIPMENTS_PANEL_ID, params.tab)}>
          <Card.Body>
            <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4" mb="4">
              <Field.Root invalid={Boolean(errors.q)}>
                <Field.Label>{t('list.search')}</Field.Label>
                <SearchBox
                  value={params.q}
                  onSearch={(q) => update({ q })}
                  label={t('list.search')}
                  placeholder={t('list.searchPlaceholder')}
                  maxW="none"
                />
                <Field.ErrorText>{errors.q}</Field.ErrorText>
              </Field.Root>
              <ListFilters
                activeCount={[params.courierId, params.dateFrom, params.dateTo].filter(Boolean).length}
                invalid={Boolean(errors.courierId || errors.dateFrom || errors.dateTo)}
              >
                <LookupSelect
                  label={t('list.courier')}
                  placeholder={t('list.allCouriers')}
                  items={couriers.items}
                  value={params.courierId}
                  error={errors.courierId}
                  onChange={(courierId) => update({ courierId })}
                />
                <Field.Root invalid={Boolean(errors.dateFrom)}>
                  <Field.Label>{t('list.dateFrom')}</Field.Label>
                  <Input
                    type="date"
                    value={params.dateFrom}
                    max={params.dateTo || undefined}
                    onChange={(event) => update({ dateFrom: event.currentTarget.value })}
                  />
                  <Field.ErrorText>{errors.dateFrom}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.dateTo)}>
                  <Field.Label>{t('list.dateTo')}</Field.Label>
                  <Input
                    type="date"
                    value={params.dateTo}
                    min={params.dateFrom || undefined}
                    onChange={(event) => update({ dateTo: event.currentTarget.value })}
                  />
                  <Field.ErrorText>{errors.dateTo}</Field.ErrorText>
                </Field.Root>
              </ListFilters>
            </SimpleGrid>
            {params.importId ? (
              <HStack mb="2">
                <Badge variant="subtle" size="lg" colorPalette="blue" data-testid="import-filter">
                  {t('list.fromImport')}
                  <CloseButton
                    size="2xs"
                    aria-label={t('list.removeImportFilter')}
                    onClick={() => update({ importId: undefined })}
                  />
                </Badge>
              </HStack>
            ) : null}
            {params.q || params.courierId || params.dateFrom || params.dateTo ? (
              <Flex justify="end" mb="2">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => update({ q: '', courierId: '', dateFrom: '', dateTo: '' })}
                >
                  {t('list.clearFilters')}
                </Button>
              </Flex>
            ) : null}
            <BulkActionsBar
              selection={selection}
              filter={filter}
              pageIds={pageIds}
              total={list.data?.total ?? 0}
              totalIsCapped={Boolean(list.data?.totalIsCapped)}
              onChanged={() => {
                list.reload();
                counts.reload();
              }}
            />
            {list.error && !list.data ? (
              <ErrorState
                message={t('list.loadFailed')}
                onRetry={list.reload}
                error={list.error}
                shownFields={SHOWN_FIELDS}
              />
            ) : (
              <DataTable
                label={t('pages.shipments.title')}
                columns={columns}
                {...listTableProps(list, { params: listParams, update })}
                onRowClick={(row) => navigate(`/shipments/${row.id}`)}
                cellCss={CELL_CSS}
                empty={
                  filtered ? (
                    <EmptyState
                      icon="search"
                      title={t('pages.shipments.noMatchTitle')}
                      description={t('pages.shipments.noMatchDescription')}
                    />
                  ) : (
                    <EmptyState
                      icon="shipments"
                      title={t('pages.shipments.emptyTitle')}
                      description={t('pages.shipments.emptyDescription')}
                      action={
                        <HStack wrap="wrap" justify="center">
                          <Button asChild>
                            <Link to="/shipments/new">{t('list.newShipment')}</Link>
                          </Button>
                          <Button asChild variant="outline">
                            <Link to="/shipments/upload">{t('list.uploadCsv')}</Link>
                          </Button>
                        </HStack>
                      }
                    />
                  )
                }
              />
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
