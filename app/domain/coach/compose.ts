/**
 * The built-in coach: composes Emily AI's reply from what the app knows (the user's profile and
 * targets, their meal plans, catalogue recipes that fit their restrictions and dislikes, the
 * nutrition guide and the food table), in the reply format the page renders (reply-format.ts).
 * Pure and deterministic: the same question and knowledge give the same reply; variety between
 * questions comes from a hash of the question (recipe order, the plan's seed).
 */
import { COACH_TEXT, type WellnessCategoryId } from "~/content/wellness";
import { MINERALS, VITAMINS, type NutrientInfo } from "~/content/nutrition-guide";
import type { NutritionData } from "../food/lines";
import {
  generateMealPlan,
  mealsOfDay,
  type MealPlan,
  type PlanRecipe,
  type PlannedDay,
} from "../meal-plan";
import { formatInteger } from "../format";
import { factOf, foodLinesInText, formatFact, type FoodFact } from "./food-facts";
import { coachTargets, restrictionLabel, type CoachProfile, type CoachTargets } from "./profile";
import type { ChatHistoryMessage } from "./prompt";
import { analyseQuestion, type CoachQuestion, type MealType } from "./question";
import { CONDITION_LENSES, FOOD_NOTES, INTENT_ANSWERS, type IntentAnswer } from "./answers";
import { foodBreaksDiet, foodsThatFit, recipeFits, type DietRules } from "./diet-filter";
import { detectOtherLanguage, ENGLISH_ONLY_NOTE, glossToEnglish } from "~/domain/languages";
import { recipePageLink } from "./reply-format";
import { TOPICS, TOPIC_ORDER, type Topic } from "./topics";

export type CoachRecipe = PlanRecipe & { prepTime?: number | null };
export type CoachMealPlan = { name: string; plan: MealPlan };

export type CoachKnowledge = {
  profile: CoachProfile | null;
  /** catalogue recipes that already fit the profile's restrictions and dislikes */
  recipes: CoachRecipe[];
  /** the user's saved meal plans, newest first */
  mealPlans: CoachMealPlan[];
  /** the food table (at least the foods the question and topics name) */
  nutrition: NutritionData | null;
};

export type CoachTurn = {
  message: string;
  history?: readonly ChatHistoryMessage[];
  deepResearch?: boolean;
  hasImage?: boolean;
};

export type CoachReply = { text: string; categories: WellnessCategoryId[] };

export const COACH_DISCLAIMER =
  "_Emily AI offers nutrition education, not medical advice. Please talk to your doctor or a registered dietitian about any health condition, medication or symptom._";

export const IMAGE_NOT_VISIBLE =
  '**About your photo:** this NutriCoach server has no vision model configured, so the built-in coach reads text only and cannot see images. Tell me what is on the plate and how much (for example "1 cup cooked rice, 150 g grilled chicken") and I will work out its nutrition from the USDA food table, or use [Food Analysis](/food-analysis).';

/** FNV-1a, for deterministic variety. */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const SLOT_SHARE: Record<MealType, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.3,
  snack: 0.1,
};

function allRestrictions(profile: CoachProfile | null, q: CoachQuestion): string[] {
  return [...new Set([...(profile?.dietaryRestrictions ?? []), ...q.restrictions])];
}

const QUESTION_STOPWORDS = new Set(
  "recipe recipes with what that this give some idea ideas have make cook cooking dinner lunch breakfast snack snacks please quick healthy meal meals today tomorrow about could would should need want something good best easy minutes under".split(
    " ",
  ),
);

/** Food words the question names that a recipe's title or ingredients can contain ("lentils"). */
function questionFoodWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
    .filter((w) => !QUESTION_STOPWORDS.has(w))
    .map((w) => w.replace(/(es|s)$/, ""));
}

