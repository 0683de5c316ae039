import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes, userMealPlans, userProfiles, users } from "#db/schema";
import { generateMealPlan, type MealPlan, type PlanRecipe } from "~/domain/meal-plan";
import { enqueueJob, type JobQueue, type JobRow } from "~/lib/jobs.server";

export const GENERATE_MEAL_PLAN = "meal-plan.generate";

export type MealPlanJobPayload = { userId: number; seed: number };

export type MealPlanRow = typeof userMealPlans.$inferSelect;

/** Records a generation job for the user and queues it; the answer carries the job id to poll. */
export async function requestMealPlanGeneration(
  deps: { db: Database; jobs: JobQueue },
  userId: number,
  seed: number = crypto.getRandomValues(new Uint32Array(1))[0],
): Promise<JobRow> {
  const payload: MealPlanJobPayload = { userId, seed };
  return enqueueJob(
    { db: deps.db, queue: deps.jobs },
    { type: GENERATE_MEAL_PLAN, userId, payload },
  );
}

/** The catalogue in the optimizer's shape (per-serving nutrition, tags, ingredient names). */
export async function loadPlanningCatalogue(db: Database): Promise<PlanRecipe[]> {
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      calories: recipes.calories,
      protein: recipes.protein,
      carbs: recipes.carbs,
      fat: recipes.fat,
      mealTypes: recipes.mealTypes,
      cuisine: recipes.cuisine,
      dietaryTags: recipes.dietaryTags,
      ingredients: recipes.ingredients,
    })
    .from(recipes);
  return rows.map(({ ingredients, ...r }) => ({
    ...r,
    ingredientNames: ingredients.map((i) => i.name || i.text),
  }));
}

export class MealPlanInfeasibleError extends Error {
  constructor(readonly reasons: string[]) {
    super(reasons.join(" "));
    this.name = "MealPlanInfeasibleError";
  }
}

export class UnknownUserError extends Error {
  constructor(userId: number) {
    super(`User ${userId} does not exist`);
    this.name = "UnknownUserError";
  }
}

/**
 * Generates and stores the plan of one job. Idempotent by job id: a retried or duplicated message
 * finds the stored plan (unique job_id) and stores nothing more.
 */
export async function generateMealPlanForJob(
  db: Database,
  jobId: string,
  payload: MealPlanJobPayload,
): Promise<{ planId: number; withinTargetDays: number }> {
  const existing = await db.query.userMealPlans.findFirst({
    where: eq(userMealPlans.jobId, jobId),
  });
  if (existing) return { planId: existing.id, withinTargetDays: countWithinTarget(existing) };

  const user = await db.query.users.findFirst({ where: eq(users.id, payload.userId) });
  if (!user) throw new UnknownUserError(payload.userId);
  const profile = await db.query.userProfiles.findFirst({
    where: eq(userProfiles.userId, payload.userId),
  });
  const targetCalories = profile?.goalCalories ?? (profile?.tdee ? Math.round(profile.tdee) : 2000);
  const catalogue = await loadPlanningCatalogue(db);
  const result = generateMealPlan(catalogue, {
    targetCalories,
    restrictions: profile?.dietaryRestrictions ?? [],
    dislikedIngredients: profile?.dislikedIngredients ?? [],
    preferredCuisines: profile?.cuisinePreferences ?? [],
    seed: payload.seed,
  });
  if (!result.ok) throw new MealPlanInfeasibleError(result.reasons);

  const plan = result.plan;
  const [row] = await db
    .insert(userMealPlans)
    .values({
      userId: payload.userId,
      jobId,
      name: `Personalized plan, ${plan.dailyCalories} kcal a day`,
      type: "weekly",
      customizations: JSON.stringify({
        description: describePlan(plan, profile?.dietaryRestrictions ?? []),
        calories: plan.dailyCalories,
      }),
      mealPlanData: JSON.stringify(plan),
    })
    .onConflictDoNothing({ target: userMealPlans.jobId })
    .returning();
  const stored =
    row ?? (await db.query.userMealPlans.findFirst({ where: eq(userMealPlans.jobId, jobId) }))!;
  return { planId: stored.id, withinTargetDays: plan.days.filter((d) => d.withinTarget).length };
}

function describePlan(plan: MealPlan, restrictions: string[]): string {
  const diet = restrictions.length ? ` (${restrictions.join(", ")})` : "";
  const { protein, carbs, fat } = plan.macroSplit;
  return `7 days at ${plan.dailyCalories} kcal, ${protein}/${carbs}/${fat} % protein/carbs/fat${diet}.`;
}

function countWithinTarget(row: MealPlanRow): number {
  try {
    const data = JSON.parse(row.mealPlanData) as MealPlan;
    return data.days.filter((d) => d.withinTarget).length;
  } catch {
    return 0;
  }
}

export async function listMealPlans(db: Database, userId: number): Promise<MealPlanRow[]> {
  return db
    .select()
    .from(userMealPlans)
    .where(eq(userMealPlans.userId, userId))
    .orderBy(desc(userMealPlans.createdAt), desc(userMealPlans.id));
}

export async function getMealPlan(
  db: Database,
  userId: number,
  planId: number,
): Promise<MealPlanRow | undefined> {
  return db.query.userMealPlans.findFirst({
    where: and(eq(userMealPlans.id, planId), eq(userMealPlans.userId, userId)),
  });
}
