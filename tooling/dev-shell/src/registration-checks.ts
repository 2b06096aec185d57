// Checks every remote's registration test runs (remote-*/src/register.test.tsx): what the host relies
// on, so a remote team learns about a mistake from its own tests rather than in the portal.
import { ICON_NAMES, type RemoteRegistration } from '@portal/shared';
import { SUBJECTS } from '@portal/shared/domain';

export type LocaleBundles = { en: Record<string, unknown>; ar: Record<string, unknown> };

/** The text at 'namespace:a.b.c' in a locale bundle, if the key belongs to that namespace and exists. */
export function lookup(bundle: Record<string, unknown>, namespace: string, key: string): string | undefined {
  const [keyNamespace, path] = key.includes(':') ? (key.split(/:(.*)/s) as [string, string]) : [namespace, key];
  if (keyNamespace !== namespace) return undefined;
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      bundle,
    );
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function leafKeys(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Everything wrong with a registration, as sentences (an empty list when it is sound). `locales` are
 * its `translations` (nav and page titles must be there: they load with the registration);
 * `pageLocales`, its `pageTranslations`, are checked for the same keys in both languages.
 */
export function registrationProblems(
  registration: RemoteRegistration,
  locales: LocaleBundles,
  pageLocales?: LocaleBundles,
): string[] {
  const problems: string[] = [];
  const subjects = SUBJECTS as readonly string[];
  const { namespace } = registration;
  const inBothLanguages = (key: string, what: string) => {
    for (const language of ['en', 'ar'] as const) {
      if (!lookup(locales[language], namespace, key))
        problems.push(`${what}: '${key}' is missing from ${language}.json`);
    }
  };

  const paths = new Set<string>();
  for (const route of registration.routes) {
    if (paths.has(route.path)) problems.push(`route ${route.path} is declared twice`);
    paths.add(route.path);
    if (route.access === 'public') {
      if (route.subject) problems.push(`public route ${route.path} should not need a subject`);
    } else if (!route.subject || !subjects.includes(route.subject)) {
      problems.push(`route ${route.path} needs a subject of the role table, has '${String(route.subject)}'`);
    }
    inBothLanguages(route.titleKey, `title of ${route.path}`);
    if (route.navKey && !registration.nav.some((item) => item.key === route.navKey))
      problems.push(`route ${route.path} highlights unknown nav item '${route.navKey}'`);
  }

  const orders = new Set<number>();
  for (const item of registration.nav) {
    if (!subjects.includes(item.subject))
      problems.push(`nav item ${item.key} has subject '${item.subject}' outside the role table`);
    if (!(ICON_NAMES as readonly string[]).includes(item.icon))
      problems.push(`nav item ${item.key} has unknown icon '${item.icon}'`);
    if (!registration.routes.some((route) => route.path === item.path && route.subject === item.subject)) {
      problems.push(
        `nav item ${item.key} points at ${item.path}, which is not one of its routes with subject ${item.subject}`,
      );
    }
    if (orders.has(item.order)) problems.push(`nav order ${item.order} is used twice`);
    orders.add(item.order);
    inBothLanguages(item.titleKey, `nav title of ${item.key}`);
  }

  if (pageLocales && !registration.pageTranslations)
    problems.push('page strings are given but the registration has no pageTranslations');
  for (const [bundles, file] of [[locales, ''], ...(pageLocales ? [[pageLocales, 'pages.'] as const] : [])] as const) {
    // Plural forms differ by language (Arabic has zero/one/two/few/many/other): compare their base keys.
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
    const english = [...new Set(leafKeys(bundles.en).map(base))];
    const arabic = [...new Set(leafKeys(bundles.ar).map(base))];
    for (const key of english)
      if (!arabic.includes(key)) problems.push(`'${key}' is in ${file}en.json but not in ${file}ar.json`);
    for (const key of arabic)
      if (!english.includes(key)) problems.push(`'${key}' is in ${file}ar.json but not in ${file}en.json`);
  }
  return problems;
}
