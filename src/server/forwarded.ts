import { BlockList, isIP } from 'node:net';

/**
 * Forwarded headers (ASVS 5.0 V13/V4): X-Forwarded-Host, -For, -Proto and -Port, and Forwarded, are
 * believed only when the request arrives from a proxy listed in HALTE_TRUSTED_PROXIES (addresses or CIDR ranges,
 * comma-separated: '10.0.0.0/8, 127.0.0.1'). From anyone else they are dropped before any code reads them, so a
 * visitor cannot pick the host (care mode, links) or their own address (rate limits, lockouts).
 */
export const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'] as const;

export interface TrustedProxies {
  has(address: string): boolean;
}

/** '::ffff:10.0.0.1' → '10.0.0.1'; brackets and zone ids removed. */
export function normalizeAddress(address: string): string {
  const trimmed = address
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

/** Parses HALTE_TRUSTED_PROXIES; entries that are not an address or a CIDR range are reported in `invalid`. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies & { size: number; invalid: string[] } {
  const list = new BlockList();
  const invalid: string[] = [];
  let size = 0;
  for (const entry of (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(normalizeAddress(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!family || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)))) {
      invalid.push(entry);
      continue;
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(normalizeAddress(address), type);
    else list.addSubnet(normalizeAddress(address), bits, type);
    size += 1;
  }
  return {
    size,
    invalid,
    has(address: string) {
      const normalized = normalizeAddress(address);
      const family = isIP(normalized);
      return family !== 0 && size > 0 && list.check(normalized, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

export interface ForwardedView {
  /** Host the visitor asked for, lower-case with its port. */
  host: string;
  /** The visitor's network address. */
  clientAddress: string;
  /** Whether the visitor's connection is HTTPS (a trusted proxy terminated TLS, or this server did). */
  isHttps: boolean;
  /** Whether the forwarded headers were believed. */
  trusted: boolean;
}

const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;

/**
 * What a request says about its visitor. `peer` is the address of the TCP connection. Only a trusted peer's
 * forwarded headers count; X-Forwarded-For is read from the right, skipping trusted proxies, so an address the
 * visitor wrote at the left of it is never taken.
 */
export function readForwarded(headers: Headers, url: URL, peer: string, proxies: TrustedProxies): ForwardedView {
  const ownHost = (headers.get('host') ?? url.host).toLowerCase();
  const peerAddress = normalizeAddress(peer || 'unknown');
  if (!peer || !proxies.has(peerAddress)) {
    return { host: ownHost, clientAddress: peerAddress, isHttps: url.protocol === 'https:', trusted: false };
  }
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map(normalizeAddress)
    .filter((address) => isIP(address) !== 0);
  let clientAddress = peerAddress;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    clientAddress = chain[i] ?? clientAddress;
    if (!proxies.has(clientAddress)) break;
  }
  const host = (first(headers.get('x-forwarded-host')) ?? ownHost).toLowerCase();
  const proto = first(headers.get('x-forwarded-proto'))?.toLowerCase();
  return { host, clientAddress, isHttps: proto ? proto === 'https' : url.protocol === 'https:', trusted: true };
}

/** Removes the forwarded headers of a request from an untrusted peer, so no later reader can believe them. */
export function dropUntrustedForwarding(headers: Headers): void {
  for (const name of FORWARDED_HEADERS) {
    try {
      headers.delete(name);
    } catch {
      // Immutable headers (never the case for Astro's requests): the readers use readForwarded's view anyway.
    }
  }
}
