/**
 * /recipe-admin's action (docs/decisions/041): its job buttons post here (a fetcher with
 * JavaScript, a plain form without) and start the same jobs as the JSON API through the same
 * service (`startRecipeJob`), with the API's schemas. Success comes back to `?job=<id>`, where
 * the page follows that job; a refusal (bad fields, not an administrator, no model, the limit)
 * answers its status with conform's reply.
 */
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { z } from "zod";
import { RECIPE_JOB_TYPES } from "~/domain/recipe-jobs";
import { generateRecipesSchema, populateCuisineSchema } from "~/domain/schemas/recipes";
import { requireUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast } from "~/lib/toast.server";
import {
  ADMIN_ONLY_MESSAGE,
  startRecipeJob,
  type RecipeJobRequest,
} from "~/services/recipe-admin.server";
import { NO_MODEL_MESSAGE } from "~/services/recipe-generation.server";
import { RATE_LIMITED_MESSAGE } from "~/services/sign-in.server";

export const RECIPE_ADMIN_INTENTS = [
  "populate",
  "fill-instructions",
  "update-all",
  "generate",
] as const;
export type RecipeAdminIntent = (typeof RECIPE_ADMIN_INTENTS)[number];

export type RecipeAdminReply = { intent: RecipeAdminIntent; result: SubmissionResult<string[]> };

/** The form's fields as the API's body: a button is the intent, the rest are the API's fields. */
const schemas = {
  populate: populateCuisineSchema.omit({ forceAdd: true }),
  "fill-instructions": populateCuisineSchema.omit({ forceAdd: true }),
  // every recipe (the API's optional recipeId is for API clients)
  "update-all": z.object({}),
  generate: generateRecipesSchema.omit({ forceRegenerate: true }),
} as const;

export async function recipeAdminAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const parsedIntent = z.enum(RECIPE_ADMIN_INTENTS).safeParse(form.get("intent"));
  if (!parsedIntent.success) throw new Response("Unknown intent", { status: 400 });
  const intent = parsedIntent.data;
  const submission = parseWithZod(form, { schema: schemas[intent] });
  const refuse = (formErrors: string[] | undefined, status: number) =>
    json<RecipeAdminReply>(
      { intent, result: submission.reply(formErrors ? { formErrors } : undefined) },
      { status },
    );
  if (submission.status !== "success") return refuse(undefined, 400);
  const value = submission.value as { cuisine?: string | null; count?: number };

  let job: RecipeJobRequest;
  switch (intent) {
    case "populate":
    case "fill-instructions":
      job = {
        type: RECIPE_JOB_TYPES.populateCuisine,
        cuisine: value.cuisine ?? null,
        forceAdd: intent === "fill-instructions",
      };
      break;
    case "update-all":
      job = { type: RECIPE_JOB_TYPES.updateAll, recipeId: null };
      break;
    case "generate":
      job = {
        type: RECIPE_JOB_TYPES.generate,
        cuisine: value.cuisine ?? null,
        count: value.count ?? 3,
        forceRegenerate: false,
      };
      break;
  }
  const started = await startRecipeJob(context, user, job);
  if (!started.ok) {
    if (started.reason === "forbidden") return refuse([ADMIN_ONLY_MESSAGE], 403);
    if (started.reason === "no_model") return refuse([NO_MODEL_MESSAGE], 503);
    return refuse([RATE_LIMITED_MESSAGE], 429);
  }
  return replaceWithToast(context, `/recipe-admin?job=${encodeURIComponent(started.job.id)}`);
}
