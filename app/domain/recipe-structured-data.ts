/**
 * schema.org/Recipe JSON-LD for a recipe (ADR 038). Pure: the recipe page emits it, the export
 * serves a list of it, and the importer reads the same vocabulary back (recipe-import/).
 *
 * Every property here is a property of https://schema.org/Recipe (or of the types it points to:
 * NutritionInformation, AggregateRating, HowToStep); `SCHEMA_RECIPE_PROPERTIES` lists them so a
 * test holds the output to that vocabulary.
 */
import { MICRONUTRIENT_UNITS } from "./food/nutrients";
import type { Recipe } from "./recipe";
import { readIngredients, readInstructions } from "./recipe-content";

/** Our derived tags that have a schema.org RestrictedDiet value; the others have none. */
export const SCHEMA_DIETS: Readonly<Record<string, string>> = {
  vegetarian: "https://schema.org/VegetarianDiet",
  vegan: "https://schema.org/VeganDiet",
  glutenFree: "https://schema.org/GlutenFreeDiet",
  // no milk, no lactose: the closest RestrictedDiet schema.org has
  dairyFree: "https://schema.org/LowLactoseDiet",
};

/** Properties of schema.org/Recipe (and its parents CreativeWork, Thing) that we emit. */
export const SCHEMA_RECIPE_PROPERTIES = [
  "@context",
  "@type",
  "@id",
  "name",
  "url",
  "image",
  "description",
  "recipeCuisine",
  "recipeCategory",
  "recipeIngredient",
  "recipeInstructions",
  "prepTime",
  "totalTime",
  "recipeYield",
  "nutrition",
  "suitableForDiet",
  "aggregateRating",
  "keywords",
  "datePublished",
  "dateModified",
] as const;

/** Properties of schema.org/NutritionInformation. */
export const SCHEMA_NUTRITION_PROPERTIES = [
  "@type",
  "servingSize",
  "calories",
  "proteinContent",
  "carbohydrateContent",
  "fatContent",
  "fiberContent",
  "sugarContent",
  "sodiumContent",
  "saturatedFatContent",
] as const;

export type SchemaNutrition = { "@type": "NutritionInformation" } & Partial<
  Record<Exclude<(typeof SCHEMA_NUTRITION_PROPERTIES)[number], "@type">, string>
>;

export type SchemaRecipe = {
  "@context": "https://schema.org";
  "@type": "Recipe";
  "@id": string;
  name: string;
  url: string;
  image?: string[];
  description: string;
  recipeCuisine: string;
  recipeCategory?: string[];
  recipeIngredient: string[];
  recipeInstructions: { "@type": "HowToStep"; position: number; text: string }[];
  prepTime?: string;
  totalTime?: string;
  recipeYield: string[];
  nutrition: SchemaNutrition;
  suitableForDiet?: string[];
  aggregateRating?: {
    "@type": "AggregateRating";
    ratingValue: number;
    ratingCount: number;
    bestRating: number;
    worstRating: number;
  };
  keywords?: string;
  datePublished?: string;
  dateModified?: string;
};

/** ISO 8601 duration of a whole number of minutes: 90 -> "PT1H30M", 0 -> "PT0M". */
export function isoDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

/** Minutes of an ISO 8601 duration ("PT1H30M", "P0DT0H45M", "PT90M"); null when unreadable. */
export function minutesOfDuration(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const m = value
    .trim()
    .toUpperCase()
    .match(
      /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/,
    );
  if (!m || value.trim().toUpperCase() === "P" || /T$/i.test(value.trim())) return null;
  const [, d, h, min, s] = m;
  const minutes =
    Number(d ?? 0) * 1440 + Number(h ?? 0) * 60 + Number(min ?? 0) + Number(s ?? 0) / 60;
  return Number.isFinite(minutes) ? Math.round(minutes) : null;
}

/** A number with at most `digits` decimals, as text with its unit: "12.5 g". */
function amount(value: number, unit: string, digits = 1): string {
  const f = 10 ** digits;
  return `${Math.round(value * f) / f} ${unit}`;
}

export type StructuredDataInput = {
  recipe: Recipe;
  /** the recipe page's absolute URL */
  url: string;
  /** the site's origin, to make a relative image URL absolute */
  origin: string;
  rating?: { averageRating: number | null; ratingCount: number } | null;
};

/** The recipe as schema.org/Recipe. Nutrition is per serving, as we compute it. */
export function recipeStructuredData({
  recipe,
  url,
  origin,
  rating,
}: StructuredDataInput): SchemaRecipe {
  const ingredients = readIngredients(recipe.ingredients);
  const instructions = readInstructions(recipe.instructions);
  const lines = (list: typeof ingredients) =>
    list.status === "ok" ? list.lines.flatMap((l) => (l.ok ? [l.text] : [])) : [];
  const image = recipe.imageUrl
    ? [new URL(recipe.imageUrl, origin.endsWith("/") ? origin : `${origin}/`).toString()]
    : undefined;
  const micro = recipe.micronutrients;
  const nutrition: SchemaNutrition = {
    "@type": "NutritionInformation",
    servingSize: "1 serving",
    calories: `${Math.round(recipe.calories)} kcal`,
    proteinContent: amount(recipe.protein, "g"),
    carbohydrateContent: amount(recipe.carbs, "g"),
    fatContent: amount(recipe.fat, "g"),
    fiberContent: amount(recipe.fiber, "g"),
    sugarContent: amount(recipe.sugar, "g"),
    sodiumContent: amount(recipe.sodium, "mg", 0),
    ...(micro
      ? {
          saturatedFatContent: amount(
            micro.saturatedFat,
            MICRONUTRIENT_UNITS.saturatedFat.unit,
            MICRONUTRIENT_UNITS.saturatedFat.digits,
          ),
        }
      : {}),
  };
  const diets = recipe.dietaryTags.flatMap((t) => (SCHEMA_DIETS[t] ? [SCHEMA_DIETS[t]] : []));
  const out: SchemaRecipe = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    "@id": `${url}#recipe`,
    name: recipe.title,
    url,
    ...(image ? { image } : {}),
    description: recipe.description,
    recipeCuisine: recipe.cuisine,
    ...(recipe.mealTypes.length ? { recipeCategory: recipe.mealTypes } : {}),
    recipeIngredient: lines(ingredients),
    recipeInstructions: lines(instructions).map((text, i) => ({
      "@type": "HowToStep" as const,
      position: i + 1,
      text,
    })),
    // one time is stored: the whole time it takes, so it is both the preparation and the total
    ...(recipe.prepTime > 0
      ? { prepTime: isoDuration(recipe.prepTime), totalTime: isoDuration(recipe.prepTime) }
      : {}),
    recipeYield: [String(recipe.servings), `${recipe.servings} servings`],
    nutrition,
    ...(diets.length ? { suitableForDiet: diets } : {}),
    ...(rating && rating.averageRating !== null && rating.ratingCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating" as const,
            ratingValue: rating.averageRating,
            ratingCount: rating.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(recipe.dietaryTags.length ? { keywords: recipe.dietaryTags.join(", ") } : {}),
    ...(recipe.createdAt ? { datePublished: recipe.createdAt.slice(0, 10) } : {}),
    ...(recipe.updatedAt ? { dateModified: recipe.updatedAt.slice(0, 10) } : {}),
  };
  return out;
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators escaped,
 * so a title holding "</script>" cannot end the element (imported recipes are user text).
 */
export function jsonLdScriptText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
