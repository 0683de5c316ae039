/**
 * vitest globalSetup of the projects that start workers (integration, fuzz, e2e): builds the
 * cached Miniflare options and D1 databases once, before any test file (./worker-cache.ts).
 */
import { prepareWorkerCache } from "./worker-cache";

export default async function setup() {
  await prepareWorkerCache();
}
