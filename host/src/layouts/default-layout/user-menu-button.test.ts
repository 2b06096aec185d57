import { initialsOf } from './user-menu-button';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, or of the one word', () => {
    expect(initialsOf('Yousef Amin')).toBe('YA');
    expect(initialsOf('  Lina  Haddad Khoury ')).toBe('LK');
    expect(initialsOf('user@portal.local')).toBe('U');
    expect(initialsOf('يوسف أمين')).toBe('يأ');
    expect(initialsOf('')).toBe('');
  });
});
