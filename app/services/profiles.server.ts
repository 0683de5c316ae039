/**
 * User profiles: read, create (or replace the physical data of) and update a user's one profile,
 * with BMR, TDEE and goal calories recomputed (app/domain/energy.ts) whenever any input of theirs
 * is written. No Request or Response here; every query carries the owner's id.
 * Why POST on an existing profile updates it: docs/decisions/010-profiles-onboarding-food-fixes.md.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { userProfiles } from "#db/schema";
import {
  calculateEnergyNeeds,
  profileNutritionSummary,
  type EnergyNeeds,
  type ProfileNutritionSummary,
} from "~/domain/energy";
import type { ProfileCreateInput, ProfileUpdateInput } from "~/domain/schemas/profile";

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

/** The energy columns for a profile's current inputs (body, activity and goals). */
function energyOf(p: Partial<ProfileRow>): EnergyNeeds {
  return calculateEnergyNeeds({
    gender: p.gender,
    age: p.age,
    height: p.height,
    weight: p.weight,
    activityLevel: p.activityLevel,
    fitnessGoals: p.fitnessGoals,
    healthGoals: p.healthGoals,
    dietaryGoal: p.dietaryGoal,
  });
}

export async function getProfile(db: Database, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  return row ? toProfile(row) : null;
}

/**
 * POST /api/profile: creates the user's profile, or, when they have one (every email registration
 * makes one), writes the physical fields into it. Lists omitted from the input are empty on a new
 * profile and kept on an existing one. One upsert statement, so two concurrent calls cannot both
 * insert (the table allows one profile per user).
 */
export async function saveProfile(
  db: Database,
  userId: number,
  input: ProfileCreateInput,
): Promise<{ profile: Profile; created: boolean }> {
  const existing = await getProfile(db, userId);
  const physical = {
    gender: input.gender,
    age: input.age,
    height: input.height,
    weight: input.weight,
    activityLevel: input.activityLevel,
  };
  const lists = {
    ...(input.dietaryRestrictions ? { dietaryRestrictions: input.dietaryRestrictions } : {}),
    ...(input.cuisinePreferences ? { cuisinePreferences: input.cuisinePreferences } : {}),
    ...(input.dislikedIngredients ? { dislikedIngredients: input.dislikedIngredients } : {}),
  };
  // goals of an existing profile take part in goal calories
  const energy = energyOf({ ...(existing ?? {}), ...physical });
  const [row] = await db
    .insert(userProfiles)
    .values({
      userId,
      ...physical,
      dietaryRestrictions: input.dietaryRestrictions ?? [],
      cuisinePreferences: input.cuisinePreferences ?? [],
      dislikedIngredients: input.dislikedIngredients ?? [],
      ...energy,
    })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { ...physical, ...lists, ...energy, updatedAt: now },
    })
    .returning();
  return { profile: toProfile(row), created: existing === null };
}

/**
 * PATCH /api/profile: writes the given fields and recomputes the energy columns from the merged
 * profile. Null when the user has no profile.
 */
export async function updateProfile(
  db: Database,
  userId: number,
  patch: ProfileUpdateInput,
): Promise<Profile | null> {
  const existing = await getProfile(db, userId);
  if (!existing) return null;
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<ProfileRow>;
  const energy = energyOf({ ...existing, ...changes });
  const [row] = await db
    .update(userProfiles)
    .set({ ...changes, ...energy, updatedAt: now })
    .where(eq(userProfiles.userId, userId))
    .returning();
  return row ? toProfile(row) : null;
}

export type NutritionSummaryData =
  { status: "ready"; summary: ProfileNutritionSummary } | { status: "no-profile" };

/** The nutrition summary of spec 1 section 9 for a user, from their stored profile. */
export async function getNutritionSummary(
  db: Database,
  userId: number,
): Promise<NutritionSummaryData> {
  const profile = await getProfile(db, userId);
  if (!profile) return { status: "no-profile" };
  return { status: "ready", summary: profileNutritionSummary(profile) };
}
