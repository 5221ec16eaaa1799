import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address as the rate limits see it: the socket's, or with TRUST_PROXY the last X-Forwarded-For hop,
 * the one our own proxy appended. Every earlier hop was written by the client, so nobody can pick their own bucket.
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  const address = trustProxy ? c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() : undefined;
  if (address) return addressBucket(address);
  try {
    const remote = getConnInfo(c).remote.address;
    return remote === undefined ? undefined : addressBucket(remote);
  } catch {
    return undefined;
  }
}

/** The groups of 16 bits of an IPv6 address that name one client: its /64, which a home or phone gets whole. */
const IPV6_CLIENT_GROUPS = 4;

/**
 * The bucket an address is counted in. An IPv4 address is its own; an IPv6 address counts as its /64, since every
 * device on one network (and anyone wanting a fresh address) may pick any of its 2^64 addresses, which would make
 * every per-address limit (new accounts a day, access-code attempts) endless. An IPv4 address written as IPv6
 * (`::ffff:192.0.2.1`, a dual-stack socket) is the IPv4 address. Better Auth counts its own rate limits per /64 too.
 */
export function addressBucket(address: string): string {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return address;
  const groups = ipv6Groups(plain.toLowerCase());
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:65535') {
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 0xff])
      .join('.');
  }
  // Still an address (the network's first), since Better Auth reads it from `x-client-ip` and wants a valid one.
  const prefix = groups.slice(0, IPV6_CLIENT_GROUPS).map((group) => group.toString(16));
  return `${prefix.join(':')}::`;
}

/** The 8 groups of an IPv6 address, with `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const [a = 0, b = 0, c = 0, d = 0] = (dotted?.slice(1) ?? []).map(Number);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
    : address;
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => Number.parseInt(group, 16));
}
