import { and, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { jobs, recipes, userMealPlans, userProfiles, users } from "#db/schema";
import {
  applySwap,
  generateMealPlan,
  MAX_PORTION,
  mealAt,
  MIN_PORTION,
  PORTION_STEP,
  swapKeepsDayOnTarget,
  swapOptions,
  type MacroSplit,
  type MealPlan,
  type MealRef,
  type PlanRecipe,
  type SwapOption,
} from "~/domain/meal-plan";
import { formatInteger } from "~/domain/format";
import {
  daysToRegenerate,
  mergeRegenerated,
  planName,
  regenerationInput,
  setMealLock,
  type RegenerateScope,
} from "~/domain/plan-control";
import { dailyTargets, macroSplitOf, type MacroPreset } from "~/domain/targets";
import { readMicronutrients } from "~/domain/food/nutrients";
import { eggsPerServing } from "~/domain/food/recipe";
import type { MealPlanDto } from "~/domain/meal-plan-view";
import {
  enqueueJob,
  failJob,
  isJobAlive,
  jobState,
  type JobQueue,
  type JobRow,
  type JobState,
} from "~/lib/jobs.server";

export const GENERATE_MEAL_PLAN = "meal-plan.generate";
/** Plans one day, or the rest of the week, of a stored plan again around its locked meals (ADR 043). */
export const REGENERATE_MEAL_PLAN = "meal-plan.regenerate";
export const SUPERSEDED_REASON =
  "This generation stopped responding and was replaced by a new request.";

/** `leftovers`: a dinner's extra servings are the next day's lunch (ADR 048) */
export type MealPlanJobPayload = { userId: number; seed: number; leftovers?: boolean };

export type MealPlanRow = typeof userMealPlans.$inferSelect;

export type { MealPlanDto } from "~/domain/meal-plan-view";

export function toMealPlanDto(row: MealPlanRow): MealPlanDto {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    type: row.type,
    customizations: row.customizations,
    mealPlanData: row.mealPlanData,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** What the client polls: the job without its internal payload. */
export type JobDto = {
  id: string;
  type: string;
  status: JobRow["status"];
  /** what to tell the user: queued, running, retrying (a queued job that already ran), completed, failed */
  state: JobState;
  /** attempts the consumer has started */
  attempts: number;
  progress: number;
  error: string | null;
  result: unknown;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

export function toJobDto(row: JobRow): JobDto {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    state: jobState(row),
    attempts: row.attempts,
    progress: row.progress,
    error: row.error,
    result: row.result ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
  };
}

/**
 * Records a generation job for the user and queues it; the answer carries the job id to poll.
 * A second request while one is alive (queued or running, with a recent sign of life) gets that
 * job back, so a double click never makes two plans. A job that stopped responding is failed
 * (superseded) and a new one starts, rather than answering a dead job (docs/decisions/029).
 */
export async function requestMealPlanGeneration(
  deps: { db: Database; jobs: JobQueue },
  userId: number,
  {
    seed,
    leftovers = false,
    now = Date.now(),
  }: { seed?: number; leftovers?: boolean; now?: number } = {},
): Promise<{ job: JobRow; created: boolean }> {
  const alive = await aliveJobOf(deps.db, userId, GENERATE_MEAL_PLAN, now);
  if (alive) return { job: alive, created: false };
  const payload: MealPlanJobPayload = {
    userId,
    seed: seed ?? crypto.getRandomValues(new Uint32Array(1))[0],
    ...(leftovers ? { leftovers: true } : {}),
  };
  const job = await enqueueJob(
    { db: deps.db, queue: deps.jobs },
    { type: GENERATE_MEAL_PLAN, userId, payload },
  );
  return { job, created: true };
}

/**
 * The user's unfinished job of a type that still shows signs of life, if any; the unfinished ones
 * that stopped responding are failed (superseded), so a new one can start (docs/decisions/029).
 */
async function aliveJobOf(
  db: Database,
  userId: number,
  type: string,
  now: number,
): Promise<JobRow | null> {
  const unfinished = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, userId),
        eq(jobs.type, type),
        inArray(jobs.status, ["queued", "running"]),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(5);
  const alive = unfinished.find((job) => isJobAlive(job, now));
  if (alive) return alive;
  for (const dead of unfinished) await failJob(db, dead.id, SUPERSEDED_REASON);
  return null;
}

/** A failed generation is shown on the meal-plan page (with Retry) for this long. */
export const SHOW_FAILED_GENERATION_MS = 24 * 60 * 60 * 1000;

/**
 * The user's latest generation job when the meal-plan page should show it: still unfinished;
 * completed (the page shows nothing for it, but a page that asked for it learns it has ended even
 * when the queue finished before the page's first read, and says so: plan-job.tsx); or failed in
 * the last day and after their newest plan (so the page can offer Retry). Null otherwise.
 */
export async function latestGenerationToShow(
  db: Database,
  userId: number,
  now = Date.now(),
): Promise<JobRow | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.userId, userId), inArray(jobs.type, [GENERATE_MEAL_PLAN, REGENERATE_MEAL_PLAN])),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (!job) return null;
  if (job.status !== "failed") return job;
  if (now - Date.parse(job.updatedAt) > SHOW_FAILED_GENERATION_MS) return null;
  const [newer] = await db
    .select({ id: userMealPlans.id })
    .from(userMealPlans)
    .where(and(eq(userMealPlans.userId, userId), gt(userMealPlans.createdAt, job.createdAt)))
    .limit(1);
  return newer ? null : job;
}

