/**
 * User profiles: read, create (or replace the physical data of) and update a user's one profile.
 * BMR, TDEE and goalCalories are stored from the one target function (app/domain/targets.ts)
 * whenever any input of theirs is written, and every reader of a target calls `getDailyTargets`
 * (docs/decisions/018-goals-and-safe-targets.md). A goal that is not safe for the body it would be
 * stored with is refused with field messages, and nothing is written. No Request or Response here;
 * every query carries the owner's id.
 * Why POST on an existing profile updates it: docs/decisions/010-profiles-onboarding-food-fixes.md.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { userProfiles } from "#db/schema";
import type { ProfileCreateInput, ProfileUpdateInput } from "~/domain/schemas/profile";
import {
  dailyTargets,
  energyColumns,
  goalSafetyErrors,
  targetSummary,
  type DailyTargets,
  type TargetSummary,
} from "~/domain/targets";

type ProfileRow = typeof userProfiles.$inferSelect;

/**
 * A profile as the API answers it: the stored fields, plus `preferredCuisines`, the name the coach
 * and the dashboard read the cuisine preferences by (spec 2, "Profile as read by the coach").
 */
export type Profile = ProfileRow & { preferredCuisines: string[] };

function toProfile(row: ProfileRow): Profile {
  return { ...row, preferredCuisines: row.cuisinePreferences };
}

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** Field messages of a refused write; nothing was stored. */
export type ProfileRefusal = { ok: false; fields: Record<string, string[]>; message: string };
export type ProfileWrite<T> = ({ ok: true } & T) | ProfileRefusal;

const GOAL_KEYS = ["goal", "weeklyPace", "goalWeight"] as const;

/**
 * The goal part of a write: a goal changed without a pace takes its default pace; maintenance has
 * no pace; a new activity level drops a measured TDEE (it was measured at the old level).
 */
function normaliseGoal(
  existing: Partial<ProfileRow> | null,
  changes: Partial<ProfileRow>,
): Partial<ProfileRow> {
  const out = { ...changes };
  if (out.goal !== undefined && out.goal !== existing?.goal && out.weeklyPace === undefined)
    out.weeklyPace = null;
  const goal = out.goal !== undefined ? out.goal : existing?.goal;
  if (goal === "maintenance") out.weeklyPace = null;
  if (
    out.activityLevel !== undefined &&
    existing?.activityLevel &&
    out.activityLevel !== existing.activityLevel &&
    existing.measuredTdee !== null
  ) {
    out.measuredTdee = null;
    out.measuredTdeeAt = null;
  }
  return out;
}

/** Refusal when the write sets a goal that is not safe for the merged profile. */
function refuseUnsafeGoal(
  changes: Partial<ProfileRow>,
  merged: Partial<ProfileRow>,
): ProfileRefusal | null {
  if (!GOAL_KEYS.some((k) => changes[k] !== undefined && changes[k] !== null)) return null;
  const fields = goalSafetyErrors(merged);
  const messages = Object.values(fields).flat();
  if (messages.length === 0) return null;
  return { ok: false, fields: fields as Record<string, string[]>, message: messages[0] };
}

export async function getProfile(db: Database, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ? toProfile(row) : null;
}

/** The diet plan the user last chose on /diet-plans, and their restrictions (for the default). */
export async function getDietPlanChoice(
  db: Database,
  userId: number,
): Promise<{ chosen: string | null; restrictions: string[] }> {
  const [row] = await db
    .select({ chosen: userProfiles.dietPlan, restrictions: userProfiles.dietaryRestrictions })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return { chosen: row?.chosen ?? null, restrictions: row?.restrictions ?? [] };
}

/** Remembers the diet plan the user chose (a user without a profile row has nothing to keep it in). */
export async function saveDietPlanChoice(
  db: Database,
  userId: number,
  plan: string,
): Promise<void> {
  await db
    .update(userProfiles)
    .set({ dietPlan: plan, updatedAt: new Date().toISOString() })
    .where(eq(userProfiles.userId, userId));
}

/**
 * POST /api/profile: creates the user's profile, or, when they have one (every email registration
 * makes one), writes the physical fields (and the goal, when given) into it. Lists omitted from the
 * input are empty on a new profile and kept on an existing one. One upsert statement, so two
 * concurrent calls cannot both insert (the table allows one profile per user).
 */
export async function saveProfile(
  db: Database,
  userId: number,
  input: ProfileCreateInput,
): Promise<ProfileWrite<{ profile: Profile; created: boolean }>> {
  const existing = await getProfile(db, userId);
  const given = Object.fromEntries(
    Object.entries({
      gender: input.gender,
      age: input.age,
      height: input.height,
      weight: input.weight,
      activityLevel: input.activityLevel,
      goal: input.goal,
      weeklyPace: input.weeklyPace,
      goalWeight: input.goalWeight,
      macroPreset: input.macroPreset,
    }).filter(([, v]) => v !== undefined),
  ) as Partial<ProfileRow>;
  const changes = normaliseGoal(existing, given);
  const lists = {
    ...(input.dietaryRestrictions ? { dietaryRestrictions: input.dietaryRestrictions } : {}),
    ...(input.cuisinePreferences ? { cuisinePreferences: input.cuisinePreferences } : {}),
    ...(input.dislikedIngredients ? { dislikedIngredients: input.dislikedIngredients } : {}),
  };
  const merged = { ...(existing ?? {}), ...changes, ...lists };
  const refusal = refuseUnsafeGoal(changes, merged);
  if (refusal) return refusal;
  const energy = energyColumns(merged);
  const [row] = await db
    .insert(userProfiles)
    .values({
      userId,
      ...changes,
      dietaryRestrictions: input.dietaryRestrictions ?? [],
      cuisinePreferences: input.cuisinePreferences ?? [],
      dislikedIngredients: input.dislikedIngredients ?? [],
      ...energy,
    })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { ...changes, ...lists, ...energy, updatedAt: now },
    })
    .returning();
  return { ok: true, profile: toProfile(row), created: existing === null };
}

/**
 * PATCH /api/profile: writes the given fields and recomputes the energy columns from the merged
 * profile. Null when the user has no profile.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  patch: ProfileUpdateInput | Partial<ProfileRow>,
): Promise<ProfileWrite<{ profile: Profile }> | null> {
  const existing = await getProfile(db, userId);
  if (!existing) return null;
  const given = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileRow>;
  const changes = normaliseGoal(existing, given);
  const merged = { ...existing, ...changes };
  const refusal = refuseUnsafeGoal(changes, merged);
  if (refusal) return refusal;
  const energy = energyColumns(merged);
  const [row] = await db
    .update(userProfiles)
    .set({ ...changes, ...energy, updatedAt: now })
    .where(eq(userProfiles.userId, userId))
    .returning();
  return row ? { ok: true, profile: toProfile(row) } : null;
}

/** The user's daily targets (a 2,000 kcal standard day without a profile). */
export async function getDailyTargets(db: Database, userId: number): Promise<DailyTargets> {
  return dailyTargets((await getProfile(db, userId)) ?? {});
}

export type NutritionSummaryData =
  { status: "ready"; summary: TargetSummary } | { status: "no-profile" };

/** The nutrition summary of spec 1 section 9 for a user, its target from dailyTargets. */
export async function getNutritionSummary(
  db: Database,
  userId: number,
): Promise<NutritionSummaryData> {
  const profile = await getProfile(db, userId);
  if (!profile) return { status: "no-profile" };
  return { status: "ready", summary: targetSummary(dailyTargets(profile)) };
}
