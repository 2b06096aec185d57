import { satisfy } from './runtime-semver';

// Caret, tilde and the other forms are @portal/shared's satisfiesVersion (tested there); this is what
// the runtime asks beyond them.
describe('the federation runtime’s semver (runtime-semver.ts)', () => {
  it('orders a module’s registered versions with <=', () => {
    expect(satisfy('1.2.3', '<=1.2.3')).toBe(true);
    expect(satisfy('1.2.3', '<=1.10.0')).toBe(true);
    expect(satisfy('2.0.0-beta.1', '<=2.0.0')).toBe(true);
    expect(satisfy('1.10.0', '<=1.9.9')).toBe(false);
    expect(satisfy('0', '<=1.0.0')).toBe(false);
    expect(satisfy('1.0.0', '<=latest')).toBe(false);
  });

  it('reads the caret ranges the builds write for shared modules', () => {
    expect(satisfy('19.4.0', '^19.3.1')).toBe(true);
    expect(satisfy('1.16.0', '^1.17.0')).toBe(false);
  });

  it('never satisfies what it does not read, rather than read it wrongly', () => {
    expect(satisfy('1.5.0', '>=1.0.0 <2.0.0')).toBe(false);
    expect(satisfy('1.5.0', '^1.0.0 || ^2.0.0')).toBe(false);
    expect(satisfy(undefined as unknown as string, '^1.0.0')).toBe(false);
    expect(satisfy('1.0.0', false as unknown as string)).toBe(false);
  });
});
