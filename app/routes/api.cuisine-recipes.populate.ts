import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { populateCuisineSchema } from "~/domain/schemas/recipes";
import { startRecipeJobAnswer } from "~/http/recipe-job-api.server";
import { methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";

/**
 * POST /api/cuisine-recipes/populate { forceAdd?, cuisine? }: queues the job that adds the missing
 * catalogue recipes (of one cuisine, or all); forceAdd also fills in missing instructions.
 * Answers 202 at once with the job to poll (GET /api/jobs/{id}).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, populateCuisineSchema, { optional: true });
  return startRecipeJobAnswer(
    context,
    user,
    {
      type: RECIPE_JOB_TYPES.populateCuisine,
      cuisine: input.cuisine ?? null,
      forceAdd: input.forceAdd,
    },
    { message: "Recipe population started." },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
