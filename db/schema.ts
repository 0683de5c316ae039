/**
 * The whole data model, in D1 (SQLite) through drizzle. Migrations in `migrations/` are generated
 * from this file by `npm run db:generate` and applied by wrangler (`npm run db:migrate`).
 *
 * Conventions (docs/decisions/002-data-model.md):
 * - integer ids, autoincrement; jobs use a random text id because the client polls them;
 * - timestamps are ISO-8601 text in UTC (`2026-11-22T10:00:00.000Z`), calendar days are `YYYY-MM-DD`;
 * - lists are JSON text columns (`mode: "json"`), typed with `$type`;
 * - every owned row carries `user_id` with ON DELETE CASCADE and an index that starts with it.
 */
import { sql } from "drizzle-orm";
import {
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(now);
const updatedAt = () => text("updated_at").notNull().default(now);
const jsonList = <T = string>(name: string) =>
  text(name, { mode: "json" })
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'`);

// ---------------------------------------------------------------- accounts

export const users = sqliteTable(
  "users",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    username: text("username").notNull(),
    /** Stored lower-cased; unique. */
    email: text("email").notNull(),
    /** `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>`; null for accounts made by external sign-in. */
    passwordHash: text("password_hash"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    /**
     * Epoch ms: sessions created before this are refused (password change, sign out everywhere).
     * D1 is read on every signed-in request anyway; KV deletes take up to 60 s to be seen (ADR 020).
     */
    sessionsRevokedAt: integer("sessions_revoked_at"),
    /**
     * When the address was proven to be the user's (a verification or reset link opened, or a
     * provider's verified email); null until then (docs/decisions/027).
     */
    emailVerifiedAt: text("email_verified_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_username_unique").on(t.username),
  ],
);

/** Accounts at external OpenID Connect providers, linked by (issuer, subject). */
export const userIdentities = sqliteTable(
  "user_identities",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("user_identities_issuer_subject_unique").on(t.issuer, t.subject),
    index("user_identities_user_idx").on(t.userId),
  ],
);

export const userProfiles = sqliteTable(
  "user_profiles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    gender: text("gender"),
    age: integer("age"),
    /** centimetres */
    height: real("height"),
    /** kilograms */
    weight: real("weight"),
    activityLevel: text("activity_level"),
    dietaryRestrictions: jsonList("dietary_restrictions"),
    cuisinePreferences: jsonList("cuisine_preferences"),
    dislikedIngredients: jsonList("disliked_ingredients"),
    bmr: real("bmr"),
    tdee: real("tdee"),
    /** the daily target of app/domain/targets.ts, stored for readers of the spec's shape (ADR 018) */
    goalCalories: integer("goal_calories"),
    /** weightLoss | maintenance | muscleGain; null: read from the goal lists (ADR 018) */
    goal: text("goal"),
    /** kg a week toward the goal */
    weeklyPace: real("weekly_pace"),
    /** balanced | highProtein | lowCarb; null: low carb for a lowCarb restriction, else balanced */
    macroPreset: text("macro_preset"),
    /** kcal a day measured from logged weight and intake, accepted by the user (ADR 019) */
    measuredTdee: real("measured_tdee"),
    measuredTdeeAt: text("measured_tdee_at"),
    /** when the user last dismissed an adjusted-target offer */
    adaptiveDismissedAt: text("adaptive_dismissed_at"),
    /** the built-in diet plan last chosen on /diet-plans; null: the one that fits the restrictions */
    dietPlan: text("diet_plan"),
    goalWeight: real("goal_weight"),
    goalBodyFat: real("goal_body_fat"),
    dietaryGoal: text("dietary_goal"),
    fitnessGoals: jsonList("fitness_goals"),
    healthGoals: jsonList("health_goals"),
    healthConditions: jsonList("health_conditions"),
    medicationsSupplements: jsonList("medications_supplements"),
    /** hours */
    sleepGoal: integer("sleep_goal"),
    /** litres */
    waterGoal: real("water_goal"),
    stepsGoal: integer("steps_goal"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("user_profiles_user_unique").on(t.userId)],
);

/**
 * Single-use tokens sent by email: address verification and password reset. Only a SHA-256 hash
 * of the token is stored; `email` is the address it was sent to (a verification counts only while
 * the account still has that address). See docs/decisions/027.
 */
export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** verify-email | reset-password */
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    email: text("email").notNull(),
    /** epoch milliseconds */
    expiresAt: integer("expires_at").notNull(),
    usedAt: text("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_unique").on(t.tokenHash),
    index("email_tokens_user_idx").on(t.userId, t.purpose),
  ],
);

/**
 * Mail the app would send, kept for developers in development and tests (the dev-only page
 * /dev/outbox lists it); production sends through the Email binding and writes nothing here.
 */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  createdAt: createdAt(),
});