/** Recipes for the question, best first. */
export function pickRecipes(
  recipes: readonly CoachRecipe[],
  q: CoachQuestion,
  profile: CoachProfile | null,
  targets: CoachTargets,
  count: number,
): CoachRecipe[] {
  const rules: DietRules = {
    restrictions: [...new Set([...(profile?.dietaryRestrictions ?? []), ...q.restrictions])],
    dislikes: profile?.dislikedIngredients ?? [],
  };
  let pool = recipes.filter((r) => recipeFits(r, rules));
  const words = questionFoodWords(q.text);
  if (words.length) {
    const named = pool.filter((r) =>
      words.some((w) => [r.title, ...r.ingredientNames].some((t) => t.toLowerCase().includes(w))),
    );
    if (named.length) pool = named;
  }
  if (q.mealType) pool = pool.filter((r) => r.mealTypes.includes(q.mealType!));
  if (q.maxMinutes) {
    const quick = pool.filter((r) => r.prepTime == null || r.prepTime <= q.maxMinutes!);
    if (quick.length) pool = quick;
  }
  if (q.cuisine) {
    const cuisine = pool.filter((r) => r.cuisine.toLowerCase() === q.cuisine!.toLowerCase());
    if (cuisine.length) pool = cuisine;
  }
  const share = q.mealType ? SLOT_SHARE[q.mealType] : 0.3;
  const slotKcal = targets.targetCalories * share;
  const preferred = new Set((profile?.preferredCuisines ?? []).map((c) => c.toLowerCase()));
  const lowCarb = q.lowCarb || (profile?.dietaryRestrictions ?? []).includes("lowCarb");
  const seed = hashText(q.text);
  const score = (r: CoachRecipe) => {
    const kcal = Math.max(1, r.calories);
    let s = -Math.abs(kcal - slotKcal) / slotKcal;
    if (q.highProtein || q.categories.includes("weight")) s += ((r.protein * 4) / kcal) * 2;
    if (lowCarb || q.categories.includes("diabetes")) s -= (r.carbs * 4) / kcal;
    if (preferred.has(r.cuisine.toLowerCase())) s += 0.15;
    // a little deterministic variety between questions
    s += (hashText(`${seed}:${r.id}`) % 1000) / 10000;
    return s;
  };
  return [...pool].sort((a, b) => score(b) - score(a) || a.id - b.id).slice(0, count);
}

function recipeLine(r: CoachRecipe): string {
  const time = r.prepTime ? ` · ${r.prepTime} min` : "";
  return `- ${recipePageLink(r.id, r.title)}: ${r.calories} kcal · ${Math.round(r.protein)} g protein · ${Math.round(r.carbs)} g carbs · ${Math.round(r.fat)} g fat · ${r.cuisine}${time}`;
}

function mealLine(
  label: string,
  m: { recipeId: number; title: string; servings: number; calories: number },
): string {
  const servings = m.servings === 1 ? "1 serving" : `${m.servings} servings`;
  return `- **${label}:** ${recipePageLink(m.recipeId, m.title)}, ${servings}, ${formatInteger(m.calories)} kcal`;
}

export function formatPlanDay(day: PlannedDay): string {
  const lines = [`### ${day.day}`];
  lines.push(mealLine("Breakfast", day.meals.breakfast));
  lines.push(mealLine("Lunch", day.meals.lunch));
  lines.push(mealLine("Dinner", day.meals.dinner));
  for (const snack of day.meals.snacks) lines.push(mealLine("Snack", snack));
  const t = day.totals;
  lines.push(
    "",
    `**Day total:** ${formatInteger(t.calories)} kcal · ${Math.round(t.protein)} g protein · ${Math.round(t.carbs)} g carbs · ${Math.round(t.fat)} g fat`,
  );
  return lines.join("\n");
}

