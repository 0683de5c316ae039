import { describe, expect, it } from "vitest";
import { analyseQuestion } from "./question";

describe("analyseQuestion", () => {
  it.each([
    ["Give me a meal plan for tomorrow", "meal-plan"],
    ["Can you plan my meals for the week?", "meal-plan"],
    ["Suggest a recipe for dinner", "recipe"],
    ["What should I have for breakfast?", "recipe"],
    ["How many calories should I eat?", "targets"],
    ["What is my TDEE?", "targets"],
    ["How much protein do I need?", "protein"],
    ["How much water should I drink?", "hydration"],
    ["How many calories in 2 eggs?", "food-facts"],
    ["Tell me about vitamin D", "nutrient"],
    ["Hello!", "greeting"],
    ["Thanks!", "thanks"],
  ])("%s -> %s", (question, intent) => {
    expect(analyseQuestion(question).intents).toContain(intent);
  });

  it("reads the meal, diets, time limit, cuisine and plan length", () => {
    const q = analyseQuestion(
      "A quick vegan gluten-free Italian dinner under 20 minutes, high-protein please",
      {
        cuisines: ["Italian", "Indian"],
      },
    );
    expect(q).toMatchObject({
      mealType: "dinner",
      restrictions: ["vegan", "glutenFree"],
      maxMinutes: 20,
      cuisine: "Italian",
      highProtein: true,
    });
    expect(analyseQuestion("a 3-day meal plan").days).toBe(3);
    expect(analyseQuestion("a weekly meal plan").days).toBe(7);
    expect(analyseQuestion("a meal plan").days).toBe(1);
  });

  it("finds my saved plan only when there is one", () => {
    expect(analyseQuestion("show me my meal plan", { hasPlans: true }).intents).toContain(
      "my-plan",
    );
    expect(analyseQuestion("show me my meal plan", { hasPlans: false }).intents).not.toContain(
      "my-plan",
    );
  });

  it("names nutrition-guide entries", () => {
    expect(analyseQuestion("Am I low in iron or B12?").nutrients.map((n) => n.id)).toEqual([
      "vitamin-b12",
      "iron",
    ]);
  });
});
