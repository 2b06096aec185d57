import { lazy } from 'react';
import type { Trans as TransComponent } from 'react-i18next';

/**
 * react-i18next's Trans (1.0 contract), loaded on first use: it and its HTML parser are ≈ 4 KB gzip
 * that no portal screen needs yet. It suspends once, like a lazy page.
 */
export const Trans = lazy(() =>
  import('react-i18next').then((module) => ({ default: module.Trans })),
) as unknown as typeof TransComponent;
