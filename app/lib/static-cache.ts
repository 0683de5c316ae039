/**
 * Cache-Control for static files (public/), by how their names change:
 * - /build/*: content-hashed by the compiler, so cached for a year and never revalidated;
 * - /images/*: the catalogue's generated artwork, the social image and icons: named by recipe
 *   slug, they change only when the seed is rebuilt, so a week, then served stale while a fresh
 *   copy is fetched;
 * - anything else (favicon.svg, robots-like files): an hour.
 */
export function staticCacheControl(pathname: string): string {
  if (pathname.startsWith("/build/")) return "public, max-age=31536000, immutable";
  if (pathname.startsWith("/images/"))
    return "public, max-age=604800, stale-while-revalidate=86400";
  return "public, max-age=3600";
}
