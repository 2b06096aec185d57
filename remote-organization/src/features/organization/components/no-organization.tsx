import { isolateText, useTranslation } from '@portal/shared';
import { Alert, Heading, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { useSearchParams } from '@portal/shared/router';
import type { MyOrganization, Organization } from '../api/types';
import { CreateOrganizationCard } from './create-organization-card';
import { JoinOrganizationCard } from './join-organization-card';

export interface NoOrganizationProps {
  /** The caller's rejected application, if that is why they have no organization. */
  rejected: Organization | null;
  /** The organization created (pending) or joined. */
  onChanged: (mine: MyOrganization) => void;
}

/** No organization: create one or join one with a referral code (from `?referralCode=` when the host sent one). */
export function NoOrganization({ rejected, onChanged }: NoOrganizationProps) {
  const { t } = useTranslation('organization');
  const [searchParams, setSearchParams] = useSearchParams();
  const referralCode = searchParams.get('referralCode')?.trim() || undefined;

  const joined = (mine: MyOrganization) => {
    // The code has served its purpose: a reload must not offer it again.
    if (referralCode)
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('referralCode');
          return next;
        },
        { replace: true },
      );
    onChanged(mine);
  };

  return (
    <Stack gap="6">
      {rejected ? (
        <Alert.Root status="error" data-testid="rejected-application">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('rejected.title', { name: isolateText(rejected.name) })}</Alert.Title>
            <Alert.Description>
              {/* The reason is the admin's own sentence, with or without its full stop: a line of its own. */}
              {rejected.rejectionReason ? (
                <Text as="span" display="block" whiteSpace="pre-wrap">
                  {t('rejected.reason', { reason: isolateText(rejected.rejectionReason) })}
                </Text>
              ) : null}
              <Text as="span" display="block">
                {t('rejected.again')}
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Stack gap="1">
        <Heading as="h2" size="lg">
          {t('pages.organization.emptyTitle')}
        </Heading>
        <Text color="fg.muted">{t('pages.organization.emptyDescription')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        {/* A code from a link is what the visitor came for: first on a narrow screen. */}
        <CreateOrganizationCard onCreated={onChanged} order={{ base: referralCode ? 2 : 1, md: 1 }} />
        <JoinOrganizationCard
          referralCode={referralCode}
          onJoined={joined}
          order={{ base: referralCode ? 1 : 2, md: 2 }}
        />
      </SimpleGrid>
    </Stack>
  );
}
