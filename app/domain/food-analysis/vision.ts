/**
 * What a vision model is asked about a food photo, and how its answer is read. The model only names
 * the foods and estimates portions; nutrition is computed from the food table (analysis.ts). The
 * answer is requested as plain JSON in text (not a provider's structured-output mode) because many
 * OpenAI-compatible servers lack one; the reader tolerates prose or code fences around it.
 */
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

const visionFoodSchema = z.object({
  name: z.string().trim().min(1).max(80),
  portion: z.string().trim().max(60).optional().catch(undefined),
  grams: z.coerce.number().positive().max(3000).optional().catch(undefined),
  confidence: z.coerce.number().min(0).max(100).optional().catch(undefined),
});

const visionReplySchema = z.object({
  description: z.string().trim().max(300).optional().catch(undefined),
  foods: z.array(z.unknown()).max(20),
});

export type VisionFood = z.infer<typeof visionFoodSchema>;
export type VisionReply = { description: string | null; foods: VisionFood[] };

/** The first balanced {...} in the text. */
function firstJsonObject(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** The model's answer, or null when it holds no readable JSON. Invalid food entries are skipped. */
export function parseVisionReply(text: string): VisionReply | null {
  const json = firstJsonObject(text);
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  const reply = visionReplySchema.safeParse(value);
  if (!reply.success) return null;
  const foods = reply.data.foods
    .map((f) => visionFoodSchema.safeParse(f))
    .filter((r) => r.success)
    .map((r) => r.data);
  return { description: reply.data.description ?? null, foods };
}

/** A food from the model as an ingredient line for the resolver: grams when given, else the portion. */
export function visionFoodLine(food: VisionFood): string {
  if (food.grams) return `${Math.round(food.grams)} g ${food.name}`;
  if (food.portion) return `${food.portion} ${food.name}`;
  return food.name;
}
