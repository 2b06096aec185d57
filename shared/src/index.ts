// @portal/shared — the runtime singleton every app imports (contract: docs/shared-contract.md).
// Chakra lives in './ui' and the router in './router', so this entry stays light.
export { SHARED_VERSION } from './version';

export { api, configureApi, prefetchGet, resetApiConfig, saveBlob } from './api/client';
export type { ApiConfig, DownloadProgress, QueryValue, RequestOptions } from './api/client';
export { ApiError, filterErrors, isApiError, serverFieldErrors } from './api/api-error';
export type { ApiErrorCode, ServerFieldErrors } from './api/api-error';
export type { CurrentUser, CurrentUserOrganization, TokenResponse } from './api/types';

export { useSession, readStoredTokens, TOKENS_STORAGE_KEY } from './session/session-store';
export type { SessionState, SessionStatus, SessionTokens } from './session/session-store';

export { buildAbility } from './ability/ability';
export type { PortalAbility } from './ability/ability';
export { Can, useAbility, useCan } from './ability/use-ability';
export type { CanProps } from './ability/use-ability';

export { defineRemote } from './registry/define-remote';
export { installRemote, selectNavItems, selectRoutes, useRegistry, visibleNavGroups } from './registry/registry-store';
export type { NavGroup, RegistryState, RemoteState, RemoteStatus } from './registry/registry-store';
export { compareVersions, isVersionRange, satisfiesVersion } from './registry/semver';
export { ICON_NAMES, isIconName } from './registry/icon-names';
export type { IconName } from './registry/icon-names';
export type {
  NavItem,
  RemoteRegistration,
  RemoteRoute,
  RemoteTranslations,
  RouteAccess,
  RouteLayout,
} from './registry/types';

export { currentLanguage, DEFAULT_LANGUAGE, directionOf, i18n, isLanguage, LANGUAGES } from './i18n/i18n';
export type { Language } from './i18n/i18n';
export { addTranslations, changeLanguage, loadPageTranslations, pageTranslationsReady } from './i18n/add-translations';
export type { TranslationBundle, TranslationLoaders } from './i18n/add-translations';
export { localizedName } from './i18n/localized-name';
export type { BilingualName } from './i18n/localized-name';
// react-i18next is bundled here, not a federation shared module: only what is exported here is
// shipped (a shared module is never tree-shaken; all of it is 10.7 KB gzip, these 3 KB).
export { I18nextProvider, useTranslation } from 'react-i18next';
export { Trans } from './i18n/trans';

export {
  DEFAULT_PREFERENCES,
  PREFERENCE_CHOICES,
  resolveColorMode,
  useColorMode,
  usePreferences,
} from './preferences/preferences-store';
export type {
  ColorMode,
  ContentPreference,
  NavPreference,
  Preferences,
  PreferencesState,
  SkinPreference,
  ThemePreference,
} from './preferences/preferences-store';
export { APP_COOKIE_PREFIX, PREFERENCE_MAX_AGE_SECONDS, preferenceCookieName } from './preferences/cookies';

export { FallbackBoundary } from './errors/fallback-boundary';
export type { FallbackBoundaryProps } from './errors/fallback-boundary';

export { apiErrorMessage, dismissErrorToasts, notify, notifyApiError, notifyLoadError } from './toast/notify';
export { ToastHost, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toast/toast-host';

export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  isolateText,
  PORTAL_TIME_ZONE,
} from './format/formatters';

export { fetchLookup, invalidateLookups, LOOKUP_KINDS, useLookup } from './lookups';
export type {
  CityLookup,
  CountryLookup,
  CourierLookup,
  LookupItems,
  LookupKind,
  LookupName,
  LookupParent,
  LookupState,
  LookupStatus,
  ParcelTypeLookup,
  RegionLookup,
  TypeLookup,
  VillageLookup,
} from './lookups';

export {
  ADDRESSES_PATH,
  fetchPrimaryPickupAddress,
  usePrimaryPickupAddress,
} from './addresses/use-primary-pickup-address';
export type { Address, PrimaryPickupState, PrimaryPickupStatus } from './addresses/use-primary-pickup-address';