function numbersSection(profile: CoachProfile | null, targets: CoachTargets): string {
  const s = targets.summary;
  const lines = ["### Your numbers"];
  if (targets.bmr)
    lines.push(`- **BMR:** ${formatInteger(targets.bmr)} kcal (the energy your body uses at rest)`);
  if (targets.tdee)
    lines.push(
      `- **TDEE:** ${formatInteger(targets.tdee)} kcal (maintenance at your ${profile?.activityLevel ?? "moderate"} activity level)`,
    );
  const source =
    targets.targetSource === "goal"
      ? "your goal"
      : targets.targetSource === "tdee"
        ? "maintenance"
        : "a 2,000 kcal reference day";
  lines.push(`- **Daily target:** ${formatInteger(s.targetCalories)} kcal (${source})`);
  lines.push(
    `- **Macros:** ${s.protein.grams} g protein · ${s.carbs.grams} g carbs · ${s.fat.grams} g fat (${targets.splitText})`,
  );
  lines.push(
    `- **Fibre:** about ${targets.fiberGrams} g · **Water:** about ${targets.waterLitres} L`,
  );
  return lines.join("\n");
}

function sourcesFor(
  sources: readonly string[],
  restrictions: readonly string[],
  dislikes: readonly string[] = [],
): string[] {
  return foodsThatFit(sources, { restrictions, dislikes });
}

function nutrientSection(
  n: NutrientInfo & { deficiency?: string },
  restrictions: readonly string[],
): string {
  const sources = sourcesFor(n.sources, restrictions);
  const lines = [`### ${n.name}`, n.description, "", `- **How much:** ${n.rda}`];
  if (sources.length)
    lines.push(`- **Good sources${restrictions.length ? " for you" : ""}:** ${sources.join(", ")}`);
  if (n.deficiency) lines.push(`- **Too little can cause:** ${n.deficiency}`);
  lines.push(`- **Why it matters:** ${n.benefits.slice(0, 3).join("; ")}`);
  const plantBased = restrictions.includes("vegan") || restrictions.includes("vegetarian");
  if (plantBased && /b12/i.test(n.name))
    lines.push(
      "",
      "> **Tip:** Vitamin B12 is found almost only in animal foods; on a plant-based diet use fortified foods or a supplement.",
    );
  if (plantBased && /iron/i.test(n.name))
    lines.push(
      "",
      "> **Tip:** Plant iron is absorbed better with vitamin C: add peppers, citrus or tomatoes to beans and lentils.",
    );
  return lines.join("\n");
}

const PLANT_BASED_WATCHLIST = ["vitamin-b12", "iron", "vitamin-d", "calcium", "zinc"];

/** A question about vitamins or minerals in general: the ones that matter most for this diet. */
function nutrientOverview(restrictions: readonly string[]): string {
  const all = [...VITAMINS, ...MINERALS];
  const plantBased = restrictions.includes("vegan") || restrictions.includes("vegetarian");
  const chosen = plantBased
    ? PLANT_BASED_WATCHLIST.map((id) => all.find((n) => n.id === id)).filter(
        (n): n is (typeof all)[number] => !!n,
      )
    : all;
  const lines = [
    plantBased
      ? "### Nutrients to watch on a plant-based diet"
      : "### Vitamins and minerals at a glance",
    ...chosen.map((n) => {
      const sources = sourcesFor(n.sources, restrictions).slice(0, 3);
      return `- **${n.name}:** ${n.rda}${sources.length ? `; from ${sources.join(", ").toLowerCase()}` : ""}`;
    }),
  ];
  if (plantBased)
    lines.push(
      "",
      "> **Tip:** Vitamin B12 comes almost only from animal foods and fortified products; vegans need a fortified food or a supplement, and vegetarians should check their intake.",
    );
  lines.push("", "Read more in the [Nutrition Guide](/nutrition-guide).");
  return lines.join("\n");
}

