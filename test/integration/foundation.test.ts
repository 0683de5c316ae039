import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueBarrier, startWorker, waitFor, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

describe("the worker", () => {
  it("serves the landing page over HTTP", async () => {
    const res = await w.fetch("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain("NutriCoach");
  });

  it("answers unknown paths with 404", async () => {
    const res = await w.fetch("/no-such-page");
    expect(res.status).toBe(404);
  });

  it("serves every browser module a page loads directly, without a redirect (ADR 016)", async () => {
    const seen = new Set<string>();
    for (const page of ["/", "/recommendations", "/recipes/1", "/no-such-page"]) {
      const html = await (await w.fetch(page)).text();
      const modules = [
        ...html.matchAll(/(?:href|src)="(\/build\/[^"]+\.(?:js|css))"/g),
        ...html.matchAll(/import[^"']*["'](\/build\/[^"']+\.js)["']/g),
      ].map((m) => m[1]);
      expect(modules.length, page).toBeGreaterThan(3);
      for (const url of modules) seen.add(url);
    }
    // the route module of a page with a parameter is among them
    expect([...seen].some((u) => u.startsWith("/build/pages/recipe-detail-"))).toBe(true);
    const answers = await Promise.all(
      [...seen].map(async (url) => {
        const res = await w.fetch(url, { redirect: "manual" });
        await res.arrayBuffer();
        return `${res.status} ${url}`;
      }),
    );
    expect(answers.filter((a) => !a.startsWith("200 "))).toEqual([]);
  });

  it("has the migrated schema and the seed in D1", async () => {
    const db = await w.d1();
    const { results } = await db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all<{ name: string }>();
    const tables = results.map((r) => r.name);
    for (const table of [
      "users",
      "user_profiles",
      "recipes",
      "favorites",
      "jobs",
      "health_metrics",
      "shopping_list_items",
    ]) {
      expect(tables).toContain(table);
    }
    const count = await db.prepare("SELECT count(*) AS n FROM recipes").first<{ n: number }>();
    expect(count?.n).toBeGreaterThan(0);
  });
});

describe("the job queue", () => {
  it("runs a queued job in the consumer and records its result in D1", async () => {
    const db = await w.d1();
    const past = Date.now() - 60_000;
    await db.batch([
      db
        .prepare("INSERT INTO rate_limits (key, count, reset_at) VALUES ('login:ip:1', 3, ?)")
        .bind(past),
      db
        .prepare("INSERT INTO rate_limits (key, count, reset_at) VALUES ('login:ip:2', 1, ?)")
        .bind(Date.now() + 600_000),
      db.prepare(
        "INSERT INTO jobs (id, type) VALUES ('job-purge-1', 'maintenance.purge-expired-rate-limits')",
      ),
    ]);
    const queue = await w.mf.getQueueProducer("JOBS");
    await queue.send({ jobId: "job-purge-1", type: "maintenance.purge-expired-rate-limits" });

    const job = await waitFor(async () => {
      const row = await db
        .prepare("SELECT status, result, attempts FROM jobs WHERE id = 'job-purge-1'")
        .first<{ status: string; result: string; attempts: number }>();
      return row?.status === "completed" ? row : null;
    });
    expect(JSON.parse(job.result)).toEqual({ deleted: 1 });
    expect(job.attempts).toBe(1);
    const left = await db.prepare("SELECT key FROM rate_limits").all<{ key: string }>();
    expect(left.results.map((r) => r.key)).toEqual(["login:ip:2"]);
  });

  it("ignores a duplicated message for a finished job", async () => {
    const db = await w.d1();
    await db
      .prepare(
        "INSERT INTO jobs (id, type) VALUES ('job-dup', 'maintenance.purge-expired-rate-limits')",
      )
      .run();
    const queue = await w.mf.getQueueProducer("JOBS");
    await queue.send({ jobId: "job-dup", type: "maintenance.purge-expired-rate-limits" });
    await waitFor(async () => {
      const row = await db
        .prepare("SELECT status FROM jobs WHERE id = 'job-dup'")
        .first<{ status: string }>();
      return row?.status === "completed";
    });
    await queue.send({ jobId: "job-dup", type: "maintenance.purge-expired-rate-limits" });
    // every message sent so far, the duplicate too, has been consumed (a state, not a sleep)
    await queueBarrier(w);
    const row = await db
      .prepare("SELECT attempts FROM jobs WHERE id = 'job-dup'")
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(1);
  });

  it("fails a job of an unknown type with the reason", async () => {
    const db = await w.d1();
    await db.prepare("INSERT INTO jobs (id, type) VALUES ('job-unknown', 'no.such-type')").run();
    const queue = await w.mf.getQueueProducer("JOBS");
    await queue.send({ jobId: "job-unknown", type: "no.such-type" });
    const row = await waitFor(async () => {
      const r = await db
        .prepare("SELECT status, error FROM jobs WHERE id = 'job-unknown'")
        .first<{ status: string; error: string }>();
      return r?.status === "failed" ? r : null;
    });
    expect(row.error).toBe("Unknown job type: no.such-type");
  });
});

describe("unknown API paths", () => {
  it("answer 404 in the JSON error shape for every method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await w.fetch("/api/no-such-endpoint", {
        method,
        headers: { origin: w.url.origin },
      });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe("not_found");
      expect(body.error.message).toContain("/api/no-such-endpoint");
    }
  });

  it("refuse OPTIONS on an API route with 405 in the shape instead of running its loader", async () => {
    for (const path of ["/api/recipes", "/api/recipes/1", "/api/profile"]) {
      const res = await w.fetch(path, { method: "OPTIONS" });
      expect(res.status, path).toBe(405);
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe("method_not_allowed");
    }
  });
});
