import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import type { FormikValues } from 'formik';
import type { AnyObjectSchema } from 'yup';
import { notify, notifyApiError, useTranslation, type IconName } from '@portal/shared';
import {
  Button,
  EmptyState,
  ErrorState,
  Flex,
  HStack,
  IconButton,
  LoadingState,
  PageHeader,
  PortalIcon,
  Wrap,
} from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { DataTable, ListFilters, SearchBox, type DataTableColumn } from '@portal/shared/ui/table';
import { invalidateQueries, listTableProps, useListParams, useQuery, type ListParams } from '@portal/shared/data';
import { createItem } from '../api/create-item';
import { deleteItem } from '../api/delete-item';
import { itemsQueryKey, listItems } from '../api/list-items';
import type { AdminItem } from '../api/types';
import { updateItem } from '../api/update-item';
import { FormDialog } from './form-dialog';

export interface ResourceFormConfig<Item, Values extends FormikValues> {
  schema: AnyObjectSchema;
  /** The form's values: the item's, or a new one's (the list's filters may preset some, e.g. the courier). */
  initialValues: (item: Item | null, filters: Record<string, string>) => Values;
  toBody: (values: Values) => object;
  /** The fields, inside the Formik form. */
  Fields: ComponentType<{ item: Item | null }>;
  /** Server field → form field for the server's validation messages. */
  serverFields?: Record<string, string>;
}

export interface ResourcePageProps<Item extends AdminItem, Values extends FormikValues> {
  /** API path under /api/v1, e.g. '/admin/countries'. */
  path: string;
  title: string;
  description?: string;
  breadcrumbs?: { label: string; to?: string }[];
  columns: DataTableColumn<Item>[];
  /** URL query keys passed to the API as filters. */
  filterKeys?: readonly string[];
  /** Filter controls above the table. */
  renderFilters?: (params: ListParams, setFilter: (key: string, value: string) => void) => ReactNode;
  /** What a row is called in the delete question. */
  describe: (item: Item) => string;
  empty: { title: string; description: string; icon: IconName };
  /** Toast when the list cannot load ("Failed to load countries"…). */
  loadFailedText: string;
  form?: ResourceFormConfig<Item, Values> & { addTitle: string; editTitle: string };
  /** Buttons per row before edit and delete. */
  rowActions?: (item: Item, reload: () => void) => ReactNode;
  /** Buttons next to Add. */
  headerActions?: (params: ListParams, reload: () => void) => ReactNode;
  canDelete?: boolean;
  /** False where rows are only edited (users sign up themselves). */
  canAdd?: boolean;
  /** The delete question; default "Delete “name”? This cannot be undone." */
  deleteQuestion?: (item: Item) => string;
  /** After any change (e.g. to refresh the lookups other screens use). */
  onChanged?: () => void;
}

/**
 * An admin list: server-side search, sort and pages kept in the URL; add and edit in a dialog;
 * delete after confirmation; loading, empty and error states; toasts in the user's language.
 */
