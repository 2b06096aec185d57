import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { tokens } from '@chakra-ui/react/theme';
import { portalConfig, UNUSED_PALETTES } from './system';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

type Mode = '_light' | '_dark';
const NAMED: Record<string, string> = { white: '#ffffff', black: '#000000' };
const palette = tokens.colors as Record<string, Record<string, { value: string }> | { value: string }>;
const semantic = portalConfig.theme!.semanticTokens!.colors as Record<
  string,
  Record<string, { value: { _light: string; _dark: string } }>
>;

/** The hex value a semantic colour token ('fg.subtle', 'green.solid') has in a colour mode. */
function resolve(token: string, mode: Mode): string {
  const [group, key = 'DEFAULT'] = token.split('.');
  const value = semantic[group][key].value[mode];
  if (value in NAMED) return NAMED[value];
  const [, name, shade] = /^\{colors\.(\w+)(?:\.(\w+))?\}$/.exec(value)!;
  const entry = shade ? (palette[name] as Record<string, { value: string }>)[shade] : palette[name];
  return NAMED[(entry as { value: string }).value] ?? (entry as { value: string }).value;
}

// The text/background pairs the portal draws (the bordered skin changes shadows and borders only).
const PAIRS: [text: string, background: string][] = [
  ['green.contrast', 'green.solid'], // every primary (solid) button, the brand mark
  ['fg.muted', 'bg'],
  ['fg.muted', 'bg.panel'],
  ['fg.subtle', 'bg'], // secondary text on details pages (the tracking timeline's times)
  ['fg.subtle', 'bg.panel'],
  ['fg', 'bg'],
  ['green.fg', 'bg'], // links, the not-found page's big code (green.solid was 2.8:1 on the dark background)
  ['green.fg', 'bg.panel'],
  // Status text: field errors, "Area not covered", success and warning notes in the forms and lists.
  ['fg.error', 'bg'],
  ['fg.error', 'bg.panel'],
  ['fg.success', 'bg'],
  ['fg.success', 'bg.panel'],
  ['fg.warning', 'bg'],
  ['fg.warning', 'bg.panel'],
];

describe('theme contrast (WCAG AA, 4.5:1 for normal text)', () => {
  it.each(
    PAIRS.flatMap(([text, background]) => (['_light', '_dark'] as Mode[]).map((mode) => [text, background, mode])),
  )('%s on %s in %s mode reaches 4.5:1', (text, background, mode) => {
    expect(contrast(resolve(text, mode as Mode), resolve(background, mode as Mode))).toBeGreaterThanOrEqual(4.5);
  });

  it('measures known pairs as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#16a34a')).toBeCloseTo(3.3, 1);
  });
});

describe('reduced motion', () => {
  it('stills every animation and transition for a reader who asks for less motion', () => {
    const rule = (portalConfig.globalCss as unknown as Record<string, Record<string, unknown>>)[
      '*, *::before, *::after'
    ];
    expect(rule._motionReduce).toEqual(
      expect.objectContaining({
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      }),
    );
  });
});

describe('global styles', () => {
  const global = portalConfig.globalCss as unknown as Record<string, Record<string, unknown>>;

  it('sets no custom properties on every element: the globals the preflight reads inherit from html', () => {
    expect(global['*']).toBeUndefined();
    expect(global.html).toEqual(
      expect.objectContaining({
        '--global-font-body': 'fonts.body',
        '--global-font-mono': 'fonts.mono',
        '--global-color-border': 'colors.border',
        fontFeatureSettings: '"cv11"',
        colorPalette: 'green',
      }),
    );
  });
});

describe('colour palettes', () => {
  // Every front-end app's source, beside this package (the repository's portal.apps.json names them).
  const repository = path.join(__dirname, '../../..');
  const { host, remotes } = JSON.parse(readFileSync(path.join(repository, 'portal.apps.json'), 'utf8')) as {
    host: { dir: string };
    remotes: { dir: string }[];
  };
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
  const files = ['shared', host.dir, ...remotes.map((remote) => remote.dir)].flatMap((dir) =>
    sourceFiles(path.join(repository, dir, 'src')),
  );

  it('leaves out only palettes no app uses, as a colour palette or a colour token', () => {
    const using = (palettes: string[]) => {
      const uses = new RegExp(`['"\`{](${palettes.join('|')})([.'"\`}])`);
      return files.filter(
        (file) => file !== path.join(__dirname, 'system.ts') && uses.test(readFileSync(file, 'utf8')),
      );
    };
    expect(using(['green', 'red']).length).toBeGreaterThan(10);
    expect(using(UNUSED_PALETTES)).toEqual([]);
  });

  it('keeps the palettes the portal uses, light and dark', () => {
    for (const name of ['gray', 'red', 'orange', 'green', 'blue']) {
      expect(Object.keys(portalConfig.theme!.tokens!.colors as object)).toContain(name);
      expect(semantic[name].solid).toBeDefined();
    }
    for (const name of UNUSED_PALETTES) expect(semantic[name]).toBeUndefined();
  });
});
