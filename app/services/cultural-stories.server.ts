/**
 * Cultural stories of recipes: anyone reads them, newest first, a page at a time (nothing is ever
 * hidden for good: older ones are a page away); a signed-in user writes one, edits their own, and
 * likes any story once (story_likes has one row per user and story; `likes` is its count). Lists
 * carry no author ids: `userId` only on the viewer's own stories, with `isOwn` (ADR 030).
 */
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/client";
import { culturalStories, storyLikes, users } from "#db/schema";
import { toPage, type Page, type PageRequest } from "~/domain/paging";
import type { createStorySchema, updateStorySchema } from "~/domain/schemas/recipes";

/** Page sizes: the API's default and most, and the recipe page's. */
export const STORIES_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;
export const STORIES_ON_RECIPE_PAGE = 10;

export type CulturalStory = {
  id: number;
  recipeId: number;
  /** the viewer's own id on their stories; null on everyone else's */
  userId: number | null;
  /** whether the signed-in viewer told it (and may edit it) */
  isOwn: boolean;
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

type StoryRow = Omit<CulturalStory, "author" | "likedByMe" | "userId" | "isOwn"> & {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  liked: number;
};

function toStory(
  { firstName, lastName, liked, userId, ...row }: StoryRow,
  viewerId: number | null,
): CulturalStory {
  const isOwn = viewerId !== null && userId === viewerId;
  return {
    ...row,
    userId: isOwn ? userId : null,
    isOwn,
    author: { firstName, lastName },
    likedByMe: Boolean(liked),
  };
}

// named: a column called "0" would not survive a batched read (db/d1-connection.ts)
function likedBy(viewerId: number | null) {
  return (
    viewerId === null
      ? sql<number>`0`
      : sql<number>`EXISTS (SELECT 1 FROM story_likes AS l WHERE l.story_id = ${culturalStories.id} AND l.user_id = ${viewerId})`
  ).as("liked");
}

/** A page of a recipe's stories, newest first (ids grow with time). */
export async function listStories(
  db: Database,
  recipeId: number,
  viewerId: number | null,
  page: PageRequest = { before: null, limit: STORIES_PAGE.defaultLimit },
): Promise<Page<CulturalStory>> {
  const rows = await db
    .select({ ...storyColumns, liked: likedBy(viewerId) })
    .from(culturalStories)
    .innerJoin(users, eq(users.id, culturalStories.userId))
    .where(
      and(
        eq(culturalStories.recipeId, recipeId),
        page.before === null ? undefined : lt(culturalStories.id, page.before),
      ),
    )
    .orderBy(desc(culturalStories.id))
    .limit(page.limit + 1);
  const { items, nextBefore } = toPage(rows, page.limit);
  return { items: items.map((row) => toStory(row, viewerId)), nextBefore };
}

async function getStory(db: Database, id: number, viewerId: number | null) {
  const [row] = await db
    .select({ ...storyColumns, liked: likedBy(viewerId) })
    .from(culturalStories)
    .innerJoin(users, eq(users.id, culturalStories.userId))
    .where(eq(culturalStories.id, id))
    .limit(1);
  return row ? toStory(row, viewerId) : null;
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
      ...authorsStoryFields(input),
    })
    .returning({ id: culturalStories.id });
  return (await getStory(db, row.id, userId))!;
}

/** The columns a story's author writes, when telling it and when editing it (left out = none). */
function authorsStoryFields(input: z.infer<typeof updateStorySchema>) {
  return {
    title: input.title,
    story: input.story,
    badgeType: input.badgeType,
    region: input.region ?? null,
    era: input.era ?? null,
    imageUrl: input.imageUrl ?? null,
  };
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
    .set({ ...authorsStoryFields(input), updatedAt: new Date().toISOString() })
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

export type LikeResult =
  { ok: true; id: number; recipeId: number; likes: number; liked: boolean } | { ok: false };

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
    columns: { id: true, recipeId: true },
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
  return { ok: true, id: storyId, recipeId: exists.recipeId, likes: row?.likes ?? 0, liked: like };
}
