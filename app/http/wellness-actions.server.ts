/**
 * The wellness dashboard's action (POST /profile, docs/decisions/041): logging water, sleep and the
 * other metrics, logging and removing meals, creating, updating, completing and deleting goals.
 * The dialogs post here through fetchers; without JavaScript the same forms are rendered in the
 * page (`?log=water`, see domain/wellness-forms.ts) and post here as plain forms. The JSON APIs
 * (/api/health-metrics, /api/nutrition-logs, /api/wellness-goals) call the same services.
 *
 * Success redirects (replace) to `redirectTo` (the dashboard with its tab) with the notice as a
 * flash toast; a fetcher follows it and the loader runs again. A form with errors answers 400 with
 * conform's reply and the id of the form it answers.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { safeRedirect } from "~/domain/safe-redirect";
import {
  goalCreateFormSchema,
  goalProgressFormSchema,
  mealFormSchemas,
  metricsFormSchema,
} from "~/domain/schemas/wellness";
import {
  MEAL_FORM_MODES,
  METRIC_DIALOG_KEYS,
  METRIC_DIALOGS,
  WELLNESS_INTENTS,
  wellnessFormId,
} from "~/domain/wellness-forms";
import { requireUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast } from "~/lib/toast.server";
import { awardEarnedAchievements } from "~/services/achievements.server";
import { logHealthMetrics } from "~/services/health-metrics.server";
import { deleteNutritionLog, logMeal } from "~/services/nutrition-logs.server";
import {
  completeWellnessGoal,
  createWellnessGoal,
  deleteWellnessGoal,
  updateWellnessGoal,
} from "~/services/wellness-goals.server";

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** conform's reply with 400, naming the form it answers. */
function refused(formId: string, result: unknown) {
  return json({ formId, result }, { status: 400 });
}

/** An id the form posts (a goal's, a meal's), or a thrown 400 for a form no page renders. */
function formId(form: FormData, name: string): number {
  const parsed = id.safeParse(form.get(name));
  if (!parsed.success) throw new Response(`Missing or bad ${name}`, { status: 400 });
  return parsed.data;
}

export async function wellnessDashboardAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const intent = z.enum(WELLNESS_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  const to = safeRedirect(form.get("redirectTo"), "/profile");
  const notFound = (title: string, description: string) =>
    replaceWithToast(context, to, { title, description, variant: "destructive" });

  switch (intent.data) {
    case "log-metrics": {
      const key = z.enum(METRIC_DIALOG_KEYS as [string, ...string[]]).safeParse(form.get("dialog"));
      if (!key.success) throw new Response("Unknown dialog", { status: 400 });
      const spec = METRIC_DIALOGS[key.data as keyof typeof METRIC_DIALOGS];
      const schema = metricsFormSchema(
        spec.fields.map((f) => f.name),
        spec.required,
      );
      const submission = parseWithZod(form, { schema });
      const reply = wellnessFormId.metrics(key.data as keyof typeof METRIC_DIALOGS);
      if (submission.status !== "success") return refused(reply, submission.reply());
      await logHealthMetrics(context.db, user.id, submission.value);
      await awardEarnedAchievements(context.db, user.id);
      return replaceWithToast(context, to, { title: spec.success });
    }
    case "log-meal": {
      const mode = z.enum(MEAL_FORM_MODES).safeParse(form.get("mode"));
      if (!mode.success) throw new Response("Unknown meal form", { status: 400 });
      const submission = parseWithZod(form, { schema: mealFormSchemas[mode.data] });
      const reply = wellnessFormId.meal(mode.data);
      if (submission.status !== "success") return refused(reply, submission.reply());
      const result = await logMeal(context.db, user.id, submission.value);
      if (!result.ok) {
        return refused(
          reply,
          submission.reply({ fieldErrors: { [result.field]: [result.message] } }),
        );
      }
      await awardEarnedAchievements(context.db, user.id);
      return replaceWithToast(context, to, {
        title: "Meal logged",
        description: `${result.entry.foodName}: ${Math.round(result.entry.calories)} kcal`,
      });
    }
    case "delete-meal": {
      const entryId = formId(form, "id");
      if (!(await deleteNutritionLog(context.db, user.id, entryId)))
        return notFound("Could not remove the meal", "Nutrition log entry not found.");
      return replaceWithToast(context, to, { title: "Meal removed" });
    }
    case "create-goal": {
      const submission = parseWithZod(form, { schema: goalCreateFormSchema });
      if (submission.status !== "success") return refused(wellnessFormId.goal, submission.reply());
      const goal = await createWellnessGoal(context.db, user.id, submission.value);
      return replaceWithToast(context, to, { title: "Goal created", description: goal.title });
    }
    case "goal-progress": {
      const goalId = formId(form, "goalId");
      const submission = parseWithZod(form, { schema: goalProgressFormSchema });
      if (submission.status !== "success")
        return refused(wellnessFormId.progress(goalId), submission.reply());
      const goal = await updateWellnessGoal(context.db, user.id, goalId, submission.value);
      if (!goal) return notFound("Could not save", "Wellness goal not found.");
      return replaceWithToast(context, to, { title: "Progress updated", description: goal.title });
    }
    case "complete-goal": {
      const goal = await completeWellnessGoal(context.db, user.id, formId(form, "goalId"));
      if (!goal) return notFound("Could not save", "Wellness goal not found.");
      await awardEarnedAchievements(context.db, user.id);
      return replaceWithToast(context, to, { title: "Goal completed", description: goal.title });
    }
    case "delete-goal": {
      const goalId = formId(form, "goalId");
      if (!(await deleteWellnessGoal(context.db, user.id, goalId)))
        return notFound("Could not delete the goal", "Wellness goal not found.");
      return replaceWithToast(context, to, { title: "Goal deleted" });
    }
  }
}
