import { useTranslation } from '@portal/shared';
import { ApiKeyStatus, apiKeyBadge, OrganizationApproval, organizationApprovalBadge } from '@portal/shared/domain';
import { BADGE_PALETTE, Card, Heading, Link, PortalIcon, SimpleGrid, Stack, Text } from '@portal/shared/ui/core';
import { Link as RouterLink } from '@portal/shared/router';
import type { PlatformFigures } from '../api/types';
import { FigureCard } from './figure-card';

const palette = {
  approved: BADGE_PALETTE[organizationApprovalBadge[OrganizationApproval.Approved]],
  pending: BADGE_PALETTE[organizationApprovalBadge[OrganizationApproval.Pending]],
  rejected: BADGE_PALETTE[organizationApprovalBadge[OrganizationApproval.Rejected]],
  apiKeys: BADGE_PALETTE[apiKeyBadge[ApiKeyStatus.Pending]],
};

/** The super user's view of the whole platform: organizations by approval, API key requests, users, and what waits for them. */
export function PlatformPanel({ platform }: { platform: PlatformFigures }) {
  const { t } = useTranslation('reports');
  const { organizations, pendingApiKeys, users } = platform;
  const todo = [
    {
      key: 'organizations',
      count: organizations.pending,
      to: `/admin/organizations?approvalStatus=${OrganizationApproval.Pending}`,
    },
    { key: 'apiKeys', count: pendingApiKeys, to: `/admin/api-keys?status=${ApiKeyStatus.Pending}` },
  ].filter((item) => item.count > 0);

  return (
    <Card.Root as="section" aria-labelledby="dashboard-platform-title">
      <Card.Header>
        <Card.Title as="h2" id="dashboard-platform-title">
          {t('dashboard.platform.title')}
        </Card.Title>
        <Card.Description>{t('dashboard.platform.description')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <SimpleGrid minChildWidth="9rem" gap="3">
            <FigureCard
              label={t('dashboard.platform.approved')}
              value={organizations.approved}
              palette={palette.approved}
            />
            <FigureCard
              label={t('dashboard.platform.pending')}
              value={organizations.pending}
              palette={palette.pending}
            />
            <FigureCard
              label={t('dashboard.platform.rejected')}
              value={organizations.rejected}
              palette={palette.rejected}
            />
            <FigureCard label={t('dashboard.platform.apiKeys')} value={pendingApiKeys} palette={palette.apiKeys} />
            <FigureCard label={t('dashboard.platform.users')} value={users} palette="blue" />
          </SimpleGrid>
          <Stack as="section" aria-labelledby="dashboard-todo-title" gap="2">
            <Heading as="h3" size="sm" id="dashboard-todo-title">
              {t('dashboard.platform.todo.title')}
            </Heading>
            {todo.length === 0 ? (
              <Text color="fg.muted" fontSize="sm">
                {t('dashboard.platform.todo.none')}
              </Text>
            ) : (
              <Stack as="ul" role="list" gap="1.5" listStyleType="none">
                {todo.map((item) => (
                  <li key={item.key}>
                    <Link asChild color="colorPalette.fg" fontWeight="medium">
                      <RouterLink to={item.to}>
                        {t(`dashboard.platform.todo.${item.key}`, { count: item.count })}
                        <PortalIcon name="chevronRight" />
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
