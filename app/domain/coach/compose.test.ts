/**
 * The built-in coach's replies to varied questions, checked for the user's real numbers and
 * restrictions. Ada (test-fixtures): 36, female, 165 cm, 60 kg, moderate activity, vegetarian,
 * dislikes mushrooms, wants to lose weight; BMR 1,290, TDEE 2,000, goal 1,450 kcal
 * (the one target function, app/domain/targets.ts).
 */
import { describe, expect, it } from "vitest";
import { SEED_DATA } from "../food/test-data.test-helper";
import { generateMealPlan } from "../meal-plan";
import { inlineText, parseMarkdown, type Block } from "../markdown";
import {
  composeCoachReply,
  COACH_DISCLAIMER,
  IMAGE_NOT_VISIBLE,
  type CoachKnowledge,
} from "./compose";
import { coachTargets, profileFromVisitor } from "./profile";
import { calloutOf, mealDayOf } from "./reply-format";
import { ADA, CATALOGUE, knowledgeFor } from "./test-fixtures.test-helper";

const ada = knowledgeFor(ADA);
const targets = coachTargets(ADA);

function ask(
  message: string,
  knowledge: CoachKnowledge = ada,
  extra: Partial<Parameters<typeof composeCoachReply>[0]> = {},
) {
  return composeCoachReply({ message, ...extra }, knowledge);
}

/** Titles of the catalogue recipes a reply links to (their pages, /recipes/{id}). */
function linkedRecipes(text: string): string[] {
  return [...text.matchAll(/\]\(\/recipes\/(\d+)\)/g)].map((m) => {
    const recipe = CATALOGUE.find((r) => r.id === Number(m[1]));
    if (!recipe) throw new Error(`not a catalogue recipe: ${m[1]}`);
    return recipe.title;
  });
}

function recipeByTitle(title: string) {
  const recipe = CATALOGUE.find((r) => r.title === title);
  if (!recipe) throw new Error(`not a catalogue recipe: ${title}`);
  return recipe;
}

/** Every recipe a reply suggests to Ada is vegetarian and has no mushroom. */
function expectFitsAda(text: string) {
  for (const title of linkedRecipes(text)) {
    const r = recipeByTitle(title);
    expect(r.dietaryTags, title).toContain("vegetarian");
    expect([r.title, ...r.ingredientNames].join(" ").toLowerCase(), title).not.toMatch(/mushroom/);
  }
}

function callouts(text: string): string[] {
  const found: string[] = [];
  const walk = (blocks: Block[]) =>
    blocks.forEach((b) => {
      const c = calloutOf(b);
      if (c) found.push(c.kind);
      if (b.type === "list") b.items.forEach((i) => walk(i.children));
    });
  walk(parseMarkdown(text));
  return found;
}

const kcal = (n: number) => `${n.toLocaleString("en-US")} kcal`;

