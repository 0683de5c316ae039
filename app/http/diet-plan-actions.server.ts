/**
 * The diet-plans page's action (POST /diet-plans, docs/decisions/041): choosing a plan and turning
 * its week into a shopping list. With JavaScript the page posts `choose-plan` from a fetcher and
 * answers at once (it has already shown the plan); a plain form (no JavaScript) sends
 * `redirectTo` and comes back to the chosen plan. `shopping-list` takes the JSON API's fields and
 * service (POST /api/shopping-lists/from-diet-plan) and opens the new list with a notice.
 */
import { json, replace, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { DIET_PLAN_IDS } from "~/content/diet-plans";
import { countOf } from "~/domain/format";
import { safeRedirect } from "~/domain/safe-redirect";
import { dietPlanListSchema } from "~/domain/schemas/shopping";
import { requireUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { shoppingRefusalText } from "~/lib/shopping-api.server";
import { replaceWithToast } from "~/lib/toast.server";
import { saveDietPlanChoice } from "~/services/profiles.server";
import { createShoppingListFromDietPlan } from "~/services/shopping-lists.server";

export const DIET_PLAN_INTENTS = ["choose-plan", "shopping-list"] as const;

const choosePlanSchema = z.object({
  plan: z.enum(DIET_PLAN_IDS, {
    errorMap: () => ({ message: `Choose one of: ${DIET_PLAN_IDS.join(", ")}.` }),
  }),
});

export async function dietPlansAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const intent = z.enum(DIET_PLAN_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) return json({ ok: false as const }, { status: 400 });
  switch (intent.data) {
    case "choose-plan": {
      const submission = parseWithZod(form, { schema: choosePlanSchema });
      if (submission.status !== "success")
        return json({ ok: false as const, result: submission.reply() }, { status: 400 });
      await saveDietPlanChoice(context.db, user.id, submission.value.plan);
      if (!form.has("redirectTo")) return json({ ok: true as const });
      return replace(
        safeRedirect(form.get("redirectTo"), `/diet-plans?plan=${submission.value.plan}`),
      );
    }
    case "shopping-list": {
      // the API's body schema; the form's other fields (intent) are not the API's
      const submission = parseWithZod(form, { schema: dietPlanListSchema.strip() });
      if (submission.status !== "success")
        return json({ ok: false as const, result: submission.reply() }, { status: 400 });
      const { planId, level } = submission.value;
      const result = await createShoppingListFromDietPlan(context.db, user.id, planId, level);
      if (!result.ok)
        return replaceWithToast(context, `/diet-plans?plan=${planId}&level=${level}`, {
          title: "Could not create the shopping list",
          description: shoppingRefusalText(result.reason).message,
          variant: "destructive",
        });
      return replaceWithToast(context, `/shopping-list?list=${result.list.id}`, {
        title: "Shopping list created",
        description: `${countOf(result.list.items.length, "item")} for the week are on "${result.list.name}".`,
      });
    }
  }
}
