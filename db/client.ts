import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

/** A drizzle client over one D1 binding. Built per request (or per queue batch), never at module level. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;
export { schema };

const dialect = new SQLiteAsyncDialect();

/**
 * A D1 statement for a hand-written query (drizzle's `sql`), for batches of statements that
 * drizzle's builders cannot express (INSERT ... SELECT over json_each). drizzle 0.45 cannot batch
 * its own raw queries when they have parameters, so these go to D1 directly:
 * `db.$client.batch([rawStatement(db, sql`...`), ...])`.
 */
export function rawStatement(db: Database, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.prepare(text).bind(...params);
}