export type CatalogueRecipe = PlanRecipe & { prepTime: number };

/**
 * The catalogue in the optimizer's shape (per-serving nutrition, tags, ingredient names), with each
 * recipe's preparation time. `requiredTags`: only the recipes that carry every one of those dietary
 * tags, filtered in SQL (the coach asks for the user's restrictions; the optimizer filters itself).
 */
export async function loadPlanningCatalogue(
  db: Database,
  {
    requiredTags = [],
    userId = null,
  }: {
    requiredTags?: readonly string[];
    /** whose plan it is: their own imported recipes join everyone's (ADR 038); none without */
    userId?: number | null;
  } = {},
): Promise<CatalogueRecipe[]> {
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
      micronutrients: recipes.micronutrients,
      servings: recipes.servings,
      prepTime: recipes.prepTime,
    })
    .from(recipes)
    .where(
      and(
        userId === null
          ? isNull(recipes.ownerId)
          : or(isNull(recipes.ownerId), eq(recipes.ownerId, userId)),
        ...requiredTags.map(
          (tag) =>
            sql`exists (select 1 from json_each(${recipes.dietaryTags}) where value = ${tag})`,
        ),
      ),
    );
  return rows.map(({ ingredients, micronutrients, servings, ...r }) => ({
    ...r,
    ingredientNames: ingredients.map((i) => i.name || i.text),
    micronutrients: readMicronutrients(micronutrients),
    eggsPerServing: eggsPerServing(ingredients, servings),
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

type PlanningProfile = {
  /** dailyTargets' goal and the pace it reaches (kg a week; null for maintenance), for the plan's name */
  goal: "weightLoss" | "maintenance" | "muscleGain";
  pace: number | null;
  targetCalories: number;
  macroSplit: MacroSplit;
  macroPreset: MacroPreset;
  carbCeilingGrams: number | null;
  restrictions: string[];
  dislikedIngredients: string[];
  preferredCuisines: string[];
};

/**
 * The user's numbers and preferences. The calories, the macro split and the low-carb ceiling come
 * from the one target function (app/domain/targets.ts; 2,000 kcal without a profile).
 */
export async function loadPlanningProfile(db: Database, userId: number): Promise<PlanningProfile> {
  const profile = await db.query.userProfiles.findFirst({
    where: eq(userProfiles.userId, userId),
  });
  const targets = dailyTargets(profile ?? {});
  return {
    goal: targets.goal,
    pace: targets.pace?.reachable ?? null,
    targetCalories: targets.calories,
    macroSplit: macroSplitOf(targets),
    macroPreset: targets.preset,
    carbCeilingGrams: targets.carbCeilingGrams,
    restrictions: profile?.dietaryRestrictions ?? [],
    dislikedIngredients: profile?.dislikedIngredients ?? [],
    preferredCuisines: profile?.cuisinePreferences ?? [],
  };
}

/**
 * Generates and stores the plan of one job. Idempotent by job id: a retried or duplicated message
 * finds the stored plan (unique job_id) and stores nothing more.
 */
export async function generateMealPlanForJob(
  db: Database,
  jobId: string,
  payload: MealPlanJobPayload,
): Promise<{ planId: number; daysOnTarget: number }> {
  const existing = await db.query.userMealPlans.findFirst({
    where: eq(userMealPlans.jobId, jobId),
  });
  if (existing) return { planId: existing.id, daysOnTarget: countDaysOnTarget(existing) };

  const user = await db.query.users.findFirst({ where: eq(users.id, payload.userId) });
  if (!user) throw new UnknownUserError(payload.userId);
  const profile = await loadPlanningProfile(db, payload.userId);
  const catalogue = await loadPlanningCatalogue(db, { userId: payload.userId });
  const { goal, pace, ...request } = profile;
  const result = generateMealPlan(catalogue, {
    ...request,
    seed: payload.seed,
    leftovers: payload.leftovers === true,
  });
  if (!result.ok) throw new MealPlanInfeasibleError(result.reasons);

  const plan = result.plan;
  const [row] = await db
    .insert(userMealPlans)
    .values({
      userId: payload.userId,
      jobId,
      name: planName({
        createdAt: new Date().toISOString(),
        goal,
        pace,
        restrictions: plan.constraints.restrictions,
        macroPreset: profile.macroPreset,
      }),
      type: "weekly",
      customizations: JSON.stringify({
        description: describePlan(plan),
        calories: plan.dailyCalories,
      }),
      mealPlanData: JSON.stringify(plan),
    })
    .onConflictDoNothing({ target: userMealPlans.jobId })
    .returning();
  const stored =
    row ?? (await db.query.userMealPlans.findFirst({ where: eq(userMealPlans.jobId, jobId) }))!;
  return { planId: stored.id, daysOnTarget: plan.days.filter((d) => d.withinTarget).length };
}

function describePlan(plan: MealPlan): string {
  const { restrictions } = plan.constraints;
  const diet = restrictions.length ? `, ${restrictions.join(", ")}` : "";
  const { protein, carbs, fat } = plan.macroSplit;
  return `7 days at ${formatInteger(plan.dailyCalories)} kcal, ${protein}/${carbs}/${fat} % protein/carbs/fat${diet}.`;
}

function countDaysOnTarget(row: MealPlanRow): number {
  const plan = readStoredPlan(row.mealPlanData);
  return plan ? plan.days.filter((d) => d.withinTarget).length : 0;
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

// ------------------------------------------------------------------------------------ swaps

const storedMealSchema = z.object({
  recipeId: z.number().int().positive(),
  title: z.string(),
  description: z.string(),
  cuisine: z.string().catch(""),
  servings: z.number().positive(),
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  micronutrients: z.record(z.string(), z.number()).optional(),
  locked: z.boolean().optional(),
  leftoverOf: z
    .object({ day: z.number().int().min(0).max(6), meal: z.literal("dinner") })
    .optional()
    .catch(undefined),
});
const storedPlanSchema = z.object({
  dailyCalories: z.number().positive(),
  macroSplit: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
  macroTargets: z.object({ protein: z.number(), carbs: z.number(), fat: z.number() }),
  seed: z.number().catch(0),
  constraints: z
    .object({
      restrictions: z.array(z.string()),
      dislikedIngredients: z.array(z.string()),
      preferredCuisines: z.array(z.string()),
      carbCeilingGrams: z.number().positive().nullable().catch(null),
      macroPreset: z.string().optional().catch(undefined),
      leftovers: z.boolean().optional().catch(undefined),
    })
    .catch({
      restrictions: [],
      dislikedIngredients: [],
      preferredCuisines: [],
      carbCeilingGrams: null,
    }),
  days: z
    .array(
      z
        .object({
          day: z.string(),
          meals: z.object({
            breakfast: storedMealSchema,
            lunch: storedMealSchema,
            dinner: storedMealSchema,
            snacks: z.array(storedMealSchema),
          }),
        })
        .passthrough(),
    )
    .min(1)
    .max(7),
});

/** A plan this app generated, in the optimizer's shape; null for data it cannot work with. */
export function readStoredPlan(text: string): MealPlan | null {
  try {
    const parsed = storedPlanSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as unknown as MealPlan) : null;
  } catch {
    return null;
  }
}

export class MealPlanNotFoundError extends Error {
  constructor() {
    super("Meal plan not found.");
    this.name = "MealPlanNotFoundError";
  }
}

/** A change of a plan (a swap, a shopping list) that cannot be made; the message is for the user. */
export class MealPlanRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: 404 | 409 | 422 = 422,
  ) {
    super(message);
    this.name = "MealPlanRefusedError";
  }
}

export type SwapTarget = { dayIndex: number; ref: MealRef };

/**
 * The plan and the rules a swap must follow: the plan's own constraints plus the user's current
 * restrictions and dislikes (a swap made today never brings back something the user now avoids).
 */
async function loadSwapContext(db: Database, userId: number, planId: number) {
  const { row, plan } = await loadEditablePlan(db, userId, planId);
  const profile = await loadPlanningProfile(db, userId);
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  const withRules: MealPlan = {
    ...plan,
    constraints: {
      restrictions: union(plan.constraints.restrictions, profile.restrictions),
      dislikedIngredients: union(plan.constraints.dislikedIngredients, profile.dislikedIngredients),
      preferredCuisines: plan.constraints.preferredCuisines,
      carbCeilingGrams: plan.constraints.carbCeilingGrams ?? null,
    },
  };
  return { row, plan: withRules, storedConstraints: plan.constraints };
}

/** The user's plan in the optimizer's shape, or the refusal: 404 for another user's, 422 when unreadable. */
async function loadEditablePlan(db: Database, userId: number, planId: number) {
  const row = await getMealPlan(db, userId, planId);
  if (!row) throw new MealPlanNotFoundError();
  const plan = readStoredPlan(row.mealPlanData);
  if (!plan) {
    throw new MealPlanRefusedError(
      "This meal plan cannot be changed: its data is not in a form we can read.",
      "plan_not_editable",
    );
  }
  return { row, plan };
}

function requireMeal(plan: MealPlan, target: SwapTarget) {
  const day = plan.days[target.dayIndex];
  const meal = day ? mealAt(day, target.ref) : undefined;
  if (!day || !meal)
    throw new MealPlanRefusedError("That meal is not in this plan.", "meal_not_found", 404);
  return { day, meal };
}

/** Recipes (with portions) that could replace a meal and keep its day on target, best first. */
export async function listSwapOptions(
  db: Database,
  userId: number,
  planId: number,
  target: SwapTarget,
): Promise<SwapOption[]> {
  const { plan } = await loadSwapContext(db, userId, planId);
  const { day } = requireMeal(plan, target);
  const catalogue = await loadPlanningCatalogue(db, { userId });
  return swapOptions(catalogue, plan, target.dayIndex, target.ref, { limit: 24 })
    .filter((o) => swapKeepsDayOnTarget(day, o.day))
    .slice(0, 8);
}

/** One swap option as the API and the page show it: the meal as it would be, and its day's totals. */
export type SwapOptionDto = Pick<SwapOption["meal"], "calories" | "protein" | "carbs" | "fat"> & {
  recipeId: number;
  title: string;
  description: string;
  cuisine: string;
  servings: number;
  dayTotals: SwapOption["day"]["totals"];
  dayWithinTarget: boolean;
};

export function toSwapOptionDto(option: SwapOption): SwapOptionDto {
  return {
    recipeId: option.recipe.id,
    title: option.recipe.title,
    description: option.recipe.description,
    cuisine: option.recipe.cuisine,
    servings: option.servings,
    calories: option.meal.calories,
    protein: option.meal.protein,
    carbs: option.meal.carbs,
    fat: option.meal.fat,
    dayTotals: option.day.totals,
    dayWithinTarget: option.day.withinTarget,
  };
}

/**
 * Replaces one meal with another recipe. The recipe must be one swapOptions would offer (allowed,
 * right slot, not on the day, not a third use in the week); the portion is the given one or the
 * best for the day; the day must stay on its calorie target. A concurrent change of the same plan
 * answers 409 rather than losing one of the two.
 */
export async function swapMeal(
  db: Database,
  userId: number,
  planId: number,
  target: SwapTarget & { recipeId: number; servings?: number },
): Promise<MealPlanRow> {
  const { row, plan, storedConstraints } = await loadSwapContext(db, userId, planId);
  const { day } = requireMeal(plan, target);
  const catalogue = await loadPlanningCatalogue(db, { userId });
  const candidates = swapOptions(catalogue, plan, target.dayIndex, target.ref, {
    limit: catalogue.length,
  }).filter((o) => o.recipe.id === target.recipeId);
  const option = candidates[0];
  if (!option) {
    throw new MealPlanRefusedError(
      "That recipe cannot take this meal's place: it does not fit your restrictions, this meal, or it is already planned on this day or twice this week.",
      "recipe_not_allowed",
    );
  }
  let servings = option.servings;
  if (target.servings !== undefined) {
    const s = target.servings;
    if (
      s < MIN_PORTION ||
      s > MAX_PORTION ||
      Math.abs(s / PORTION_STEP - Math.round(s / PORTION_STEP)) > 1e-9
    ) {
      throw new MealPlanRefusedError(
        `Servings must be ${MIN_PORTION} to ${MAX_PORTION} in steps of ${PORTION_STEP}.`,
        "invalid_servings",
      );
    }
    servings = s;
  }
  const next = applySwap(plan, target.dayIndex, target.ref, option.recipe, servings);
  if (!swapKeepsDayOnTarget(day, next.days[target.dayIndex])) {
    throw new MealPlanRefusedError(
      "That swap would take the day off its calorie target. Choose another recipe or portion.",
      "off_target",
    );
  }
  // keep the plan's own constraints as stored; the profile's are applied afresh on every swap
  const updated = await writePlan(db, row, { ...next, constraints: storedConstraints });
  if (!updated) throw conflict();
  return updated;
}

const conflict = () =>
  new MealPlanRefusedError(
    "This meal plan was changed at the same time. Reload it and try again.",
    "conflict",
    409,
  );

/** Stores a plan's new data if nobody changed the row since it was read; undefined when someone did. */
async function writePlan(
  db: Database,
  row: MealPlanRow,
  plan: MealPlan,
): Promise<MealPlanRow | undefined> {
  const [updated] = await db
    .update(userMealPlans)
    .set({ mealPlanData: JSON.stringify(plan), updatedAt: new Date().toISOString() })
    .where(
      and(
        eq(userMealPlans.id, row.id),
        eq(userMealPlans.userId, row.userId),
        eq(userMealPlans.updatedAt, row.updatedAt),
      ),
    )
    .returning();
  return updated;
}

// ------------------------------------------------------------------- locks and re-planning (ADR 043)

/** Locks or unlocks one meal of the user's plan; a regeneration keeps a locked meal as it is. */
export async function setPlanMealLock(
  db: Database,
  userId: number,
  planId: number,
  target: SwapTarget & { locked: boolean },
): Promise<MealPlanRow> {
  const { row, plan } = await loadEditablePlan(db, userId, planId);
  requireMeal(plan, target);
  const next = setMealLock(plan, target.dayIndex, target.ref, target.locked)!;
  const updated = await writePlan(db, row, next);
  if (!updated) throw conflict();
  return updated;
}

export type MealPlanRegenerateJobPayload = {
  userId: number;
  planId: number;
  /** 0-based days to plan again */
  days: number[];
  seed: number;
};

/**
 * Queues the re-planning of one day, or of a day and the rest of the week, of the user's plan. While
 * a regeneration of the user's is alive, that job is answered instead (a double click re-plans once).
 */
export async function requestPlanRegeneration(
  deps: { db: Database; jobs: JobQueue },
  userId: number,
  planId: number,
  scope: RegenerateScope,
  { seed, now = Date.now() }: { seed?: number; now?: number } = {},
): Promise<{ job: JobRow; created: boolean }> {
  const { plan } = await loadEditablePlan(deps.db, userId, planId);
  const first = "day" in scope ? scope.day : scope.fromDay;
  if (first >= plan.days.length) {
    throw new MealPlanRefusedError("That day is not in this plan.", "day_not_found", 404);
  }
  const alive = await aliveJobOf(deps.db, userId, REGENERATE_MEAL_PLAN, now);
  if (alive) return { job: alive, created: false };
  const payload: MealPlanRegenerateJobPayload = {
    userId,
    planId,
    days: daysToRegenerate(scope, plan.days.length),
    seed: seed ?? crypto.getRandomValues(new Uint32Array(1))[0],
  };
  const job = await enqueueJob(
    { db: deps.db, queue: deps.jobs },
    { type: REGENERATE_MEAL_PLAN, userId, payload },
  );
  return { job, created: true };
}

/**
 * Runs one regeneration: the plan's own targets and constraints plus the user's current
 * restrictions and dislikes (as a swap), every meal of the other days and the locked meals fixed.
 * Deterministic for a job (its seed, the same fixed meals), so a retried delivery writes the same
 * days again. A plan changed meanwhile (a swap, a lock) is read again on the queue's retry.
 */
export async function regenerateMealPlanForJob(
  db: Database,
  payload: MealPlanRegenerateJobPayload,
): Promise<{ planId: number; days: number[]; daysOnTarget: number }> {
  const { row, plan, storedConstraints } = await loadSwapContext(
    db,
    payload.userId,
    payload.planId,
  );
  const catalogue = await loadPlanningCatalogue(db, { userId: payload.userId });
  const { constraints } = plan;
  const input = regenerationInput(
    { ...plan, constraints: { ...constraints, leftovers: storedConstraints.leftovers } },
    payload.days,
  );
  const result = generateMealPlan(catalogue, {
    targetCalories: plan.dailyCalories,
    macroSplit: plan.macroSplit,
    restrictions: constraints.restrictions,
    dislikedIngredients: constraints.dislikedIngredients,
    preferredCuisines: constraints.preferredCuisines,
    carbCeilingGrams: constraints.carbCeilingGrams,
    macroPreset: storedConstraints.macroPreset,
    days: plan.days.length,
    seed: payload.seed,
    leftovers: storedConstraints.leftovers === true,
    ...input,
  });
  if (!result.ok) throw new MealPlanInfeasibleError(result.reasons);
  const next = mergeRegenerated(plan, result.plan, input.daysToPlan);
  const updated = await writePlan(db, row, { ...next, constraints: storedConstraints });
  if (!updated) throw new Error("The plan was changed while it was re-planned; trying again.");
  return {
    planId: row.id,
    days: input.daysToPlan,
    daysOnTarget: next.days.filter((d) => d.withinTarget).length,
  };
}
