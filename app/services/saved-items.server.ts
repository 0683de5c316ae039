/**
 * Built-in items a signed-in user saved (smoothie plans, smoothie recipes, diet plans), in the
 * saved_items table. One row per user, kind and item (a unique index), so saving twice is a no-op.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteRows } from "#db/delete-rows";
import { savedItems } from "#db/schema";
import { DIET_PLAN_IDS } from "~/content/diet-plans";
import { SMOOTHIE_PLANS, SMOOTHIE_RECIPES } from "~/content/smoothies";
import type { SavedItemKind } from "~/domain/schemas/shopping";

export type SavedItemDto = { id: number; kind: SavedItemKind; itemId: string; createdAt: string };

const KNOWN_IDS: Record<SavedItemKind, ReadonlySet<string>> = {
  "smoothie-plan": new Set(SMOOTHIE_PLANS.map((p) => p.id)),
  "smoothie-recipe": new Set(SMOOTHIE_RECIPES.map((r) => r.id)),
  "diet-plan": new Set(DIET_PLAN_IDS),
};

/** Whether the built-in content has an item of this kind and id. */
export function isKnownItem(kind: SavedItemKind, itemId: string): boolean {
  return KNOWN_IDS[kind].has(itemId);
}

const columns = {
  id: savedItems.id,
  kind: savedItems.kind,
  itemId: savedItems.itemId,
  createdAt: savedItems.createdAt,
};

export async function listSavedItems(
  db: Database,
  userId: number,
  kind?: SavedItemKind,
): Promise<SavedItemDto[]> {
  const rows = await db
    .select(columns)
    .from(savedItems)
    .where(
      kind
        ? and(eq(savedItems.userId, userId), eq(savedItems.kind, kind))
        : eq(savedItems.userId, userId),
    )
    .orderBy(asc(savedItems.id));
  return rows as SavedItemDto[];
}

/** Saves the item; answers the row and whether it was new. */
export async function saveItem(
  db: Database,
  userId: number,
  kind: SavedItemKind,
  itemId: string,
): Promise<{ item: SavedItemDto; created: boolean }> {
  const inserted = await db
    .insert(savedItems)
    .values({ userId, kind, itemId })
    .onConflictDoNothing()
    .returning(columns);
  if (inserted.length) return { item: inserted[0] as SavedItemDto, created: true };
  const [existing] = await db
    .select(columns)
    .from(savedItems)
    .where(
      and(eq(savedItems.userId, userId), eq(savedItems.kind, kind), eq(savedItems.itemId, itemId)),
    )
    .limit(1);
  return { item: existing as SavedItemDto, created: false };
}

/** Unsaves one of the user's saved items; false when there is no such item of theirs. */
export async function deleteSavedItem(db: Database, userId: number, id: number): Promise<boolean> {
  return deleteRows(db, savedItems, and(eq(savedItems.id, id), eq(savedItems.userId, userId)));
}
