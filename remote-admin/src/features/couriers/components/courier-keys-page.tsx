import { useEffect, useState } from 'react';
import * as yup from 'yup';
import { useQuery } from '@portal/shared/data';
import { formatDateTime, localizedName, notify, notifyApiError, useTranslation } from '@portal/shared';
import { ApiKeyStatus, apiKeyBadge } from '@portal/shared/domain';
import { useParams } from '@portal/shared/router';
import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Portal,
  PortalIcon,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import { NumberField, TextField } from '@portal/shared/ui/forms';
import { ConfirmDialog, Dialog } from '@portal/shared/ui/dialog';
import { DataTable } from '@portal/shared/ui/table';
import { FormDialog } from '../../../lib/resource-page/components/form-dialog';
import { createCourierKey } from '../api/create-courier-key';
import { getCourier } from '../api/get-courier';
import { courierKeysQueryKey, listCourierKeys } from '../api/list-courier-keys';
import { revokeCourierKey } from '../api/revoke-courier-key';
import type { CourierKey, CreatedCourierKey } from '../api/types';

interface NewKeyValues {
  name: string;
  expiresInDays: number | '';
}

const NEW_KEY: NewKeyValues = { name: '', expiresInDays: 365 };

/** The whole key, once, right after creation: the API keeps only its hash. */
function KeyOnceDialog({ created, onClose }: { created: CreatedCourierKey | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
      notify.success(t('pages.courierKeys.copied'));
    } catch {
      notify.error(t('pages.courierKeys.copyFailed'));
    }
  };
  return (
    <Dialog.Root
      role="alertdialog"
      open={created !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('pages.courierKeys.createdTitle', { name: created?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Alert.Root status="warning" mb="4">
                <Alert.Indicator />
                <Alert.Title>{t('pages.courierKeys.shownOnce')}</Alert.Title>
              </Alert.Root>
              <Text
                as="code"
                dir="ltr"
                display="block"
                p="3"
                fontFamily="mono"
                bg="bg.muted"
                borderRadius="md"
                wordBreak="break-all"
                aria-label={t('pages.courierKeys.theKey')}
              >
                {created?.key}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => void copy()}>
                {t('pages.courierKeys.copy')}
              </Button>
              <Button onClick={onClose}>{t('pages.courierKeys.done')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** A courier's partner API keys (/admin/couriers/{id}/keys): create one for the courier, revoke it. */
export default function CourierKeysPage() {
  const { t, i18n } = useTranslation('admin');
  const { id = '' } = useParams();
  const page = useQuery({
    key: courierKeysQueryKey(id),
    fetch: async (signal) => {
      const [courier, keys] = await Promise.all([getCourier(id, signal), listCourierKeys(id, signal)]);
      return { courier, keys };
    },
    keepPreviousData: false,
  });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedCourierKey | null>(null);
  const [revoking, setRevoking] = useState<CourierKey | null>(null);
  const courier = page.data?.courier;
  const keys = page.data?.keys ?? [];
  const showKeys = (update: (keys: CourierKey[]) => CourierKey[]) =>
    page.setData((previous) => ({ courier: previous!.courier, keys: update(previous!.keys) }));

  useEffect(() => {
    if (page.status === 'error') notifyApiError(page.error, t('pages.courierKeys.loadFailed'));
  }, [page.status, page.error, t]);

  const title = t('pages.courierKeys.title');
  const courierName = courier ? localizedName(courier, i18n.language) : '';

  const create = async (values: NewKeyValues) => {
    const key = await createCourierKey(id, { name: values.name.trim(), expiresInDays: Number(values.expiresInDays) });
    const { key: _plaintext, ...listed } = key;
    showKeys((previous) => [listed, ...previous]);
    setAdding(false);
    setCreated(key);
  };

  const revoke = async (key: CourierKey) => {
    try {
      const revoked = await revokeCourierKey(id, key.id);
      showKeys((previous) => previous.map((row) => (row.id === revoked.id ? revoked : row)));
      setRevoking(null);
      notify.success(t('toasts.apiKeyStatusUpdated'));
    } catch (error) {
      notifyApiError(error, t('toasts.apiKeyStatusFailed'));
      throw error;
    }
  };

  const newKeyButton = (
    <Button onClick={() => setAdding(true)}>
      <PortalIcon name="plus" />
      {t('pages.courierKeys.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={courierName ? `${title}: ${courierName}` : title}
        breadcrumbs={[
          { label: t('common:nav.home'), to: '/' },
          { label: t('pages.couriers.title'), to: '/admin/couriers' },
          { label: title },
        ]}
        actions={page.status === 'success' ? newKeyButton : undefined}
      />
      {page.status === 'loading' ? <LoadingState /> : null}
      {page.status === 'error' ? (
        <ErrorState message={t('pages.courierKeys.loadFailed')} onRetry={page.reload} />
      ) : null}
      {page.status === 'success' ? (
        <DataTable<CourierKey>
          label={title}
          rows={keys}
          getRowId={(key) => key.id}
          total={keys.length}
          page={1}
          pageSize={Math.max(keys.length, 1)}
          onPageChange={() => undefined}
          empty={
            <EmptyState
              icon="key"
              title={t('pages.courierKeys.emptyTitle')}
              description={t('pages.courierKeys.emptyDescription')}
              action={newKeyButton}
            />
          }
          columns={[
            { key: 'name', header: t('fields.name') },
            {
              key: 'prefix',
              header: t('pages.courierKeys.prefix'),
              render: (key) => <Text as="code" dir="ltr" fontFamily="mono">{`ck_${key.prefix}_…`}</Text>,
            },
            {
              key: 'status',
              header: t('fields.status'),
              render: (key) => (
                <StatusBadge colour={apiKeyBadge[key.status]}>{t(`common:apiKeyStatus.${key.status}`)}</StatusBadge>
              ),
            },
            {
              key: 'last_used_at',
              header: t('pages.courierKeys.lastUsed'),
              render: (key) =>
                key.last_used_at ? formatDateTime(key.last_used_at, i18n.language) : t('pages.courierKeys.neverUsed'),
            },
            {
              key: 'expires_at',
              header: t('pages.courierKeys.expires'),
              render: (key) => formatDateTime(key.expires_at, i18n.language),
            },
            {
              key: 'createdAt',
              header: t('pages.courierKeys.created'),
              render: (key) => formatDateTime(key.createdAt, i18n.language),
            },
            {
              key: 'actions',
              header: t('common:table.actions'),
              align: 'end',
              render: (key) =>
                key.status === ApiKeyStatus.Active || key.status === ApiKeyStatus.Pending ? (
                  <HStack justify="flex-end">
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setRevoking(key)}
                      aria-label={t('pages.courierKeys.revokeNamed', { name: key.name })}
                    >
                      {t('pages.courierKeys.revoke')}
                    </Button>
                  </HStack>
                ) : null,
            },
          ]}
        />
      ) : null}
      <FormDialog<NewKeyValues>
        open={adding}
        title={t('pages.courierKeys.add')}
        initialValues={NEW_KEY}
        schema={yup.object({
          name: yup.string().trim().required('required').max(100, 'tooLong'),
          expiresInDays: yup
            .number()
            .typeError('number')
            .required('required')
            .integer('integer')
            .min(1, 'admin:validation.keyDays')
            .max(730, 'admin:validation.keyDays'),
        })}
        onSubmit={create}
        onClose={() => setAdding(false)}
        successText={t('toasts.apiKeySaved')}
        failureText={t('toasts.apiKeySaveFailed')}
      >
        <TextField name="name" label={t('fields.name')} required helperText={t('pages.courierKeys.nameHelp')} />
        <NumberField
          name="expiresInDays"
          label={t('pages.courierKeys.expiresInDays')}
          required
          min={1}
          max={730}
          step={1}
        />
      </FormDialog>
      <KeyOnceDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('pages.courierKeys.revokeTitle')}
        message={t('pages.courierKeys.revokeMessage', { name: revoking?.name ?? '' })}
        confirmLabel={t('pages.courierKeys.revoke')}
        destructive
        onConfirm={() => (revoking ? revoke(revoking) : undefined)}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
