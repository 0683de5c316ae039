/**
 * Recipe population and maintenance, run by the queue consumer (workers/jobs/recipes.ts). The
 * endpoints only record a job and answer its id; /recipe-admin polls the job's real status.
 *
 * - recipes.populate-cuisine: adds the catalogue recipes of a cuisine (or of all) that are missing
 *   from the database, with their stable ids; with `forceAdd` it also fills in missing instructions.
 * - recipes.update-all: recomputes every recipe's ingredient weights, nutrition and dietary tags
 *   from the food table (foods, food_aliases), puts back lost catalogue content and fills in missing
 *   instructions (from the catalogue, else from the AI model when one is configured).
 * - recipes.generate: new recipes from the configured AI model; their nutrition is computed from the
 *   food table like every other recipe's.
 * Every job can run twice without doing anything twice (queue delivery is at least once).
 */
import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { foodAliases, foods, jobs, recipes } from "#db/schema";
import { FOOD_ALIASES } from "#db/seed/food-aliases";
import type { FoodAlias, FoodRecord } from "~/domain/food/foods";
import { createNutritionData, type NutritionData } from "~/domain/food/lines";
import {
  planRecipeRepair,
  slugify,
  type RecipeChanges,
  type StoredRecipe,
} from "~/domain/recipe-repair";
import { RECIPE_JOB_TYPE_LIST, RECIPE_JOB_TYPES, type RecipeJobType } from "~/domain/recipe-jobs";
import { expandCuisine } from "~/domain/recipe-search";
import { recipeNutritionColumns, resolveRecipe } from "~/domain/food/recipe";
import { addGeneratedPicture } from "./recipe-pictures.server";
import type { AppContext } from "~/lib/context.server";
import { enqueueJob, setJobProgress, type JobRow } from "~/lib/jobs.server";
import { catalogueEntries, catalogueEntryBySlug } from "./catalogue-sources.server";
import {
  generateInstructions,
  generateRecipeDrafts,
  getRecipeModel,
  NO_MODEL_MESSAGE,
} from "./recipe-generation.server";

export { RECIPE_JOB_TYPE_LIST, RECIPE_JOB_TYPES, type RecipeJobType };

export type PopulatePayload = { cuisine: string | null; forceAdd: boolean };
export type UpdateAllPayload = { recipeId: number | null };
export type GeneratePayload = { cuisine: string | null; count: number; forceRegenerate: boolean };

/** A failure retrying cannot fix (e.g. no model configured): the job fails at once with this reason. */
export class RecipeJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RecipeJobError";
  }
}

// ---------------------------------------------------------------- enqueueing

/**
 * Records and queues a recipe job. When the same user's same job (type and payload) is already
 * queued or running, that one is answered instead of starting another: maintenance is idempotent,
 * so there is nothing to gain from two at once. Another user's job is never answered: jobs are
 * their starter's (GET /api/jobs/{id} answers only those), so each user gets one they can poll.
 */
export async function requestRecipeJob(
  deps: Pick<AppContext, "db" | "jobs">,
  input: { type: RecipeJobType; userId: number; payload: unknown },
): Promise<{ job: JobRow; reused: boolean }> {
  const payload = JSON.stringify(input.payload);
  const [running] = await deps.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.type, input.type),
        eq(jobs.userId, input.userId),
        inArray(jobs.status, ["queued", "running"]),
        sql`${jobs.payload} = ${payload}`,
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  if (running) return { job: running, reused: true };
  const job = await enqueueJob(
    { db: deps.db, queue: deps.jobs },
    { type: input.type, userId: input.userId, payload: input.payload },
  );
  return { job, reused: false };
}

export async function listRecipeJobs(db: Database, userId: number, limit = 10): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), inArray(jobs.type, RECIPE_JOB_TYPE_LIST)))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
}

// ---------------------------------------------------------------- the food table

/** Foods and aliases from D1, with the alias traits only the seed source knows (gochujang: gluten). */
export async function loadNutritionData(db: Database): Promise<NutritionData> {
  const foodRows = await db.select().from(foods);
  const aliasRows = await db.select().from(foodAliases);
  const addTraits = new Map(
    FOOD_ALIASES.filter((a) => a.addTraits?.length).map((a) => [a.alias, a.addTraits]),
  );
  const foodRecords: FoodRecord[] = foodRows.map((f) => ({
    id: f.id,
    name: f.name,
    foodGroup: f.foodGroup,
    kcal: f.kcal,
    protein: f.protein,
    fat: f.fat,
    carbs: f.carbs,
    fiber: f.fiber,
    sugar: f.sugar,
    sodium: f.sodium,
    householdWeights: f.householdWeights,
    traits: f.traits,
    micronutrients: f.micronutrients,
    source: f.source,
  }));
  const aliases: FoodAlias[] = aliasRows.map((a) => ({
    alias: a.alias,
    foodId: a.foodId,
    gramsPerPiece: a.gramsPerPiece,
    ...(addTraits.has(a.alias) ? { addTraits: addTraits.get(a.alias) } : {}),
  }));
  return createNutritionData(foodRecords, aliases);
}

