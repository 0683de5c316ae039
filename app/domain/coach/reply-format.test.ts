import { describe, expect, it } from "vitest";
import { inlineText, parseMarkdown } from "../markdown";
import { calloutKindOf, calloutOf, mealDayOf, recipeLink, recipeSearchHref } from "./reply-format";

describe("callouts", () => {
  it.each([
    [
      "> **Ayurvedic Insight:** Warm foods calm Vata.",
      "Ayurvedic Insight",
      "Warm foods calm Vata.",
    ],
    ["> **TCM Wisdom** Ginger is warming.", "TCM Wisdom", "Ginger is warming."],
    ["> **Science Says:** Fibre slows glucose.", "Science Says", "Fibre slows glucose."],
    ["> **Wellness Tip:** Walk after meals.", "Wellness Tip", "Walk after meals."],
    ["> **Food Focus:** Lentils.", "Food Focus", "Lentils."],
    ["**Tip:** Drink water.", "Tip", "Drink water."],
    ["> ### 🌿 Wellness Tip\n> Sleep well.", "Wellness Tip", "Sleep well."],
  ])("%s", (text, kind, body) => {
    const [block] = parseMarkdown(text);
    const callout = calloutOf(block)!;
    expect(callout.kind).toBe(kind);
    const first = callout.children[0];
    expect(first.type === "paragraph" ? inlineText(first.children) : "").toBe(body);
  });

  it("reads 'Wellness Tip' as itself, not as 'Tip'", () => {
    expect(calloutKindOf("Wellness Tip:")).toBe("Wellness Tip");
    expect(calloutKindOf("tip")).toBe("Tip");
  });

  it("leaves ordinary quotes and bold paragraphs alone", () => {
    expect(calloutOf(parseMarkdown("> Just a quote")[0])).toBeNull();
    expect(calloutOf(parseMarkdown("**Important:** not a callout")[0])).toBeNull();
  });
});

describe("meal-plan days", () => {
  it("reads a list of bold meal names as a day's blocks", () => {
    const [, list] = parseMarkdown(
      "### Monday\n- **Breakfast:** [Oat pancakes](/recipe-search?q=Oat%20pancakes), 420 kcal\n- **Lunch:** Dal, 500 kcal\n- **Dinner:** Tofu stir-fry\n- **Snacks:** Apple",
    );
    const meals = mealDayOf(list)!;
    expect(meals.map((m) => m.slot)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
    expect(meals[0].label).toBe("Breakfast");
    expect(inlineText(meals[0].content)).toBe("Oat pancakes, 420 kcal");
  });

  it("is not a day when any item is something else", () => {
    const [list] = parseMarkdown("- **Breakfast:** oats\n- **Tip:** drink water");
    expect(mealDayOf(list)).toBeNull();
    expect(mealDayOf(parseMarkdown("- **Breakfast:** oats")[0])).toBeNull();
  });
});

describe("recipe links", () => {
  it("link to the recipe search for the title, escaping brackets", () => {
    expect(recipeSearchHref("Dal & Rice")).toBe("/recipe-search?q=Dal%20%26%20Rice");
    const [para] = parseMarkdown(recipeLink("Salad [green]"));
    expect(para.type === "paragraph" && para.children[0]).toEqual({
      type: "link",
      href: "/recipe-search?q=Salad%20%5Bgreen%5D",
      children: [{ type: "text", value: "Salad [green]" }],
    });
  });

  it("keep a title with parentheses inside one link", () => {
    const title = "Tofu Palak (Spinach Curry with Tofu)";
    const [para] = parseMarkdown(`${recipeLink(title)}, 434 kcal`);
    expect(para.type === "paragraph" && para.children[0]).toEqual({
      type: "link",
      href: "/recipe-search?q=Tofu%20Palak%20%28Spinach%20Curry%20with%20Tofu%29",
      children: [{ type: "text", value: title }],
    });
  });
});