/**
 * Secrets the app generates for itself when none is configured (the cookie-signing secret when
 * SESSION_SECRET is unset): written once, then read. D1 rather than KV, so two first requests at
 * once cannot each keep a different secret (docs/decisions/028).
 */
export const appSecrets = sqliteTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for rate limits (login, registration, model calls). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  /** epoch milliseconds at which the window resets */
  resetAt: integer("reset_at").notNull(),
});

// ---------------------------------------------------------------- food data

/**
 * Micronutrients beside the columns every table already has (fibre, sugar, sodium): per 100 g on a
 * food, per serving on a recipe, per entry on a log (app/domain/food/nutrients.ts).
 * Grams: saturatedFat; milligrams: potassium, calcium, iron, vitaminC; micrograms: vitaminD, vitaminB12.
 */
export type StoredMicronutrients = {
  saturatedFat: number;
  potassium: number;
  calcium: number;
  iron: number;
  vitaminC: number;
  vitaminD: number;
  vitaminB12: number;
};

/** USDA SR28 foods, nutrients per 100 g. */
export const foods = sqliteTable(
  "foods",
  {
    /** USDA NDB number */
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    foodGroup: text("food_group").notNull(),
    kcal: real("kcal").notNull(),
    protein: real("protein").notNull(),
    fat: real("fat").notNull(),
    carbs: real("carbs").notNull(),
    fiber: real("fiber").notNull().default(0),
    sugar: real("sugar").notNull().default(0),
    /** milligrams per 100 g */
    sodium: real("sodium").notNull().default(0),
    /** household measures, e.g. { amount: 1, unit: "cup, chopped", grams: 160 } */
    householdWeights: text("household_weights", { mode: "json" })
      .$type<{ amount: number; unit: string; grams: number }[]>()
      .notNull()
      .default(sql`'[]'`),
    /** dietary traits: meat, fish, dairy, egg, gluten, nut, peanut, honey, ... */
    traits: jsonList("traits"),
    /** per 100 g; {} when the source lists none */
    micronutrients: text("micronutrients", { mode: "json" })
      .$type<Partial<StoredMicronutrients>>()
      .notNull()
      .default(sql`'{}'`),
    /**
     * Where the figures come from, for foods that are not a single SR28 entry: a dish's recipe of
     * USDA foods and grams ("1 portion (250 g): 150 g Lettuce, cos or romaine, raw (11251) + ...").
     */
    source: text("source"),
  },
  (t) => [index("foods_name_idx").on(t.name)],
);

/** Everyday ingredient names ("olive oil", "brown rice, cooked") mapped to a food. */
export const foodAliases = sqliteTable(
  "food_aliases",
  {
    alias: text("alias").primaryKey(),
    foodId: integer("food_id")
      .notNull()
      .references(() => foods.id, { onDelete: "cascade" }),
    /** grams of one piece ("1 large egg"), when the food has no household weight for it */
    gramsPerPiece: real("grams_per_piece"),
  },
  (t) => [index("food_aliases_food_idx").on(t.foodId)],
);

// ---------------------------------------------------------------- recipes

export type RecipeIngredient = {
  /** the line as written: "1 1/2 cups cooked brown rice" */
  text: string;
  quantity: number | null;
  unit: string | null;
  name: string;
  foodId: number | null;
  grams: number | null;
};

export const recipes = sqliteTable(
  "recipes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    imageUrl: text("image_url").notNull(),
    /**
     * An uploaded (or, in production, generated) photo that replaces the art when present (ADR
     * 031): `/images/recipe-photos/{r2 key}`. The seed never writes it, so a photo survives it.
     */
    photoUrl: text("photo_url"),
    calories: integer("calories").notNull(),
    protein: real("protein").notNull(),
    carbs: real("carbs").notNull(),
    fat: real("fat").notNull(),
    fiber: real("fiber").notNull().default(0),
    sugar: real("sugar").notNull().default(0),
    sodium: real("sodium").notNull().default(0),
    prepTime: integer("prep_time").notNull(),
    servings: integer("servings").notNull(),
    cuisine: text("cuisine").notNull(),
    mealTypes: jsonList("meal_types"),
    dietaryTags: jsonList("dietary_tags"),
    ingredients: text("ingredients", { mode: "json" })
      .$type<RecipeIngredient[]>()
      .notNull()
      .default(sql`'[]'`),
    instructions: jsonList("instructions"),
    /** per serving, computed with the rest of the nutrition */
    micronutrients: text("micronutrients", { mode: "json" })
      .$type<Partial<StoredMicronutrients>>()
      .notNull()
      .default(sql`'{}'`),
    /**
     * The foods the title and ingredient lines name, with their kinds ("|c:mushroom|c:shiitake|w:fresh|"),
     * as the food engine reads them (app/domain/food/names.ts): disliked ingredients are excluded
     * with it in SQL. Empty for a row written before it existed (the update-all job fills it).
     */
    foodTerms: text("food_terms").notNull().default(""),
    /** catalogue (seed), generated (AI), populated (queue job), or imported (a user's, issue 22) */
    source: text("source").notNull().default("catalogue"),
    /**
     * The user an imported recipe belongs to; null for everyone's recipes. An owned recipe is
     * private: only its owner sees it, anywhere (ADR 038).
     */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** where an imported recipe came from (the page's URL), if it came from a link */
    sourceUrl: text("source_url"),
    /**
     * The secret of a private recipe's share link (`/recipes/{id}?share=<token>`), null when the
     * owner has not shared it; a new share makes a new token (ADR 046).
     */
    shareToken: text("share_token"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("recipes_slug_unique").on(t.slug),
    index("recipes_cuisine_idx").on(t.cuisine),
    index("recipes_calories_idx").on(t.calories),
    index("recipes_prep_time_idx").on(t.prepTime),
    index("recipes_owner_idx").on(t.ownerId),
  ],
);

export const favorites = sqliteTable(
  "favorites",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("favorites_user_recipe_unique").on(t.userId, t.recipeId),
    index("favorites_recipe_idx").on(t.recipeId),
  ],
);

