import { isApiError, isolateText, useTranslation } from '@portal/shared';
import { useQuery } from '@portal/shared/data';
import { Alert } from '@portal/shared/ui/core';
import { getReferralCode } from '../api/get-referral-code';

/**
 * Above the login or sign-up form opened with a referral code: the organization it joins by name, or that the code
 * is not valid. While asking, or when the answer cannot be had (offline, too many tries), the code itself is named.
 */
export function ReferralNotice({ code, page }: { code: string; page: 'login' | 'register' }) {
  const { t } = useTranslation('host');
  const lookup = useQuery({ key: ['referral-code', code], fetch: (signal) => getReferralCode(code, signal) });
  if (lookup.status === 'loading') return null;
  if (lookup.data)
    return (
      <Alert.Root status="info" data-testid="referral-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {t('auth.referral.join', { organization: isolateText(lookup.data.organizationName) })}
          </Alert.Title>
          <Alert.Description>{t(`auth.referral.${page}`)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  if (isApiError(lookup.error) && lookup.error.status === 404)
    return (
      <Alert.Root status="warning" data-testid="referral-notice">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('auth.referral.invalid', { code: isolateText(code) })}</Alert.Title>
          <Alert.Description>{t(`auth.referral.invalidHelp`)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Alert.Root status="info" data-testid="referral-notice">
      <Alert.Indicator />
      <Alert.Description>{t('auth.login.referral', { code: isolateText(code) })}</Alert.Description>
    </Alert.Root>
  );
}
