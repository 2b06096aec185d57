import { useTranslation } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { Box, PageHeader } from '@portal/shared/ui/core';
import { PendingIndicator } from '../layouts/loading-bar/loading-bar';
import { navItemAt, pageTitleKeyOf } from '../federation/nav-file';
import { useNavItems } from '../layouts/default-layout/use-nav';

/**
 * What a page of the signed-in layout shows while its remote's code or strings load: the loading bar
 * and, on a nav item's own page, that page's header (its title from the nav data, under Home, as
 * every nav page draws it; a page whose heading differs from its nav label has it in the nav data). The title is on screen with the layout instead of after the remote's
 * code, and the page's own header then replaces it in place.
 */
export function PendingPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const items = useNavItems();
  const item = navItemAt(items, pathname);
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
