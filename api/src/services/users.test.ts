import { normalizeEmail } from './users';

describe('normalizeEmail', () => {
  it('stores and compares addresses trimmed and lower-case', () => {
    expect(normalizeEmail('  Hala.Saleh@Example.COM ')).toBe('hala.saleh@example.com');
  });
});
