/**
 * The food analysis result (spec 2 section 3, "Food analysis result (multi-agent)") built from foods
 * and grams: nutrition from the USDA food table, a 0-100 health score with the spec's bands,
 * the Ayurvedic and TCM readings, and recommendations against the user's own targets and
 * restrictions. Pure; the model (when there is one) only names the foods and portions.
 *
 * Health score: 50 points to start, then
 *   protein density (g per 100 kcal): >= 5 +15, >= 3 +10, >= 1.5 +5;
 *   fibre density (g per 100 kcal):   >= 2 +15, >= 1 +10, >= 0.5 +5;
 *   vegetables, fruit, legumes, nuts and seeds (share of the grams): >= 50 % +15, >= 25 % +10, > 0 +5;
 *   whole grains present +5;
 *   sugar share of calories: > 25 % -15, > 15 % -8;
 *   sodium per 100 kcal: > 400 mg -10, > 200 mg -5;
 *   sweets, snacks, fast food and baked goods over 30 % of the grams -10;
 * clamped to 0-100. Bands (spec 2 section 9): 80+ excellent, 60-79 good, under 60 needs more
 * nutrient-dense foods. The figures favour what dietary guidelines agree on (protein, fibre,
 * plants, little added sugar and salt); ADR 014 explains them.
 */
import { formatInteger } from "../format";
import type { FoodTrait } from "../food/foods";
import { dislikeMatcher } from "../food/names";
import {
  addNutrients,
  MICRONUTRIENT_KEYS,
  roundNutrients,
  ZERO_NUTRIENTS,
  type Micronutrients,
  type RecipeNutrition,
  type Nutrients,
} from "../food/nutrients";
import type { CoachTargets } from "../coach/profile";
import { restrictionLabel } from "../coach/profile";
import type { FoodTextParse } from "../food/text";
import {
  ayurvedicAnalysis,
  tcmAnalysis,
  type AyurvedicAnalysis,
  type TcmAnalysis,
} from "./traditions";

export type AnalysisNutrition = RecipeNutrition & Partial<Micronutrients>;

export type AnalysedFoodItem = {
  name: string;
  /** what the user (or the vision model) wrote for this item */
  input: string;
  /** percent: how sure we are this is the food and amount (see confidenceOf) */
  confidence: number;
  description: string;
  portion: string;
  healthBenefits: string[];
  foodId: number;
  grams: number;
  nutrition: AnalysisNutrition;
  assumptions: string[];
};

export type HealthBand = "excellent" | "good" | "needs-improvement";

export type FoodAnalysis = {
  foodItems: AnalysedFoodItem[];
  /** items that could not be matched to the food table, with why */
  unrecognised: { input: string; reason: string; suggestions: string[] }[];
  totalNutrition: AnalysisNutrition;
  healthScore: number;
  healthBand: HealthBand;
  healthBandLabel: string;
  ayurvedicAnalysis: AyurvedicAnalysis;
  tcmAnalysis: TcmAnalysis;
  recommendations: string[];
  /** where the food names came from: the user's words or a vision model */
  source: "text" | "vision";
};

export const HEALTH_BANDS: Record<HealthBand, string> = {
  excellent: "Excellent",
  good: "Good",
  "needs-improvement": "Needs more nutrient-dense foods",
};

export function healthBand(score: number): HealthBand {
  if (score >= 80) return "excellent";
  if (score >= 60) return "good";
  return "needs-improvement";
}

// The arithmetic is the food engine's (kcal); the analysis answers `calories` (spec shape).
function fromNutrients(n: Nutrients): AnalysisNutrition {
  const out: AnalysisNutrition = {
    calories: n.kcal,
    protein: n.protein,
    carbs: n.carbs,
    sugar: n.sugar,
    fat: n.fat,
    fiber: n.fiber,
    sodium: n.sodium,
  };
  for (const k of MICRONUTRIENT_KEYS) out[k] = n[k];
  return out;
}

function toNutrients({ calories, ...rest }: AnalysisNutrition): Nutrients {
  const n = { ...ZERO_NUTRIENTS, kcal: calories };
  for (const [k, v] of Object.entries(rest))
    if (typeof v === "number") (n as Record<string, number>)[k] = v;
  return n;
}

