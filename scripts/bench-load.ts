/**
 * npm run bench:load — 60 s at 50 connections over a mix of pages and API calls, guests and
 * signed-in users (reads and writes), against the production build under `wrangler dev` (local D1
 * migrated and seeded, KV sessions). Every request must succeed (2xx), the worker's log must stay
 * free of errors, and the worker's memory must stay flat: the floor of its isolate's JS heap
 * (DevTools protocol, sampled every second; the lowest sample is what the collector returns to)
 * over the second half of the run within 20 % of the floor from 10 s to the middle.
 * Exits 1 otherwise. The resident memory of wrangler and workerd is printed too: workerd's grows
 * with the local D1/KV storage it simulates, which the isolate's heap does not include.
 *
 * Each connection sends its next request when the previous answer has been read to the end, so
 * the run also ends without requests cut off mid-flight (a cut connection is logged by workerd).
 * LOAD_SECONDS (default 60), LOAD_CONNECTIONS (default 50) and LOAD_USERS (default 5) tune it.
 */
import { Agent } from "undici";
import { connectDevTools, heapUsed } from "./lib/devtools";
import { signUp, startApp, treeRssByCommand, type LocalServer } from "./lib/local-server";

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const userCount = Number(process.env.LOAD_USERS ?? 5);
const MEMORY_GROWTH_LIMIT = 0.2;

type User = { id: number; cookie: string };
type Call = { kind: string; method: string; path: string; body?: unknown; user?: User };
type Weighted = { weight: number; make: (users: User[]) => Call };

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const recipeId = () => 1 + Math.floor(Math.random() * 129);
const TERMS = ["chicken", "quick", "tofu", "rice", "salad", "soup", "curry", "oats"];

/** The mix: what guests browse most, what signed-in users read and change. */
const MIX: Weighted[] = [
  { weight: 3, make: () => ({ kind: "guest /", method: "GET", path: "/" }) },
  {
    weight: 3,
    make: () => ({ kind: "guest /recommendations", method: "GET", path: "/recommendations" }),
  },
  {
    weight: 4,
    make: () => ({ kind: "guest /recipes/{id}", method: "GET", path: `/recipes/${recipeId()}` }),
  },
  {
    weight: 1,
    make: () => ({ kind: "guest /recipe-collection", method: "GET", path: "/recipe-collection" }),
  },
  { weight: 1, make: () => ({ kind: "guest /nutricoach", method: "GET", path: "/nutricoach" }) },
  {
    weight: 2,
    make: () => ({ kind: "GET /api/recipes", method: "GET", path: "/api/recipes?limit=12" }),
  },
  {
    weight: 2,
    make: () => ({
      kind: "GET /api/recipes/{id}",
      method: "GET",
      path: `/api/recipes/${recipeId()}`,
    }),
  },
  {
    weight: 2,
    make: () => ({
      kind: "POST /api/recipe-agent/search",
      method: "POST",
      path: "/api/recipe-agent/search",
      body: { searchTerm: pick(TERMS), limit: 12 },
    }),
  },
  {
    weight: 3,
    make: (users) => ({
      kind: "user /recommendations",
      method: "GET",
      path: "/recommendations",
      user: pick(users),
    }),
  },
  {
    weight: 2,
    make: (users) => ({
      kind: "user /recipes/{id}",
      method: "GET",
      path: `/recipes/${recipeId()}`,
      user: pick(users),
    }),
  },
  {
    weight: 1,
    make: (users) => ({
      kind: "user /profile",
      method: "GET",
      path: "/profile",
      user: pick(users),
    }),
  },
  {
    weight: 1,
    make: (users) => ({
      kind: "user /meal-plan",
      method: "GET",
      path: "/meal-plan",
      user: pick(users),
    }),
  },
  {
    weight: 2,
    make: (users) => ({
      kind: "GET /api/profile",
      method: "GET",
      path: "/api/profile",
      user: pick(users),
    }),
  },
  {
    weight: 2,
    make: (users) => {
      const user = pick(users);
      return { kind: "GET /api/favorites", method: "GET", path: `/api/favorites/${user.id}`, user };
    },
  },
  {
    weight: 2,
    make: (users) => {
      const user = pick(users);
      return {
        kind: "POST /api/favorites",
        method: "POST",
        path: "/api/favorites",
        body: { userId: user.id, recipeId: recipeId() },
        user,
      };
    },
  },
  {
    weight: 1,
    make: (users) => {
      const user = pick(users);
      return {
        kind: "DELETE /api/favorites",
        method: "DELETE",
        path: `/api/favorites/${user.id}/${recipeId()}`,
        user,
      };
    },
  },
];
const totalWeight = MIX.reduce((sum, m) => sum + m.weight, 0);

