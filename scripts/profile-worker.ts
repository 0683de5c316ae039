/**
 * npm run bench:profile -- /recipes/1 — where the worker spends its CPU on one path: the
 * production build under `wrangler dev`, loaded by autocannon (10 connections, 5 s) while the
 * DevTools protocol's sampling profiler runs inside workerd. Prints the functions with the most
 * self time. Build with `serverMinify: false` in remix.config.js for readable names.
 */
import autocannon from "autocannon";
import { connectDevTools } from "./lib/devtools";
import { startApp } from "./lib/local-server";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
type Profile = { nodes: ProfileNode[]; samples: number[] };

const target = process.argv[2] ?? "/recipes/1";

const app = await startApp();
try {
  const url = `${app.origin}${target}`;
  await autocannon({ url, connections: 10, duration: 2 }); // warm-up
  const inspector = await connectDevTools(app.inspectorPort);
  await inspector.send("Profiler.enable");
  await inspector.send("Profiler.setSamplingInterval", { interval: 200 });
  await inspector.send("Profiler.start");
  const run = await autocannon({ url, connections: 10, duration: 5 });
  const { profile } = await inspector.send<{ profile: Profile }>("Profiler.stop");
  inspector.close();

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const sample of profile.samples) {
    const frame = nodes.get(sample)!.callFrame;
    const where = frame.url ? ` ${frame.url.split("/").pop()}:${frame.lineNumber + 1}` : "";
    const key = `${frame.functionName || "(anonymous)"}${where}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  console.log(`${target}: ${run.requests.average.toFixed(0)} req/s, p50 ${run.latency.p50} ms`);
  console.log(`${profile.samples.length} samples; self time:`);
  for (const [key, count] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`${((100 * count) / profile.samples.length).toFixed(1).padStart(6)} %  ${key}`);
} finally {
  app.stop();
}
