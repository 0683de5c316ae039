/**
 * A user's favourite recipes. Every query carries the owner's id; adding and removing are
 * idempotent (one row per user and recipe, a unique index).
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteRows } from "#db/delete-rows";
import { favorites } from "#db/schema";
import { favoriteRecipesOf, recipeExists, type RecipeListItem } from "./recipes.server";

export async function listFavoriteIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ recipeId: favorites.recipeId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows.map((r) => r.recipeId);
}

/** The user's favourite recipes, most recently saved first. */
export function listFavoriteRecipes(db: Database, userId: number): Promise<RecipeListItem[]> {
  return favoriteRecipesOf(db, userId);
}

export type AddFavoriteResult = { ok: true; created: boolean } | { ok: false; reason: "no_recipe" };

export async function addFavorite(
  db: Database,
  userId: number,
  recipeId: number,
): Promise<AddFavoriteResult> {
  if (!(await recipeExists(db, recipeId))) return { ok: false, reason: "no_recipe" };
  const inserted = await db
    .insert(favorites)
    .values({ userId, recipeId })
    .onConflictDoNothing({ target: [favorites.userId, favorites.recipeId] })
    .returning({ id: favorites.id });
  return { ok: true, created: inserted.length > 0 };
}

/** Removes the favourite if there is one; answers whether a row went away. */
export async function removeFavorite(
  db: Database,
  userId: number,
  recipeId: number,
): Promise<boolean> {
  return deleteRows(
    db,
    favorites,
    and(eq(favorites.userId, userId), eq(favorites.recipeId, recipeId)),
  );
}
