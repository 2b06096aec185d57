import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { render } from '@testing-library/react';
import { portalConfig, portalSystem } from './system';

const FILE = path.join(__dirname, 'chakra-global.css');
const HEADER =
  "/* Written by `npm run chakra-css` in shared from system.ts: what Chakra's provider would insert (layer order, reset, global styles, tokens as CSS variables). Do not edit. */\n";

/** What ChakraProvider's global styles make through emotion (same serializer and stylis plugins). */
function globalCssOf(system: ReturnType<typeof createSystem>): string {
  const container = document.createElement('div');
  const cache = createCache({ key: 'portal', container, speedy: false });
  render(
    <CacheProvider value={cache}>
      <Global styles={system.layers.atRule} />
      <Global styles={system._global} />
    </CacheProvider>,
  );
  return [...container.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

describe('chakra-global.css', () => {
  it("is the global CSS of the portal's Chakra system as system.ts defines it now", () => {
    const built = HEADER + globalCssOf(createSystem(defaultBaseConfig, portalConfig)) + '\n';
    if (process.env.UPDATE_CHAKRA_CSS) writeFileSync(FILE, built);
    const shipped = readFileSync(FILE, 'utf8');
    if (shipped !== built) throw new Error('chakra-global.css is out of date: run `npm run chakra-css` in shared');
    expect(shipped).toContain('--chakra-colors-green-600:');
    expect(shipped).toContain('.dark');
    expect(shipped.indexOf('@layer reset,base,tokens,recipes;')).toBeGreaterThan(0);
    expect(shipped.indexOf('@layer reset,base,tokens,recipes;')).toBeLessThan(shipped.indexOf('@layer reset{'));
  });

  it('is not built again in the browser: the provider gets an empty list of global styles', () => {
    expect(portalSystem._global).toEqual([]);
  });
});
