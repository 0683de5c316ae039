/**
 * Which D1 tables hold users' data and how to find one user's rows: read from D1 itself, so a new
 * table is covered (or fails) without anyone remembering it. Used by the owner matrix and the
 * account export/deletion tests.
 */

/** Reference data and counters: not anyone's. The recipe search index's tables follow the recipes. */
export const SHARED_TABLES = new Set([
  "foods",
  "food_aliases",
  "rate_limits",
  "recipes",
  "d1_migrations",
  // the app's own generated secrets (the cookie-signing secret), no user's data
  "app_secrets",
]);

export type TableInfo = { name: string; columns: string[] };

export async function userTables(db: D1Database): Promise<TableInfo[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql NOT LIKE 'CREATE VIRTUAL%' ORDER BY name",
    )
    .all<{ name: string }>();
  const tables: TableInfo[] = [];
  for (const { name } of results) {
    if (SHARED_TABLES.has(name) || /^recipe_(search|words)_/.test(name)) continue;
    const info = await db.prepare(`PRAGMA table_info(${name})`).all<{ name: string }>();
    tables.push({ name, columns: info.results.map((c) => c.name) });
  }
  return tables;
}

/** The WHERE clause that finds one user's rows (?1 is the user id); null: no rule for the table. */
export function ownerFilter(table: TableInfo): string | null {
  if (table.name === "users") return "id = ?1";
  if (table.name === "shopping_list_items")
    return "list_id IN (SELECT id FROM shopping_lists WHERE user_id = ?1)";
  if (table.columns.includes("user_id")) return "user_id = ?1";
  // the development outbox: mail sent to the user's address
  if (table.name === "mail_outbox") return "to_address = (SELECT email FROM users WHERE id = ?1)";
  return null;
}
