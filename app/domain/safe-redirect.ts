/**
 * A same-origin path to send a visitor to after sign-in, or the fallback. Refuses absolute URLs,
 * protocol-relative ones ("//evil.example", "/\\evil.example") and control characters, and checks
 * the path again after the URL parser has resolved its dot segments: "/.//evil.example" and
 * "/a/..//evil.example" become "//evil.example", which a browser reads as another host.
 */
export function safeRedirect(to: unknown, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2000) return fallback;
  if (!isLocalPath(to)) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(to)) return fallback;
  try {
    const url = new URL(to, "http://same.origin");
    if (url.origin !== "http://same.origin") return fallback;
    const resolved = `${url.pathname}${url.search}${url.hash}`;
    return isLocalPath(resolved) ? resolved : fallback;
  } catch {
    return fallback;
  }
}

function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
