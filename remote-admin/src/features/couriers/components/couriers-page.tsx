import * as yup from 'yup';
import { invalidateLookups, localizedName, useTranslation } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { Badge, IconButton, Link, Portal, PortalIcon, SimpleGrid } from '@portal/shared/ui/core';
import { Avatar } from '@portal/shared/ui/avatar';
import { SelectField, TextField } from '@portal/shared/ui/forms';
import { Menu } from '@portal/shared/ui/menu';
import { FilterSelect } from '../../../lib/resource-page/components/filter-select';
import { ResourcePage } from '../../../lib/resource-page/components/resource-page';
import type { CourierActiveFlag } from '@portal/shared/domain';
import { COURIERS_PATH, type CourierItem } from '../api/types';
import { LogoUploadButton } from './logo-upload-button';

interface CourierValues {
  code: string;
  name: string;
  nameAr: string;
  website: string;
  source: string;
  activeFlag: CourierActiveFlag;
}

const FLAG_PALETTE: Record<CourierActiveFlag, string> = { active: 'green', inactive: 'gray', disabled: 'red' };
const FLAGS: CourierActiveFlag[] = ['active', 'inactive', 'disabled'];

function CourierFields() {
  const { t } = useTranslation('admin');
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField name="name" label={t('fields.name')} required dir="ltr" />
        <TextField name="nameAr" label={t('fields.nameAr')} required dir="rtl" />
        <TextField name="code" label={t('fields.code')} required dir="ltr" />
        <TextField name="website" label={t('fields.website')} type="url" dir="ltr" placeholder="https://" />
        <SelectField
          name="source"
          label={t('fields.source')}
          required
          options={[{ value: 'builtin', label: t('fields.sources.builtin') }]}
        />
        <SelectField
          name="activeFlag"
          label={t('fields.activeFlag')}
          required
          options={FLAGS.map((flag) => ({ value: flag, label: t(`fields.activeFlags.${flag}`) }))}
        />
      </SimpleGrid>
    </>
  );
}

/** The courier's other admin pages: the types it supports, its partner API keys, rates and availability zones. */
function CourierLinks({ courier, name }: { courier: CourierItem; name: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const links = [
    { value: 'parcel-types', label: t('pages.couriers.parcelTypes'), to: `/admin/couriers/${courier.id}/parcel-types` },
    {
      value: 'service-types',
      label: t('pages.couriers.serviceTypes'),
      to: `/admin/couriers/${courier.id}/service-types`,
    },
    {
      value: 'shipment-types',
      label: t('pages.couriers.shipmentTypes'),
      to: `/admin/couriers/${courier.id}/shipment-types`,
    },
    { value: 'keys', label: t('pages.couriers.apiKeys'), to: `/admin/couriers/${courier.id}/keys` },
    { value: 'rates', label: t('pages.couriers.rates'), to: `/admin/rates?courierId=${courier.id}` },
    { value: 'zones', label: t('pages.couriers.zones'), to: `/admin/availability-zones?courierId=${courier.id}` },
  ];
  return (
    <Menu.Root
      onSelect={(details) => navigate(links.find((link) => link.value === details.value)?.to ?? COURIERS_PATH)}
    >
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={`${t('pages.couriers.links')}: ${name}`}>
          <PortalIcon name="chevronDown" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {links.map((link) => (
              <Menu.Item key={link.value} value={link.value}>
                {link.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Couriers (/admin/couriers, subject `admin-couriers`): logo, website, source, status. */
export default function CouriersPage() {
  const { t, i18n } = useTranslation('admin');
  const name = (courier: CourierItem) => localizedName(courier, i18n.language);
  return (
    <ResourcePage<CourierItem, CourierValues>
      path={COURIERS_PATH}
      title={t('pages.couriers.title')}
      columns={[
        {
          key: 'logo',
          header: t('fields.logo'),
          render: (courier) => (
            <Avatar.Root size="sm" shape="rounded">
              {courier.logoUrl ? (
                <Avatar.Image src={courier.logoUrl} alt={t('pages.couriers.logoOf', { name: name(courier) })} />
              ) : null}
              <Avatar.Fallback name={name(courier)} />
            </Avatar.Root>
          ),
        },
        {
          key: i18n.language === 'ar' ? 'nameAr' : 'name',
          header: t('fields.nameShown'),
          essential: true,
          sortable: true,
          render: name,
        },
        { key: 'code', header: t('fields.code'), sortable: true },
        {
          key: 'source',
          header: t('fields.source'),
          sortable: true,
          render: (courier) => (courier.source === 'builtin' ? t('fields.sources.builtin') : courier.source),
        },
        {
          key: 'website',
          header: t('fields.website'),
          render: (courier) =>
            courier.website ? (
              <Link href={courier.website} target="_blank" rel="noopener noreferrer" dir="ltr">
                {courier.website.replace(/^https?:\/\//, '')}
              </Link>
            ) : (
              '—'
            ),
        },
        {
          key: 'activeFlag',
          header: t('fields.activeFlag'),
          essential: true,
          sortable: true,
          render: (courier) => (
            <Badge colorPalette={FLAG_PALETTE[courier.activeFlag]}>
              {t(`fields.activeFlags.${courier.activeFlag}`)}
            </Badge>
          ),
        },
      ]}
      filterKeys={['activeFlag']}
      renderFilters={(params, setFilter) => (
        <FilterSelect
          label={t('fields.activeFlag')}
          allLabel={t('filters.allStatuses')}
          value={params.filters.activeFlag ?? ''}
          onChange={(value) => setFilter('activeFlag', value)}
          options={FLAGS.map((flag) => ({ value: flag, label: t(`fields.activeFlags.${flag}`) }))}
        />
      )}
      rowActions={(courier, reload) => (
        <>
          <LogoUploadButton courier={courier} name={name(courier)} onUploaded={reload} />
          <CourierLinks courier={courier} name={name(courier)} />
        </>
      )}
      describe={name}
      empty={{
        icon: 'truck',
        title: t('pages.couriers.emptyTitle'),
        description: t('pages.couriers.emptyDescription'),
      }}
      loadFailedText={t('toasts.loadFailed')}
      onChanged={() => invalidateLookups('couriers')}
      form={{
        addTitle: t('pages.couriers.add'),
        editTitle: t('pages.couriers.edit'),
        schema: yup.object({
          code: yup
            .string()
            .trim()
            .required('required')
            .matches(/^[A-Za-z0-9][A-Za-z0-9-]{1,19}$/, 'admin:validation.courierCode'),
          name: yup.string().trim().required('required').max(120, 'tooLong'),
          nameAr: yup.string().trim().required('required').max(120, 'tooLong'),
          website: yup
            .string()
            .trim()
            .matches(/^(https?:\/\/\S+)?$/, 'admin:validation.website'),
          source: yup.string().required('required'),
          activeFlag: yup.string().required('required'),
        }),
        initialValues: (courier) => ({
          code: courier?.code ?? '',
          name: courier?.name ?? '',
          nameAr: courier?.nameAr ?? '',
          website: courier?.website ?? '',
          source: courier?.source ?? 'builtin',
          activeFlag: courier?.activeFlag ?? 'active',
        }),
        toBody: (values) => ({
          code: values.code.trim().toUpperCase(),
          name: values.name.trim(),
          nameAr: values.nameAr.trim(),
          website: values.website.trim() || null,
          source: values.source,
          activeFlag: values.activeFlag,
        }),
        Fields: CourierFields,
      }}
    />
  );
}
