/** Names of the icon set in @portal/shared/ui; nav items refer to icons by these names. */
export const ICON_NAMES = [
  'dashboard',
  'shipments',
  'addresses',
  'organization',
  'couriers',
  'reports',
  'key',
  'users',
  'map',
  'box',
  'settings',
  'globe',
  'rates',
  'truck',
  'profile',
  'logout',
  'menu',
  'sun',
  'moon',
  'language',
  'chevronLeft',
  'chevronRight',
  'chevronDown',
  'close',
  'plus',
  'search',
  'eye',
  'eyeOff',
  'alert',
  'check',
  'arrowUp',
  'arrowDown',
  'download',
  'upload',
  'edit',
  'trash',
  'refresh',
  'monitor',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

export function isIconName(value: unknown): value is IconName {
  return typeof value === 'string' && (ICON_NAMES as readonly string[]).includes(value);
}
