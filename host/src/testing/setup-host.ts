import { configure } from '@testing-library/react';
// The host's own strings, loaded synchronously for component tests (the app loads them lazily).
import { i18n } from '@portal/shared';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

i18n.addResourceBundle('en', 'host', en, true, true);
i18n.addResourceBundle('ar', 'host', ar, true, true);

// Pages load lazily: the first find in a file waits for swc to compile them on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The host's tests draw the layout of a desktop screen 1280 px wide (the vertical nav shows from
// there up): jsdom applies no media queries, so `(min-width|max-width: Npx)` is answered for that
// width here; a test of a phone's layout sets its own (default-layout.test.tsx).
const TEST_SCREEN_WIDTH = 1280;
// Node-environment tests (the webpack config's) have no window.
if (typeof window !== 'undefined') {
  const jsdomMatchMedia = window.matchMedia;
  window.matchMedia = (query: string) => {
    const width = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query.trim());
    if (!width) return jsdomMatchMedia(query);
    const matches = width[1] === 'min' ? TEST_SCREEN_WIDTH >= Number(width[2]) : TEST_SCREEN_WIDTH <= Number(width[2]);
    return { ...jsdomMatchMedia(query), matches };
  };
}