function proteinSection(
  profile: CoachProfile | null,
  targets: CoachTargets,
  restrictions: readonly string[],
): string {
  const s = targets.summary;
  const lines = ["### Protein"];
  lines.push(
    `- **Your target:** about **${s.protein.grams} g a day** (${s.protein.percent} % of ${formatInteger(s.targetCalories)} kcal), roughly ${Math.round(s.protein.grams / 3)} g per main meal.`,
  );
  if (targets.proteinRdaGrams)
    lines.push(
      `- **Minimum:** the RDA is 0.8 g per kg of body weight, ${targets.proteinRdaGrams} g for you at ${profile?.weight} kg; active people and those losing weight do well with more.`,
    );
  else lines.push("- **Minimum:** the RDA is 0.8 g per kg of body weight per day.");
  const vegan = restrictions.includes("vegan");
  const vegetarian = vegan || restrictions.includes("vegetarian");
  const sources = vegan
    ? "tofu, tempeh, edamame, lentils, chickpeas, beans, seitan, peanuts and soy milk"
    : vegetarian
      ? "eggs, Greek yogurt, cottage cheese, tofu, lentils, chickpeas and beans"
      : "chicken, fish, eggs, Greek yogurt, tofu, lentils and beans";
  lines.push(`- **Good sources for you:** ${sources}.`);
  return lines.join("\n");
}

function hydrationSection(targets: CoachTargets): string {
  const basis =
    targets.waterSource === "goal"
      ? "your water goal"
      : targets.waterSource === "weight"
        ? "about 35 ml per kg of body weight"
        : "a common reference amount";
  return [
    "### Water",
    `- Aim for about **${targets.waterLitres} litres** of fluid a day (${basis}), more in hot weather or when you exercise.`,
    "- Pale-yellow urine is a simple sign you are drinking enough.",
    "- Water, tea, coffee in moderation, milk and water-rich foods (soups, fruit, vegetables) all count.",
  ].join("\n");
}

function foodFocus(
  topic: Topic,
  knowledge: CoachKnowledge,
  restrictions: readonly string[],
): string | null {
  if (!knowledge.nutrition) return null;
  const filter = { restrictions, dislikes: knowledge.profile?.dislikedIngredients ?? [] };
  const facts = topic.foods
    .map((line) => factOf(line, knowledge.nutrition!, filter))
    .filter((f): f is FoodFact => f !== null)
    .slice(0, 3);
  if (!facts.length) return null;
  return [
    "> **Food Focus:** good choices for this, with their nutrition from the USDA food table:",
    ...facts.map((f) => `> - ${formatFact(f)}`),
  ].join("\n");
}

function factsSection(text: string, nutrition: NutritionData | null): string | null {
  if (!nutrition) return null;
  const facts = foodLinesInText(text, nutrition)
    .map((line) => factOf(line, nutrition, { restrictions: [], dislikes: [] }))
    .filter((f): f is FoodFact => f !== null);
  if (!facts.length) return null;
  const lines = ["### What's in it", ...facts.map((f) => `- ${formatFact(f)}`)];
  if (facts.length > 1) {
    const sum = (k: keyof FoodFact["nutrients"]) =>
      Math.round(facts.reduce((s, f) => s + f.nutrients[k], 0) * 10) / 10;
    lines.push(
      "",
      `**Together:** ${Math.round(sum("kcal"))} kcal · ${sum("protein")} g protein · ${sum("carbs")} g carbs · ${sum("fat")} g fat · ${sum("fiber")} g fibre`,
    );
  }
  lines.push("", "_Values computed from USDA SR28 for the amounts shown._");
  return lines.join("\n");
}

