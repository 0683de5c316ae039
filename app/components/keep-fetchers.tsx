import { useFetcher } from "@remix-run/react";

/**
 * Keeps keyed fetchers mounted while they run. A row that removes itself optimistically (it
 * leaves the list as soon as its form is posted) unmounts the component that owns its fetcher,
 * and with `v3_fetcherPersist` Remix then drops the action's redirect: no revalidation, no flash
 * notice, and the row comes back from the old loader data although the server removed it. A list
 * renders this with the keys of its removals in flight, so each fetcher keeps one mounted user
 * until it is idle again.
 */
export function KeepFetchers({ keys }: { keys: readonly string[] }) {
  return keys.map((key) => <KeepFetcher key={key} fetcherKey={key} />);
}

function KeepFetcher({ fetcherKey }: { fetcherKey: string }) {
  useFetcher({ key: fetcherKey });
  return null;
}
