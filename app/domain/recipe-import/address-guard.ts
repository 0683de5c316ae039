/**
 * Which addresses and URLs a recipe import may fetch (ADR 039). Pure: the fetcher
 * (app/lib/guarded-fetch.server.ts) asks it before every connection, for the URL and for every
 * address its host resolves to.
 *
 * Refused: every range that is not the public internet (private, loopback, link-local, CGNAT,
 * multicast, unspecified, reserved, documentation, benchmark), IPv4-mapped and IPv4-compatible
 * IPv6, NAT64 / 6to4 / Teredo (they embed an IPv4 address we would have to trust), ULA and
 * site-local. ipaddr.js parses; the ranges are ours, listed here.
 */
import ipaddr from "ipaddr.js";

/** IPv4 ranges that are not the public internet (RFC 6890 and its updates). */
export const REFUSED_IPV4_RANGES: readonly (readonly [string, string])[] = [
  ["0.0.0.0/8", "unspecified"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "carrier-grade NAT"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  ["192.88.99.0/24", "reserved"],
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
];

/** IPv6 ranges that are not the public internet, or that carry an IPv4 address inside. */
export const REFUSED_IPV6_RANGES: readonly (readonly [string, string])[] = [
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["::ffff:0:0/96", "IPv4-mapped"],
  ["::/96", "IPv4-compatible"],
  ["64:ff9b::/96", "NAT64"],
  ["64:ff9b:1::/48", "NAT64"],
  ["100::/64", "discard"],
  ["2001::/32", "Teredo"],
  ["2001:db8::/32", "documentation"],
  ["2002::/16", "6to4"],
  ["fc00::/7", "unique local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local"],
  ["ff00::/8", "multicast"],
];

const V4 = REFUSED_IPV4_RANGES.map(([cidr, why]) => [ipaddr.IPv4.parseCIDR(cidr), why] as const);
const V6 = REFUSED_IPV6_RANGES.map(([cidr, why]) => [ipaddr.IPv6.parseCIDR(cidr), why] as const);

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/** Strips the brackets of an IPv6 URL host and a zone id ("fe80::1%eth0"). */
function bare(address: string): string {
  return address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
}

/** Whether an address is an IP literal (dotted IPv4 with four parts, or IPv6). */
export function isIpLiteral(host: string): boolean {
  const h = bare(host);
  return ipaddr.IPv6.isValid(h) || ipaddr.IPv4.isValidFourPartDecimal(h);
}

/** Whether a fetch may connect to this IP address. Anything unreadable is refused. */
export function checkAddress(address: string): AddressVerdict {
  const text = bare(address.trim());
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) parsed = ipaddr.IPv4.parse(text);
  else if (ipaddr.IPv6.isValid(text)) parsed = ipaddr.IPv6.parse(text);
  else return { allowed: false, reason: "not an IP address" };
  if (parsed.kind() === "ipv4") {
    const v4 = parsed as ipaddr.IPv4;
    for (const [range, why] of V4) if (v4.match(range)) return { allowed: false, reason: why };
    return { allowed: true };
  }
  const v6 = parsed as ipaddr.IPv6;
  for (const [range, why] of V6) if (v6.match(range)) return { allowed: false, reason: why };
  return { allowed: true };
}

/** Host names that never name a public site, refused before any look-up. */
const LOCAL_NAME = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home\.arpa)$/i;
/** Special-use top-level names that never resolve on the internet (RFC 2606, RFC 6761). */
const RESERVED_NAME = /(^|\.)(example|test|invalid)$/i;

export type UrlVerdict =
  { allowed: true; url: URL; host: string; literal: boolean } | { allowed: false; reason: string };

/**
 * Whether a URL may be fetched at all: http or https, no user name or password, a host that is
 * not a local name; an IP-literal host is checked here, a name after it resolves.
 * `allowance`: "host:port" pairs let through (the test-only fixture server, ADR 039).
 */
export function checkUrl(raw: string, allowance: ReadonlySet<string> = new Set()): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { allowed: false, reason: "That is not a web address." };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    return { allowed: false, reason: "Only http and https links can be imported." };
  if (url.username || url.password)
    return { allowed: false, reason: "Links with a user name or password cannot be imported." };
  const host = bare(url.hostname).toLowerCase().replace(/\.$/, "");
  if (!host) return { allowed: false, reason: "That is not a web address." };
  const literal = isIpLiteral(host);
  if (allowance.has(`${host}:${url.port || (url.protocol === "https:" ? "443" : "80")}`))
    return { allowed: true, url, host, literal };
  if (!literal && (LOCAL_NAME.test(host) || !host.includes(".")))
    return { allowed: false, reason: "Links to local or internal hosts cannot be imported." };
  if (!literal && RESERVED_NAME.test(host))
    return {
      allowed: false,
      reason: "Links to reserved example or test names cannot be imported.",
    };
  if (literal) {
    const verdict = checkAddress(host);
    if (!verdict.allowed)
      return {
        allowed: false,
        reason: `Links to ${verdict.reason} addresses cannot be imported.`,
      };
  }
  return { allowed: true, url, host, literal };
}
