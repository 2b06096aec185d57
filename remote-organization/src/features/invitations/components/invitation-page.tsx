import { useState, type ReactNode } from 'react';
import {
  formatDateTime,
  isApiError,
  isolateText,
  notify,
  notifyApiError,
  useSession,
  useTranslation,
} from '@portal/shared';
import {
  Alert,
  Brand,
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  HStack,
  LoadingState,
  Stack,
  StatusBadge,
  Text,
} from '@portal/shared/ui/core';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { useQuery } from '@portal/shared/data';
import { INVITATION_BADGE } from '../../../lib/invitation-status';
import { pathAfterRoleChange } from '../../../lib/path-after-role-change';
import { reloadSession } from '../../../lib/reload-session';
import { acceptInvitation } from '../api/accept-invitation';
import { getInvitation, invitationQueryKey } from '../api/get-invitation';
import type { InvitationPreview } from '../api/types';

/**
 * An invitation's link (/invitations/:token, public, blank layout): who invites whom with which
 * role, and the one next step that fits the visitor — accept, log in, sign up, or switch account.
 */
export default function InvitationPage() {
  const { t } = useTranslation('organization');
  const { token = '' } = useParams();
  const invitation = useQuery({
    key: invitationQueryKey(token),
    fetch: (signal) => getInvitation(token, signal),
  });
  // Unknown (404), or not even shaped like a token (400: a link cut short in a mail client): either way
  // a link that leads nowhere, perhaps replaced by a newer invitation's.
  const notFound = isApiError(invitation.error) && (invitation.error.status === 404 || invitation.error.status === 400);

  return (
    <Container maxW="xl" py={{ base: '8', md: '16' }}>
      <Stack gap="6">
        {/* A public page outside the portal's layout: the mark says whose portal this is. */}
        <Brand />
        <Heading as="h1" size="2xl">
          {t('pages.invitation.title')}
        </Heading>
        {invitation.data ? (
          <InvitationCard token={token} invitation={invitation.data} />
        ) : notFound ? (
          <EmptyState
            icon="alert"
            title={t('invitationPage.notFoundTitle')}
            description={t('invitationPage.notFoundDescription')}
            action={<HomeLink />}
          />
        ) : invitation.status === 'error' ? (
          <ErrorState onRetry={invitation.reload} />
        ) : (
          <LoadingState />
        )}
      </Stack>
    </Container>
  );
}

function HomeLink() {
  const { t } = useTranslation('organization');
  return (
    <Button asChild variant="outline">
      <Link to="/">{t('invitationPage.home')}</Link>
    </Button>
  );
}

function InvitationCard({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('organization');
  const role = t(`common:roles.${invitation.role}`);
  return (
    <Card.Root as="section" aria-labelledby="invitation-title">
      <Card.Header>
        <HStack gap="3" wrap="wrap" justify="space-between">
          <Card.Title as="h2" id="invitation-title">
            {t('invitationPage.heading', { organization: isolateText(invitation.organizationName) })}
          </Card.Title>
          <StatusBadge colour={INVITATION_BADGE[invitation.status]}>
            {t(`invitations.status.${invitation.status}`)}
          </StatusBadge>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {invitation.inviterName ? (
            <Text>
              {t('invitationPage.invitedBy', {
                inviter: isolateText(invitation.inviterName),
                organization: isolateText(invitation.organizationName),
              })}
            </Text>
          ) : null}
          <Stack as="dl" gap="2">
            <Fact label={t('invitationPage.organization')} dir="auto">
              {invitation.organizationName}
            </Fact>
            <Fact label={t('invitationPage.role')}>{role}</Fact>
            <Fact label={t('invitationPage.email')}>
              <Text as="span" dir="ltr" unicodeBidi="isolate">
                {invitation.email}
              </Text>
            </Fact>
            {invitation.status === 'pending' ? (
              <Fact label={t('invitationPage.expiresAt')}>{formatDateTime(invitation.expiresAt)}</Fact>
            ) : null}
          </Stack>
          {invitation.status === 'pending' ? (
            <NextStep token={token} invitation={invitation} />
          ) : (
            <Stack gap="4">
              <Alert.Root status={invitation.status === 'accepted' ? 'info' : 'warning'}>
                <Alert.Indicator />
                <Alert.Title>{t(`invitationPage.closed.${invitation.status}`)}</Alert.Title>
              </Alert.Root>
              <HStack>
                <HomeLink />
              </HStack>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Fact({ label, dir, children }: { label: string; dir?: 'auto'; children: ReactNode }) {
  return (
    <HStack gap="2" align="baseline" wrap="wrap">
      <Text as="dt" color="fg.muted" fontSize="sm" minW="8rem">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" dir={dir}>
        {children}
      </Text>
    </HStack>
  );
}

/** What a pending invitation asks of this visitor. */
function NextStep({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('organization');
  const navigate = useNavigate();
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const [accepting, setAccepting] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const here = `/invitations/${token}`;

  // A stored session is still being restored: wait rather than offer the wrong step.
  if (status === 'unknown' || (status === 'authenticated' && !user)) return <LoadingState />;

  if (status === 'authenticated' && user) {
    if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
      return (
        <Stack gap="3" data-testid="other-account">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('invitationPage.otherAccount', { email: isolateText(invitation.email) })}</Alert.Title>
              <Alert.Description>
                {t('invitationPage.signedInAs', { email: isolateText(user.email) })}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <HStack>
            <Button
              loading={signingOut}
              onClick={async () => {
                setSigningOut(true);
                // Signed out, the page offers to log in or sign up with the invited email.
                await useSession.getState().logout();
                setSigningOut(false);
              }}
            >
              {t('invitationPage.logout')}
            </Button>
          </HStack>
        </Stack>
      );
    }
    const accept = async () => {
      setAccepting(true);
      try {
        await acceptInvitation(token);
        await reloadSession();
        notify.success(t('toasts.joined'));
        navigate(pathAfterRoleChange(invitation.role));
      } catch (error) {
        // 409: already in an organization, or the invitation was used meanwhile; the server says which.
        notifyApiError(error, t('toasts.acceptFailed'));
        setAccepting(false);
      }
    };
    return (
      <Stack gap="3">
        <Text>{t('invitationPage.acceptHint', { organization: isolateText(invitation.organizationName) })}</Text>
        <HStack>
          <Button loading={accepting} onClick={() => void accept()}>
            {t('invitationPage.accept')}
          </Button>
        </HStack>
      </Stack>
    );
  }

  return invitation.accountExists ? (
    <Stack gap="3">
      <Text>{t('invitationPage.loginHint', { email: isolateText(invitation.email) })}</Text>
      <HStack>
        <Button asChild>
          <Link to={`/login?returnTo=${encodeURIComponent(here)}`}>{t('invitationPage.login')}</Link>
        </Button>
      </HStack>
    </Stack>
  ) : (
    <Stack gap="3">
      <Text>{t('invitationPage.registerHint', { email: isolateText(invitation.email) })}</Text>
      <HStack>
        <Button asChild>
          <Link to={`/register?invitation=${encodeURIComponent(token)}`}>{t('invitationPage.register')}</Link>
        </Button>
      </HStack>
    </Stack>
  );
}
