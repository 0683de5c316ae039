/**
 * What a vision model is asked about a food photo, and how its answer is read (ADR 025). The model
 * only names the foods and estimates portions; nutrition is computed from the food table
 * (analysis.ts). JSON mode is asked for where the provider has one, but the answer is read
 * tolerantly either way, because small and local models wrap it in reasoning (`<think>`), code
 * fences or prose, and write JSON with trailing commas, single quotes, a bare array, another key
 * for the list (`items`, `food_items`...) or a cut-off end. `jsonrepair` mends the JSON itself.
 */
import { jsonrepair } from "jsonrepair";
import { z } from "zod";

export const VISION_PROMPT = [
  "You are the food-recognition step of a nutrition app. Look at the photo and list every food or drink",
  "you can see, with an estimated portion. Use everyday ingredient names a food table would know",
  '("cooked white rice", "grilled chicken breast", "broccoli", "olive oil"), and split mixed dishes into',
  "their main ingredients. Estimate each portion in grams. Do not estimate calories or nutrients.",
  "Reply with JSON only, in this shape:",
  '{"description":"one sentence describing the meal","foods":[{"name":"cooked white rice","portion":"1 cup","grams":160,"confidence":85}]}',
  'confidence is 0-100. If the photo shows no food, reply {"description":"no food visible","foods":[]}.',
].join(" ");

/** The prompt with the user's own description of the photo (photo plus description). */
export function visionPromptWith(description: string | null): string {
  if (!description) return VISION_PROMPT;
  return [
    VISION_PROMPT,
    `The user describes this meal as: "${description.replace(/"/g, "'")}".`,
    "Use their words for the foods and amounts they name, and add any other food you can see.",
  ].join(" ");
}

/** The follow-up message of the one repair retry, after an answer that could not be read. */
export const VISION_REPAIR_PROMPT =
  'Your answer could not be read as JSON. Reply again with only the JSON object in the shape asked for, {"description":"...","foods":[{"name":"...","portion":"...","grams":0,"confidence":0}]}, and no other text.';

const numberish = z.preprocess((v) => {
  if (typeof v !== "string") return v;
  const m = /-?\d+(?:[.,]\d+)?/.exec(v);
  return m ? Number(m[0].replace(",", ".")) : v;
}, z.number());

const visionFoodSchema = z.object({
  name: z.string().trim().min(1).max(80),
  portion: z.string().trim().max(60).optional().catch(undefined),
  grams: numberish.pipe(z.number().positive().max(3000)).optional().catch(undefined),
  confidence: numberish
    // 0-1 is read as a fraction
    .transform((c) => (c > 0 && c <= 1 && !Number.isInteger(c) ? c * 100 : c))
    .pipe(z.number().min(0).max(100))
    .optional()
    .catch(undefined),
});

export type VisionFood = z.infer<typeof visionFoodSchema>;
export type VisionReply = { description: string | null; foods: VisionFood[] };

const LIST_KEYS = [
  "foods",
  "items",
  "food_items",
  "foodItems",
  "food",
  "ingredients",
  "detected_foods",
  "detectedFoods",
  "results",
  "dishes",
];
const NAME_KEYS = ["name", "food", "item", "label", "food_name", "foodName", "title", "ingredient"];
const GRAM_KEYS = [
  "grams",
  "weight_g",
  "weight_grams",
  "grams_estimate",
  "estimated_grams",
  "amount_g",
  "portion_grams",
  "quantity_g",
  "weight",
];
const PORTION_KEYS = ["portion", "serving", "serving_size", "quantity", "amount", "size"];
const DESCRIPTION_KEYS = ["description", "meal", "summary", "meal_description"];

const pick = (o: Record<string, unknown>, keys: readonly string[]) =>
  keys.map((k) => o[k]).find((v) => v !== undefined && v !== null && v !== "");

/** The reasoning a model may write before its answer. */
function withoutReasoning(text: string): string {
  const closed = text.replace(/<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi, " ");
  // a reasoning block the model never closed: keep what follows its last closing tag, if any
  const lastClose = closed.search(
    /<\/(think|thinking|reasoning)>(?![\s\S]*<\/(think|thinking|reasoning)>)/i,
  );
  const after = lastClose >= 0 ? closed.slice(closed.indexOf(">", lastClose) + 1) : closed;
  return after.replace(/<\/?(think|thinking|reasoning)>/gi, " ");
}

/**
 * The JSON part of a model's answer: the first fenced block that holds one, else the text from the
 * first `{` or `[` to its matching end (or to the end of the text when the answer was cut off).
 */
export function jsonCandidate(text: string): string | null {
  const plain = withoutReasoning(text);
  const fence = /```[a-z]*\s*([\s\S]*?)(```|$)/i.exec(plain);
  const source = fence && /[{[]/.test(fence[1]) ? fence[1] : plain;
  const start = source.search(/[{[]/);
  if (start < 0) return null;
  const stack: string[] = [];
  let quote: string | null = null;
  for (let i = start; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === "{" || c === "[") stack.push(c === "{" ? "}" : "]");
    else if (c === "}" || c === "]") {
      stack.pop();
      if (stack.length === 0) return source.slice(start, i + 1);
    }
  }
  return source.slice(start).trim();
}

function foodOf(entry: unknown): VisionFood | null {
  if (typeof entry === "string") entry = { name: entry };
  if (!entry || typeof entry !== "object" || Array.isArray(entry)) return null;
  const o = entry as Record<string, unknown>;
  const parsed = visionFoodSchema.safeParse({
    name: pick(o, NAME_KEYS),
    portion: pick(o, PORTION_KEYS),
    grams: pick(o, GRAM_KEYS),
    confidence: pick(o, ["confidence", "score", "probability", "certainty"]),
  });
  if (!parsed.success) return null;
  const food: VisionFood = { name: parsed.data.name };
  if (parsed.data.portion !== undefined) food.portion = String(parsed.data.portion);
  if (parsed.data.grams !== undefined) food.grams = parsed.data.grams;
  if (parsed.data.confidence !== undefined) food.confidence = Math.round(parsed.data.confidence);
  return food;
}

/** The model's answer, or null when it holds no readable food list. Invalid entries are skipped. */
export function parseVisionReply(text: string): VisionReply | null {
  const candidate = jsonCandidate(text);
  if (!candidate) return null;
  let value: unknown;
  try {
    value = JSON.parse(jsonrepair(candidate));
  } catch {
    return null;
  }
  let list: unknown;
  let description: unknown = null;
  if (Array.isArray(value)) list = value;
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    list = LIST_KEYS.map((k) => o[k]).find(Array.isArray);
    description = pick(o, DESCRIPTION_KEYS) ?? null;
    // a single food object on its own
    if (!list && pick(o, NAME_KEYS) !== undefined) list = [o];
  }
  if (!Array.isArray(list)) return null;
  const foods = list
    .slice(0, 20)
    .map(foodOf)
    .filter((f): f is VisionFood => f !== null);
  return {
    description: typeof description === "string" ? description.trim().slice(0, 300) || null : null,
    foods,
  };
}

/** A food from the model as an ingredient line for the resolver: grams when given, else the portion. */
export function visionFoodLine(food: VisionFood): string {
  if (food.grams) return `${Math.round(food.grams)} g ${food.name}`;
  if (food.portion) return `${food.portion} ${food.name}`;
  return food.name;
}
