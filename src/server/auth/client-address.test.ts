import { describe, expect, it } from 'vitest';
import { addressBucket } from './client-address.ts';

describe('the address a client is counted under', () => {
  it('is an IPv4 address itself', () => {
    expect(addressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('203.0.113.8')).not.toBe(addressBucket('203.0.113.7'));
  });

  it('is the /64 of an IPv6 address, so one network cannot pick a fresh address for every try', () => {
    const bucket = addressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::');
    for (const address of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d', '[2001:db8:1:2::99]']) {
      expect(addressBucket(address), address).toBe(bucket);
    }
    expect(addressBucket('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::');
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::');
    expect(addressBucket('::1')).toBe('0:0:0:0::');
  });

  it('is the IPv4 address of an IPv4 client seen on a dual-stack socket', () => {
    expect(addressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressBucket('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('keeps what is not an address as it is', () => {
    expect(addressBucket('unknown')).toBe('unknown');
  });
});
