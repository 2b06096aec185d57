import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { i18n } from '@portal/shared';

/**
 * Counts read as Arabic and English speakers say them: every string with a count goes through
 * i18next's plural forms (Arabic's six: zero, one, two, few, many, other; English's one and other),
 * never "problem(s)". Read over every app's translations, rendered at 0, 1, 2, 3, 11 and 100.
 */

const root = path.resolve(__dirname, '../../..');
const apps = readdirSync(root).filter((dir) => /^(host|remote-[a-z]+)$/.test(dir));
const flat = (value: unknown, prefix = ''): Record<string, string> =>
  Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, inner]) =>
      typeof inner === 'string' ? { ...all, [prefix + key]: inner } : { ...all, ...flat(inner, `${prefix}${key}.`) },
    {},
  );
const bundles = apps.flatMap((app) => {
  const dir = path.join(root, app, 'src/locales');
  return readdirSync(dir)
    .filter((file) => /^(pages\.)?en\.json$/.test(file))
    .map((file) => ({
      name: `${app}/${file}`,
      en: flat(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))),
      ar: flat(JSON.parse(readFileSync(path.join(dir, file.replace('en.json', 'ar.json')), 'utf8'))),
    }));
});

const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 3, 11, 100];
const AR_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

describe.each(bundles)('$name', ({ name, en, ar }) => {
  const bases = [
    ...new Set(
      Object.keys(en)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    ),
  ];
  const translator = i18n.createInstance();
  beforeAll(() =>
    translator.init({
      lng: 'ar',
      fallbackLng: false,
      resources: { en: { t: en }, ar: { t: ar } },
      defaultNS: 't',
      interpolation: { escapeValue: false },
    }),
  );

  it('never writes a count as "(s)" or outside plural forms', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ar)]) {
      expect(`${key}: ${text}`).not.toMatch(/\(s\)/);
      if (/\{\{count\}\}/.test(text)) expect(key).toMatch(PLURAL);
    }
  });

  it('has every Arabic form and both English ones of each counted string', () => {
    for (const base of bases) {
      expect([name, base, AR_FORMS.filter((form) => ar[`${base}_${form}`] === undefined)]).toEqual([name, base, []]);
      expect([base, en[`${base}_one`] !== undefined, en[`${base}_other`] !== undefined]).toEqual([base, true, true]);
    }
  });

  it('renders 0, 1, 2, 3, 11 and 100 in Arabic with the form each count takes', () => {
    for (const base of bases) {
      const texts = COUNTS.map((count) => translator.t(base, { count, lng: 'ar' }));
      const forms = COUNTS.map((count) => ar[`${base}_${new Intl.PluralRules('ar').select(count)}`]);
      expect([base, texts]).toEqual([base, forms.map((form, i) => form.replaceAll('{{count}}', String(COUNTS[i])))]);
      // One and two are words in Arabic ("سعر واحد", "سعرين"), never the digits.
      expect([base, texts[1]]).not.toEqual([base, expect.stringMatching(/(^|[^\d])1([^\d]|$)/)]);
      expect([base, texts[2]]).not.toEqual([base, expect.stringMatching(/(^|[^\d])2([^\d]|$)/)]);
    }
  });
});
