import { portalSystem } from './system';

// Chakra memoizes style resolution by the styles' content. Keyed with sorted property names (as
// 3.37 shipped), two objects with the same properties in another order shared one entry, so the
// second got the first's CSS: `margin` and `marginTop` applied in the wrong order. The patched key
// keeps the object's own order (and is cheaper to build on every render).
describe('the portal system’s css()', () => {
  it('keeps a later property winning when the same properties come in another order', () => {
    const marginThenTop = portalSystem.css({ margin: '0', marginTop: '4' });
    const topThenMargin = portalSystem.css({ marginTop: '4', margin: '0' });
    expect(Object.keys(marginThenTop)).toEqual(['margin', 'marginTop']);
    expect(Object.keys(topThenMargin)).toEqual(['marginTop', 'margin']);
  });

  it('still answers the same styles from its cache', () => {
    expect(portalSystem.css({ paddingInline: '2', color: 'fg.muted' })).toBe(
      portalSystem.css({ paddingInline: '2', color: 'fg.muted' }),
    );
  });
});
