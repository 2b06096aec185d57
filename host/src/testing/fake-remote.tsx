import { lazy } from 'react';
import type { NavItem, RemoteRegistration, RemoteRoute } from '@portal/shared';
import type { Subject } from '@portal/shared/domain';

/** A page that shows its name as the h1 (what the tests look for). */
export function fakePage(title: string) {
  return lazy(async () => ({ default: () => <h1>{title}</h1> }));
}

export function fakeRoute(
  path: string,
  subject: Subject | undefined,
  title: string,
  extra: Partial<RemoteRoute> = {},
): RemoteRoute {
  return {
    path,
    subject,
    layout: 'default',
    access: subject ? 'authenticated' : 'public',
    titleKey: title,
    Component: fakePage(title),
    ...extra,
  };
}

/** A registration as a remote's ./register module exports it, with literal (untranslated) titles. */
export function fakeRegistration(name: string, routes: RemoteRoute[], nav: NavItem[] = []): RemoteRegistration {
  return {
    name,
    requiresShared: '^1.0.0',
    namespace: name,
    translations: { en: async () => ({}), ar: async () => ({}) },
    routes,
    nav,
  };
}
