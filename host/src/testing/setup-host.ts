import { configure } from '@testing-library/react';
// The host's own strings, loaded synchronously for component tests (the app loads them lazily).
import { i18n } from '@portal/shared';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

i18n.addResourceBundle('en', 'host', en, true, true);
i18n.addResourceBundle('ar', 'host', ar, true, true);

// Pages load lazily: the first find in a file waits for swc to compile them on a busy machine.
configure({ asyncUtilTimeout: 5000 });
