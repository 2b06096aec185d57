import { currentLanguage, DEFAULT_LANGUAGE, i18n, isLanguage, type Language } from './i18n';
import { commonEn } from './locales/common-en';

export type TranslationBundle = Record<string, unknown>;
export type TranslationLoaders = Record<Language, () => Promise<TranslationBundle | { default: TranslationBundle }>>;

const loadersByNamespace = new Map<string, TranslationLoaders>();
const pending = new Map<string, Promise<void>>();
/**
 * Bundles this module has loaded (`language/namespace`). Not i18next's hasResourceBundle alone: a
 * namespace may already hold a few strings added by hand (the host puts back the remembered nav titles
 * of a remote that was down), and its real bundle must still load when the remote comes back.
 */
const loadedBundles = new Set<string>(['en/common']); // built in (i18n.ts), so never fetched

function unwrap(bundle: TranslationBundle | { default: TranslationBundle }): TranslationBundle {
  // Loaders are usually `() => import('./en.json')`: accept the module object as well as the bundle.
  return 'default' in bundle && typeof bundle.default === 'object' && bundle.default !== null
    ? (bundle.default as TranslationBundle)
    : (bundle as TranslationBundle);
}

function loadBundle(namespace: string, language: Language): Promise<void> {
  const key = `${language}/${namespace}`;
  if (loadedBundles.has(key) && i18n.hasResourceBundle(language, namespace)) return Promise.resolve();
  const inFlight = pending.get(key);
  if (inFlight) return inFlight;
  const loaders = loadersByNamespace.get(namespace);
  if (!loaders) return Promise.resolve();
  const loading = loaders[language]()
    .then((bundle) => {
      i18n.addResourceBundle(language, namespace, unwrap(bundle), true, true);
      loadedBundles.add(key);
    })
    .finally(() => pending.delete(key));
  pending.set(key, loading);
  return loading;
}

const pageLoadersByNamespace = new Map<string, TranslationLoaders>();
/** Namespaces whose page strings have been asked for: a language change loads them too. */
const pagesWanted = new Set<string>();
const pageBundles = new Map<string, Promise<void>>();
const pageBundlesLoaded = new Set<string>();

function languagesFor(language: Language): Language[] {
  return language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
}

function loadPageBundle(namespace: string, language: Language): Promise<void> {
  const key = `${language}/${namespace}`;
  const known = pageBundles.get(key);
  if (known) return known;
  const loaders = pageLoadersByNamespace.get(namespace);
  const loading = (loaders ? loaders[language]() : Promise.resolve({}))
    .then((bundle) => {
      // Merged into the namespace the registration's strings already started.
      if (loaders) i18n.addResourceBundle(language, namespace, unwrap(bundle), true, true);
      pageBundlesLoaded.add(key);
    })
    .catch((error: unknown) => {
      pageBundles.delete(key); // the next attempt fetches again
      throw error;
    });
  pageBundles.set(key, loading);
  return loading;
}

/** Loads every registered namespace in `language` and in the fallback language. */
export function loadLanguage(language: Language): Promise<void> {
  const languages = languagesFor(language);
  const loads = [...loadersByNamespace.keys()].flatMap((namespace) =>
    languages.map((lng) => loadBundle(namespace, lng)),
  );
  const pageLoads = [...pagesWanted].flatMap((namespace) => languages.map((lng) => loadPageBundle(namespace, lng)));
  return Promise.all([...loads, ...pageLoads]).then(() => undefined);
}

/** Registers the page strings of a namespace (a remote's `pageTranslations`); nothing loads yet. */
export function addPageTranslations(namespace: string, loaders: TranslationLoaders): void {
  pageLoadersByNamespace.set(namespace, loaders);
}

/** True once the page strings of `namespace` are in for `language` (and the English fallback). */
export function pageTranslationsReady(namespace: string, language: Language = currentLanguage()): boolean {
  return (
    !pageLoadersByNamespace.has(namespace) ||
    languagesFor(language).every((lng) => pageBundlesLoaded.has(`${lng}/${namespace}`))
  );
}

/** Loads the page strings of `namespace` in the current language (and English), once. */
export function loadPageTranslations(namespace: string): Promise<void> {
  pagesWanted.add(namespace);
  return Promise.all(languagesFor(currentLanguage()).map((lng) => loadPageBundle(namespace, lng))).then(
    () => undefined,
  );
}

/**
 * Registers a namespace (a remote's, usually) with one loader per language. Resolves once the
 * current language (and the English fallback) is loaded; later language changes load on demand.
 */
export function addTranslations(namespace: string, loaders: TranslationLoaders): Promise<void> {
  loadersByNamespace.set(namespace, loaders);
  const languages = languagesFor(currentLanguage());
  // The portal's own `common` strings come with the first namespace anyone waits for (the host's).
  const loads = languages.flatMap((lng) => [loadBundle(namespace, lng), loadBundle('common', lng)]);
  return Promise.all(loads).then(() => undefined);
}

/** Switches the portal language after its bundles have loaded, so no screen flashes raw keys. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language).catch(() => undefined);
  await i18n.changeLanguage(language);
}

// `common` in English is built in (default and fallback); the Arabic one (≈ 2 KB gzip) loads when
// Arabic is first used, like any namespace, so the sign-in page in English does not download it.
loadersByNamespace.set('common', {
  en: () => Promise.resolve(commonEn),
  ar: () => import(/* webpackChunkName: "common-ar" */ './locales/common-ar').then((module) => module.commonAr),
});

// A direct i18n.changeLanguage (not through changeLanguage above) still gets its bundles. They arrive
// after the switch, so the translated components are told once they are in ('loaded' is bound in
// i18n.ts): adding a bundle re-renders nothing by itself.
i18n.on('languageChanged', (language) => {
  if (!isLanguage(language)) return;
  const missing = languagesFor(language).some((lng) =>
    [...loadersByNamespace.keys()].some((namespace) => !loadedBundles.has(`${lng}/${namespace}`)),
  );
  void loadLanguage(language)
    .then(() => {
      if (missing && i18n.language === language) i18n.emit('loaded', { [language]: [...loadersByNamespace.keys()] });
    })
    .catch(() => undefined);
});
