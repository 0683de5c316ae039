import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageText, readRecipeFromHtml, readServings } from "./structured";

const fixture = (name: string) =>
  readFileSync(
    path.resolve(import.meta.dirname, "../../../test/fixtures/recipe-pages", name),
    "utf8",
  );

describe("readRecipeFromHtml: JSON-LD", () => {
  it("finds the Recipe inside a Yoast @graph (WP Recipe Maker)", () => {
    const url = "https://weeknight.example/red-lentil-soup/";
    const draft = readRecipeFromHtml(fixture("wprm-yoast.html"), url)!;
    expect(draft).toMatchObject({
      title: "Easy Red Lentil Soup",
      description: "A cosy, golden soup of red lentils, carrots and cumin, ready in 40 minutes.",
      imageUrl: "https://weeknight.example/wp-content/uploads/2025/01/lentil-soup.jpg",
      prepTime: 10,
      cookTime: 30,
      totalTime: 40,
      servings: 4,
      cuisine: "Turkish",
      sourceUrl: url,
    });
    expect(draft.ingredients).toHaveLength(9);
    expect(draft.ingredients[0]).toBe("1 cup red lentils, rinsed");
    expect(draft.instructions).toHaveLength(4);
    expect(draft.instructions[1]).toBe("Stir in the garlic and cumin and cook for 1 minute.");
  });

  it("reads a top-level array past a broken block (Tasty Recipes): entities, HTML, image object", () => {
    const draft = readRecipeFromHtml(fixture("tasty.html"), "https://greenkitchen.example/x/")!;
    expect(draft.title).toBe("Chickpea & Cucumber Salad");
    expect(draft.description).toBe("Crunchy, lemony and ready in 15 minutes.");
    expect(draft.imageUrl).toBe("https://cdn.greenkitchen.example/uploads/chickpea-salad.jpg");
    expect(draft.ingredients).toHaveLength(7);
    expect(draft.instructions).toEqual([
      "Put the chickpeas, cucumber, tomatoes & onion in a bowl.",
      "Whisk the olive oil, lemon juice and pepper together.",
      "Pour the dressing over the salad, toss and serve.",
    ]);
    expect(draft).toMatchObject({ prepTime: 15, cookTime: 0, totalTime: 15, servings: 2 });
    expect(draft.cuisine).toBe("Mediterranean");
  });

  it("flattens HowToSection groups in order, and takes a @type list and a numeric yield", () => {
    const draft = readRecipeFromHtml(fixture("sections.html"), "https://chicken.example/one-pan/")!;
    expect(draft.title).toBe("One-Pan Chicken and Rice");
    expect(draft.instructions).toHaveLength(5);
    expect(draft.instructions[0]).toBe("Rub the chicken with the olive oil and paprika.");
    expect(draft.instructions[4]).toBe("Stir in the peas and rest for 5 minutes before serving.");
    expect(draft.ingredients).toHaveLength(6);
    expect(draft).toMatchObject({ prepTime: null, cookTime: null, totalTime: 75, servings: 6 });
    expect(draft.imageUrl).toBe("https://chicken.example/wp-content/uploads/chicken-rice-1200.jpg");
  });

  it("reads instructions given as one text, numbered lines or HTML", () => {
    const page = (instructions: unknown) =>
      `<script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "Recipe",
        name: "T",
        recipeIngredient: "1 egg\n1 cup milk",
        recipeInstructions: instructions,
      })}</script>`;
    expect(readRecipeFromHtml(page("1. Beat the egg.\n2. Add the milk."), null)).toMatchObject({
      ingredients: ["1 egg", "1 cup milk"],
      instructions: ["Beat the egg.", "Add the milk."],
    });
    expect(
      readRecipeFromHtml(page("<p>Beat the egg.</p><p>Add the milk.</p>"), null)!.instructions,
    ).toEqual(["Beat the egg.", "Add the milk."]);
    expect(
      readRecipeFromHtml(
        page(["Beat the egg.", { "@type": "HowToStep", name: "Add milk." }]),
        null,
      )!.instructions,
    ).toEqual(["Beat the egg.", "Add milk."]);
  });

  it("takes only http(s) image links", () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"X","image":"javascript:alert(1)"}</script>`;
    expect(readRecipeFromHtml(html, "https://a.example/")!.imageUrl).toBeNull();
  });
});

describe("readRecipeFromHtml: microdata", () => {
  it("reads an itemscope Recipe: meta and time values, image src, list instructions", () => {
    const draft = readRecipeFromHtml(
      fixture("microdata.html"),
      "https://grandma.example/recipes/muffins.html",
    )!;
    expect(draft).toMatchObject({
      title: "Banana Oat Muffins",
      description: "Soft muffins sweetened with banana and a little honey.",
      imageUrl: "https://grandma.example/recipes/images/banana-muffins.jpg",
      prepTime: 20,
      cookTime: 25,
      totalTime: 45,
      servings: 12,
    });
    expect(draft.ingredients).toEqual([
      "2 ripe bananas, mashed",
      "1 1/2 cups rolled oats",
      "2 large eggs",
      "1/2 cup milk",
      "1/4 cup honey",
      "1 teaspoon baking powder",
    ]);
    expect(draft.instructions).toHaveLength(4);
    // the author's name is a nested scope, not the recipe's
    expect(draft.title).not.toContain("Grandma");
  });
});

describe("plain pages", () => {
  it("answers null when a page has no recipe data", () => {
    expect(readRecipeFromHtml(fixture("plain.html"), null)).toBeNull();
    expect(readRecipeFromHtml("<p>hello</p>", null)).toBeNull();
    expect(readRecipeFromHtml("", null)).toBeNull();
  });

  it("gives the readable text of a plain page without scripts, styles or navigation", () => {
    const text = pageText(fixture("plain.html"));
    expect(text).toContain("My Favourite Tomato Pasta");
    expect(text).toContain("200 g spaghetti");
    expect(text).toContain("Toss the pasta with the sauce and the parmesan.");
    expect(text).not.toContain("font-family");
    expect(text).not.toContain("BlogPosting");
    expect(text).not.toContain("Thanks for reading");
  });
});

describe("readServings", () => {
  it.each([
    [4, 4],
    ["4", 4],
    ["4 servings", 4],
    ["Serves 4-6", 4],
    [["8", "8 pieces"], 8],
    ["Makes 12 cookies", 12],
    ["a few", null],
    [0, null],
    [null, null],
  ])("%j -> %j", (value, servings) => {
    expect(readServings(value)).toBe(servings);
  });
});