function titleFor(
  q: CoachQuestion,
  categories: WellnessCategoryId[],
  profile: CoachProfile | null,
  deep: boolean,
): string {
  const prefix = deep ? "Deep dive: " : "";
  if (q.intents.includes("greeting"))
    return `## Hello${profile?.firstName ? `, ${profile.firstName}` : ""}!`;
  if (q.intents.includes("my-plan")) return "## Your meal plan";
  if (q.intents.includes("meal-plan"))
    return `## ${prefix}Your ${q.days === 1 ? "one-day" : `${q.days}-day`} meal plan`;
  const lead = categories.find((c) => c !== "nutrition");
  if (lead) return `## ${prefix}${TOPICS[lead].title}`;
  if (q.intents.includes("recipe")) return "## Recipe ideas for you";
  if (q.intents.includes("food-facts")) return "## Nutrition facts";
  if (q.intents.includes("targets")) return "## Your daily numbers";
  if (q.intents.includes("protein")) return "## Protein";
  if (q.intents.includes("hydration")) return "## Hydration";
  if (q.nutrients.length) return `## ${q.nutrients[0].name}`;
  if (q.intents.includes("nutrient")) return "## Vitamins and minerals";
  if (categories.length) return `## ${prefix}${TOPICS[categories[0]].title}`;
  return `## ${prefix}Let's talk nutrition`;
}

function opening(
  profile: CoachProfile | null,
  targets: CoachTargets,
  restrictions: readonly string[],
): string {
  if (!profile) {
    return `Here is general guidance built on a 2,000 kcal reference day. [Create a profile](/onboarding) and I can base every number on your own body and goals.`;
  }
  const about = [
    profile.age ? `${profile.age} years` : null,
    profile.weight ? `${profile.weight} kg` : null,
    profile.height ? `${profile.height} cm` : null,
    `${profile.activityLevel} activity`,
  ].filter(Boolean);
  const parts = [
    `Here is my take${profile.firstName ? `, ${profile.firstName}` : ""}, based on your profile (${about.join(", ")}; ${formatInteger(targets.targetCalories)} kcal a day).`,
  ];
  if (restrictions.length || profile.dislikedIngredients.length) {
    const diet = restrictions.length
      ? `fits your ${restrictions.map(restrictionLabel).join(", ")} diet`
      : "";
    const dislikes = profile.dislikedIngredients.length ? "leaves out the foods you dislike" : "";
    parts.push(`Every food suggestion below ${[diet, dislikes].filter(Boolean).join(" and ")}.`);
  }
  if (profile.healthConditions.length)
    parts.push(
      `I have kept your ${profile.healthConditions.join(", ")} in mind; check any change to your diet or medicines with your doctor.`,
    );
  return parts.join(" ");
}

function topicBlock(
  topic: Topic,
  input: { profile: CoachProfile | null; targets: CoachTargets },
  options: { deep: boolean; showTraditional: boolean },
): string {
  const lines = [`### ${topic.title}`, ...topic.points(input).map((p) => `- ${p}`), ""];
  lines.push(`> **Science Says:** ${topic.science}`);
  if (options.deep && topic.deeper.length) {
    lines.push("", ...topic.deeper.map((d) => `- ${d}`));
  }
  if (options.showTraditional) {
    lines.push(
      "",
      `> **Ayurvedic Insight:** ${topic.ayurveda}`,
      "",
      `> **TCM Wisdom:** ${topic.tcm}`,
    );
  }
  return lines.join("\n");
}

function actionPlan(targets: CoachTargets, categories: WellnessCategoryId[]): string {
  const s = targets.summary;
  const items = [
    `- Plan meals around **${formatInteger(s.targetCalories)} kcal** with about **${s.protein.grams} g protein** a day.`,
    `- Reach **${targets.fiberGrams} g of fibre**: a portion of legumes or whole grains at two meals.`,
    `- Drink about **${targets.waterLitres} L** of fluid daily.`,
  ];
  if (categories.includes("diabetes")) items.push("- Walk 10-15 minutes after your largest meal.");
  if (categories.includes("weight"))
    items.push("- Weigh in twice this week at the same time of day and note the trend.");
  if (categories.includes("mental") || categories.includes("energy"))
    items.push("- Keep caffeine before noon and a regular bedtime.");
  if (categories.includes("digestive"))
    items.push("- Add one fermented food a day and increase fibre gradually.");
  items.push("- Review how you feel at the end of the week and adjust one habit at a time.");
  return ["### Your next 7 days", ...items].join("\n");
}

