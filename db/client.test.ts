import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { createDb, schema } from "./client";
import { users } from "./schema";

/** A D1 binding that records what it is asked and answers one row for every statement. */
function recordingD1(row: Record<string, unknown>) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const statement = (sql: string, params: unknown[] = []): D1PreparedStatement =>
    ({
      bind: (...values: unknown[]) => statement(sql, values),
      async raw() {
        sent.push({ sql, params });
        return [Object.values(row)];
      },
      async all() {
        sent.push({ sql, params });
        return { success: true, meta: {}, results: [row] };
      },
    }) as unknown as D1PreparedStatement;
  return { binding: { prepare: (sql: string) => statement(sql) } as unknown as D1Database, sent };
}

describe("createDb", () => {
  it("describes the schema as drizzle(d1, { schema }) does", () => {
    const { binding } = recordingD1({});
    const ours = createDb(binding);
    const theirs = drizzle(binding, { schema });
    expect(Object.keys(ours._.schema ?? {})).toEqual(Object.keys(theirs._.schema ?? {}));
    expect(ours._.tableNamesMap).toEqual(theirs._.tableNamesMap);
    type TableConfig = { dbName: string; columns: object; primaryKey: { name: string }[] };
    const mineByName = (ours._.schema ?? {}) as Record<string, TableConfig>;
    for (const [name, table] of Object.entries(
      (theirs._.schema ?? {}) as Record<string, TableConfig>,
    )) {
      const mine = mineByName[name];
      expect(mine.dbName).toBe(table.dbName);
      expect(Object.keys(mine.columns)).toEqual(Object.keys(table.columns));
      expect(mine.primaryKey.map((c) => c.name)).toEqual(table.primaryKey.map((c) => c.name));
    }
    expect(ours.$client).toBe(binding);
  });

  it("sends the same statements as drizzle's own client, relational queries included", async () => {
    const row = { id: 7, username: "ana" };
    const a = recordingD1(row);
    const b = recordingD1(row);
    const read = (db: ReturnType<typeof createDb>) =>
      Promise.all([
        db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, 7)),
        db.query.users.findFirst({ columns: { id: true, username: true }, where: eq(users.id, 7) }),
      ]);
    const [ours, theirs] = await Promise.all([
      read(createDb(a.binding)),
      read(drizzle(b.binding, { schema })),
    ]);
    expect(ours).toEqual(theirs);
    expect(ours[1]).toEqual(row);
    expect(a.sent).toEqual(b.sent);
    expect(a.sent).toHaveLength(2);
  });

  it("keeps each client on its own binding", async () => {
    const a = recordingD1({ id: 1, username: "a" });
    const b = recordingD1({ id: 2, username: "b" });
    const select = (db: ReturnType<typeof createDb>) =>
      db.select({ id: users.id, username: users.username }).from(users);
    expect(await select(createDb(a.binding))).toEqual([{ id: 1, username: "a" }]);
    expect(await select(createDb(b.binding))).toEqual([{ id: 2, username: "b" }]);
    expect(a.sent).toHaveLength(1);
    expect(b.sent).toHaveLength(1);
  });
});
