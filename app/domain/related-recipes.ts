/**
 * 'You Might Also Like' on the recipe page (spec 1 section 9): up to 3 recipes, same cuisine first,
 * then others. Pure; the service passes a bounded candidate set (recipes.server.ts).
 *
 * Within each group the most similar come first: shared meal types (a breakfast suggests
 * breakfasts), then shared dietary tags (a vegan dish suggests vegan dishes), then the closest
 * calories per serving, then the lower id, so the choice is stable.
 */
export const RELATED_RECIPES_COUNT = 3;

export type RelatedCandidate = {
  id: number;
  cuisine: string;
  calories: number;
  mealTypes: readonly string[];
  dietaryTags: readonly string[];
};

function overlap(a: readonly string[], b: readonly string[]): number {
  const set = new Set(a);
  return b.filter((x) => set.has(x)).length;
}

export function similarity(base: RelatedCandidate, other: RelatedCandidate) {
  return {
    meals: overlap(base.mealTypes, other.mealTypes),
    tags: overlap(base.dietaryTags, other.dietaryTags),
    calorieGap: Math.abs(base.calories - other.calories),
  };
}

export function chooseRelatedRecipes<T extends RelatedCandidate>(
  base: RelatedCandidate,
  candidates: readonly T[],
  count: number = RELATED_RECIPES_COUNT,
): T[] {
  const seen = new Set<number>([base.id]);
  const unique = candidates.filter((c) => !seen.has(c.id) && (seen.add(c.id), true));
  const sameCuisine = (c: T) => c.cuisine.toLowerCase() === base.cuisine.toLowerCase();
  const order = (a: T, b: T) => {
    const sa = similarity(base, a);
    const sb = similarity(base, b);
    return sb.meals - sa.meals || sb.tags - sa.tags || sa.calorieGap - sb.calorieGap || a.id - b.id;
  };
  const same = unique.filter(sameCuisine).sort(order);
  const others = unique.filter((c) => !sameCuisine(c)).sort(order);
  return [...same, ...others].slice(0, Math.max(0, count));
}
