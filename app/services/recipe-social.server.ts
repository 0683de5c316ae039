/**
 * Comments (with an optional 1-5 rating) and shares of recipes. Anyone reads them; a signed-in user
 * writes them; only a comment's author deletes it. Public lists carry no author ids: `userId` is
 * set only on the viewer's own rows (with `isOwn`), so the author check works without exposing
 * anyone else's id (docs/decisions/030). One rating per person and recipe: a new one clears the
 * old (a partial unique index holds it), so the average counts people.
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/client";
import { recipeComments, socialShares, users } from "#db/schema";
import { toPage, type Page, type PageRequest } from "~/domain/paging";
import { averageRating } from "~/domain/recipe-content";
import { platformShareUrl, type SharePlatform } from "~/domain/recipe-share";
import type { commentSchema } from "~/domain/schemas/recipes";
import { recipeScope, type CacheScope } from "~/lib/edge-cache.server";
import { limitUserContent } from "./content-limits.server";
import { getRecipe } from "./recipes.server";

export type RecipeComment = {
  id: number;
  recipeId: number;
  /** the viewer's own id on their comments; null on everyone else's */
  userId: number | null;
  /** whether the signed-in viewer wrote it (and may delete it) */
  isOwn: boolean;
  comment: string;
  rating: number | null;
  createdAt: string;
  updatedAt: string;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
};

/** Comments come a page at a time, newest first; the summary counts every one. */
export const COMMENTS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

