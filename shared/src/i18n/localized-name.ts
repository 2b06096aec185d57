import { currentLanguage } from './i18n';

export interface BilingualName {
  name: string;
  nameAr?: string | null;
}

/** The Arabic name in Arabic when there is one, else the English name. */
export function localizedName(item: BilingualName | null | undefined, language: string = currentLanguage()): string {
  if (!item) return '';
  if (language === 'ar' && item.nameAr && item.nameAr.trim() !== '') return item.nameAr;
  return item.name;
}
