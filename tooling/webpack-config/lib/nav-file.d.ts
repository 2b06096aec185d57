import type { PortalApps } from './portal-apps';

export interface PublishedNavFile {
  name: string;
  requiresShared: string;
  items: {
    key: string;
    path: string;
    subject: string;
    group?: string;
    order: number;
    icon: string;
    titles: { en: string; ar: string };
  }[];
}

export const NAV_FILE: string;
export function navFileOf(dir: string, apps?: PortalApps): PublishedNavFile;
