import { useState } from 'react';
import { formatDateTime, isolateText, notify, notifyApiError, useTranslation } from '@portal/shared';
import { Box, Button, Card, HStack, PortalIcon, Stack, StatusBadge, Text } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { reloadSession } from '../../../lib/reload-session';
import type { Organization } from '../api/types';
import { withdrawApplication } from '../api/withdraw-application';

export interface PendingApplicationProps {
  organization: Organization;
  /** The application is gone: the page asks for the caller's organization again. */
  onWithdrawn: () => void;
}

/** The caller's application waits for a system admin: what happens next, when it was sent, and a way to withdraw it. */
export function PendingApplication({ organization, onWithdrawn }: PendingApplicationProps) {
  const { t } = useTranslation('organization');
  const [confirming, setConfirming] = useState(false);

  const withdraw = async () => {
    try {
      await withdrawApplication();
      notify.success(t('toasts.withdrawn'));
      setConfirming(false);
      await reloadSession();
      onWithdrawn();
    } catch (error) {
      notifyApiError(error, t('toasts.withdrawFailed'));
      throw error;
    }
  };

  return (
    <>
      <Card.Root maxW="3xl" as="section" aria-labelledby="pending-title" data-testid="pending-application">
        <Card.Header>
          <HStack gap="3" wrap="wrap">
            <Card.Title as="h2" id="pending-title">
              {t('pending.title', { name: isolateText(organization.name) })}
            </Card.Title>
            <StatusBadge colour="warning">{t('common:approval.2')}</StatusBadge>
          </HStack>
          <Card.Description>{t('pending.sentAt', { date: formatDateTime(organization.createdAt) })}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Stack gap="3">
            <Text fontWeight="semibold">{t('pending.nextTitle')}</Text>
            <Box as="ol" ps="5" listStyleType="decimal" display="grid" gap="2">
              <li>{t('pending.stepReview')}</li>
              <li>{t('pending.stepEmail')}</li>
              <li>{t('pending.stepAdmin')}</li>
            </Box>
            <Text color="fg.muted" fontSize="sm">
              {t('pending.meanwhile')}
            </Text>
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <PortalIcon name="close" />
            {t('pending.withdraw')}
          </Button>
        </Card.Footer>
      </Card.Root>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('pending.confirmTitle')}
        message={t('pending.confirmBody', { name: isolateText(organization.name) })}
        confirmLabel={t('pending.withdraw')}
        onConfirm={withdraw}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
