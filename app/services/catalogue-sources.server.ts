/**
 * The hand-written catalogue (db/seed/recipes/*.ts) and its stable ids, bundled into the Worker so
 * the population jobs can put back a catalogue recipe that is missing from the database, or its
 * lost instructions. Nutrition is never taken from here: the jobs recompute it from the food table.
 * A unit test holds this list equal to the files the seed builder reads.
 */
import recipeIds from "#db/seed/recipe-ids.json";
import { recipes as american } from "#db/seed/recipes/american";
import { recipes as american2 } from "#db/seed/recipes/american-2";
import { recipes as asian } from "#db/seed/recipes/asian";
import { recipes as asian2 } from "#db/seed/recipes/asian-2";
import { recipes as chinese } from "#db/seed/recipes/chinese";
import { recipes as chinese2 } from "#db/seed/recipes/chinese-2";
import { recipes as french } from "#db/seed/recipes/french";
import { recipes as french2 } from "#db/seed/recipes/french-2";
import { recipes as greek } from "#db/seed/recipes/greek";
import { recipes as greek2 } from "#db/seed/recipes/greek-2";
import { recipes as indian } from "#db/seed/recipes/indian";
import { recipes as indian2 } from "#db/seed/recipes/indian-2";
import { recipes as italian } from "#db/seed/recipes/italian";
import { recipes as italian2 } from "#db/seed/recipes/italian-2";
import { recipes as japanese } from "#db/seed/recipes/japanese";
import { recipes as japanese2 } from "#db/seed/recipes/japanese-2";
import { recipes as korean } from "#db/seed/recipes/korean";
import { recipes as korean2 } from "#db/seed/recipes/korean-2";
import { recipes as mediterranean } from "#db/seed/recipes/mediterranean";
import { recipes as mediterranean2 } from "#db/seed/recipes/mediterranean-2";
import { recipes as mexican } from "#db/seed/recipes/mexican";
import { recipes as mexican2 } from "#db/seed/recipes/mexican-2";
import { recipes as middleEastern } from "#db/seed/recipes/middle-eastern";
import { recipes as middleEastern2 } from "#db/seed/recipes/middle-eastern-2";
import { recipes as thai } from "#db/seed/recipes/thai";
import { recipes as thai2 } from "#db/seed/recipes/thai-2";
import type { CatalogueRecipe } from "#db/seed/recipes/types";

export const CATALOGUE_FILES: Record<string, readonly CatalogueRecipe[]> = {
  "american.ts": american,
  "american-2.ts": american2,
  "asian.ts": asian,
  "asian-2.ts": asian2,
  "chinese.ts": chinese,
  "chinese-2.ts": chinese2,
  "french.ts": french,
  "french-2.ts": french2,
  "greek.ts": greek,
  "greek-2.ts": greek2,
  "indian.ts": indian,
  "indian-2.ts": indian2,
  "italian.ts": italian,
  "italian-2.ts": italian2,
  "japanese.ts": japanese,
  "japanese-2.ts": japanese2,
  "korean.ts": korean,
  "korean-2.ts": korean2,
  "mediterranean.ts": mediterranean,
  "mediterranean-2.ts": mediterranean2,
  "mexican.ts": mexican,
  "mexican-2.ts": mexican2,
  "middle-eastern.ts": middleEastern,
  "middle-eastern-2.ts": middleEastern2,
  "thai.ts": thai,
  "thai-2.ts": thai2,
};

export type CatalogueEntry = { id: number; recipe: CatalogueRecipe };

const ids = recipeIds as Record<string, number>;

/** Every catalogue recipe that has an id, in id order. */
export function catalogueEntries(): CatalogueEntry[] {
  return Object.values(CATALOGUE_FILES)
    .flat()
    .filter((recipe) => Number.isInteger(ids[recipe.slug]))
    .map((recipe) => ({ id: ids[recipe.slug], recipe }))
    .sort((a, b) => a.id - b.id);
}

export function catalogueEntryBySlug(slug: string): CatalogueEntry | null {
  const id = ids[slug];
  if (!Number.isInteger(id)) return null;
  const recipe = Object.values(CATALOGUE_FILES)
    .flat()
    .find((r) => r.slug === slug);
  return recipe ? { id, recipe } : null;
}
