import { formatDate, formatDateTime, useTranslation } from '@portal/shared';
import { ApiKeyStatus, apiKeyBadge } from '@portal/shared/domain';
import { StatusBadge, Text } from '@portal/shared/ui/core';
import type { AdminApiKey } from '../api/types';

export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const { t } = useTranslation();
  return <StatusBadge colour={apiKeyBadge[status] ?? 'secondary'}>{t(`apiKeyStatus.${status}`)}</StatusBadge>;
}

/** The key's public start (`pk_<16 hex>…`, as the owner sees it): what identifies it on screen, never the secret. */
export function KeyPrefix({ prefix }: { prefix: string }) {
  return (
    <Text as="code" dir="ltr" unicodeBidi="isolate" fontFamily="mono" fontSize="sm" whiteSpace="nowrap">
      {`${prefix}…`}
    </Text>
  );
}

/** The validity the owner asked for: "90 days" or "No expiry". */
export function useRequestedValidity() {
  const { t } = useTranslation('admin');
  return (key: AdminApiKey) =>
    key.requestedExpiryDays === null
      ? t('pages.apiKeys.noExpiry')
      : t('pages.apiKeys.days', { count: key.requestedExpiryDays });
}

/**
 * When the key stops working: its expiry date; "Never expires" for an active key without one; for a
 * request still waiting, the validity asked for; null (shown as "—") for a denied, revoked or expired key without a date.
 */
export function useExpiryText() {
  const { t, i18n } = useTranslation('admin');
  const requested = useRequestedValidity();
  return (key: AdminApiKey, withTime = false) => {
    if (key.expires_at) return (withTime ? formatDateTime : formatDate)(key.expires_at, i18n.language);
    if (key.status === ApiKeyStatus.Pending) return t('pages.apiKeys.requested', { validity: requested(key) });
    return key.status === ApiKeyStatus.Active ? t('pages.apiKeys.neverExpires') : null;
  };
}