// ---------------------------------------------------------------- writing

const isoNow = () => new Date().toISOString();

function updateStatement(db: Database, id: number, changes: RecipeChanges) {
  return db
    .update(recipes)
    .set({ ...changes, updatedAt: isoNow() })
    .where(eq(recipes.id, id));
}

async function applyUpdates(db: Database, updates: { id: number; changes: RecipeChanges }[]) {
  for (let i = 0; i < updates.length; i += 40) {
    const chunk = updates.slice(i, i + 40).map((u) => updateStatement(db, u.id, u.changes));
    if (chunk.length) await db.batch(chunk as [(typeof chunk)[number], ...typeof chunk]);
  }
}

type StoredRow = StoredRecipe & { cuisine: string };

async function readStoredRecipes(
  db: Database,
  where: { ids?: number[]; cuisines?: string[]; afterId: number },
  limit: number,
): Promise<StoredRow[]> {
  const conditions = [sql`id > ${where.afterId}`];
  if (where.ids)
    conditions.push(
      sql`id IN (${sql.join(
        where.ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  if (where.cuisines?.length)
    conditions.push(
      sql`cuisine IN (${sql.join(
        where.cuisines.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  return db.all<StoredRow>(sql`
    SELECT id, slug, title, servings, source, cuisine, calories, protein, carbs, fat, fiber, sugar, sodium,
           micronutrients, food_terms AS foodTerms, dietary_tags AS dietaryTags, ingredients, instructions
    FROM recipes WHERE ${sql.join(conditions, sql` AND `)} ORDER BY id LIMIT ${limit}`);
}

export type MaintenanceReport = {
  success: true;
  message: string;
  checked: number;
  updated: number;
  nutritionUpdated: number;
  ingredientsRestored: number;
  instructionsFilled: number;
  /** recipes still without instructions (no catalogue copy and no AI model) */
  missingInstructions: number[];
  /** up to 20 lines that do not resolve to a food, with their recipe */
  unresolvedLines: { recipeId: number; line: string }[];
  problems: { recipeId: number; problem: string }[];
  aiModel: boolean;
};

/** Repairs and recomputes the recipes selected; writes only what changed. */
async function maintainRecipes(
  app: Pick<AppContext, "db" | "env">,
  job: JobRow,
  select: { ids?: number[]; cuisines?: string[] },
  options: { instructionsOnly?: boolean } = {},
): Promise<MaintenanceReport> {
  const data = await loadNutritionData(app.db);
  const model = getRecipeModel(app.env);
  const updates: { id: number; changes: RecipeChanges }[] = [];
  const report = emptyReport({ aiModel: model !== null });

  let afterId = 0;
  for (;;) {
    const page = await readStoredRecipes(app.db, { ...select, afterId }, 200);
    if (page.length === 0) break;
    afterId = page[page.length - 1].id;
    for (const stored of page) {
      report.checked++;
      const source = stored.source === "catalogue" ? catalogueEntryBySlug(stored.slug) : null;
      const plan = planRecipeRepair(stored, data, source?.recipe ?? null);
      let changes: RecipeChanges = plan.changes;
      if (options.instructionsOnly) {
        changes = plan.changes.instructions ? { instructions: plan.changes.instructions } : {};
      }
      if (plan.needsInstructions && model) {
        const lines = (changes.ingredients ?? plan.changes.ingredients)?.map((i) => i.text);
        try {
          changes = {
            ...changes,
            instructions: await generateInstructions(model, {
              title: stored.title,
              servings: stored.servings,
              ingredients: lines ?? [],
            }),
          };
        } catch (error) {
          report.problems.push({
            recipeId: stored.id,
            problem: `instructions not generated: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
      }
      if (plan.needsInstructions && !changes.instructions)
        report.missingInstructions.push(stored.id);
      if (!options.instructionsOnly) {
        if (plan.problem) report.problems.push({ recipeId: stored.id, problem: plan.problem });
        for (const line of plan.unresolved)
          if (report.unresolvedLines.length < 20)
            report.unresolvedLines.push({ recipeId: stored.id, line });
        if (plan.ingredientsRestored) report.ingredientsRestored++;
        if (changes.calories !== undefined || changes.dietaryTags || changes.protein !== undefined)
          report.nutritionUpdated++;
      }
      if (changes.instructions) report.instructionsFilled++;
      if (Object.keys(changes).length) updates.push({ id: stored.id, changes });
    }
  }
  // computed: the writes are what is left
  await setJobProgress(app.db, job.id, 60);
  await applyUpdates(app.db, updates);
  report.updated = updates.length;
  return report;
}

export async function runUpdateAllRecipes(
  app: Pick<AppContext, "db" | "env">,
  job: JobRow,
  payload: UpdateAllPayload,
): Promise<MaintenanceReport> {
  const report = await maintainRecipes(
    app,
    job,
    payload.recipeId ? { ids: [payload.recipeId] } : {},
  );
  report.message =
    report.updated === 0
      ? `All ${report.checked} recipes are up to date.`
      : `Updated ${report.updated} of ${report.checked} recipes.`;
  return report;
}

export type PopulateReport = MaintenanceReport & {
  added: number;
  addedIds: number[];
  cuisine: string | null;
};

export async function runPopulateCuisine(
  app: Pick<AppContext, "db" | "env">,
  job: JobRow,
  payload: PopulatePayload,
): Promise<PopulateReport> {
  const cuisines = payload.cuisine ? expandCuisine(payload.cuisine) : [];
  const wanted = catalogueEntries().filter(
    (e) => cuisines.length === 0 || (cuisines as string[]).includes(e.recipe.cuisine),
  );
  const existing = new Set<string>();
  // an id and a slug per recipe: 45 recipes stay under D1's 100 bound parameters
  for (let i = 0; i < wanted.length; i += 45) {
    const chunk = wanted.slice(i, i + 45);
    const rows = await app.db
      .select({ id: recipes.id, slug: recipes.slug })
      .from(recipes)
      .where(
        sql`${recipes.id} IN (${sql.join(
          chunk.map((e) => sql`${e.id}`),
          sql`, `,
        )}) OR ${recipes.slug} IN (${sql.join(
          chunk.map((e) => sql`${e.recipe.slug}`),
          sql`, `,
        )})`,
      );
    for (const r of rows) {
      existing.add(`id:${r.id}`);
      existing.add(`slug:${r.slug}`);
    }
  }
  const missing = wanted.filter(
    (e) => !existing.has(`id:${e.id}`) && !existing.has(`slug:${e.recipe.slug}`),
  );
  const addedIds: number[] = [];
  if (missing.length) {
    const data = await loadNutritionData(app.db);
    const rows = missing.map(({ id, recipe: r }) => {
      const resolved = resolveRecipe(r.ingredients, r.servings, data);
      return {
        id,
        slug: r.slug,
        title: r.title,
        description: r.description,
        imageUrl: `/images/recipes/${r.slug}.svg`,
        ...recipeNutritionColumns(resolved, r.title, r.ingredients),
        prepTime: r.prepTime,
        servings: r.servings,
        cuisine: r.cuisine,
        mealTypes: [...r.mealTypes],
        instructions: [...r.instructions],
        source: "catalogue",
      };
    });
    // one row per statement keeps each under D1's 100 bound parameters
    for (let i = 0; i < rows.length; i += 20) {
      const statements = rows
        .slice(i, i + 20)
        .map((row) =>
          app.db.insert(recipes).values(row).onConflictDoNothing().returning({ id: recipes.id }),
        );
      const results = await app.db.batch(
        statements as [(typeof statements)[number], ...typeof statements],
      );
      for (const inserted of results) for (const r of inserted) addedIds.push(r.id);
    }
  }
  const report = payload.forceAdd
    ? await maintainRecipes(
        app,
        job,
        { cuisines: cuisines.length ? cuisines : undefined },
        { instructionsOnly: true },
      )
    : emptyReport({ aiModel: getRecipeModel(app.env) !== null });
  if (!payload.forceAdd) await setJobProgress(app.db, job.id, 60);
  const where = payload.cuisine ? ` ${cuisines.join(", ")}` : "";
  const filled = payload.forceAdd
    ? `; filled in instructions for ${report.instructionsFilled}`
    : "";
  return {
    ...report,
    message: `Added ${addedIds.length} missing${where} catalogue recipe(s)${filled}.`,
    added: addedIds.length,
    addedIds,
    cuisine: payload.cuisine,
  };
}

function emptyReport({ aiModel }: { aiModel: boolean }): MaintenanceReport {
  return {
    success: true,
    message: "",
    checked: 0,
    updated: 0,
    nutritionUpdated: 0,
    ingredientsRestored: 0,
    instructionsFilled: 0,
    missingInstructions: [],
    unresolvedLines: [],
    problems: [],
    aiModel,
  };
}

// ---------------------------------------------------------------- generation

export type GenerateReport = {
  success: true;
  message: string;
  count: number;
  recipes: { id: number; title: string; cuisine: string }[];
  rejected: number;
  error: null;
};

/** Generated slugs end with the job's short id, so a retried job finds what it already stored. */
function jobSuffix(job: JobRow) {
  return job.id
    .replace(/[^a-z0-9]/gi, "")
    .slice(0, 8)
    .toLowerCase();
}

export async function runGenerateRecipes(
  app: Pick<AppContext, "db" | "env" | "images" | "photoResizer">,
  job: JobRow,
  payload: GeneratePayload,
): Promise<GenerateReport> {
  const suffix = jobSuffix(job);
  const already = await app.db
    .select({ id: recipes.id, title: recipes.title, cuisine: recipes.cuisine })
    .from(recipes)
    .where(and(eq(recipes.source, "generated"), like(recipes.slug, `%-${suffix}`)));
  if (already.length) {
    return {
      success: true,
      message: `Generated ${already.length} recipe(s).`,
      count: already.length,
      recipes: already,
      rejected: 0,
      error: null,
    };
  }
  const model = getRecipeModel(app.env);
  if (!model) throw new RecipeJobError(NO_MODEL_MESSAGE);
  const cuisine = payload.cuisine ? (expandCuisine(payload.cuisine)[0] ?? null) : null;
  const titles = await app.db
    .select({ title: recipes.title })
    .from(recipes)
    .where(cuisine ? eq(recipes.cuisine, cuisine) : sql`1`)
    .limit(60);
  const { drafts, rejected } = await generateRecipeDrafts(model, {
    cuisine,
    count: payload.count,
    avoidTitles: payload.forceRegenerate ? [] : titles.map((t) => t.title),
  });
  await setJobProgress(app.db, job.id, 60);
  const data = await loadNutritionData(app.db);
  const created: GenerateReport["recipes"] = [];
  let skipped = rejected;
  for (const draft of drafts) {
    const resolved = resolveRecipe(draft.ingredients, draft.servings, data);
    // a recipe whose lines mostly do not resolve would carry made-up nutrition: leave it out
    if (resolved.unresolved.length * 2 > draft.ingredients.length) {
      skipped++;
      continue;
    }
    const slug = `${slugify(draft.title)}-${suffix}`;
    const [row] = await app.db
      .insert(recipes)
      .values({
        slug,
        title: draft.title,
        description: draft.description,
        imageUrl: `/images/recipe-art/${slug}.svg`,
        ...recipeNutritionColumns(resolved, draft.title, draft.ingredients),
        prepTime: draft.prepTime,
        servings: draft.servings,
        cuisine: draft.cuisine,
        mealTypes: draft.mealTypes,
        instructions: draft.instructions,
        source: "generated",
      })
      .onConflictDoNothing()
      .returning({ id: recipes.id, title: recipes.title, cuisine: recipes.cuisine });
    if (row) {
      created.push(row);
      // in production an image model paints it; otherwise it keeps its art (ADR 031)
      await addGeneratedPicture(
        { db: app.db, images: app.images, ai: app.env.AI, resizer: app.photoResizer },
        { ...row, description: draft.description },
      );
    }
  }
  return {
    success: true,
    message: `Generated ${created.length} recipe(s)${skipped ? `; ${skipped} left out` : ""}.`,
    count: created.length,
    recipes: created,
    rejected: skipped,
    error: null,
  };
}

// ---------------------------------------------------------------- admin page figures

export async function catalogueHealth(db: Database) {
  const [row] = await db.all<{
    total: number;
    generated: number;
    missing_instructions: number;
  }>(sql`
    SELECT count(*) AS total,
           sum(CASE WHEN source = 'generated' THEN 1 ELSE 0 END) AS generated,
           sum(CASE WHEN instructions IS NULL OR trim(instructions) IN ('', '[]', '""') THEN 1 ELSE 0 END) AS missing_instructions
    FROM recipes`);
  const missingCatalogue = catalogueEntries().length;
  const [present] = await db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM recipes WHERE source = 'catalogue'`,
  );
  return {
    total: row?.total ?? 0,
    generated: row?.generated ?? 0,
    missingInstructions: row?.missing_instructions ?? 0,
    catalogueMissing: Math.max(0, missingCatalogue - (present?.n ?? 0)),
  };
}