export const culturalStories = sqliteTable(
  "cultural_stories",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    story: text("story").notNull(),
    badgeType: text("badge_type").notNull().default("authentic_recipe"),
    region: text("region"),
    era: text("era"),
    imageUrl: text("image_url"),
    likes: integer("likes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("cultural_stories_recipe_idx").on(t.recipeId),
    index("cultural_stories_user_idx").on(t.userId),
  ],
);

/** One like per user and story; `cultural_stories.likes` is the count. */
export const storyLikes = sqliteTable(
  "story_likes",
  {
    storyId: integer("story_id")
      .notNull()
      .references(() => culturalStories.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.userId] })],
);

export const socialShares = sqliteTable(
  "social_shares",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    shareUrl: text("share_url").notNull(),
    caption: text("caption"),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
  },
  (t) => [
    index("social_shares_recipe_idx").on(t.recipeId),
    index("social_shares_user_idx").on(t.userId),
  ],
);

export const recipeComments = sqliteTable(
  "recipe_comments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    /** 1..5, optional */
    rating: integer("rating"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recipe_comments_recipe_idx").on(t.recipeId, t.createdAt),
    index("recipe_comments_user_idx").on(t.userId),
    // one rating per user and recipe: a new rating clears the old one (docs/decisions/030)
    uniqueIndex("recipe_comments_one_rating_unique")
      .on(t.recipeId, t.userId)
      .where(sql`rating IS NOT NULL`),
  ],
);

// ---------------------------------------------------------------- plans and jobs

export type JobStatus = "queued" | "running" | "completed" | "failed";

/** Status of queued work; the queue message carries only the job id. */
export const jobs = sqliteTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    /** 0..100 */
    progress: integer("progress").notNull().default(0),
    payload: text("payload", { mode: "json" }).$type<unknown>(),
    result: text("result", { mode: "json" }).$type<unknown>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** times the sweep (a Cron Trigger) sent the job's message again (docs/decisions/029) */
    requeues: integer("requeues").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: text("completed_at"),
  },
  (t) => [index("jobs_user_idx").on(t.userId, t.createdAt), index("jobs_status_idx").on(t.status)],
);

export const userMealPlans = sqliteTable(
  "user_meal_plans",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The job that generated the plan: a retried message finds the plan and does not make another. */
    jobId: text("job_id"),
    name: text("name").notNull(),
    type: text("type").notNull().default("weekly"),
    /** JSON text: { description, calories } */
    customizations: text("customizations").notNull().default("{}"),
    /** JSON text: { dailyCalories, days: [...], macroSplit } */
    mealPlanData: text("meal_plan_data").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("user_meal_plans_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("user_meal_plans_job_unique").on(t.jobId),
  ],
);

