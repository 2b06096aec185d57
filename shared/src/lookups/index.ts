export { fetchLookup, invalidateLookups } from './lookup-cache';
export { LOOKUP_KINDS } from './lookup-types';
export type {
  CityLookup,
  CountryLookup,
  CourierLookup,
  LookupItems,
  LookupKind,
  LookupName,
  LookupParent,
  ParcelTypeLookup,
  RegionLookup,
  TypeLookup,
  VillageLookup,
} from './lookup-types';
export { useLookup } from './use-lookup';
export type { LookupState, LookupStatus } from './use-lookup';
