import { limitAddress, waitText } from './rate-limit';

test('waitText says minutes up to two hours, then hours', () => {
  expect(waitText(1)).toBe('1 minute');
  expect(waitText(14.2 * 60_000)).toBe('15 minutes');
  expect(waitText(120 * 60_000)).toBe('120 minutes');
  expect(waitText(3 * 3600_000)).toBe('3 hours');
});

test('limitAddress counts IPv4 addresses one by one and IPv6 addresses by their /64', () => {
  expect(limitAddress('198.51.100.7')).toBe('198.51.100.7');
  expect(limitAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
  expect(limitAddress('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
  expect(limitAddress('2001:db8:abcd:0012:ffff::9')).toBe(limitAddress('2001:db8:abcd:12::1'));
  expect(limitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(limitAddress('::1')).toBe('0:0:0:0::/64');
  expect(limitAddress(undefined)).toBe('unknown');
});
