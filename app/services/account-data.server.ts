/**
 * Everything a user owns, in one place: the export (GET /api/account/export) and the deletion
 * (DELETE /api/account, /settings) read the same list of tables, so what is exported is what is
 * deleted. test/integration/account.test.ts checks both table by table against D1, KV and R2, and
 * fails when a table with a user_id is missing here (docs/decisions/020-settings-and-account-data.md).
 */
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Database } from "#db/client";
import {
  achievements,
  culturalStories,
  emailTokens,
  favorites,
  foodAnalyses,
  healthMetrics,
  jobs,
  mailOutbox,
  nutritionLogs,
  rateLimits,
  recipes,
  recipeComments,
  savedItems,
  shoppingListItems,
  shoppingLists,
  socialShares,
  storyLikes,
  uploads,
  userIdentities,
  userMealPlans,
  userProfiles,
  users,
  wellnessGoals,
} from "#db/schema";
import { hitRateLimit } from "./rate-limit.server";

type Owned = { table: SQLiteTable; where: (userId: number) => SQL };

const byUser =
  (column: SQLiteTable["_"]["columns"][string]) =>
  (userId: number): SQL =>
    eq(column, userId);

/**
 * The user's rows, by D1 table name. Children before parents, so the deletion can run in this
 * order; `users` last.
 */
export const USER_OWNED_TABLES: Record<string, Owned> = {
  shopping_list_items: {
    table: shoppingListItems,
    where: (userId) =>
      inArray(
        shoppingListItems.listId,
        sql`(SELECT ${shoppingLists.id} FROM ${shoppingLists} WHERE ${shoppingLists.userId} = ${userId})`,
      ),
  },
  shopping_lists: { table: shoppingLists, where: byUser(shoppingLists.userId) },
  story_likes: { table: storyLikes, where: byUser(storyLikes.userId) },
  cultural_stories: { table: culturalStories, where: byUser(culturalStories.userId) },
  social_shares: { table: socialShares, where: byUser(socialShares.userId) },
  recipe_comments: { table: recipeComments, where: byUser(recipeComments.userId) },
  favorites: { table: favorites, where: byUser(favorites.userId) },
  user_meal_plans: { table: userMealPlans, where: byUser(userMealPlans.userId) },
  jobs: { table: jobs, where: byUser(jobs.userId) },
  saved_items: { table: savedItems, where: byUser(savedItems.userId) },
  food_analyses: { table: foodAnalyses, where: byUser(foodAnalyses.userId) },
  uploads: { table: uploads, where: byUser(uploads.userId) },
  health_metrics: { table: healthMetrics, where: byUser(healthMetrics.userId) },
  nutrition_logs: { table: nutritionLogs, where: byUser(nutritionLogs.userId) },
  achievements: { table: achievements, where: byUser(achievements.userId) },
  wellness_goals: { table: wellnessGoals, where: byUser(wellnessGoals.userId) },
  user_profiles: { table: userProfiles, where: byUser(userProfiles.userId) },
  user_identities: { table: userIdentities, where: byUser(userIdentities.userId) },
  email_tokens: { table: emailTokens, where: byUser(emailTokens.userId) },
  // the development outbox (empty in production): mail sent to the user's address
  mail_outbox: {
    table: mailOutbox,
    where: (userId) =>
      eq(
        mailOutbox.toAddress,
        sql`(SELECT ${users.email} FROM ${users} WHERE ${users.id} = ${userId})`,
      ),
  },
  // imported recipes (ADR 038): after everything that may point at a recipe
  recipes: { table: recipes, where: (userId) => eq(recipes.ownerId, userId) },
  users: { table: users, where: byUser(users.id) },
};

export const EXPORT_FORMAT = "nutricoach-export/1";

/**
 * Exports a user may take in an hour: each one reads every row they own, so a stolen session or a
 * script cannot turn the export into a cheap way to load the database.
 */
export const EXPORT_LIMIT = { limit: 5, windowMs: 60 * 60_000 } as const;

/** Counts one export by this user against EXPORT_LIMIT. */
export function countAccountExport(db: Database, userId: number, now = Date.now()) {
  return hitRateLimit(db, `account-export:${userId}`, { ...EXPORT_LIMIT, now });
}

export type AccountExport = {
  format: typeof EXPORT_FORMAT;
  exportedAt: string;
  userId: number;
  /** every row the user owns, by table; the password hash is never included */
  tables: Record<string, Record<string, unknown>[]>;
};

/** Every row the user owns, in one D1 batch (a consistent read). */
export async function exportAccountData(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<AccountExport> {
  const names = Object.keys(USER_OWNED_TABLES);
  const [first, ...rest] = names.map((name) => {
    const { table, where } = USER_OWNED_TABLES[name];
    return db.select().from(table).where(where(userId));
  });
  const results = (await db.batch([first, ...rest])) as Record<string, unknown>[][];
  const tables: AccountExport["tables"] = {};
  names.forEach((name, i) => {
    tables[name] = results[i].map((row) => {
      if (name !== "users") return row;
      const { passwordHash, ...rest } = row;
      return { ...rest, hasPassword: passwordHash !== null };
    });
  });
  return { format: EXPORT_FORMAT, exportedAt: now.toISOString(), userId, tables };
}

/** R2 keys of the user's uploads (images sent to the coach and the food analysis). */
export async function listUserUploadKeys(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  const analyses = await db
    .select({ key: foodAnalyses.uploadKey })
    .from(foodAnalyses)
    .where(eq(foodAnalyses.userId, userId));
  return [
    ...new Set([...rows.map((r) => r.key), ...analyses.map((a) => a.key).filter(Boolean)]),
  ] as string[];
}

/**
 * Deletes every row the user owns in one atomic D1 batch: the like counts of stories the user
 * liked go down first, others' likes of the user's stories go with the stories, and the rate-limit
 * counters that name the user or their email go too. The caller ends the sessions and removes the
 * R2 objects (account-security.server.ts).
 */
export async function deleteAccountRows(db: Database, userId: number): Promise<void> {
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return;
  const userKey = `:user:${userId}`;
  const accountKey = `:account:${user.email}`;
  const ownStories = sql`(SELECT ${culturalStories.id} FROM ${culturalStories} WHERE ${culturalStories.userId} = ${userId})`;
  const statements = [
    db
      .update(culturalStories)
      .set({ likes: sql`max(0, ${culturalStories.likes} - 1)` })
      .where(
        inArray(
          culturalStories.id,
          sql`(SELECT ${storyLikes.storyId} FROM ${storyLikes} WHERE ${storyLikes.userId} = ${userId})`,
        ),
      ),
    db.delete(storyLikes).where(inArray(storyLikes.storyId, ownStories)),
    ...Object.values(USER_OWNED_TABLES).map(({ table, where }) =>
      db.delete(table).where(where(userId)),
    ),
    db
      .delete(rateLimits)
      .where(
        sql`substr(${rateLimits.key}, ${-userKey.length}) = ${userKey} OR substr(${rateLimits.key}, ${-accountKey.length}) = ${accountKey}`,
      ),
  ];
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
}
