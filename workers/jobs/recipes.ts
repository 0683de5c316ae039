import { z } from "zod";
import {
  RECIPE_JOB_TYPES,
  RecipeJobError,
  runGenerateRecipes,
  runPopulateCuisine,
  runUpdateAllRecipes,
} from "~/services/recipe-maintenance.server";
import type { AppContext } from "~/lib/context.server";
import { PermanentJobError, type JobHandler } from "./types";

const populateSchema = z.object({ cuisine: z.string().max(60).nullable(), forceAdd: z.boolean() });
const updateAllSchema = z.object({ recipeId: z.number().int().positive().nullable() });
const generateSchema = z.object({
  cuisine: z.string().max(60).nullable(),
  count: z.number().int().min(1).max(10),
  forceRegenerate: z.boolean(),
});

function payloadOf<S extends z.ZodTypeAny>(schema: S, payload: unknown, type: string): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError(`Invalid ${type} job payload`);
  return parsed.data;
}

/** A job error retrying cannot fix becomes a permanent failure with the same message. */
async function permanent<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RecipeJobError) throw new PermanentJobError(error.message);
    throw error;
  }
}

/**
 * A recipe job changes what the catalogue's cached pages and API reads show (new recipes, new
 * nutrition): once it has run, every edge-cache entry is purged (ADR 034). A failed run purges
 * too, since it may have written part of its work. Errors retrying cannot fix become permanent.
 */
async function purgingCatalogue<T>(app: AppContext, work: () => Promise<T>): Promise<T> {
  try {
    return await permanent(work);
  } finally {
    await app.edgeCache.purge(["catalogue"]);
  }
}

export const populateCuisineJob: JobHandler = ({ app, job }) =>
  purgingCatalogue(app, () =>
    runPopulateCuisine(
      app,
      job,
      payloadOf(populateSchema, job.payload, RECIPE_JOB_TYPES.populateCuisine),
    ),
  );

export const updateAllRecipesJob: JobHandler = ({ app, job }) =>
  purgingCatalogue(app, () =>
    runUpdateAllRecipes(
      app,
      job,
      payloadOf(updateAllSchema, job.payload, RECIPE_JOB_TYPES.updateAll),
    ),
  );

export const generateRecipesJob: JobHandler = ({ app, job }) =>
  purgingCatalogue(app, () =>
    runGenerateRecipes(app, job, payloadOf(generateSchema, job.payload, RECIPE_JOB_TYPES.generate)),
  );
