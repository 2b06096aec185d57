import { configure } from '@testing-library/react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import pagesAr from '../locales/pages.ar.json';
import pagesEn from '../locales/pages.en.json';
import { addRemoteTranslations } from '@portal/shared/testing';

/**
 * Before this remote's component tests: its texts in both languages (as the host would load them
 * from the registration), and room for findBy/waitFor on a machine whose two cores are shared.
 */
export function loadShipmentTranslations(): void {
  configure({ asyncUtilTimeout: 5000 });
  addRemoteTranslations('shipments', { en: [en, pagesEn], ar: [ar, pagesAr] });
}