/** kcal whole, grams one decimal, sodium whole mg, as the food engine rounds everything. */
export function roundNutrition(n: AnalysisNutrition): AnalysisNutrition {
  return fromNutrients(roundNutrients(toNutrients(n)));
}

function addNutrition(a: AnalysisNutrition, b: AnalysisNutrition): AnalysisNutrition {
  return fromNutrients(addNutrients(toNutrients(a), toNutrients(b)));
}

const ZERO: AnalysisNutrition = fromNutrients(ZERO_NUTRIENTS);

const PLANT_GROUPS = /Vegetables|Fruits|Legumes|Nut and Seed/i;
const TREAT_GROUPS = /Sweets|Snacks|Fast Foods|Restaurant|Baked Products/i;
const WHOLE_GRAIN =
  /\b(whole|brown rice|oat|quinoa|barley|bulgur|buckwheat|millet|farro|wild rice)/i;

export type ScoredFood = { grams: number; foodGroup: string; name: string; foodName: string };

export function healthScore(total: AnalysisNutrition, foods: readonly ScoredFood[]): number {
  if (total.calories <= 0 || foods.length === 0) return 0;
  const per100kcal = (x: number) => (x / total.calories) * 100;
  let score = 50;
  const proteinDensity = per100kcal(total.protein);
  score += proteinDensity >= 5 ? 15 : proteinDensity >= 3 ? 10 : proteinDensity >= 1.5 ? 5 : 0;
  const fiberDensity = per100kcal(total.fiber);
  score += fiberDensity >= 2 ? 15 : fiberDensity >= 1 ? 10 : fiberDensity >= 0.5 ? 5 : 0;
  const grams = foods.reduce((s, f) => s + f.grams, 0) || 1;
  const plantShare =
    foods.filter((f) => PLANT_GROUPS.test(f.foodGroup)).reduce((s, f) => s + f.grams, 0) / grams;
  score += plantShare >= 0.5 ? 15 : plantShare >= 0.25 ? 10 : plantShare > 0 ? 5 : 0;
  if (
    foods.some(
      (f) =>
        WHOLE_GRAIN.test(`${f.name} ${f.foodName}`) && /Cereal|Baked|Breakfast/i.test(f.foodGroup),
    )
  )
    score += 5;
  const sugarShare = (total.sugar * 4) / total.calories;
  score -= sugarShare > 0.25 ? 15 : sugarShare > 0.15 ? 8 : 0;
  const sodiumDensity = per100kcal(total.sodium);
  score -= sodiumDensity > 400 ? 10 : sodiumDensity > 200 ? 5 : 0;
  const treatShare =
    foods.filter((f) => TREAT_GROUPS.test(f.foodGroup)).reduce((s, f) => s + f.grams, 0) / grams;
  if (treatShare > 0.3) score -= 10;
  return Math.max(0, Math.min(100, Math.round(score)));
}

