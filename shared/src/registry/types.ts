import type { ComponentType, LazyExoticComponent } from 'react';
import type { Subject } from '@portal/shared/domain';
import type { Language } from '../i18n/i18n';
import type { TranslationBundle } from '../i18n/add-translations';
import type { IconName } from './icon-names';

export type RouteLayout = 'default' | 'blank';
/** public: anyone; authenticated: signed-in users (with `subject` when set); unauthenticated-only: login-like pages. */
export type RouteAccess = 'authenticated' | 'public' | 'unauthenticated-only';

export interface RemoteRoute {
  /** A react-router pattern, e.g. '/admin/couriers/:id/service-types'. */
  path: string;
  /** The permission subject the user needs (docs/architecture.md#roles-and-permissions); none: any signed-in user. */
  subject?: Subject;
  layout: RouteLayout;
  access: RouteAccess;
  Component: LazyExoticComponent<ComponentType>;
  /** The nav item that stays highlighted on this route, e.g. nested courier pages keep 'admin-couriers'. */
  navKey?: string;
  /** i18n key of the breadcrumb label (namespace:key); defaults to titleKey. */
  breadcrumbKey?: string;
  /** i18n key of the page title (namespace:key), used for document.title. */
  titleKey: string;
}

export interface NavItem {
  key: string;
  /** i18n key (namespace:key). */
  titleKey: string;
  icon: IconName;
  subject: Subject;
  /** i18n key of the group heading, e.g. 'common:nav.groups.administration'. */
  group?: string;
  order: number;
  path: string;
}

export type RemoteTranslations = Record<Language, () => Promise<TranslationBundle | { default: TranslationBundle }>>;

export interface RemoteRegistration {
  /** The remote's name, as in remotes.json. */
  name: string;
  /** The @portal/shared versions this remote was built for (a semver range such as '^1.0.0'). */
  requiresShared: string;
  /** Its i18n namespace; its keys are written 'namespace:key'. */
  namespace: string;
  /** Loaded with the registration: what the nav and the page titles need (every signed-in user). */
  translations: RemoteTranslations;
  /**
   * Since 1.2: the rest of the namespace (the pages' own strings), merged into it when one of the
   * remote's pages is first shown, so users who never open them do not download them.
   */
  pageTranslations?: RemoteTranslations;
  routes: RemoteRoute[];
  nav: NavItem[];
}
