import { describe, expect, it } from "vitest";
import { minutesOfText, readRecipeFromText } from "./text";

describe("readRecipeFromText", () => {
  it("reads headings, bullets and numbered steps", () => {
    const draft = readRecipeFromText(`Creamy Oat Porridge
A quick, warm breakfast.

Serves 2
Prep time: 5 minutes
Cook time: 10 mins

Ingredients
- 1 cup rolled oats
- 2 cups milk
* 1 tablespoon honey
• 1/2 cup blueberries

Method
1. Bring the oats and milk to a simmer.
2) Stir for 5 minutes until thick.
Step 3: Top with the honey and blueberries.`);
    expect(draft).toEqual({
      title: "Creamy Oat Porridge",
      description: "A quick, warm breakfast.",
      imageUrl: null,
      ingredients: [
        "1 cup rolled oats",
        "2 cups milk",
        "1 tablespoon honey",
        "1/2 cup blueberries",
      ],
      instructions: [
        "Bring the oats and milk to a simmer.",
        "Stir for 5 minutes until thick.",
        "Top with the honey and blueberries.",
      ],
      prepTime: 5,
      cookTime: 10,
      totalTime: 15,
      servings: 2,
      cuisine: null,
      sourceUrl: null,
    });
  });

  it("takes Markdown and bold headings, 'Directions' and group names", () => {
    const draft = readRecipeFromText(`# Title: Green Salad

## Ingredients:
For the salad:
- 2 cups spinach
- 1 cucumber, sliced
For the dressing:
- 2 tablespoons olive oil
- 1 tablespoon lemon juice

**Directions**
Toss the spinach and cucumber.
Whisk the dressing and pour it over.

Notes
Keeps for a day.`);
    expect(draft.title).toBe("Green Salad");
    expect(draft.ingredients).toEqual([
      "2 cups spinach",
      "1 cucumber, sliced",
      "2 tablespoons olive oil",
      "1 tablespoon lemon juice",
    ]);
    expect(draft.instructions).toEqual([
      "Toss the spinach and cucumber.",
      "Whisk the dressing and pour it over.",
    ]);
  });

  it("tells ingredients from steps when there are no headings", () => {
    const draft = readRecipeFromText(`Scrambled Eggs
Soft and creamy.
3 large eggs
2 tablespoons butter
a pinch of salt
Whisk the eggs with the salt.
Melt the butter and stir the eggs over low heat until just set.`);
    expect(draft.description).toBe("Soft and creamy.");
    expect(draft.ingredients).toEqual(["3 large eggs", "2 tablespoons butter", "a pinch of salt"]);
    expect(draft.instructions).toHaveLength(2);
  });

  it("handles Windows line ends and 'Instructions' / 'Total time' lines", () => {
    const draft = readRecipeFromText(
      "Rice\r\nTotal time: 1 hr 5 mins\r\nIngredients:\r\n1 cup rice\r\n2 cups water\r\nInstructions:\r\nBoil.\r\n",
    );
    expect(draft).toMatchObject({
      title: "Rice",
      ingredients: ["1 cup rice", "2 cups water"],
      instructions: ["Boil."],
      totalTime: 65,
    });
  });

  it("answers empty lists for text without a recipe in it", () => {
    expect(readRecipeFromText("")).toMatchObject({ title: "", ingredients: [], instructions: [] });
    expect(readRecipeFromText("Just a title").ingredients).toEqual([]);
  });
});

describe("minutesOfText", () => {
  it.each([
    ["15 minutes", 15],
    ["1 hr 10 mins", 70],
    ["1 hour", 60],
    ["1.5 hours", 90],
    ["1h30", 90],
    ["90 min", 90],
    ["a while", null],
  ])("%s -> %s", (text, minutes) => {
    expect(minutesOfText(text)).toBe(minutes);
  });
});
