/**
 * npm run bench:profile -- /recipes/1 — where the worker spends its CPU on one path: the
 * production build under `wrangler dev`, loaded by autocannon (10 connections, 5 s) while the
 * DevTools protocol's sampling profiler runs inside workerd. Prints the worker isolate's CPU per
 * request (the samples that were not idle), then the functions with the most self time and the
 * most inclusive time (self plus what they called). Build with `serverMinify: false` in
 * remix.config.js for readable names.
 *
 * `--user` loads the path as a signed-in viewer (a fresh registration's session cookie);
 * PROFILE_SECONDS (default 5) sets how long the profile runs.
 */
import autocannon from "autocannon";
import { connectDevTools } from "./lib/devtools";
import { signUp, startApp } from "./lib/local-server";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const target = process.argv.slice(2).find((arg) => arg.startsWith("/")) ?? "/recipes/1";
const signedIn = process.argv.includes("--user");
const seconds = Number(process.env.PROFILE_SECONDS ?? 5);

/** Samples the profiler files when the isolate is doing nothing (or waiting on I/O). */
const IDLE = new Set(["(idle)", "(program)", "(garbage collector)"]);

function frameName(node: ProfileNode): string {
  const frame = node.callFrame;
  const where = frame.url ? ` ${frame.url.split("/").pop()}:${frame.lineNumber + 1}` : "";
  return `${frame.functionName || "(anonymous)"}${where}`;
}

function printTop(title: string, counts: Map<string, number>, total: number, rows = 30) {
  console.log(`\n${title}:`);
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((100 * count) / total).toFixed(1).padStart(6)} %  ${key}`);
}

const app = await startApp();
try {
  const url = `${app.origin}${target}`;
  const headers: Record<string, string> = signedIn ? { Cookie: await signUp(app.origin) } : {};
  await autocannon({ url, connections: 10, duration: 2, headers }); // warm-up
  const inspector = await connectDevTools(app.inspectorPort);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.send("Profiler.start");
  const run = await autocannon({ url, connections: 10, duration: seconds, headers });
  const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
  inspector.close();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busySamples = 0;
  let busyMicros = 0;
  let gcSamples = 0;
  profile.samples.forEach((sample, i) => {
    const node = nodes.get(sample)!;
    const name = node.callFrame.functionName;
    if (name === "(garbage collector)") gcSamples++;
    if (IDLE.has(name) && name !== "(garbage collector)") return;
    busySamples++;
    busyMicros += profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    const key = frameName(node);
    self.set(key, (self.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parents.get(id)) {
      const ancestor = frameName(nodes.get(id)!);
      if (seen.has(ancestor)) continue;
      seen.add(ancestor);
      inclusive.set(ancestor, (inclusive.get(ancestor) ?? 0) + 1);
    }
  });

  const requests = run.requests.total;
  console.log(
    `${target}${signedIn ? " (signed in)" : ""}: ${run.requests.average.toFixed(0)} req/s, ` +
      `p50 ${run.latency.p50} ms, ${requests} requests in ${seconds} s`,
  );
  console.log(
    `${profile.samples.length} samples, ${busySamples} busy (${gcSamples} in GC): the worker isolate ` +
      `was busy ${(busyMicros / 1000).toFixed(0)} ms of ${seconds * 1000}, ` +
      `${(busyMicros / 1000 / Math.max(1, requests)).toFixed(2)} ms per request`,
  );
  printTop("self time (share of busy samples)", self, busySamples);
  printTop("inclusive time (share of busy samples)", inclusive, busySamples, 45);
} finally {
  app.stop();
}
