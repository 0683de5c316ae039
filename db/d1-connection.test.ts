import { afterEach, describe, expect, it, vi } from "vitest";
import { createD1Connection, isReadStatement } from "./d1-connection";

/**
 * A fake D1 binding over fixed tables: each SQL text answers fixed columns and rows, as D1 does:
 * `raw()` gives arrays, `all()`/`first()` and every batch entry give objects built from the
 * columns in order (so duplicate or numeric column names behave as they do in workerd).
 */
type Table = { columns: string[]; rows: unknown[][] } | Error;

function fakeD1(tables: Record<string, Table>) {
  const sent: string[] = [];
  const answer = (sql: string) => {
    const table = tables[sql];
    if (!table) throw new Error(`no such table for ${sql}`);
    if (table instanceof Error) throw table;
    return table;
  };
  const objects = (t: { columns: string[]; rows: unknown[][] }) =>
    t.rows.map((row) => Object.fromEntries(row.map((cell, i) => [t.columns[i], cell])));
  const result = (results: unknown[]) => ({ success: true, meta: {}, results });
  const statement = (sql: string, params: unknown[] = []): D1PreparedStatement =>
    ({
      sql,
      params,
      bind: (...values: unknown[]) => statement(sql, values),
      async all() {
        sent.push(`all ${sql}`);
        return result(objects(answer(sql) as never));
      },
      async first(column?: string) {
        sent.push(`first ${sql}`);
        const row = objects(answer(sql) as never)[0] ?? null;
        return column === undefined || row === null ? row : row[column];
      },
      async raw() {
        sent.push(`raw ${sql}`);
        return (answer(sql) as { rows: unknown[][] }).rows;
      },
      async run() {
        sent.push(`run ${sql}`);
        return result([]);
      },
    }) as unknown as D1PreparedStatement;
  const binding = {
    prepare: (sql: string) => statement(sql),
    async batch(statements: (D1PreparedStatement & { sql: string })[]) {
      sent.push(`batch ${statements.map((s) => s.sql).join(" | ")}`);
      return statements.map((s) => result(objects(answer(s.sql) as never)));
    },
    exec: async () => ({ count: 0, duration: 0 }),
    withSession: () => binding,
    dump: async () => new ArrayBuffer(0),
  };
  return { binding: binding as unknown as D1Database, sent };
}

const RECIPE = "SELECT id, title FROM recipes WHERE id = ?";
const COUNT = "SELECT count(*) AS n FROM comments";

afterEach(() => {
  vi.useRealTimers();
});

describe("isReadStatement", () => {
  it("reads: SELECT and WITH ... SELECT; writes: the rest", () => {
    expect(isReadStatement('select "id" from "users"')).toBe(true);
    expect(isReadStatement("  /* c */ WITH t AS (SELECT 1) SELECT * FROM t")).toBe(true);
    expect(isReadStatement("WITH t AS (SELECT 1) INSERT INTO x SELECT * FROM t")).toBe(false);
    expect(isReadStatement("insert into users (a) values (?) returning id")).toBe(false);
    expect(isReadStatement("UPDATE t SET a = 1")).toBe(false);
  });
});