describe("the built-in coach answers from what the app knows", () => {
  it("1. weight loss: her TDEE, goal, the deficit, BMI and a protein range from her weight", () => {
    const { text, categories } = ask("How can I lose weight safely?");
    expect(categories).toContain("weight");
    expect(text).toContain(kcal(2000));
    expect(text).toContain(kcal(1450));
    expect(text).toContain("a deficit of 550 kcal"); // 0.5 kg a week x 7,700 / 7 (ADR 018)
    expect(text).toContain("Your BMI is 22");
    expect(text).toContain("72-96 g a day");
    expect(callouts(text)).toEqual(
      expect.arrayContaining([
        "Science Says",
        "Ayurvedic Insight",
        "TCM Wisdom",
        "Food Focus",
        "Wellness Tip",
      ]),
    );
    expect(text).toContain(COACH_DISCLAIMER);
  });

  it("2. diabetes: carbohydrate per meal from her target, fibre, and a medication warning", () => {
    const { text, categories } = ask("What should I eat to manage my type 2 diabetes?");
    expect(categories).toContain("diabetes");
    const perMeal = Math.round((targets.summary.carbs.grams * 0.9) / 3);
    expect(text).toContain(`about **${perMeal} g per main meal**`);
    expect(text).toContain(`**${targets.fiberGrams} g of fibre a day**`);
    expect(text).toMatch(/insulin or tablets that lower blood sugar/);
    expect(text).toContain("not medical advice");
  });

  it("3. ayurveda: doshas, a Kapha-balancing note for her weight goal and the Ayurvedic Insight", () => {
    const { text, categories } = ask("What does Ayurveda say about balancing my dosha?");
    expect(categories).toContain("ayurveda");
    expect(text).toContain("Kapha-balancing approach");
    expect(callouts(text)).toContain("Ayurvedic Insight");
    expect(callouts(text)).toContain("Science Says");
  });

  it("4. a meal plan: one day of vegetarian catalogue recipes within 5 % of her goal, as day blocks", () => {
    const { text } = ask("Give me a meal plan for tomorrow");
    const blocks = parseMarkdown(text);
    const days = blocks.map(mealDayOf).filter((d) => d !== null);
    expect(days).toHaveLength(1);
    expect(days[0]!.map((m) => m.slot)).toEqual(["breakfast", "lunch", "dinner", "snack"]);
    const total = Number(/\*\*Day total:\*\* ([\d,]+) kcal/.exec(text)![1].replace(",", ""));
    expect(Math.abs(total - 1450) / 1450).toBeLessThanOrEqual(0.05);
    expect(linkedRecipes(text)).toHaveLength(4);
    expectFitsAda(text);
    expect(text).toContain("](/meal-plan)");
  });

  it("5. a vegan dinner recipe: only vegan dinner recipes, linked to their pages", () => {
    const { text } = ask("Suggest a vegan recipe for dinner");
    const titles = linkedRecipes(text);
    expect(titles.length).toBeGreaterThanOrEqual(2);
    for (const title of titles) {
      const r = recipeByTitle(title);
      expect(r.dietaryTags).toContain("vegan");
      expect(r.mealTypes).toContain("dinner");
    }
    expectFitsAda(text);
  });

  it("6. protein: her target, the RDA from her weight, vegetarian sources", () => {
    const { text } = ask("How much protein do I need?");
    expect(text).toContain(`**${targets.summary.protein.grams} g a day**`);
    expect(text).toContain("48 g for you at 60 kg");
    expect(text).toMatch(/Good sources for you:\*\* eggs, Greek yogurt/);
    expect(text).not.toMatch(/chicken/i);
  });

  it("7. calories: BMR, TDEE, goal and macros", () => {
    const { text } = ask("How many calories should I eat a day?");
    expect(text).toContain(`**BMR:** ${kcal(1290)}`);
    expect(text).toContain(`**TDEE:** ${kcal(2000)}`);
    expect(text).toContain(`**Daily target:** ${kcal(1450)} (your goal)`);
    const s = targets.summary;
    expect(text).toContain(
      `${s.protein.grams} g protein · ${s.carbs.grams} g carbs · ${s.fat.grams} g fat`,
    );
  });

  it("8. afternoon tiredness: protein per meal, her water goal, a snack sized to her target", () => {
    const { text, categories } = ask("I feel tired every afternoon, what can I do?");
    expect(categories).toContain("energy");
    expect(text).toContain(`about **${Math.round(targets.summary.protein.grams / 3)} g per meal**`);
    expect(text).toContain("about **2.2 litres**");
    expect(text).toContain(`${Math.round(1450 * 0.1)} kcal`);
  });

  it("9. bloating: her fibre target and computed Food Focus portions", () => {
    const { text, categories } = ask("Which foods help with bloating?");
    expect(categories).toContain("digestive");
    expect(text).toContain(`**${targets.fiberGrams} g of fibre a day**`);
    const yogurt = SEED_DATA.foods.get(1116)!;
    expect(text).toContain(
      `**1 cup plain yogurt** (244 g): ${Math.round((yogurt.kcal * 244) / 100)} kcal`,
    );
  });

  it("10. stress and sleep: her sleep goal, and no fish for a vegetarian in Food Focus", () => {
    const { text, categories } = ask("How can I eat to feel less stressed and sleep better?");
    expect(categories).toContain("mental");
    expect(text).toContain("your goal of **8 hours**");
    const focus = text.split("**Food Focus:**")[1].split("\n\n")[0];
    expect(focus).not.toMatch(/salmon/i);
    expect(focus).toMatch(/walnuts/);
  });

  it("11. TCM: warming and cooling foods with the TCM Wisdom callout", () => {
    const { text, categories } = ask("Which foods are warming in traditional Chinese medicine?");
    expect(categories).toContain("tcm");
    expect(text).toMatch(/\*\*warming\*\* \(ginger, cinnamon/);
    expect(callouts(text)).toContain("TCM Wisdom");
  });

  it("12. food facts: the protein in a cup of cooked lentils, computed from the food table", () => {
    const { text } = ask("How much protein is in 1 cup of cooked lentils?");
    const lentils = SEED_DATA.foods.get(16070)!;
    const protein = Math.round(((lentils.protein * 198) / 100) * 10) / 10;
    expect(text).toContain(
      `**1 cup of cooked lentils** (198 g): ${Math.round((lentils.kcal * 198) / 100)} kcal · ${protein} g protein`,
    );
  });

  it("13. a high-protein breakfast: vegetarian breakfast recipes", () => {
    const { text } = ask("What's a good high-protein breakfast?");
    const titles = linkedRecipes(text);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(recipeByTitle(t).mealTypes).toContain("breakfast");
    expectFitsAda(text);
  });

  it("14. keto for weight loss: the evidence and her own goal", () => {
    const { text } = ask("Is keto good for weight loss?");
    expect(text).toMatch(/DIETFITS/);
    expect(text).toContain(kcal(1450));
  });

  it("15. water: her own water goal", () => {
    const { text } = ask("How much water should I drink?");
    expect(text).toContain("about **2.2 litres** of fluid a day (your water goal)");
  });

  it("16. Indian lunch ideas: Indian lunch recipes that fit her", () => {
    const { text } = ask("Quick Indian lunch ideas please");
    const titles = linkedRecipes(text);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) {
      expect(recipeByTitle(t).cuisine).toBe("Indian");
      expect(recipeByTitle(t).mealTypes).toContain("lunch");
    }
    expectFitsAda(text);
  });

  it("17. vitamins for vegetarians: B12, iron, vitamin D, calcium and zinc from the nutrition guide", () => {
    const { text } = ask("What vitamins do vegetarians need to watch?");
    for (const name of ["Vitamin B12", "Iron", "Vitamin D", "Calcium", "Zinc"])
      expect(text).toContain(`**${name}:**`);
    expect(text).toContain("](/nutrition-guide)");
    expect(callouts(text)).toContain("Tip");
  });

  it("18. vitamin D: the guide's intake and sources", () => {
    const { text } = ask("Tell me about vitamin D");
    expect(text).toContain("### Vitamin D");
    expect(text).toContain("600-800 IU");
  });

  it("19. a greeting: by name, without a numbers block nobody asked for", () => {
    const { text } = ask("Hello!");
    expect(text).toMatch(/^## Hello, Ada!/);
    expect(text).not.toContain("### Your numbers");
    expect(ask("How many calories should I eat a day?").text).toContain(
      `**Daily target:** ${kcal(1450)}`,
    );
  });

  it("20. deep research: every topic asked, the evidence, traditions and a week's plan of action", () => {
    const { text, categories } = ask("Deep dive into blood sugar and weight management", ada, {
      deepResearch: true,
    });
    expect(categories).toEqual(expect.arrayContaining(["diabetes", "weight"]));
    expect(text).toMatch(/^## Deep dive: /);
    expect(text).toContain("### Your next 7 days");
    expect(text).toContain(`**${kcal(1450)}**`);
    expect(text).toMatch(/Look AHEAD/);
    expect(callouts(text).filter((c) => c === "Science Says").length).toBeGreaterThanOrEqual(2);
    expectFitsAda(text);
    expect(text.length).toBeGreaterThan(ask("Blood sugar and weight management").text.length);
  });

  it("21. 'my meal plan' shows her saved plan", () => {
    const plan = generateMealPlan(ada.recipes, {
      targetCalories: 1450,
      restrictions: ["vegetarian"],
      seed: 3,
      days: 7,
    });
    if (!plan.ok) throw new Error("plan");
    const { text } = ask("Show me my meal plan", {
      ...ada,
      mealPlans: [{ name: "Ada's week", plan: plan.plan }],
    });
    expect(text).toContain("**Ada's week**");
    expect(text).toContain(`### ${plan.plan.days[0].day}`);
    expect(text).toContain(plan.plan.days[0].meals.breakfast.title);
  });

  it("22. a visitor without a profile gets the 2,000 kcal reference and an invitation to sign up", () => {
    const { text } = ask("How many calories should I eat?", knowledgeFor(null));
    expect(text).toContain(`**Daily target:** ${kcal(2000)} (a 2,000 kcal reference day)`);
    expect(text).toContain("[Create a profile](/onboarding)");
  });

  it("23. a visitor's own context is used, and a diet named in the question filters recipes", () => {
    const visitor = profileFromVisitor({
      gender: "male",
      age: 40,
      height: 180,
      weight: 85,
      activityLevel: "active",
      dietaryRestrictions: [],
      healthGoals: [],
      preferredCuisines: [],
    });
    const { text } = ask("Suggest a gluten-free dinner", knowledgeFor(visitor));
    for (const t of linkedRecipes(text))
      expect(recipeByTitle(t).dietaryTags).toContain("glutenFree");
    const { text: numbers } = ask("What are my calorie needs?", knowledgeFor(visitor));
    const expected = coachTargets(visitor);
    expect(numbers).toContain(`**TDEE:** ${kcal(expected.tdee!)}`);
  });

  it("24. a photo: says it cannot see it, and computes the foods the message names", () => {
    const { text } = ask("My lunch: 1 cup cooked rice and 2 eggs", ada, { hasImage: true });
    expect(text).toContain(IMAGE_NOT_VISIBLE);
    expect(text).toContain("**Together:**");
  });

  it("25. a follow-up keeps the topic of the previous question", () => {
    const { categories, text } = ask("and what about snacks?", ada, {
      history: [
        { role: "user", content: "How do I keep my blood sugar steady?" },
        { role: "assistant", content: "..." },
      ],
    });
    expect(categories).toContain("diabetes");
    for (const t of linkedRecipes(text)) expect(recipeByTitle(t).mealTypes).toContain("snack");
  });

  it("26. an unrelated question is steered back to nutrition", () => {
    const { text, categories } = ask("What's the capital of France?");
    expect(categories).toEqual([]);
    expect(text).toMatch(/I focus on nutrition and wellness/);
    expect(linkedRecipes(text)).toEqual([]);
  });

  it("never links a recipe outside the catalogue and always ends with the disclaimer", () => {
    for (const q of [
      "Give me a 3-day meal plan",
      "Recipe ideas for lunch",
      "high protein snack ideas",
    ]) {
      const { text } = ask(q);
      for (const t of linkedRecipes(text)) recipeByTitle(t);
      expect(text.trim().endsWith(COACH_DISCLAIMER)).toBe(true);
      expectFitsAda(text);
    }
  });

  it("is deterministic", () => {
    expect(ask("Give me a meal plan for tomorrow").text).toBe(
      ask("Give me a meal plan for tomorrow").text,
    );
  });

  it("puts readable text under every heading", () => {
    const blocks = parseMarkdown(ask("How can I lose weight safely?").text);
    const headings = blocks.filter((b) => b.type === "heading");
    expect(
      headings.every((h) => h.type === "heading" && inlineText(h.children).trim().length > 0),
    ).toBe(true);
  });
});
