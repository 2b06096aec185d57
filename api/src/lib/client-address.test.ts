import { rateLimitKeyOf } from './client-address';

describe('rateLimitKeyOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['::ffff:0:1.2.3.4', '0:0:0:0::/64'],
    ['1::ffff:1.2.3.4', '1:0:0:0::/64'],
    ['64:ff9b::1.2.3.4', '64:ff9b:0:0::/64'],
    ['not-an-address', 'not-an-address'],
  ])('counts %j under %j', (ip, key) => {
    expect(rateLimitKeyOf(ip)).toBe(key);
  });

  it('gives every address of one /64 the same key, and a neighbouring /64 another', () => {
    expect(rateLimitKeyOf('2001:db8:1:2::a')).toBe(rateLimitKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(rateLimitKeyOf('2001:db8:1:3::a')).not.toBe(rateLimitKeyOf('2001:db8:1:2::a'));
  });
});
