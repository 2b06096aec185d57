import { useState } from 'react';
import { notify, notifyApiError, useTranslation } from '@portal/shared';
import { Button, Card, Flex, PortalIcon, Stack, Text } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { regenerateReferralCode } from '../api/regenerate-referral-code';
import type { MyOrganization } from '../api/types';

export interface ReferralCodeCardProps {
  referralCode: string;
  onRegenerated: (mine: MyOrganization) => void;
}

/** The code, and the host's sign-up and login links that carry it, each with a copy button; a new code on request. */
export function ReferralCodeCard({ referralCode, onRegenerated }: ReferralCodeCardProps) {
  const { t } = useTranslation('organization');
  const [confirming, setConfirming] = useState(false);
  const code = encodeURIComponent(referralCode);
  const entries = [
    { key: 'code', label: t('referral.code'), value: referralCode, mono: true },
    { key: 'registerLink', label: t('referral.registerLink'), value: `${window.location.origin}/register/${code}` },
    { key: 'loginLink', label: t('referral.loginLink'), value: `${window.location.origin}/login/${code}` },
  ] as const;

  const copy = async (label: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('referral.copied', { what: label }));
    } catch {
      notify.error(t('referral.copyFailed'));
    }
  };

  const regenerate = async () => {
    try {
      const next = await regenerateReferralCode();
      notify.success(t('toasts.codeRegenerated'));
      setConfirming(false);
      onRegenerated(next);
    } catch (error) {
      notifyApiError(error, t('toasts.codeRegenerateFailed'));
      throw error;
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="referral-code-title">
      <Card.Header>
        <Card.Title as="h2" id="referral-code-title">
          {t('referral.title')}
        </Card.Title>
        <Card.Description>{t('referral.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {entries.map((entry) => (
            <Flex
              key={entry.key}
              gap="3"
              align={{ base: 'stretch', md: 'center' }}
              direction={{ base: 'column', md: 'row' }}
            >
              <Stack gap="0.5" flex="1" minW="0">
                <Text color="fg.muted" fontSize="sm">
                  {entry.label}
                </Text>
                {/* On the start side under its label (the right in Arabic), read left to right. */}
                <Text
                  textAlign="start"
                  fontFamily={'mono' in entry ? 'mono' : undefined}
                  fontSize={'mono' in entry ? 'xl' : undefined}
                  fontWeight={'mono' in entry ? 'semibold' : undefined}
                  wordBreak="break-all"
                  data-testid={`referral-${entry.key}`}
                >
                  <bdi dir="ltr">{entry.value}</bdi>
                </Text>
              </Stack>
              <Button size="sm" variant="outline" onClick={() => void copy(entry.label, entry.value)}>
                {t(`referral.copy.${entry.key}`)}
              </Button>
            </Flex>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <PortalIcon name="refresh" />
          {t('referral.regenerate')}
        </Button>
      </Card.Footer>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('referral.confirmTitle')}
        message={t('referral.confirmBody')}
        confirmLabel={t('referral.regenerate')}
        onConfirm={regenerate}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