/** An intent's answer, with its food suggestions filtered by the user's rules. */
function intentSection(answer: IntentAnswer, rules: DietRules): string {
  const lines = [`### ${answer.title}`, ...answer.points.map((p) => `- ${p}`)];
  const foods = answer.foods ? foodsThatFit(answer.foods.items, rules) : [];
  if (foods.length)
    lines.push("", `> **Food Focus:** ${answer.foods!.label}: ${foods.join(", ")}.`);
  return lines.join("\n");
}

/** The reply of the built-in coach. */
export function composeCoachReply(turn: CoachTurn, knowledge: CoachKnowledge): CoachReply {
  const deep = !!turn.deepResearch;
  const profile = knowledge.profile;
  const targets = coachTargets(profile);
  const cuisines = [...new Set(knowledge.recipes.map((r) => r.cuisine))];
  const raw = turn.message.trim() === COACH_TEXT.imagePrompt ? "" : turn.message.trim();
  // Spanish, French or German: answered in English, read through a glossary of food words
  const language = detectOtherLanguage(raw);
  const message = language ? glossToEnglish(raw) : raw;
  let q = analyseQuestion(message, { cuisines, hasPlans: knowledge.mealPlans.length > 0 });
  // diets the user stated earlier in the conversation still hold ("I'm vegetarian" ... "and for lunch?")
  const statedEarlier = (turn.history ?? [])
    .filter((m) => m.role === "user")
    .flatMap((m) => analyseQuestion(glossToEnglish(m.content)).restrictions);
  q = { ...q, restrictions: [...new Set([...q.restrictions, ...statedEarlier])] };

  // a short follow-up ("and for dinner?") keeps the topic of the previous question
  let categories = q.categories;
  const shortFollowUp =
    message.split(/\s+/).length <= 6 &&
    (categories.length === 0 || categories.join() === "nutrition");
  if (shortFollowUp && !q.intents.includes("greeting") && !q.intents.includes("thanks")) {
    const previous = [...(turn.history ?? [])]
      .reverse()
      .find((m) => m.role === "user" && m.content.trim() !== turn.message.trim());
    if (previous)
      categories = [...new Set([...analyseQuestion(previous.content).categories, ...categories])];
  }
  if (deep && !categories.length) categories = ["nutrition", "energy"];
  q = { ...q, categories };
  const restrictions = allRestrictions(profile, q);
  const sections: string[] = [];

  const lower = message.toLowerCase();
  const rules: DietRules = { restrictions, dislikes: profile?.dislikedIngredients ?? [] };
  const answers = INTENT_ANSWERS.filter((a) => a.asks.test(lower)).slice(0, deep ? 3 : 2);
  const food = FOOD_NOTES.find((f) => f.food.test(lower) && foodBreaksDiet(f.name, rules) === null);
  const lens = CONDITION_LENSES.find((c) => c.asks.test(lower));
  // a named food gets its note when the question judges it ("is X bad for Y", "I ate X")
  const foodAnswer =
    food &&
    (answers.some((a) => a.id === "treat") ||
      lens ||
      /\b(is|are)\b.*\b(good|bad|healthy|ok|okay|fattening|safe)\b|\bhow bad\b/.test(lower))
      ? food
      : null;

  sections.push(
    foodAnswer && !answers.length
      ? `## ${foodAnswer.name}${lens ? ` and ${lens.name}` : ""}`
      : answers.length && !q.intents.some((i) => ["meal-plan", "my-plan", "greeting"].includes(i))
        ? `## ${answers[0].title}`
        : titleFor(q, categories, profile, deep),
  );
  if (language) sections.push(ENGLISH_ONLY_NOTE[language]);
  if (turn.hasImage) sections.push(IMAGE_NOT_VISIBLE);

  if (q.intents.includes("thanks") && !categories.length) {
    sections.push(
      "You're welcome! Ask me anything about food, energy, digestion, weight or sleep whenever you like.",
    );
    sections.push(COACH_DISCLAIMER);
    return { text: sections.join("\n\n"), categories };
  }

  const recognised =
    categories.length > 0 ||
    q.intents.length > 0 ||
    q.nutrients.length > 0 ||
    answers.length > 0 ||
    !!foodAnswer ||
    (knowledge.nutrition ? foodLinesInText(message, knowledge.nutrition).length > 0 : false);
  if (!q.intents.includes("greeting") && (recognised || turn.hasImage))
    sections.push(opening(profile, targets, profile?.dietaryRestrictions ?? []));

  if (q.intents.includes("greeting")) {
    sections.push(
      [
        "I'm Emily AI, a holistic nutritionist. I can help you with:",
        "- meal plans and recipes that fit your diet",
        "- blood-sugar-friendly eating and healthy weight",
        "- energy, digestion, stress and sleep",
        "- Ayurvedic and traditional Chinese medicine perspectives, next to the science",
      ].join("\n"),
    );
  } else if (!recognised && !turn.hasImage) {
    sections.push(
      'I focus on nutrition and wellness, so I may not be the right guide for that. Here is what I can help with: meal plans and recipes for your diet, your calorie and protein targets, blood sugar, weight, energy, digestion, stress and sleep, and Ayurvedic and TCM perspectives. Try asking "How much protein do I need?" or "Give me a meal plan for tomorrow".',
    );
  }

  const facts = message ? factsSection(message, knowledge.nutrition) : null;
  if (
    facts &&
    (q.intents.includes("food-facts") ||
      turn.hasImage ||
      !!foodAnswer ||
      (!categories.length && !q.intents.includes("meal-plan")))
  )
    sections.push(facts);

  const specific = q.intents.some((i) =>
    [
      "meal-plan",
      "my-plan",
      "recipe",
      "targets",
      "protein",
      "hydration",
      "food-facts",
      "nutrient",
    ].includes(i),
  );
  // the numbers block answers a question about the numbers; other replies use them in place
  const showNumbers =
    !q.intents.includes("greeting") && (q.intents.includes("targets") || (deep && !!profile));
  if (showNumbers) sections.push(numbersSection(profile, targets));
  if (q.intents.includes("protein")) sections.push(proteinSection(profile, targets, restrictions));
  if (q.intents.includes("hydration")) sections.push(hydrationSection(targets));
  const namedNutrients = q.nutrients.filter(
    (x) => !["carbohydrates", "fats", "fiber"].includes(x.id),
  );
  for (const n of namedNutrients.slice(0, deep ? 3 : 2))
    sections.push(nutrientSection(n, restrictions));
  if (q.intents.includes("nutrient") && namedNutrients.length === 0)
    sections.push(nutrientOverview(restrictions));

  if (foodAnswer) {
    sections.push(
      [
        `### ${foodAnswer.name}`,
        foodAnswer.note,
        ...(lens ? ["", `> **Tip:** ${lens.lens}`] : []),
      ].join("\n"),
    );
  }
  for (const answer of answers) sections.push(intentSection(answer, rules));

  // "nutrition" is every food question's category; its general block only answers general questions;
  // a question an intent answered gets the category blocks only in deep research
  const answered = answers.length > 0 || !!foodAnswer;
  const topicIds = TOPIC_ORDER.filter(
    (id) => categories.includes(id) && !(id === "nutrition" && (specific || answered) && !deep),
  ).slice(0, deep ? 8 : answered ? 1 : 2);
  topicIds.forEach((id, index) => {
    const traditional = id === "ayurveda" || id === "tcm";
    sections.push(
      topicBlock(
        TOPICS[id],
        { profile, targets },
        {
          deep,
          // the lead topic, and any traditional topic, brings both traditions' callouts
          showTraditional: index === 0 || traditional || deep,
        },
      ),
    );
    if (index === 0) {
      const focus = foodFocus(TOPICS[id], knowledge, restrictions);
      if (focus) sections.push(focus);
    }
  });

  if (q.intents.includes("my-plan") && knowledge.mealPlans.length) {
    const saved = knowledge.mealPlans[0];
    const days = saved.plan.days.slice(0, Math.max(1, q.days));
    sections.push(
      [
        `Your latest saved plan is **${saved.name}** (${formatInteger(saved.plan.dailyCalories)} kcal a day).`,
        ...days.map(formatPlanDay),
        "See the whole week in [your meal plans](/meal-plan).",
      ].join("\n\n"),
    );
  } else if (q.intents.includes("meal-plan")) {
    const days = deep ? Math.max(q.days, 3) : q.days;
    const result = generateMealPlan(knowledge.recipes, {
      targetCalories: targets.targetCalories,
      restrictions,
      dislikedIngredients: profile?.dislikedIngredients ?? [],
      preferredCuisines: profile?.preferredCuisines ?? [],
      seed: hashText(message || "plan"),
      days,
      snacksPerDay: 1,
    });
    if (result.ok) {
      sections.push(
        [
          `Here is a sample plan at **${formatInteger(result.plan.dailyCalories)} kcal** a day from the NutriCoach recipe catalogue${restrictions.length ? `, all ${restrictions.map(restrictionLabel).join(" and ")}` : ""}:`,
          ...result.plan.days.map(formatPlanDay),
          "Generate and save a full week, with a shopping list, in [your meal plans](/meal-plan).",
        ].join("\n\n"),
      );
    } else {
      sections.push(
        `I could not build a plan from the catalogue for these settings: ${result.reasons.join(" ")} Try [the recipe search](/recipe-search) for more options.`,
      );
    }
  }

  const answerRecipes = answers.find((a) => a.recipes)?.recipes;
  const wantsRecipes =
    !q.intents.includes("meal-plan") &&
    !q.intents.includes("my-plan") &&
    (q.intents.includes("recipe") ||
      deep ||
      !!answerRecipes ||
      (q.restrictions.length > 0 && !specific));
  if (wantsRecipes) {
    const recipeQuestion =
      answerRecipes?.mealType && !q.mealType ? { ...q, mealType: answerRecipes.mealType } : q;
    const picks = pickRecipes(knowledge.recipes, recipeQuestion, profile, targets, deep ? 5 : 3);
    const what = [
      q.restrictions.map(restrictionLabel).join(", "),
      recipeQuestion.mealType,
      q.maxMinutes ? `under ${q.maxMinutes} minutes` : "",
    ]
      .filter(Boolean)
      .join(" ");
    if (picks.length) {
      sections.push(
        [
          `### Recipe ideas${what ? ` (${what})` : ""}`,
          ...picks.map(recipeLine),
          "",
          "Open a recipe in the [recipe search](/recipe-search) to see ingredients and steps.",
        ].join("\n"),
      );
    } else {
      sections.push(
        `### Recipe ideas\nI could not find a catalogue recipe that is ${what || "a fit"} and matches your profile. Try the [recipe search](/recipe-search) with fewer filters.`,
      );
    }
  }

  if (deep) sections.push(actionPlan(targets, categories));
  const tipTopic = topicIds[0] ? TOPICS[topicIds[0]] : null;
  if (tipTopic) sections.push(`> **Wellness Tip:** ${tipTopic.tip}`);
  sections.push("---", COACH_DISCLAIMER);
  return { text: sections.join("\n\n"), categories };
}

/** Daily calories of a plan's days for quick checks. */
export function planDayCalories(plan: MealPlan): number[] {
  return plan.days.map((d) => mealsOfDay(d).reduce((s, m) => s + m.calories, 0));
}
