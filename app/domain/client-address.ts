/**
 * The bucket a client address is counted in for rate limits: an IPv4 address as is; an IPv6
 * address by its /64 prefix (one subscriber usually holds a whole /64, so counting single
 * addresses would never limit anyone); an IPv4-mapped IPv6 address as its IPv4 address.
 * Anything unreadable is one shared bucket. Pure.
 */
const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): string | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((p) => p <= 255) ? parts.join(".") : null;
}

/** The eight 16-bit groups of an IPv6 address, or null. */
export function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(address) || !address.includes(":")) return null;
  // a trailing dotted IPv4 part stands for the last two groups
  const lastColon = address.lastIndexOf(":");
  const last = address.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = ipv4(last);
    if (!v4) return null;
    const [a, b, c, d] = v4.split(".").map(Number);
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const words = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (words.some((w) => !/^[0-9a-f]{1,4}$/.test(w))) return null;
  return words.map((w) => parseInt(w, 16));
}

export function clientBucket(address: string | null | undefined): string {
  const text = address?.trim() ?? "";
  if (!text || text.length > 64) return "unknown";
  const v4 = ipv4(text);
  if (v4) return v4;
  const groups = ipv6Groups(text);
  if (!groups) return "unknown";
  // ::ffff:a.b.c.d is an IPv4 client
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
