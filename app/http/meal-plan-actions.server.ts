/**
 * The meal-plan page's action (POST /meal-plan, docs/decisions/041 and 043): generating a plan,
 * locking and unlocking a meal, re-planning a day or the rest of the week, swapping a meal, building
 * the plan's shopping list. Forms post here through fetchers with JavaScript and as plain forms
 * without it (the /recommendations section posts its generate form here too, with `redirectTo`);
 * the JSON API (/api/meal-plans/...) calls the same services with the same schemas.
 *
 * Success redirects back to the plan (and day) it changed; a queued job shows on the page (which
 * refreshes itself until it ends); a built shopping list is shown by the page (`?shopping=`). A
 * refusal redirects back with the reason as an error notice; a form with errors answers 400 with
 * conform's reply.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { countOf } from "~/domain/format";
import { safeRedirect } from "~/domain/safe-redirect";
import {
  generatePlanSchema,
  MEAL_SLOTS,
  swapMealSchema,
  toMealRef,
} from "~/domain/schemas/meal-plan";
import { mealAt } from "~/domain/meal-plan";
import { mealPlanPath, SLOT_LABELS } from "~/domain/meal-plan-view";
import { dayName } from "~/domain/plan-control";
import { requireUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast } from "~/lib/toast.server";
import {
  MealPlanNotFoundError,
  MealPlanRefusedError,
  requestMealPlanGeneration,
  requestPlanRegeneration,
  setPlanMealLock,
  readStoredPlan,
  swapMeal,
} from "~/services/meal-plans.server";
import { buildShoppingListFromPlan } from "~/services/plan-shopping-list.server";
import { shoppingRefusalText } from "~/lib/shopping-api.server";
import { limitPlanJobs } from "./meal-plan-api.server";

export const MEAL_PLAN_INTENTS = [
  "generate",
  "lock",
  "unlock",
  "regenerate-day",
  "regenerate-rest",
  "swap",
  "shopping-list",
] as const;

const planId = z.coerce.number().int().positive();
const day = z.coerce.number().int().min(0).max(6);
const meal = z.object({
  planId,
  day,
  slot: z.enum(MEAL_SLOTS),
  snackIndex: z.coerce.number().int().min(0).max(2).optional(),
});

/** The fields each intent posts besides `intent`. */
const formSchemas = {
  generate: generatePlanSchema,
  lock: meal,
  unlock: meal,
  "regenerate-day": z.object({ planId, day }),
  "regenerate-rest": z.object({ planId, day }),
  // the JSON API's swap body (conform reads its numbers from the form's text)
  swap: swapMealSchema.and(z.object({ planId })),
  "shopping-list": z.object({ planId }),
} as const;

/** A service's refusal (another user's plan, a meal not in it, a limit) as a notice on the page. */
async function refusalMessage(error: unknown): Promise<string> {
  if (error instanceof MealPlanNotFoundError || error instanceof MealPlanRefusedError)
    return error.message;
  if (error instanceof Response && error.status === 429) {
    const body = (await error.json().catch(() => null)) as { error?: { message?: string } } | null;
    return body?.error?.message ?? "Too many plans this hour. Please try again later.";
  }
  throw error;
}

export async function mealPlanAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const intent = z.enum(MEAL_PLAN_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  const submission = parseWithZod(form, {
    schema: formSchemas[intent.data].and(z.object({ intent: z.literal(intent.data) })),
  });
  if (submission.status !== "success") {
    return json({ intent: intent.data, result: submission.reply() }, { status: 400 });
  }
  const value = submission.value as { planId?: number; day?: number };
  const path = mealPlanPath(value.planId, value.day);
  try {
    switch (intent.data) {
      case "generate": {
        const { leftovers } = submission.value as z.infer<typeof generatePlanSchema>;
        await limitPlanJobs(context, user.id);
        await requestMealPlanGeneration(context, user.id, { leftovers: leftovers === true });
        return replaceWithToast(context, safeRedirect(form.get("redirectTo"), "/meal-plan"));
      }
      case "lock":
      case "unlock": {
        const input = submission.value as z.infer<typeof meal>;
        await setPlanMealLock(context.db, user.id, input.planId, {
          dayIndex: input.day,
          ref: toMealRef({ slot: input.slot, snackIndex: input.snackIndex }),
          locked: intent.data === "lock",
        });
        return replaceWithToast(context, path);
      }
      case "regenerate-day":
      case "regenerate-rest": {
        const input = submission.value as { planId: number; day: number };
        await limitPlanJobs(context, user.id);
        await requestPlanRegeneration(
          context,
          user.id,
          input.planId,
          intent.data === "regenerate-day" ? { day: input.day } : { fromDay: input.day },
        );
        return replaceWithToast(context, path);
      }
      case "swap": {
        const input = submission.value as z.infer<(typeof formSchemas)["swap"]>;
        const plan = await swapMeal(context.db, user.id, input.planId, {
          dayIndex: input.day,
          ref: toMealRef(input),
          recipeId: input.recipeId,
          servings: input.servings,
        });
        const stored = readStoredPlan(plan.mealPlanData)?.days[input.day];
        const meal = stored ? mealAt(stored, toMealRef(input)) : undefined;
        return replaceWithToast(context, path, {
          title: "Meal swapped",
          description: `${meal?.title ?? "The recipe you chose"} is your ${SLOT_LABELS[
            input.slot
          ].toLowerCase()} on ${dayName(input.day)} now.`,
        });
      }
      case "shopping-list": {
        const input = submission.value as { planId: number };
        const result = await buildShoppingListFromPlan(context.db, user.id, input.planId);
        if (!result.ok) {
          return replaceWithToast(context, mealPlanPath(input.planId), {
            title: "Could not build the shopping list",
            description: shoppingRefusalText(result.reason).message,
            variant: "destructive",
          });
        }
        return replaceWithToast(context, mealPlanPath(input.planId, null, result.list.id), {
          title: result.outcome === "updated" ? "Shopping list updated" : "Shopping list created",
          description: `${countOf(result.list.items.length, "item")} for the week, grouped by aisle.`,
        });
      }
    }
  } catch (error) {
    const title =
      intent.data === "generate"
        ? "Failed to generate meal plan"
        : intent.data === "lock" || intent.data === "unlock"
          ? "Could not change the lock"
          : intent.data === "swap"
            ? "Could not swap the meal"
            : intent.data === "shopping-list"
              ? "Could not build the shopping list"
              : `Could not re-plan ${dayName(value.day ?? 0)}`;
    return replaceWithToast(context, path, {
      title,
      description: await refusalMessage(error),
      variant: "destructive",
    });
  }
}
