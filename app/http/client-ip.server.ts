import { clientBucket } from "~/domain/client-address";

/**
 * The client's bucket for every rate limit (sign-in, registration, model calls): its address, an
 * IPv6 address by its /64. Cloudflare sets CF-Connecting-IP (and overwrites one sent by the
 * client); without it (local tools) every caller shares one fallback bucket. Read here, at the
 * HTTP edge: services take the bucket as a string, never the Request.
 */
export function clientIp(request: Request): string {
  return clientBucket(request.headers.get("CF-Connecting-IP"));
}
