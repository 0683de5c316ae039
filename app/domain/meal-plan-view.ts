/**
 * Reading a stored meal plan for display. mealPlanData is JSON text (spec 1 section 3:
 * { dailyCalories, days: [{ day, meals: { breakfast, lunch, dinner, snacks } }], macroSplit }); plans we
 * generate add recipeId and servings per meal and totals, achieved split and issues per day. This
 * reader accepts the spec's minimal shape too, fills what is missing (the card's default split is
 * 25/50/25, spec 1 section 9) and answers null when the text is not a meal plan at all, which the UI
 * shows as 'There was an error displaying this meal plan.'
 */
import { z } from "zod";
import type { MealMacros } from "./food/nutrients";
import type { MacroSplit } from "./meal-plan";
import { dayStatus } from "./plan-status";

/**
 * A plan as the API answers it (GET /api/meal-plans and the swap): the spec's fields, with
 * customizations and mealPlanData as JSON text. The server builds it, the client reads it.
 */
export type MealPlanDto = {
  id: number;
  userId: number;
  name: string;
  type: string;
  customizations: string;
  mealPlanData: string;
  createdAt: string;
  updatedAt: string;
};

export const DEFAULT_CARD_MACRO_SPLIT = { protein: 25, carbs: 50, fat: 25 } as const;
export const MEAL_PLAN_PARSE_ERROR = "There was an error displaying this meal plan.";

export type ViewMacroSplit = MacroSplit;

export type ViewMeal = MealMacros & {
  title: string;
  description: string;
  recipeId: number | null;
  servings: number | null;
  /** the user locked it: a re-plan keeps it (ADR 043) */
  locked: boolean;
  /** the leftover of this day's dinner (0-based), cooked once for both (ADR 048); null otherwise */
  leftoverOf: number | null;
};

export type ViewSlot = "breakfast" | "lunch" | "dinner" | "snack";

export type ViewDay = {
  day: string;
  meals: { slot: ViewSlot; index: number; meal: ViewMeal }[];
  totals: MealMacros;
  /** signed relative calorie deviation from the plan's target */
  calorieDeviation: number;
  issues: string[];
};

export type ViewPlan = {
  dailyCalories: number;
  macroSplit: ViewMacroSplit;
  /** grams a day for the split */
  macroTargets: { protein: number; carbs: number; fat: number };
  days: ViewDay[];
};

const num = z.coerce.number().finite();
const mealSchema = z.object({
  title: z.string().min(1),
  description: z.string().catch(""),
  calories: num,
  protein: num.catch(0),
  carbs: num.catch(0),
  fat: num.catch(0),
  recipeId: z.number().int().positive().nullable().catch(null),
  servings: z.number().positive().nullable().catch(null),
  locked: z.boolean().catch(false),
  leftoverOf: z
    .object({ day: z.number().int().nonnegative() })
    .transform((from) => from.day)
    .nullable()
    .catch(null),
});
const optionalMeal = mealSchema.nullable().optional();
const planSchema = z.object({
  dailyCalories: num.positive(),
  macroSplit: z
    .object({ protein: num.nonnegative(), carbs: num.nonnegative(), fat: num.nonnegative() })
    .nullable()
    .optional()
    .catch(null),
  days: z
    .array(
      z.object({
        day: z.string(),
        meals: z.object({
          breakfast: optionalMeal,
          lunch: optionalMeal,
          dinner: optionalMeal,
          snacks: z.array(mealSchema).max(10).optional(),
        }),
        issues: z.array(z.string()).optional().catch(undefined),
      }),
    )
    .max(14),
  constraints: z
    .object({ carbCeilingGrams: num.positive().nullable().optional().catch(null) })
    .nullable()
    .optional()
    .catch(null),
});

function round1(n: number) {
  return Math.round(n * 10) / 10;
}