/** Benefits of one food, by its group and name; plus what its portion is rich in. */
export function healthBenefitsOf(
  item: { name: string; foodName: string; foodGroup: string },
  n: AnalysisNutrition,
): string[] {
  const text = `${item.name} ${item.foodName}`.toLowerCase();
  const out: string[] = [];
  const add = (b: string) => {
    if (!out.includes(b)) out.push(b);
  };
  const g = item.foodGroup;
  if (/spinach|kale|chard|collard|arugula|lettuce|greens/.test(text))
    add("Folate, vitamin K and iron from leafy greens");
  else if (/Vegetables/.test(g)) add("Fibre, vitamins and minerals for few calories");
  if (/berr/.test(text)) add("Antioxidant anthocyanins");
  else if (/orange|lemon|lime|grapefruit|kiwi|strawberr/.test(text)) add("Vitamin C");
  else if (/Fruits/.test(g)) add("Natural sweetness with fibre and potassium");
  if (/Legumes/.test(g)) add("Plant protein and soluble fibre that steady blood sugar");
  if (/Cereal|Breakfast Cereals|Baked/.test(g))
    add(
      WHOLE_GRAIN.test(text)
        ? "Whole-grain fibre for steady energy"
        : "Quick energy from carbohydrates",
    );
  if (/salmon|sardine|mackerel|trout|herring|anchov/.test(text))
    add("Omega-3 fats for heart and brain");
  else if (/Finfish|Shellfish/.test(g)) add("Lean protein and iodine");
  if (/Poultry/.test(g)) add("Lean, complete protein for muscle repair");
  if (/Beef|Lamb|Pork|Sausages/.test(g))
    add("Protein with well-absorbed iron, zinc and vitamin B12");
  if (/yogurt|yoghurt|kefir/.test(text)) add("Live cultures for gut health");
  if (/egg/.test(text) && /Dairy and Egg/.test(g)) add("Complete protein, choline and vitamin D");
  else if (/Dairy/.test(g)) add("Calcium and protein for bones");
  if (/Nut and Seed/.test(g)) add("Healthy fats, magnesium and vitamin E");
  if (/olive oil|avocado/.test(text)) add("Heart-healthy monounsaturated fats");
  if (/tofu|tempeh|edamame/.test(text)) add("Complete plant protein and calcium");
  if (n.protein >= 15) add(`High in protein (${Math.round(n.protein)} g)`);
  if (n.fiber >= 5) add(`Good source of fibre (${Math.round(n.fiber)} g)`);
  if (out.length === 0) add("Energy for your day");
  return out.slice(0, 4);
}

/** Confidence for a typed item: sure when nothing had to be assumed, less so otherwise. */
export function confidenceOf(item: { assumptions: string[] }, visionConfidence?: number): number {
  const base = visionConfidence === undefined ? 95 : Math.max(0, Math.min(100, visionConfidence));
  return Math.max(0, Math.round(base - Math.min(25, item.assumptions.length * 10)));
}

const EXCLUDED_TRAITS: Record<string, FoodTrait[]> = {
  vegetarian: ["meat", "poultry", "fish", "shellfish", "gelatin"],
  vegan: ["meat", "poultry", "fish", "shellfish", "gelatin", "dairy", "egg", "honey", "animal"],
  glutenFree: ["gluten"],
  dairyFree: ["dairy"],
  nutFree: ["nut", "peanut"],
  pescatarian: ["meat", "poultry"],
};

/** The restrictions a food breaks (by its traits). */
export function brokenRestrictions(
  traits: readonly string[],
  restrictions: readonly string[],
): string[] {
  return restrictions.filter((r) => (EXCLUDED_TRAITS[r] ?? []).some((t) => traits.includes(t)));
}

export type AnalysisUser = {
  targets: CoachTargets;
  restrictions: readonly string[];
  dislikes: readonly string[];
};

/**
 * The full analysis of a parsed meal (app/domain/food/text.ts): its items' nutrients and totals
 * as the food engine computed them. `visionConfidence` gives the model's confidence per item input
 * when the names came from a photo.
 */
