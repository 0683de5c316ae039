import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { generateRecipesSchema } from "~/domain/schemas/recipes";
import { startRecipeJobAnswer } from "~/http/recipe-job-api.server";
import { methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";

/**
 * POST /api/recipe-agent/populate { forceRegenerate?, cuisine?, count? }: queues generation of new
 * recipes with the configured AI model. Only ADMIN_EMAILS may (403); without a model the answer is
 * 503 "No AI model configured..." and nothing is queued. 202 `{ success, jobId, count: 0, recipes: [],
 * error: null }` at once; the job's result carries the recipes made.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, generateRecipesSchema, { optional: true });
  return startRecipeJobAnswer(
    context,
    user,
    {
      type: RECIPE_JOB_TYPES.generate,
      cuisine: input.cuisine ?? null,
      count: input.count,
      forceRegenerate: input.forceRegenerate,
    },
    { count: 0, recipes: [], error: null },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
