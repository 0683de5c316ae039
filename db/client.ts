import {
  createTableRelationsHelpers,
  extractTablesRelationalConfig,
  type ExtractTablesWithRelations,
  type RelationalSchemaConfig,
  type SQL,
} from "drizzle-orm";
import { DrizzleD1Database, SQLiteD1Session } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

type Schema = typeof schema;
export type Database = DrizzleD1Database<Schema> & { $client: D1Database };

const dialect = new SQLiteAsyncDialect();

/**
 * The relational view of the schema that `db.query.*` reads. drizzle's `drizzle(d1, { schema })`
 * derives it again on every call (every table's columns, keys and indexes), which cost about a
 * sixth of a small API read's CPU when each request built its client; the schema never changes
 * in a running worker, so it is derived once, on first use.
 */
let relational: RelationalSchemaConfig<ExtractTablesWithRelations<Schema>> | null = null;

function relationalSchema(): RelationalSchemaConfig<ExtractTablesWithRelations<Schema>> {
  if (!relational) {
    const { tables, tableNamesMap } = extractTablesRelationalConfig(
      schema,
      createTableRelationsHelpers,
    );
    relational = {
      fullSchema: schema,
      schema: tables as ExtractTablesWithRelations<Schema>,
      tableNamesMap,
    };
  }
  return relational;
}

/**
 * A drizzle client over one D1 binding: what `drizzle(d1, { schema })` builds, with the schema's
 * relational view shared (client.test.ts holds them equal). Built per request (or per queue
 * batch) over that request's binding; only the schema's description is kept at module level.
 */
export function createDb(d1: D1Database): Database {
  const config = relationalSchema();
  const session = new SQLiteD1Session(d1, dialect, config, {});
  const db = new DrizzleD1Database("async", dialect, session, config) as Database;
  db.$client = d1;
  return db;
}

export { schema };

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
