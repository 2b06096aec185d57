import { useState } from 'react';
import {
  apiErrorMessage,
  isolateText,
  notify,
  useSession,
  useTranslation,
  type CurrentUserOrganization,
} from '@portal/shared';
import { Alert, Button, Card, Flex, Heading, PortalIcon, Stack, Text } from '@portal/shared/ui/core';
import { ConfirmDialog } from '@portal/shared/ui/dialog';
import { leaveOrganization } from '../api/leave-organization';

export interface LeaveOrganizationSectionProps {
  organization: CurrentUserOrganization;
  /** An org admin is reminded that the organization must keep one admin. */
  isAdmin: boolean;
  /** After leaving, once the session was re-read (this section is then no longer shown). */
  onLeft?: () => void;
}

/**
 * "Leave organization" on the profile: the one place an org user can leave, since the organization
 * page is its admins' (docs/decisions.md, 2026-11-27). Org admins get it here too.
 */
export function LeaveOrganizationSection({ organization, isAdmin, onLeft }: LeaveOrganizationSectionProps) {
  const { t } = useTranslation('host');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = isolateText(organization.name);

  const leave = async () => {
    setError(null);
    try {
      await leaveOrganization();
    } catch (failure) {
      // Shown beside the button in the user's language (the API answers in it). Retrying cannot help
      // the last admin (409), so the confirmation closes and the reason can be read.
      setError(apiErrorMessage(failure, t('profile.leave.failed')));
      setConfirming(false);
      return;
    }
    setConfirming(false);
    notify.success(t('profile.leave.left', { name }));
    try {
      // A fresh read (not a refresh that may have started before leaving): role, abilities, navigation
      // and the route guard follow at once.
      await useSession.getState().loadMe();
    } catch {
      // Leaving went through; a failed read only keeps the old navigation until the next one.
    }
    onLeft?.();
  };

  return (
    <Card.Root as="section" aria-labelledby="leave-organization-title">
      <Card.Body gap="4">
        <Stack gap="1">
          <Heading as="h2" size="md" id="leave-organization-title">
            {t('profile.leave.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('profile.leave.member', { name })}
          </Text>
        </Stack>
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        <Flex justify="flex-end">
          <Button variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
            <PortalIcon name="logout" />
            {t('profile.leave.action')}
          </Button>
        </Flex>
      </Card.Body>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('profile.leave.confirmTitle', { name })}
        message={
          isAdmin ? `${t('profile.leave.confirmBody')} ${t('profile.leave.adminNote')}` : t('profile.leave.confirmBody')
        }
        confirmLabel={t('profile.leave.action')}
        onConfirm={leave}
        onClose={() => setConfirming(false)}
      />
    </Card.Root>
  );
}