export function ResourcePage<Item extends AdminItem, Values extends FormikValues>(
  props: ResourcePageProps<Item, Values>,
) {
  const {
    path,
    title,
    description,
    columns,
    filterKeys = [],
    renderFilters,
    describe,
    empty,
    loadFailedText,
    form,
    rowActions,
    headerActions,
    canDelete = true,
    canAdd = true,
    onChanged,
  } = props;
  const { t } = useTranslation('admin');
  // Toasts name the thing changed ("City added"): `things` is keyed by the path's last segment.
  const thing = t(`things.${path.split('/').pop()}`);
  const text = (key: 'added' | 'updated' | 'deleted' | 'addFailed' | 'updateFailed' | 'deleteFailed') =>
    t(`toasts.${key}`, { thing });
  const { params, update } = useListParams({ filterKeys });
  // Keyed by the API path first, so a change anywhere in this resource refreshes every list of it.
  const list = useQuery({ key: itemsQueryKey(path, params), fetch: (signal) => listItems<Item>(path, params, signal) });
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Item | null>(null);

  useEffect(() => {
    if (list.status === 'error') notifyApiError(list.error, loadFailedText);
  }, [list.status, list.error, loadFailedText]);

  const changed = () => {
    invalidateQueries(itemsQueryKey(path));
    onChanged?.();
  };

  const actionsColumn: DataTableColumn<Item> = {
    key: 'actions',
    header: t('common:table.actions'),
    align: 'end',
    // Kept on a phone with the page's essential columns (where it names some).
    essential: columns.some((column) => column.essential),
    render: (item) => (
      <HStack gap="1" justify="flex-end">
        {rowActions?.(item, changed)}
        {form ? (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('list.editItem', { name: describe(item) })}
            onClick={() => setEditing(item)}
          >
            <PortalIcon name="edit" />
          </IconButton>
        ) : null}
        {canDelete ? (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={t('list.deleteItem', { name: describe(item) })}
            onClick={() => setDeleting(item)}
          >
            <PortalIcon name="trash" />
          </IconButton>
        ) : null}
      </HStack>
    ),
  };

  const addButton =
    form && canAdd ? (
      <Button onClick={() => setEditing(null)}>
        <PortalIcon name="plus" />
        {form.addTitle}
      </Button>
    ) : null;

  const filtered = Boolean(params.q) || Object.keys(params.filters).length > 0;
  let content: ReactNode;
  if (list.status === 'loading' && !list.data) content = <LoadingState />;
  else if (list.status === 'error' && !list.data)
    content = <ErrorState message={loadFailedText} onRetry={list.reload} error={list.error} />;
  else if (list.data && list.data.total === 0 && !filtered)
    content = <EmptyState icon={empty.icon} title={empty.title} description={empty.description} action={addButton} />;
  else
    content = (
      <DataTable
        label={title}
        columns={[...columns, actionsColumn]}
        {...listTableProps(list, { params, update })}
        empty={<EmptyState icon="search" title={t('list.noMatches')} />}
      />
    );

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={props.breadcrumbs ?? [{ label: t('common:nav.home'), to: '/' }, { label: title }]}
        actions={
          // Flat, so the page header wraps each button on its own on a phone.
          <>
            {headerActions?.(params, changed)}
            {addButton}
          </>
        }
      />
      <Flex gap="3" wrap="wrap" align="center" mb="4">
        <SearchBox
          value={params.q ?? ''}
          onSearch={(q) => update({ q })}
          label={t('list.search', { what: title })}
          placeholder={t('list.searchPlaceholder')}
        />
        {renderFilters ? (
          <ListFilters activeCount={Object.values(params.filters).filter(Boolean).length}>
            <Wrap gap="3">{renderFilters(params, (key, value) => update({ [key]: value }))}</Wrap>
          </ListFilters>
        ) : null}
      </Flex>
      {content}
      {form && editing !== undefined ? (
        <FormDialog<Values>
          open
          title={editing ? form.editTitle : form.addTitle}
          initialValues={form.initialValues(editing, params.filters)}
          schema={form.schema}
          serverFields={form.serverFields}
          successText={text(editing ? 'updated' : 'added')}
          failureText={text(editing ? 'updateFailed' : 'addFailed')}
          onClose={() => setEditing(undefined)}
          onSubmit={async (values) => {
            const body = form.toBody(values);
            if (editing) await updateItem(path, editing.id, body, editing.version);
            else await createItem(path, body);
            setEditing(undefined);
            changed();
          }}
        >
          <form.Fields item={editing} />
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('common:confirm.deleteTitle')}
        message={
          deleting
            ? (props.deleteQuestion?.(deleting) ?? t('list.deleteQuestion', { name: describe(deleting) }))
            : undefined
        }
        confirmLabel={t('common:actions.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteItem(path, deleting.id);
            notify.success(text('deleted'));
            setDeleting(null);
            changed();
          } catch (error) {
            notifyApiError(error, text('deleteFailed'));
            throw error;
          }
        }}
      />
    </>
  );
}
