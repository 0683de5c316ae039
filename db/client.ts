import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** A drizzle client over one D1 binding. Built per request (or per queue batch), never at module level. */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Database = ReturnType<typeof createDb>;
export { schema };
