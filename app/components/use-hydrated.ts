import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * True once React runs in the browser. Rules and controls that need JavaScript stay off before
 * that, so the server's HTML (and a browser without JavaScript) gets the form that posts. False
 * while hydrating (the server's snapshot), true at once in a component mounted after it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
