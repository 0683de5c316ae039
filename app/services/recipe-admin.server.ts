/**
 * Who may start recipe jobs (docs/decisions/011-recipe-search.md, "Administration"): the spec has
 * no administrator role. Maintenance (adding missing catalogue recipes, recomputing nutrition and
 * tags, filling in instructions) is idempotent and bounded, so any signed-in user may start it,
 * rate-limited per user, and a job already queued or running is answered instead of a second one.
 * Generating recipes with the AI model creates rows and spends model calls: only the emails in
 * ADMIN_EMAILS may, once they have verified that address, also rate-limited.
 */
import type { Database } from "#db/client";
import { RECIPE_JOB_TYPES } from "~/domain/recipe-jobs";
import type { AppContext } from "~/lib/context.server";
import type { AppEnv } from "~/lib/env.server";
import type { JobRow } from "~/lib/jobs.server";
import { hitRateLimit } from "./rate-limit.server";
import { getRecipeModel } from "./recipe-generation.server";
import { requestRecipeJob } from "./recipe-maintenance.server";

export const RECIPE_JOB_LIMITS = {
  maintenance: { limit: 6, windowMs: 60 * 60 * 1000 },
  generation: { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
} as const;

export function adminEmails(env: Pick<AppEnv, "ADMIN_EMAILS">): Set<string> {
  return new Set(
    (env.ADMIN_EMAILS ?? "")
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

/**
 * An administrator: an address in ADMIN_EMAILS that the user has proven is theirs. Anyone could
 * register that address with a password before (issue 17); only its inbox can verify it (ADR 027).
 */
export function isRecipeAdmin(
  env: Pick<AppEnv, "ADMIN_EMAILS">,
  user: { email: string; emailVerified: boolean },
): boolean {
  return user.emailVerified && adminEmails(env).has(user.email.trim().toLowerCase());
}

export async function hitRecipeJobLimit(
  db: Database,
  userId: number,
  kind: keyof typeof RECIPE_JOB_LIMITS,
) {
  return hitRateLimit(db, `recipe-jobs:${kind}:${userId}`, RECIPE_JOB_LIMITS[kind]);
}

export const ADMIN_ONLY_MESSAGE = "Only administrators can generate recipes with the AI model.";

/** A recipe job as asked for by the API or /recipe-admin's buttons. */
export type RecipeJobRequest =
  | { type: typeof RECIPE_JOB_TYPES.populateCuisine; cuisine: string | null; forceAdd: boolean }
  | { type: typeof RECIPE_JOB_TYPES.updateAll; recipeId: number | null }
  | {
      type: typeof RECIPE_JOB_TYPES.generate;
      cuisine: string | null;
      count: number;
      forceRegenerate: boolean;
    };

/**
 * Starts a recipe job for the user (POST /api/cuisine-recipes/populate, /api/recipe-agent/
 * update-all-recipes, /api/recipe-agent/populate and /recipe-admin's action): generation for
 * administrators only and only with a model; each kind within its limit; a job of the same kind
 * already queued or running is answered instead (`reused`).
 */
export async function startRecipeJob(
  deps: Pick<AppContext, "db" | "jobs" | "env">,
  user: { id: number; email: string; emailVerified: boolean },
  request: RecipeJobRequest,
): Promise<
  | { ok: true; job: JobRow; reused: boolean }
  | { ok: false; reason: "forbidden" | "no_model" }
  | { ok: false; reason: "rate_limited"; resetAt: number }
> {
  const { type } = request;
  const generation = type === RECIPE_JOB_TYPES.generate;
  // the job's payload, in one key order (a job already queued is found by its payload)
  const payload =
    request.type === RECIPE_JOB_TYPES.populateCuisine
      ? { cuisine: request.cuisine, forceAdd: request.forceAdd }
      : request.type === RECIPE_JOB_TYPES.updateAll
        ? { recipeId: request.recipeId }
        : {
            cuisine: request.cuisine,
            count: request.count,
            forceRegenerate: request.forceRegenerate,
          };
  if (generation) {
    if (!isRecipeAdmin(deps.env, user)) return { ok: false, reason: "forbidden" };
    if (!getRecipeModel(deps.env)) return { ok: false, reason: "no_model" };
  }
  const limit = await hitRecipeJobLimit(
    deps.db,
    user.id,
    generation ? "generation" : "maintenance",
  );
  if (!limit.allowed) return { ok: false, reason: "rate_limited", resetAt: limit.resetAt };
  return { ok: true, ...(await requestRecipeJob(deps, { type, userId: user.id, payload })) };
}
