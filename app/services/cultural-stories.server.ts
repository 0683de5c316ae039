/**
 * Cultural stories of recipes: anyone reads them; a signed-in user writes one, edits their own,
 * and likes any story once (story_likes has one row per user and story; `likes` is its count).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/client";
import { culturalStories, storyLikes, users } from "#db/schema";
import type { createStorySchema, updateStorySchema } from "~/domain/schemas/recipes";

export type CulturalStory = {
  id: number;
  recipeId: number;
  userId: number;
  title: string;
  story: string;
  badgeType: string;
  region: string | null;
  era: string | null;
  imageUrl: string | null;
  likes: number;
  createdAt: string;
  updatedAt: string;
  author: { firstName: string | null; lastName: string | null };
  /** whether the viewer liked it; false for guests */
  likedByMe: boolean;
};

const storyColumns = {
  id: culturalStories.id,
  recipeId: culturalStories.recipeId,
  userId: culturalStories.userId,
  title: culturalStories.title,
  story: culturalStories.story,
  badgeType: culturalStories.badgeType,
  region: culturalStories.region,
  era: culturalStories.era,
  imageUrl: culturalStories.imageUrl,
  likes: culturalStories.likes,
  createdAt: culturalStories.createdAt,
  updatedAt: culturalStories.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
};

type StoryRow = Omit<CulturalStory, "author" | "likedByMe"> & {
  firstName: string | null;
  lastName: string | null;
  liked: number;
};

function toStory({ firstName, lastName, liked, ...row }: StoryRow): CulturalStory {
  return { ...row, author: { firstName, lastName }, likedByMe: Boolean(liked) };
}

function likedBy(viewerId: number | null) {
  return viewerId === null
    ? sql<number>`0`
    : sql<number>`EXISTS (SELECT 1 FROM story_likes AS l WHERE l.story_id = ${culturalStories.id} AND l.user_id = ${viewerId})`;
}

/** Stories of a recipe, oldest first (the order they were told). */
export async function listStories(
  db: Database,
  recipeId: number,
  viewerId: number | null,
): Promise<CulturalStory[]> {
  const rows = await db
    .select({ ...storyColumns, liked: likedBy(viewerId) })
    .from(culturalStories)
    .innerJoin(users, eq(users.id, culturalStories.userId))
    .where(eq(culturalStories.recipeId, recipeId))
    .orderBy(asc(culturalStories.createdAt), asc(culturalStories.id))
    .limit(200);
  return rows.map(toStory);
}

async function getStory(db: Database, id: number, viewerId: number | null) {
  const [row] = await db
    .select({ ...storyColumns, liked: likedBy(viewerId) })
    .from(culturalStories)
    .innerJoin(users, eq(users.id, culturalStories.userId))
    .where(eq(culturalStories.id, id))
    .limit(1);
  return row ? toStory(row) : null;
}

export async function createStory(
  db: Database,
  userId: number,
  input: z.infer<typeof createStorySchema>,
): Promise<CulturalStory> {
  const [row] = await db
    .insert(culturalStories)
    .values({
      recipeId: input.recipeId,
      userId,
      title: input.title,
      story: input.story,
      badgeType: input.badgeType,
      region: input.region ?? null,
      era: input.era ?? null,
      imageUrl: input.imageUrl ?? null,
    })
    .returning({ id: culturalStories.id });
  return (await getStory(db, row.id, userId))!;
}

export type StoryUpdate =
  { ok: true; story: CulturalStory } | { ok: false; reason: "not_found" | "forbidden" };

/** Edits a story; only its author may. */
export async function updateStory(
  db: Database,
  userId: number,
  storyId: number,
  input: z.infer<typeof updateStorySchema>,
): Promise<StoryUpdate> {
  const updated = await db
    .update(culturalStories)
    .set({
      title: input.title,
      story: input.story,
      badgeType: input.badgeType,
      region: input.region ?? null,
      era: input.era ?? null,
      imageUrl: input.imageUrl ?? null,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(culturalStories.id, storyId), eq(culturalStories.userId, userId)))
    .returning({ id: culturalStories.id });
  if (updated.length === 0) {
    const exists = await db.query.culturalStories.findFirst({
      columns: { id: true },
      where: eq(culturalStories.id, storyId),
    });
    return { ok: false, reason: exists ? "forbidden" : "not_found" };
  }
  return { ok: true, story: (await getStory(db, storyId, userId))! };
}

export type LikeResult = { ok: true; id: number; likes: number; liked: boolean } | { ok: false };

/**
 * Likes (or, with `like: false`, unlikes) a story for a user. The count is recomputed from
 * story_likes in the same batch, so repeats and races can never drift it.
 */
export async function setStoryLike(
  db: Database,
  userId: number,
  storyId: number,
  like: boolean,
): Promise<LikeResult> {
  const exists = await db.query.culturalStories.findFirst({
    columns: { id: true },
    where: eq(culturalStories.id, storyId),
  });
  if (!exists) return { ok: false };
  const change = like
    ? db.insert(storyLikes).values({ storyId, userId }).onConflictDoNothing()
    : db
        .delete(storyLikes)
        .where(and(eq(storyLikes.storyId, storyId), eq(storyLikes.userId, userId)));
  const [, [row]] = await db.batch([
    change,
    db
      .update(culturalStories)
      .set({
        likes: sql`(SELECT count(*) FROM story_likes WHERE story_id = ${storyId})`,
      })
      .where(eq(culturalStories.id, storyId))
      .returning({ likes: culturalStories.likes }),
  ]);
  return { ok: true, id: storyId, likes: row?.likes ?? 0, liked: like };
}
