import { describe, expect, it } from "vitest";
import { readModelRecipe } from "./model-reading";

const PAGE = "https://blog.example.org/pasta";

describe("readModelRecipe", () => {
  it("reads a fenced answer with prose around it", () => {
    const reply =
      'Here it is:\n```json\n{"recipe": {"title": "Tomato Pasta", "servings": "Serves 2", "totalTime": 25, ' +
      '"ingredients": ["200 g spaghetti", " 2 tbsp olive oil "], "instructions": ["Boil.", "Toss."]}}\n```\nEnjoy!';
    expect(readModelRecipe(reply, PAGE)).toMatchObject({
      title: "Tomato Pasta",
      servings: 2,
      totalTime: 25,
      ingredients: ["200 g spaghetti", "2 tbsp olive oil"],
      instructions: ["Boil.", "Toss."],
      imageUrl: null,
      sourceUrl: PAGE,
    });
  });

  it("takes a bare recipe object and tolerates odd fields", () => {
    const draft = readModelRecipe(
      '{"title": "Soup", "totalTime": "forever", "cuisine": 7, "ingredients": ["1 onion", 2, ""], "instructions": "stir"}',
      PAGE,
    );
    expect(draft).toMatchObject({ title: "Soup", totalTime: null, ingredients: ["1 onion", "2"] });
    expect(draft?.instructions).toEqual([]);
  });

  it("answers null when the model found no recipe or its answer cannot be read", () => {
    expect(readModelRecipe('{"recipe": null}', PAGE)).toBeNull();
    expect(readModelRecipe('{"recipe": {"title": "Nothing", "ingredients": []}}', PAGE)).toBeNull();
    expect(readModelRecipe("I could not find a recipe.", PAGE)).toBeNull();
    expect(readModelRecipe('{"recipe": {"title": "Cut', PAGE)).toBeNull();
  });
});
