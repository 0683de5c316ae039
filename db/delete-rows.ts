import type { SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "./client";

/**
 * Deletes the rows `where` selects and answers whether any went. An owned row's condition names
 * its owner (`and(eq(t.id, id), eq(t.userId, userId))`), so another user's row is never deleted
 * and answers false, like a missing one.
 */
export async function deleteRows(
  db: Database,
  table: SQLiteTable & { id: SQLiteColumn },
  where: SQL | undefined,
): Promise<boolean> {
  const deleted = await db.delete(table).where(where).returning({ id: table.id });
  return deleted.length > 0;
}
