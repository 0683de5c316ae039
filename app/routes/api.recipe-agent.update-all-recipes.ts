import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateAllRecipesSchema } from "~/domain/schemas/recipes";
import { startRecipeJobAnswer } from "~/http/recipe-job-api.server";
import { methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";

/**
 * POST /api/recipe-agent/update-all-recipes (no body, or { recipeId }): queues the job that
 * recomputes nutrition and tags from the food table and fills in missing instructions. 202 with
 * `{ success, message, jobId }` at once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, updateAllRecipesSchema, { optional: true });
  return startRecipeJobAnswer(
    context,
    user,
    { type: RECIPE_JOB_TYPES.updateAll, recipeId: input.recipeId ?? null },
    { message: "Recipe update started." },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
