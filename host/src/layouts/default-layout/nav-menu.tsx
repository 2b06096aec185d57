import { useTranslation, type NavGroup } from '@portal/shared';
import { Link as RouterLink } from '@portal/shared/router';
import { Badge, Box, Link, PortalIcon, Stack, Text, VisuallyHidden } from '@portal/shared/ui/core';
import { badgeOf } from '../../federation/nav-file';
import { prefetchOnIntent } from '../../federation/prefetch';
import { useNavBadgeCount } from './nav-badges';

export interface NavMenuProps {
  groups: NavGroup[];
  activeKey: string | undefined;
  /** Icons only (the collapsed vertical nav); names stay readable by screen readers. */
  collapsed?: boolean;
  /** Called after a link is followed (closes the overlay). */
  onNavigate?: () => void;
}

/** The main navigation: <nav> with one list per group; every entry is a real link. */
export function NavMenu({ groups, activeKey, collapsed = false, onNavigate }: NavMenuProps) {
  const { t } = useTranslation('host');
  return (
    <Box as="nav" aria-label={t('layout.mainNav')} px="3" py="2">
      {groups.map((group) => (
        <Box key={group.group ?? 'ungrouped'} mb="2">
          {group.group ? (
            collapsed ? (
              <Box as="hr" borderColor="border" my="2" aria-hidden />
            ) : (
              <Text
                fontSize="xs"
                fontWeight="semibold"
                textTransform="uppercase"
                letterSpacing="wider"
                color="fg.muted"
                px="3"
                pt="3"
                pb="1"
              >
                {t(group.group)}
              </Text>
            )
          ) : null}
          <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
            {group.items.map((item) => {
              const active = item.key === activeKey;
              const title = t(item.titleKey);
              return (
                <Box as="li" key={item.key}>
                  <Link
                    asChild
                    display="flex"
                    alignItems="center"
                    justifyContent={collapsed ? 'center' : 'flex-start'}
                    gap="3"
                    px="3"
                    py="2"
                    rounded="md"
                    fontWeight="medium"
                    textDecoration="none"
                    color={active ? 'colorPalette.fg' : 'fg'}
                    bg={active ? 'colorPalette.subtle' : 'transparent'}
                    _hover={{ bg: active ? 'colorPalette.subtle' : 'bg.muted', textDecoration: 'none' }}
                    title={collapsed ? title : undefined}
                  >
                    <RouterLink
                      to={item.path}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      data-nav-key={item.key}
                      {...prefetchOnIntent(item.path)}
                    >
                      <PortalIcon name={item.icon} />
                      {collapsed ? <VisuallyHidden>{title}</VisuallyHidden> : <span>{title}</span>}
                      <NavBadge url={badgeOf(item)} collapsed={collapsed} />
                    </RouterLink>
                  </Link>
                </Box>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The count a nav item's badge reads (work waiting there), once read and above zero: the number on
 * screen, and for screen readers a phrase that makes it part of the link's name.
 */
function NavBadge({ url, collapsed }: { url: string | undefined; collapsed: boolean }) {
  const { t } = useTranslation('host');
  const count = useNavBadgeCount(url);
  if (count === undefined) return null;
  return (
    <>
      <Badge aria-hidden colorPalette="red" variant="solid" size="sm" rounded="full" ms={collapsed ? '-2' : 'auto'}>
        {count}
      </Badge>
      <VisuallyHidden> {t('layout.navBadge', { count })}</VisuallyHidden>
    </>
  );
}