const commentColumns = {
  id: recipeComments.id,
  recipeId: recipeComments.recipeId,
  userId: recipeComments.userId,
  comment: recipeComments.comment,
  rating: recipeComments.rating,
  createdAt: recipeComments.createdAt,
  updatedAt: recipeComments.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

type CommentRow = Omit<RecipeComment, "user" | "userId" | "isOwn"> &
  RecipeComment["user"] & { userId: number };

function toComment(
  { firstName, lastName, profileImageUrl, userId, ...row }: CommentRow,
  viewerId: number | null,
): RecipeComment {
  const isOwn = viewerId !== null && userId === viewerId;
  return {
    ...row,
    userId: isOwn ? userId : null,
    isOwn,
    user: { firstName, lastName, profileImageUrl },
  };
}

/** A page of a recipe's comments, newest first (ids grow with time). */
export async function listComments(
  db: Database,
  recipeId: number,
  viewerId: number | null,
  page: PageRequest = { before: null, limit: COMMENTS_PAGE.defaultLimit },
): Promise<Page<RecipeComment>> {
  const rows = await db
    .select(commentColumns)
    .from(recipeComments)
    .innerJoin(users, eq(users.id, recipeComments.userId))
    .where(
      and(
        eq(recipeComments.recipeId, recipeId),
        page.before === null ? undefined : lt(recipeComments.id, page.before),
      ),
    )
    .orderBy(desc(recipeComments.id))
    .limit(page.limit + 1);
  const { items, nextBefore } = toPage(rows, page.limit);
  return { items: items.map((row) => toComment(row, viewerId)), nextBefore };
}

export type CommentSummary = { count: number; ratingCount: number; averageRating: number | null };

/**
 * Count of all a recipe's comments and the average rating, to one decimal, over the people who
 * rated it (each person's latest rating counts once).
 */
export async function commentSummary(db: Database, recipeId: number): Promise<CommentSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)`,
      ratingCount: sql<number>`count(${recipeComments.rating})`,
      ratingSum: sql<number | null>`sum(${recipeComments.rating})`,
    })
    .from(recipeComments)
    .where(eq(recipeComments.recipeId, recipeId));
  const ratingCount = row?.ratingCount ?? 0;
  return {
    count: row?.count ?? 0,
    ratingCount,
    averageRating: ratingCount > 0 ? averageRating([(row!.ratingSum ?? 0) / ratingCount]) : null,
  };
}

export async function createComment(
  db: Database,
  userId: number,
  recipeId: number,
  input: z.infer<typeof commentSchema>,
): Promise<RecipeComment> {
  const rating = input.rating ?? null;
  const insert = db
    .insert(recipeComments)
    .values({ recipeId, userId, comment: input.comment, rating })
    .returning({ id: recipeComments.id });
  // a new rating replaces the user's earlier one, in the same transaction
  const [row] =
    rating === null
      ? await insert
      : (
          await db.batch([
            db
              .update(recipeComments)
              .set({ rating: null, updatedAt: new Date().toISOString() })
              .where(
                and(
                  eq(recipeComments.recipeId, recipeId),
                  eq(recipeComments.userId, userId),
                  sql`${recipeComments.rating} IS NOT NULL`,
                ),
              ),
            insert,
          ])
        )[1];
  const [created] = await db
    .select(commentColumns)
    .from(recipeComments)
    .innerJoin(users, eq(users.id, recipeComments.userId))
    .where(eq(recipeComments.id, row.id));
  return toComment(created, userId);
}

/**
 * Deletes a comment of this user (answering its recipe's id): "forbidden" when it is someone
 * else's, "not_found" when there is none.
 */
export async function deleteComment(
  db: Database,
  userId: number,
  commentId: number,
): Promise<{ deleted: number } | "forbidden" | "not_found"> {
  const [deleted] = await db
    .delete(recipeComments)
    .where(and(eq(recipeComments.id, commentId), eq(recipeComments.userId, userId)))
    .returning({ recipeId: recipeComments.recipeId });
  if (deleted) return { deleted: deleted.recipeId };
  const exists = await db.query.recipeComments.findFirst({
    columns: { id: true },
    where: eq(recipeComments.id, commentId),
  });
  return exists ? "forbidden" : "not_found";
}

// ---------------------------------------------------------------- shares

export type RecipeShare = {
  id: number;
  recipeId: number;
  /** the viewer's own id on their shares; null on everyone else's */
  userId: number | null;
  platform: string;
  shareUrl: string;
  caption: string | null;
  imageUrl: string | null;
  createdAt: string;
};

/** How many times a recipe was shared (the page's "Share (n)"): all of them, not a listed page. */
export async function countShares(db: Database, recipeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(socialShares)
    .where(eq(socialShares.recipeId, recipeId));
  return row?.n ?? 0;
}

export async function listShares(
  db: Database,
  recipeId: number,
  viewerId: number | null = null,
): Promise<RecipeShare[]> {
  const rows = await db
    .select({
      id: socialShares.id,
      recipeId: socialShares.recipeId,
      userId: socialShares.userId,
      platform: socialShares.platform,
      shareUrl: socialShares.shareUrl,
      caption: socialShares.caption,
      imageUrl: socialShares.imageUrl,
      createdAt: socialShares.createdAt,
    })
    .from(socialShares)
    .where(eq(socialShares.recipeId, recipeId))
    .orderBy(desc(socialShares.createdAt), desc(socialShares.id))
    .limit(200);
  return rows.map((row) => ({ ...row, userId: row.userId === viewerId ? row.userId : null }));
}

/**
 * Records a share. `shareUrl` is the platform's share page for the recipe's link (what the browser
 * opens), or the recipe's link itself for Instagram, which has no web share page.
 */
/** What a user says when sharing (POST /api/social/shares's fields). */
export type ShareInput = {
  recipeId: number;
  platform: SharePlatform;
  caption?: string | null;
  imageUrl?: string | null;
};

export type ShareRecipeResult =
  | { ok: true; share: RecipeShare }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "rate_limited"; resetAt: number };

/**
 * A signed-in user shares a recipe (POST /api/social/shares and the recipe page's `share` intent):
 * within the user's share limit, for the recipe's public link on `origin` (its picture unless one
 * is given); the recipe's cached reads are purged, so its share count shows the new one.
 */
export async function shareRecipe(
  deps: { db: Database; edgeCache: { purge: (scopes: CacheScope[]) => Promise<void> } },
  userId: number,
  input: ShareInput,
  origin: string,
): Promise<ShareRecipeResult> {
  const recipe = await getRecipe(deps.db, input.recipeId);
  if (!recipe) return { ok: false, reason: "not_found" };
  const limited = await limitUserContent(deps.db, "share", userId);
  if (limited) return { ok: false, reason: "rate_limited", resetAt: limited.resetAt };
  const share = await createShare(deps.db, userId, {
    ...input,
    imageUrl: input.imageUrl ?? new URL(recipe.imageUrl, origin).href,
    recipeUrl: `${origin}/recipes/${recipe.id}`,
    recipeTitle: recipe.title,
  });
  await deps.edgeCache.purge([recipeScope(recipe.id)]);
  return { ok: true, share };
}

export async function createShare(
  db: Database,
  userId: number,
  input: ShareInput & { recipeUrl: string; recipeTitle: string },
): Promise<RecipeShare> {
  const shareUrl =
    platformShareUrl(input.platform, {
      url: input.recipeUrl,
      caption: input.caption,
      imageUrl: input.imageUrl,
      title: input.recipeTitle,
    }) ?? input.recipeUrl;
  const [row] = await db
    .insert(socialShares)
    .values({
      recipeId: input.recipeId,
      userId,
      platform: input.platform,
      shareUrl,
      caption: input.caption ?? null,
      imageUrl: input.imageUrl ?? null,
    })
    .returning();
  return {
    id: row.id,
    recipeId: row.recipeId,
    userId: row.userId,
    platform: row.platform,
    shareUrl: row.shareUrl,
    caption: row.caption,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt,
  };
}
