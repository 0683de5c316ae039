import { useEffect, useState } from "react";

/**
 * True once React runs in the browser. Rules and controls that need JavaScript stay off before
 * that, so the server's HTML (and a browser without JavaScript) gets the form that posts.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