export function analyseMeal(
  parse: FoodTextParse,
  options: {
    source: "text" | "vision";
    user?: AnalysisUser | null;
    visionConfidence?: ReadonlyMap<string, number>;
    /** sodium per 100 g of each food, for the traditions' salty taste */
    sodiumPer100g?: ReadonlyMap<number, number>;
  },
): FoodAnalysis {
  const foodItems: AnalysedFoodItem[] = [];
  const scored: ScoredFood[] = [];
  const traditions: Parameters<typeof ayurvedicAnalysis>[0][number][] = [];
  const traitsOf = new Map<string, FoodTrait[]>();

  for (const item of parse.items) {
    const n = fromNutrients(item.nutrients);
    foodItems.push({
      name: item.name,
      input: item.input,
      confidence: confidenceOf(item, options.visionConfidence?.get(item.input)),
      description: item.foodName,
      portion: item.portion,
      healthBenefits: healthBenefitsOf(item, n),
      foodId: item.foodId,
      grams: item.grams,
      nutrition: n,
      assumptions: item.assumptions,
    });
    traitsOf.set(item.name, item.traits);
    scored.push({
      grams: item.grams,
      foodGroup: item.foodGroup,
      name: item.name,
      foodName: item.foodName,
    });
    traditions.push({
      name: item.name,
      foodName: item.foodName,
      foodGroup: item.foodGroup,
      grams: item.grams,
      sodiumPer100g:
        options.sodiumPer100g?.get(item.foodId) ??
        (item.grams > 0 ? (item.nutrients.sodium / item.grams) * 100 : 0),
    });
  }

  const total = fromNutrients(parse.totals);
  const score = healthScore(total, scored);
  const band = healthBand(score);
  return {
    foodItems,
    unrecognised: parse.unmatched.map((u) => ({
      input: u.input,
      reason: u.reason,
      suggestions: u.suggestions,
    })),
    totalNutrition: total,
    healthScore: score,
    healthBand: band,
    healthBandLabel: HEALTH_BANDS[band],
    ayurvedicAnalysis: ayurvedicAnalysis(traditions),
    tcmAnalysis: tcmAnalysis(traditions),
    recommendations: foodItems.length
      ? recommendationsFor(total, scored, foodItems, traitsOf, options.user ?? null, band)
      : [
          'Name the foods on your plate and how much, for example "1 cup cooked rice, 150 g grilled chicken".',
        ],
    source: options.source,
  };
}

function recommendationsFor(
  total: AnalysisNutrition,
  foods: readonly ScoredFood[],
  items: readonly AnalysedFoodItem[],
  traitsOf: ReadonlyMap<string, FoodTrait[]>,
  user: AnalysisUser | null,
  band: HealthBand,
): string[] {
  const out: string[] = [];
  const restrictions = user?.restrictions ?? [];
  const vegetarian = restrictions.includes("vegetarian") || restrictions.includes("vegan");
  const disliked = dislikeMatcher(user?.dislikes ?? []);

  for (const item of items) {
    const broken = brokenRestrictions(traitsOf.get(item.name) ?? [], restrictions);
    if (broken.length)
      out.push(
        `${item.name} does not fit your ${broken.map(restrictionLabel).join(" and ")} preference; swap it for an alternative that does.`,
      );
    const dislike = disliked([item.name, item.input]);
    if (dislike) out.push(`${item.name} contains ${dislike}, which you told us you dislike.`);
  }

  if (user) {
    const target = user.targets.targetCalories;
    const share = Math.round((total.calories / target) * 100);
    out.push(
      `This meal gives ${total.calories} kcal, about ${share}% of your ${formatInteger(target)} kcal daily target${share > 45 ? "; keep the other meals lighter today" : ""}.`,
    );
  }
  if (total.protein < 15)
    out.push(
      `Add a palm-sized portion of protein (${vegetarian ? "tofu, lentils, eggs or Greek yogurt" : "chicken, fish, eggs, tofu or lentils"}) to stay full for longer.`,
    );
  if (total.fiber < 5)
    out.push(
      `Add vegetables, fruit or legumes for fibre${user ? `; you are aiming for about ${user.targets.fiberGrams} g a day` : " (adults need 25-38 g a day)"}.`,
    );
  if (total.calories > 0 && (total.sugar * 4) / total.calories > 0.2)
    out.push(
      `Sugar is ${Math.round(((total.sugar * 4) / total.calories) * 100)}% of the calories; pair sweet foods with protein or fibre, or choose a less sweet option.`,
    );
  if (total.sodium > 800)
    out.push(
      `Sodium is high (${total.sodium} mg); the daily limit is 2,300 mg, so go easy on salt for the rest of the day.`,
    );
  if (!foods.some((f) => /Vegetables|Fruits/i.test(f.foodGroup)))
    out.push(
      "Fill half of the plate with vegetables or salad for volume, fibre and micronutrients.",
    );
  if (band === "excellent")
    out.push("A nutrient-dense, well-balanced meal: keep it in your rotation.");
  return out.slice(0, 6);
}

/** Daily totals of a list of analyses (the history panel's). */
export function sumNutrition(list: readonly AnalysisNutrition[]): AnalysisNutrition {
  return roundNutrition(list.reduce((a, b) => addNutrition(a, b), { ...ZERO }));
}
