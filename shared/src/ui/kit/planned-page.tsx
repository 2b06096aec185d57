import { type IconName, useTranslation } from '@portal/shared';
import { PageHeader } from './page-header';
import { EmptyState } from './states';

export interface PlannedPageProps {
  /** The remote's i18n namespace, holding `pages.<page>.title`, `.emptyTitle` and `.emptyDescription`. */
  namespace: string;
  page: string;
  icon: IconName;
  /** False for the home page itself, whose breadcrumb is just its title. */
  homeCrumb?: boolean;
}

/**
 * The real frame (title, breadcrumb, empty state) of a page whose feature has not landed yet, so
 * every remote shows the same thing for it instead of each keeping its own copy.
 */
export function PlannedPage({ namespace, page, icon, homeCrumb = true }: PlannedPageProps) {
  const { t } = useTranslation(namespace);
  const title = t(`pages.${page}.title`);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={homeCrumb ? [{ label: t('common:nav.home'), to: '/' }, { label: title }] : [{ label: title }]}
      />
      <EmptyState icon={icon} title={t(`pages.${page}.emptyTitle`)} description={t(`pages.${page}.emptyDescription`)} />
    </>
  );
}