function nextCall(users: User[]): Call {
  let r = Math.random() * totalWeight;
  for (const m of MIX) {
    r -= m.weight;
    if (r < 0) return m.make(users);
  }
  return MIX[0].make(users);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function userOf(origin: string): Promise<User> {
  const cookie = await signUp(origin);
  const res = await fetch(`${origin}/api/auth/user`, { headers: { Cookie: cookie } });
  const user = (await res.json()) as { id: number };
  return { id: user.id, cookie };
}

async function main() {
  let app: LocalServer | undefined;
  let failed = false;
  try {
    app = await startApp();
    const { origin } = app;
    const users: User[] = [];
    for (let i = 0; i < userCount; i++) users.push(await userOf(origin));
    const dispatcher = new Agent({ connections, pipelining: 1 });
    const devtools = await connectDevTools(app.inspectorPort);
    const heap: { t: number; bytes: number }[] = [];

    const latencies = new Map<string, number[]>();
    const failures = new Map<string, number>();
    const failureSamples: string[] = [];
    const memory: { t: number; kib: number; byCommand: Record<string, number> }[] = [];
    const started = Date.now();
    const deadline = started + seconds * 1000;
    const sampler = setInterval(() => {
      const byCommand = treeRssByCommand(app!.pid);
      const kib = Object.values(byCommand).reduce((sum, k) => sum + k, 0);
      memory.push({ t: (Date.now() - started) / 1000, kib, byCommand });
    }, 1000);

    // the isolate's heap, sampled every second
    const heapSampler = setInterval(async () => {
      heap.push({ t: (Date.now() - started) / 1000, bytes: await heapUsed(devtools) });
    }, 1000);

    async function connection() {
      while (Date.now() < deadline) {
        const call = nextCall(users);
        const headers: Record<string, string> = { Accept: "text/html,application/json" };
        if (call.user) headers.Cookie = call.user.cookie;
        if (call.body !== undefined) {
          headers["Content-Type"] = "application/json";
          headers.Origin = origin;
        }
        const t0 = performance.now();
        try {
          const res = await fetch(`${origin}${call.path}`, {
            method: call.method,
            headers,
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
            redirect: "manual",
            // @ts-expect-error undici's dispatcher option is not in the DOM RequestInit type
            dispatcher,
          });
          const text = await res.text();
          if (res.status < 200 || res.status > 299) {
            failures.set(call.kind, (failures.get(call.kind) ?? 0) + 1);
            if (failureSamples.length < 5)
              failureSamples.push(
                `${res.status} ${call.method} ${call.path}: ${text.slice(0, 200)}`,
              );
          }
        } catch (error) {
          failures.set(call.kind, (failures.get(call.kind) ?? 0) + 1);
          if (failureSamples.length < 5)
            failureSamples.push(`${call.method} ${call.path}: ${String(error)}`);
        }
        const list = latencies.get(call.kind) ?? [];
        list.push(performance.now() - t0);
        latencies.set(call.kind, list);
      }
    }

    await Promise.all(Array.from({ length: connections }, connection));
    clearInterval(sampler);
    clearInterval(heapSampler);
    const elapsed = (Date.now() - started) / 1000;
    devtools.close();
    const floor = (from: number, to: number) =>
      Math.min(...heap.filter((h) => h.t >= from && h.t < to).map((h) => h.bytes));
    const heapWarm = floor(10, elapsed / 2);
    const heapEnd = floor(elapsed / 2, elapsed + 1);
    await dispatcher.close();

    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const failedCount = [...failures.values()].reduce((a, b) => a + b, 0);
    console.log(
      `bench:load — ${seconds} s, ${connections} connections, ${users.length} signed-in users + guests, wrangler dev (workerd), Node ${process.version}\n`,
    );
    console.log(
      "request".padEnd(32) +
        "count".padStart(7) +
        "failed".padStart(8) +
        "p50 ms".padStart(8) +
        "p95 ms".padStart(8) +
        "p99 ms".padStart(8),
    );
    for (const [kind, list] of [...latencies].sort((a, b) => a[0].localeCompare(b[0]))) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        kind.padEnd(32) +
          String(list.length).padStart(7) +
          String(failures.get(kind) ?? 0).padStart(8) +
          percentile(sorted, 50).toFixed(0).padStart(8) +
          percentile(sorted, 95).toFixed(0).padStart(8) +
          percentile(sorted, 99).toFixed(0).padStart(8),
      );
    }
    console.log(
      "all".padEnd(32) +
        String(all.length).padStart(7) +
        String(failedCount).padStart(8) +
        percentile(all, 50).toFixed(0).padStart(8) +
        percentile(all, 95).toFixed(0).padStart(8) +
        percentile(all, 99).toFixed(0).padStart(8),
    );
    console.log(`\n${(all.length / elapsed).toFixed(0)} requests/s over ${elapsed.toFixed(1)} s`);

    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    const heapGrowth = (heapEnd - heapWarm) / heapWarm;
    console.log(
      `worker JS heap floor: ${mib(heapWarm)} MiB from 10 s to the middle, ${mib(heapEnd)} MiB in the second half (${(heapGrowth * 100).toFixed(1)} %); every 10 s: ${heap
        .filter((_, i) => i % 10 === 9)
        .map((h) => mib(h.bytes))
        .join(", ")} MiB`,
    );
    const window = (from: number, to: number) =>
      memory.filter((m) => m.t >= from && m.t < to).map((m) => m.kib);
    const early = median(window(10, 20));
    const late = median(window(elapsed - 10, elapsed + 1));
    console.log(
      `resident memory (wrangler + workerd): ${(early / 1024).toFixed(0)} MiB at 10-20 s, ${(late / 1024).toFixed(0)} MiB in the last 10 s`,
    );
    const timeline = memory
      .filter((m, i) => i % 10 === 9)
      .map(
        (m) =>
          `${m.t.toFixed(0)} s ${Object.entries(m.byCommand)
            .map(([c, k]) => `${c} ${(k / 1024).toFixed(0)}`)
            .join(" + ")} MiB`,
      );
    console.log(`memory every 10 s: ${timeline.join("; ")}`);

    const log = app
      .log()
      .split("\n")
      .filter((line) => line.trim() !== "");
    console.log(`worker log: ${log.length === 0 ? "empty" : `${log.length} lines`}`);
    for (const line of log.slice(0, 20)) console.log(`  ${line}`);
    for (const sample of failureSamples) console.log(`  failed: ${sample}`);

    if (failedCount > 0) failed = true;
    if (log.length > 0) failed = true;
    if (heapGrowth > MEMORY_GROWTH_LIMIT) failed = true;
  } finally {
    app?.stop();
  }
  if (failed) {
    console.error(
      `\nload test failed (wanted: zero failed requests, an empty worker log, heap growth <= ${MEMORY_GROWTH_LIMIT * 100} %)`,
    );
    process.exit(1);
  }
}

await main();
