import { useEffect, useState } from "react";

/** True once React runs in the browser: what needs JavaScript (or a lazily loaded chunk) waits for it. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