/** Built-in items a user saved: smoothie plans and recipes, diet plans. */
export const savedItems = sqliteTable(
  "saved_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** smoothie-plan | smoothie-recipe | diet-plan */
    kind: text("kind").notNull(),
    itemId: text("item_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("saved_items_user_kind_item_unique").on(t.userId, t.kind, t.itemId)],
);

export const shoppingLists = sqliteTable(
  "shopping_lists",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /**
     * The meal plan (user_meal_plans.id) the list was built from: building it again updates this
     * list (ADR 044). No foreign key: drizzle-kit cannot add one with ON DELETE to an existing
     * SQLite table, and a list outlives its plan (ids are never reused).
     */
    sourcePlanId: integer("source_plan_id"),
    /**
     * The names of plan items the user changed or removed on this list: building it again leaves
     * those products as the user has them (ADR 044 addendum). Names, not product keys, so a change
     * of the food engine's keys cannot orphan them.
     */
    planDeclined: jsonList("plan_declined"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shopping_lists_user_idx").on(t.userId),
    // one list per plan and user (NULLs, the lists not made from a plan, are all distinct)
    uniqueIndex("shopping_lists_user_source_plan_unique").on(t.userId, t.sourcePlanId),
  ],
);

export const shoppingListItems = sqliteTable(
  "shopping_list_items",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    quantity: text("quantity").notNull().default("1"),
    /** Produce, Dairy & Eggs, Meat & Seafood, Bakery, Pantry Staples, Frozen Foods, Beverages, Other */
    category: text("category").notNull().default("Produce"),
    checked: integer("checked", { mode: "boolean" }).notNull().default(false),
    /** put there by building the list from its plan: rebuilding replaces these, not the user's own */
    fromPlan: integer("from_plan", { mode: "boolean" }).notNull().default(false),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  // positions are unique within a list: each insert takes the next ones in the same statement
  (t) => [uniqueIndex("shopping_list_items_list_position_unique").on(t.listId, t.position)],
);

// ---------------------------------------------------------------- AI and uploads

/** Images users uploaded to R2 (coach attachments, food photos). */
export const uploads = sqliteTable(
  "uploads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** R2 object key, generated */
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("uploads_key_unique").on(t.key), index("uploads_user_idx").on(t.userId)],
);

export const foodAnalyses = sqliteTable(
  "food_analyses",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** multi-agent | basic | video-frame */
    mode: text("mode").notNull(),
    uploadKey: text("upload_key"),
    /** the text the user typed when no vision model is configured */
    inputText: text("input_text"),
    result: text("result", { mode: "json" }).$type<unknown>().notNull(),
    model: text("model").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("food_analyses_user_idx").on(t.userId, t.createdAt)],
);

// ---------------------------------------------------------------- wellness

export const healthMetrics = sqliteTable(
  "health_metrics",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM-DD; one entry per user per day, later logs merge into it */
    date: text("date").notNull(),
    weight: real("weight"),
    bodyFat: real("body_fat"),
    muscleMass: real("muscle_mass"),
    bodyWater: real("body_water"),
    visceralFat: real("visceral_fat"),
    bmr: real("bmr"),
    bloodPressureSystolic: integer("blood_pressure_systolic"),
    bloodPressureDiastolic: integer("blood_pressure_diastolic"),
    restingHeartRate: integer("resting_heart_rate"),
    sleepHours: real("sleep_hours"),
    sleepQuality: integer("sleep_quality"),
    stressLevel: integer("stress_level"),
    energyLevel: integer("energy_level"),
    moodScore: integer("mood_score"),
    /** litres */
    waterIntake: real("water_intake"),
    steps: integer("steps"),
    exerciseMinutes: integer("exercise_minutes"),
    caloriesConsumed: integer("calories_consumed"),
    caloriesBurned: integer("calories_burned"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("health_metrics_user_date_unique").on(t.userId, t.date)],
);

export const nutritionLogs = sqliteTable(
  "nutrition_logs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    mealType: text("meal_type").notNull(),
    foodName: text("food_name").notNull(),
    foodId: integer("food_id").references(() => foods.id, { onDelete: "set null" }),
    calories: real("calories").notNull(),
    protein: real("protein").notNull(),
    carbs: real("carbs").notNull(),
    fat: real("fat").notNull(),
    fiber: real("fiber"),
    sugar: real("sugar"),
    sodium: real("sodium"),
    /** the entry's micronutrients, when it was computed from the food table */
    micronutrients: text("micronutrients", { mode: "json" }).$type<Partial<StoredMicronutrients>>(),
    servingSize: text("serving_size"),
    createdAt: createdAt(),
  },
  (t) => [index("nutrition_logs_user_date_idx").on(t.userId, t.date)],
);

export const achievements = sqliteTable(
  "achievements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    iconName: text("icon_name").notNull(),
    earnedAt: text("earned_at").notNull().default(now),
    value: real("value"),
    /** Bronze | Silver | Gold */
    badgeLevel: text("badge_level").notNull().default("Bronze"),
  },
  // each achievement is awarded once per user
  (t) => [uniqueIndex("achievements_user_type_unique").on(t.userId, t.type)],
);

export const wellnessGoals = sqliteTable(
  "wellness_goals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category"),
    goalType: text("goal_type"),
    title: text("title").notNull(),
    description: text("description"),
    targetValue: real("target_value"),
    currentValue: real("current_value"),
    unit: text("unit"),
    deadline: text("deadline"),
    /** active | completed */
    status: text("status").notNull().default("active"),
    createdAt: createdAt(),
    completedAt: text("completed_at"),
  },
  (t) => [index("wellness_goals_user_idx").on(t.userId, t.status)],
);