/** The plan in display shape, or null when the stored text cannot be read as a meal plan. */
export function parseMealPlanData(data: unknown): ViewPlan | null {
  let value = data;
  if (typeof data === "string") {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const parsed = planSchema.safeParse(value);
  if (!parsed.success) return null;
  const plan = parsed.data;
  const split =
    plan.macroSplit && plan.macroSplit.protein + plan.macroSplit.carbs + plan.macroSplit.fat > 0
      ? plan.macroSplit
      : DEFAULT_CARD_MACRO_SPLIT;
  const days: ViewDay[] = plan.days.map((d) => {
    const meals: ViewDay["meals"] = [];
    for (const slot of ["breakfast", "lunch", "dinner"] as const) {
      const meal = d.meals[slot];
      if (meal) meals.push({ slot, index: 0, meal });
    }
    (d.meals.snacks ?? []).forEach((meal, index) => meals.push({ slot: "snack", index, meal }));
    const totals = { calories: 0, protein: 0, carbs: 0, fat: 0 };
    for (const { meal } of meals) {
      totals.calories += meal.calories;
      totals.protein += meal.protein;
      totals.carbs += meal.carbs;
      totals.fat += meal.fat;
    }
    return {
      day: d.day,
      meals,
      totals: {
        calories: Math.round(totals.calories),
        protein: round1(totals.protein),
        carbs: round1(totals.carbs),
        fat: round1(totals.fat),
      },
      calorieDeviation: (totals.calories - plan.dailyCalories) / plan.dailyCalories,
      // worked out again from the meals, so a swapped day and an older plan are judged by today's rule
      issues: dayStatus(totals, {
        calories: plan.dailyCalories,
        protein: (plan.dailyCalories * split.protein) / 100 / 4,
        carbs: (plan.dailyCalories * split.carbs) / 100 / 4,
        fat: (plan.dailyCalories * split.fat) / 100 / 9,
        carbCeiling: plan.constraints?.carbCeilingGrams ?? null,
      }).issues,
    };
  });
  return {
    dailyCalories: Math.round(plan.dailyCalories),
    macroSplit: { protein: split.protein, carbs: split.carbs, fat: split.fat },
    macroTargets: {
      protein: Math.round((plan.dailyCalories * split.protein) / 100 / 4),
      carbs: Math.round((plan.dailyCalories * split.carbs) / 100 / 4),
      fat: Math.round((plan.dailyCalories * split.fat) / 100 / 9),
    },
    days,
  };
}

/** The achieved split of a day, percent of calories from each macro. */
export function achievedSplit(totals: ViewDay["totals"]): ViewMacroSplit {
  const kcal = totals.protein * 4 + totals.carbs * 4 + totals.fat * 9;
  if (kcal <= 0) return { protein: 0, carbs: 0, fat: 0 };
  return {
    protein: Math.round((totals.protein * 400) / kcal),
    carbs: Math.round((totals.carbs * 400) / kcal),
    fat: Math.round((totals.fat * 900) / kcal),
  };
}

export const SLOT_LABELS: Record<ViewSlot, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};

/** "Leftovers from Monday's dinner" for a leftover meal (ADR 048); null for a meal cooked on its day. */
export function leftoverLabel(view: Pick<ViewPlan, "days">, meal: ViewMeal): string | null {
  if (meal.leftoverOf === null) return null;
  const from = view.days[meal.leftoverOf];
  return from ? `Leftovers from ${from.day}'s dinner` : null;
}

/** "1½ servings", "1 serving", "½ serving" */
export function formatServings(servings: number): string {
  const whole = Math.floor(servings);
  const fraction = servings - whole;
  const glyph = fraction === 0.25 ? "¼" : fraction === 0.5 ? "½" : fraction === 0.75 ? "¾" : "";
  const text = glyph ? `${whole > 0 ? whole : ""}${glyph}` : String(round1(servings));
  return `${text} serving${servings > 1 ? "s" : ""}`;
}

/**
 * A /meal-plan address: the plan and day shown (and the shopping list just built, `?shopping=`);
 * where the page's forms come back to and its dialogs close to.
 */
export function mealPlanPath(
  plan?: number | null,
  dayIndex?: number | null,
  shoppingListId?: number,
): string {
  const query = new URLSearchParams();
  if (plan) query.set("plan", String(plan));
  if (dayIndex != null) query.set("day", String(dayIndex));
  if (shoppingListId) query.set("shopping", String(shoppingListId));
  const text = query.toString();
  return text ? `/meal-plan?${text}` : "/meal-plan";
}
