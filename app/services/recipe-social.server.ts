/**
 * Comments (with an optional 1-5 rating) and shares of recipes. Anyone reads them; a signed-in user
 * writes them; only a comment's author deletes it.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/client";
import { recipeComments, socialShares, users } from "#db/schema";
import { averageRating } from "~/domain/recipe-content";
import { platformShareUrl, type SharePlatform } from "~/domain/recipe-share";
import type { commentSchema } from "~/domain/schemas/recipes";

export type RecipeComment = {
  id: number;
  recipeId: number;
  userId: number;
  comment: string;
  rating: number | null;
  createdAt: string;
  updatedAt: string;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
};

/** Newest comments are shown; the summary counts every one. */
export const COMMENTS_SHOWN = 200;

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

function toComment({
  firstName,
  lastName,
  profileImageUrl,
  ...row
}: Omit<RecipeComment, "user"> & RecipeComment["user"]): RecipeComment {
  return { ...row, user: { firstName, lastName, profileImageUrl } };
}

export async function listComments(db: Database, recipeId: number): Promise<RecipeComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(recipeComments)
    .innerJoin(users, eq(users.id, recipeComments.userId))
    .where(eq(recipeComments.recipeId, recipeId))
    .orderBy(desc(recipeComments.createdAt), desc(recipeComments.id))
    .limit(COMMENTS_SHOWN);
  return rows.map(toComment);
}

export type CommentSummary = { count: number; ratingCount: number; averageRating: number | null };

/** Count and average rating over all of a recipe's comments, to one decimal. */
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
  const [row] = await db
    .insert(recipeComments)
    .values({ recipeId, userId, comment: input.comment, rating: input.rating ?? null })
    .returning({ id: recipeComments.id });
  const [created] = await db
    .select(commentColumns)
    .from(recipeComments)
    .innerJoin(users, eq(users.id, recipeComments.userId))
    .where(eq(recipeComments.id, row.id));
  return toComment(created);
}

/** Deletes a comment of this user: "forbidden" when it is someone else's, "not_found" when there is none. */
export async function deleteComment(
  db: Database,
  userId: number,
  commentId: number,
): Promise<"deleted" | "forbidden" | "not_found"> {
  const deleted = await db
    .delete(recipeComments)
    .where(and(eq(recipeComments.id, commentId), eq(recipeComments.userId, userId)))
    .returning({ id: recipeComments.id });
  if (deleted.length) return "deleted";
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
  userId: number;
  platform: string;
  shareUrl: string;
  caption: string | null;
  imageUrl: string | null;
  createdAt: string;
};

export async function listShares(db: Database, recipeId: number): Promise<RecipeShare[]> {
  return db
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
}

/**
 * Records a share. `shareUrl` is the platform's share page for the recipe's link (what the browser
 * opens), or the recipe's link itself for Instagram, which has no web share page.
 */
export async function createShare(
  db: Database,
  userId: number,
  input: {
    recipeId: number;
    platform: SharePlatform;
    caption?: string | null;
    imageUrl?: string | null;
    recipeUrl: string;
    recipeTitle: string;
  },
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
