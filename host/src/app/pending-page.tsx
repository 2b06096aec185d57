import { currentLanguage, useTranslation } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { Box, Brand, Container, Flex, Heading, PageHeader, Stack, Text } from '@portal/shared/ui/core';
import { PendingIndicator } from '../layouts/loading-bar/loading-bar';
import { navItemAt, pageHeadingAt, pageTitleKeyOf } from '../federation/nav-file';
import { useFederation } from '../federation/federation-store';
import { useNavItems } from '../layouts/default-layout/use-nav';

/**
 * The heading of a public page that is no nav item's (the tracking page: "Tracking PT…"), from its
 * remote's nav file, in that page's own frame (the brand above it, same widths and gaps), so the
 * page's heading then takes its place without moving.
 */
function PendingPublicPage({ title, code }: { title: string; code: string }) {
  return (
    <Container maxW="2xl" py="8" flex="1" data-pending-page="" aria-busy="true">
      <PendingIndicator />
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Brand />
        </Flex>
        <Heading as="h1" size="xl">
          {title}{' '}
          <Text as="span" dir="ltr" fontFamily="mono">
            {code}
          </Text>
        </Heading>
      </Stack>
    </Container>
  );
}

/**
 * What a page shows while its remote's code or strings load: the loading bar and, on a nav item's
 * own page, that page's header (its title from the nav data, under Home, as every nav page draws it;
 * a page whose heading differs from its nav label has it in the nav data), or on a public page the
 * nav data names (the tracking page) its heading. The title is on screen with the layout instead of
 * after the remote's code, and the page's own header then replaces it in place.
 */
export function PendingPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const items = useNavItems();
  const item = navItemAt(items, pathname);
  const navFiles = useFederation((state) => state.nav);
  const heading = item
    ? undefined
    : pageHeadingAt(
        Object.values(navFiles).map((nav) =>
          nav.status === 'ready' || nav.status === 'loading' ? nav.pageHeadings : undefined,
        ),
        pathname,
        currentLanguage(),
      );
  if (heading) return <PendingPublicPage {...heading} />;
  if (!item) return <PendingIndicator />;
  const title = t(pageTitleKeyOf(item));
  // Marked busy (assistive technology waits for the page) and as pending: benchmarks and tests that
  // wait for a page's heading wait for the page's own.
  return (
    <Box data-pending-page="" aria-busy="true">
      <PendingIndicator />
      <PageHeader
        title={title}
        // The dashboard (/) is home itself: no trail.
        breadcrumbs={item.path === '/' ? undefined : [{ label: t('common:nav.home'), to: '/' }, { label: title }]}
      />
    </Box>
  );
}
