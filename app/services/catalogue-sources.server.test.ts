import { describe, expect, it } from "vitest";
import { readRecipeIds, recipeFiles } from "#db/seed/catalogue";
import {
  CATALOGUE_FILES,
  catalogueEntries,
  catalogueEntryBySlug,
} from "./catalogue-sources.server";

describe("the catalogue bundled into the worker", () => {
  it("lists every recipe file the seed builder reads", () => {
    expect(Object.keys(CATALOGUE_FILES).sort()).toEqual(recipeFiles());
  });

  it("gives every catalogue recipe its stable id", () => {
    const ids = readRecipeIds();
    const entries = catalogueEntries();
    expect(entries.length).toBe(Object.values(CATALOGUE_FILES).flat().length);
    for (const e of entries) expect(e.id).toBe(ids[e.recipe.slug]);
    expect(catalogueEntryBySlug(entries[0].recipe.slug)?.id).toBe(entries[0].id);
    expect(catalogueEntryBySlug("no-such-recipe")).toBeNull();
  });
});