describe("createD1Connection", () => {
  it("sends reads started in the same turn as one batch and answers each as D1 would alone", async () => {
    const { binding, sent } = fakeD1({
      [RECIPE]: { columns: ["id", "title"], rows: [[1, "Soup"]] },
      [COUNT]: { columns: ["n"], rows: [[3]] },
    });
    const d1 = createD1Connection(binding);
    const db = d1.database;
    const [raw, all, first, column] = await Promise.all([
      db.prepare(RECIPE).bind(1).raw(),
      db.prepare(COUNT).all(),
      db.prepare(RECIPE).bind(1).first(),
      db.prepare(COUNT).first("n"),
    ]);
    expect(raw).toEqual([[1, "Soup"]]);
    expect(all.results).toEqual([{ n: 3 }]);
    expect(first).toEqual({ id: 1, title: "Soup" });
    expect(column).toBe(3);
    expect(sent).toEqual([`batch ${RECIPE} | ${COUNT} | ${RECIPE} | ${COUNT}`]);
    expect(d1.stats).toEqual({ roundTrips: 1, statements: 4, writes: 0 });
  });

  it("sends a lone read on its own, and reads of later turns in their own round trip", async () => {
    const { binding, sent } = fakeD1({ [COUNT]: { columns: ["n"], rows: [[3]] } });
    const d1 = createD1Connection(binding);
    await d1.database.prepare(COUNT).first("n");
    await d1.database.prepare(COUNT).all();
    expect(sent).toEqual([`first ${COUNT}`, `all ${COUNT}`]);
    expect(d1.stats.roundTrips).toBe(2);
  });

  it("asks a raw read again alone when its batched row lost columns (same names, index names)", async () => {
    const duplicate = 'select "c"."id", "u"."id" from "c" join "u"';
    const numeric = 'select "id", 0 from "s"';
    const { binding, sent } = fakeD1({
      [duplicate]: { columns: ["id", "id"], rows: [[7, 9]] },
      [numeric]: { columns: ["id", "0"], rows: [[5, 0]] },
      [COUNT]: { columns: ["n"], rows: [[3]] },
    });
    const d1 = createD1Connection(binding);
    const db = d1.database;
    const [a, b, c] = await Promise.all([
      db.prepare(duplicate).raw(),
      db.prepare(numeric).raw(),
      db.prepare(COUNT).raw(),
    ]);
    expect(a).toEqual([[7, 9]]);
    expect(b).toEqual([[5, 0]]);
    expect(c).toEqual([[3]]);
    expect(sent).toEqual([
      `batch ${duplicate} | ${numeric} | ${COUNT}`,
      `raw ${duplicate}`,
      `raw ${numeric}`,
    ]);
  });

  it("asks each statement of a failed batch on its own, so only the bad one fails", async () => {
    const bad = "SELECT nope FROM missing";
    const { binding, sent } = fakeD1({
      [COUNT]: { columns: ["n"], rows: [[3]] },
      [bad]: new Error("D1_ERROR: no such table: missing"),
    });
    const d1 = createD1Connection(binding);
    const [good, failed] = await Promise.allSettled([
      d1.database.prepare(COUNT).first("n"),
      d1.database.prepare(bad).all(),
    ]);
    expect(good).toEqual({ status: "fulfilled", value: 3 });
    expect(failed.status).toBe("rejected");
    expect(String((failed as PromiseRejectedResult).reason)).toContain("no such table");
    expect(sent).toEqual([`batch ${COUNT} | ${bad}`, `first ${COUNT}`, `all ${bad}`]);
    expect(d1.stats.roundTrips).toBe(3);
  });

  it("refuses a missing column of first(name) as D1 does", async () => {
    const { binding } = fakeD1({ [COUNT]: { columns: ["n"], rows: [[3]] } });
    const db = createD1Connection(binding).database;
    const [, missing] = await Promise.allSettled([
      db.prepare(COUNT).all(),
      db.prepare(COUNT).first("total"),
    ]);
    expect(String((missing as PromiseRejectedResult).reason)).toContain("D1_COLUMN_NOTFOUND");
  });

  it("sends writes at once, after the reads already waiting, and counts an explicit batch once", async () => {
    const insert = "INSERT INTO t (a) VALUES (?)";
    const { binding, sent } = fakeD1({
      [COUNT]: { columns: ["n"], rows: [[3]] },
      [RECIPE]: { columns: ["id", "title"], rows: [] },
      [insert]: { columns: [], rows: [] },
    });
    const d1 = createD1Connection(binding);
    const db = d1.database;
    const reads = Promise.all([db.prepare(COUNT).all(), db.prepare(RECIPE).bind(2).first()]);
    const write = db.prepare(insert).bind(1).run();
    await Promise.all([reads, write]);
    await db.batch([db.prepare(COUNT), db.prepare(RECIPE).bind(3)]);
    expect(sent).toEqual([
      `batch ${COUNT} | ${RECIPE}`,
      `run ${insert}`,
      `batch ${COUNT} | ${RECIPE}`,
    ]);
    // the insert is the one statement that may write
    expect(d1.stats).toEqual({ roundTrips: 3, statements: 5, writes: 1 });
  });

  it("waits the configured delay before every round trip", async () => {
    vi.useFakeTimers();
    const { binding, sent } = fakeD1({ [COUNT]: { columns: ["n"], rows: [[3]] } });
    const db = createD1Connection(binding, { delayMs: 40 }).database;
    const answer = Promise.all([db.prepare(COUNT).all(), db.prepare(COUNT).all()]);
    await vi.advanceTimersByTimeAsync(39);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await answer;
    expect(sent).toEqual([`batch ${COUNT} | ${COUNT}`]);
  });

  it("asks for its target once, lazily, and reports the session's bookmark", async () => {
    const { binding, sent } = fakeD1({ [COUNT]: { columns: ["n"], rows: [[3]] } });
    let bookmark = "b-1";
    const target = vi.fn(() => ({
      prepare: binding.prepare.bind(binding),
      batch: binding.batch.bind(binding),
      getBookmark: () => bookmark,
    }));
    const d1 = createD1Connection(binding, { target });
    expect(d1.bookmark()).toBeNull();
    expect(target).not.toHaveBeenCalled();
    await d1.database.prepare(COUNT).all();
    bookmark = "b-2";
    await d1.database.prepare(COUNT).all();
    expect(target).toHaveBeenCalledTimes(1);
    expect(d1.bookmark()).toBe("b-2");
    expect(sent).toHaveLength(2);
  });
});
