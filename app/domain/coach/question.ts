/**
 * What a question to the coach asks for: its wellness categories (content/wellness.ts keywords),
 * what kind of answer it wants (a meal plan, recipes, the user's numbers, facts about a food...),
 * and the constraints it names (a meal, a diet, a cuisine, a time limit). Pure and rule-based.
 */
import { detectWellnessCategories, type WellnessCategoryId } from "~/content/wellness";
import { MACRONUTRIENTS, MINERALS, VITAMINS, type NutrientInfo } from "~/content/nutrition-guide";

export type CoachIntent =
  | "greeting"
  | "thanks"
  | "meal-plan"
  | "my-plan"
  | "recipe"
  | "targets"
  | "protein"
  | "hydration"
  | "food-facts"
  | "nutrient";

export type MealType = "breakfast" | "lunch" | "dinner" | "snack";

export type CoachQuestion = {
  text: string;
  categories: WellnessCategoryId[];
  intents: CoachIntent[];
  mealType: MealType | null;
  /** diets the question itself names ("a vegan dinner") */
  restrictions: string[];
  highProtein: boolean;
  lowCarb: boolean;
  /** "under 20 minutes", "quick" (30) */
  maxMinutes: number | null;
  cuisine: string | null;
  /** days of a requested meal plan (1 to 7) */
  days: number;
  /** nutrition-guide entries the question names (vitamin D, iron...) */
  nutrients: NutrientInfo[];
};

const RESTRICTION_WORDS: Array<[RegExp, string]> = [
  [/\bvegan|plant[- ]based\b/i, "vegan"],
  [/\bvegetarian|meat[- ]?free|meatless\b/i, "vegetarian"],
  [/\bgluten[- ]free|c(o)?eliac\b/i, "glutenFree"],
  [/\bdairy[- ]free|lactose[- ]free|lactose intoleran/i, "dairyFree"],
  [/\bnut[- ]free|nut allerg/i, "nutFree"],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

const ALL_NUTRIENTS: NutrientInfo[] = [...MACRONUTRIENTS, ...VITAMINS, ...MINERALS];

/** "Vitamin D" -> /\bvitamin d\b/; "Carbohydrates" also as "carbs" */
function nutrientPattern(n: NutrientInfo): RegExp {
  const name = n.name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const extra: Record<string, string> = {
    carbohydrates: "|carbs?",
    fats: "|fat",
    fiber: "|fibre",
    "vitamin b12": "|b12",
  };
  return new RegExp(`\\b(${name}${extra[n.name.toLowerCase()] ?? ""})\\b`, "i");
}

function has(text: string, re: RegExp): boolean {
  return re.test(text);
}

export function analyseQuestion(
  text: string,
  options: { cuisines?: readonly string[]; hasPlans?: boolean } = {},
): CoachQuestion {
  const t = text.trim();
  const lower = t.toLowerCase();
  const words = lower.split(/\s+/).filter(Boolean);
  const intents: CoachIntent[] = [];
  const add = (i: CoachIntent) => {
    if (!intents.includes(i)) intents.push(i);
  };

  if (
    words.length <= 6 &&
    /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|namaste|greetings)\b/.test(lower)
  )
    add("greeting");
  if (words.length <= 8 && /^(thanks|thank you|thx|cheers|great,? thanks)/.test(lower))
    add("thanks");

  const mealPlanAsked = has(
    lower,
    /\bmeal[- ]?plan|\bplan (my|a|for)\b.*\b(meals?|day|week|eating)|\bmenu\b|\bday of eating|\bdiet plan|what (should|can|do) i eat (today|tomorrow|this week|in a day)|\b(\d|one|two|three|four|five|six|seven)[- ]day (plan|menu)|\bweekly plan/,
  );
  if (mealPlanAsked) add("meal-plan");
  if (options.hasPlans && has(lower, /\bmy (current |saved |latest )?(meal )?plans?\b/))
    add("my-plan");
  if (
    has(
      lower,
      /\brecipes?\b|\bdish(es)?\b|\bidea|\bcook\b|\bcooking\b|\bmake for\b|\bsuggest\b|\bwhat (to|should i|can i) (eat|have|make|cook)\b|\b(breakfast|lunch|dinner|snack)s?\b/,
    ) &&
    !mealPlanAsked
  )
    add("recipe");
  if (
    has(
      lower,
      /\bcalorie|\bkcal\b|\bbmr\b|\btdee\b|\bmacro|\bhow much (should|do|can) i eat|\bmy (numbers|targets?)\b|\bmaintenance\b|\bdeficit\b/,
    )
  )
    add("targets");
  if (has(lower, /\bprotein\b/)) add("protein");
  if (has(lower, /\bwater\b|\bhydrat|\bhow much (should i )?drink|\bfluids?\b/)) add("hydration");
  if (
    has(
      lower,
      /\bhow (much|many) (calories|kcal|protein|carbs?|fat|fib(er|re)|sugar|sodium)\b.*\b(in|does|has)\b|\bnutrition (of|in|facts)\b|\bcalories (in|of)\b|\bnutrients? in\b|\bis (a |an )?[a-z ]+ (healthy|good for)/,
    )
  )
    add("food-facts");

  const nutrients = ALL_NUTRIENTS.filter((n) => nutrientPattern(n).test(t) && n.id !== "protein");
  if (
    nutrients.some((n) => !["carbohydrates", "fats", "fiber"].includes(n.id)) ||
    has(lower, /\bvitamins?\b|\bminerals?\b/)
  )
    add("nutrient");

  const mealType: MealType | null = has(lower, /\bbreakfast|morning meal\b/)
    ? "breakfast"
    : has(lower, /\blunch\b/)
      ? "lunch"
      : has(lower, /\bdinner|supper|evening meal\b/)
        ? "dinner"
        : has(lower, /\bsnacks?\b/)
          ? "snack"
          : null;

  const restrictions = RESTRICTION_WORDS.filter(([re]) => re.test(t)).map(([, r]) => r);
  const minutes =
    /\b(?:under|less than|in|within)\s+(\d{1,3})\s*(?:min|minutes)\b|\b(\d{1,3})[- ]minute/i.exec(
      t,
    );
  const maxMinutes = minutes
    ? Number(minutes[1] ?? minutes[2])
    : has(lower, /\bquick|\bfast\b|\beasy\b|\bbusy\b/)
      ? 30
      : null;

  const cuisine =
    options.cuisines?.find((c) =>
      new RegExp(`\\b${c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(t),
    ) ?? null;

  const dayMatch = /\b(\d|one|two|three|four|five|six|seven)[- ]day\b/i.exec(t);
  const days = dayMatch
    ? Math.min(7, Math.max(1, Number(dayMatch[1]) || NUMBER_WORDS[dayMatch[1].toLowerCase()] || 1))
    : has(lower, /\bweek(ly)?\b|\b7 days\b/)
      ? 7
      : 1;

  return {
    text: t,
    categories: detectWellnessCategories(t),
    intents,
    mealType,
    restrictions,
    highProtein: has(lower, /\bhigh[- ]protein|\bprotein[- ]rich|\blots of protein|\bmore protein/),
    lowCarb: has(lower, /\blow[- ]carb|\bketo\b/),
    maxMinutes: maxMinutes && maxMinutes > 0 ? maxMinutes : null,
    cuisine,
    days,
    nutrients,
  };
}
