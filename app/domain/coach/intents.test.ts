import { describe, expect, it } from "vitest";
import { composeCoachReply } from "./compose";
import { foodBreaksDiet, foodsThatFit } from "./diet-filter";
import { FOOD_NOTES, INTENT_ANSWERS } from "./answers";
import { detectOtherLanguage, glossToEnglish } from "~/domain/languages";
import { profileFromStored } from "./profile";
import { ADA, ADA_STORED, CATALOGUE, knowledgeFor } from "./test-fixtures.test-helper";

const MEAT = /\b(chicken|beef|pork|lamb|fish|salmon|tuna|shrimp|prawns?|bacon|ham|turkey)\b/i;

function catalogueLinks(text: string) {
  return [...text.matchAll(/\]\(\/recipes\/(\d+)\)/g)].map((m) =>
    CATALOGUE.find((r) => r.id === Number(m[1]))!,
  );
}

describe("the built-in coach answers the question asked", () => {
  it("has at least 40 question types beside the greeting, plans, recipes and targets", () => {
    expect(INTENT_ANSWERS.length + FOOD_NOTES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(INTENT_ANSWERS.map((a) => a.id)).size).toBe(INTENT_ANSWERS.length);
  });

  it("answers 'is white rice bad for diabetes' about rice and blood sugar", () => {
    const { text } = composeCoachReply(
      { message: "Is white rice bad for diabetes?" },
      knowledgeFor(null),
    );
    expect(text).toMatch(/^## Rice and blood sugar/);
    expect(text).toMatch(/raises blood sugar fast/);
  });

  it("carries a diet stated earlier into a follow-up: a vegetarian's 'and for lunch?' gets no meat", () => {
    const { text } = composeCoachReply(
      {
        message: "and for lunch?",
        history: [
          { role: "user", content: "I'm vegetarian, what should I have for breakfast?" },
          { role: "assistant", content: "Overnight oats." },
        ],
      },
      knowledgeFor(null),
    );
    const recipes = catalogueLinks(text);
    expect(recipes.length).toBeGreaterThan(0);
    for (const r of recipes) {
      expect(r.dietaryTags).toContain("vegetarian");
      expect(r.mealTypes).toContain("lunch");
    }
    expect(text).not.toMatch(MEAT);
  });

  it("links recipes to their own pages", () => {
    const { text } = composeCoachReply({ message: "Suggest a quick dinner" }, knowledgeFor(ADA));
    expect(catalogueLinks(text).length).toBeGreaterThan(0);
    expect(text).not.toContain("/recipe-search?q=");
  });

  it("acknowledges the user's conditions", () => {
    const profile = profileFromStored(
      { ...ADA_STORED, healthConditions: ["type 2 diabetes"] },
      "Ada",
    );
    const { text } = composeCoachReply(
      { message: "What should I eat today?" },
      knowledgeFor(profile),
    );
    expect(text).toContain("I have kept your type 2 diabetes in mind");
  });

  it("answers Spanish, French and German in English with a sentence in that language", () => {
    const cases: Array<[string, RegExp, RegExp]> = [
      ["¿Qué debo comer para el desayuno?", /español/, /breakfast/i],
      ["Qu'est-ce que je peux manger pour perdre du poids ?", /français/, /weight/i],
      ["Was soll ich zum Abendessen essen?", /Deutsch/, /dinner/i],
    ];
    for (const [message, note, topic] of cases) {
      const { text } = composeCoachReply({ message }, knowledgeFor(null));
      expect(text, message).toMatch(note);
      expect(text, message).toMatch(topic);
    }
    expect(detectOtherLanguage("What should I eat for dinner?")).toBeNull();
    expect(glossToEnglish("arroz blanco")).toBe("white rice");
  });

  it("filters the foods an answer suggests by the user's restrictions and dislikes", () => {
    const vegan = { restrictions: ["vegan"], dislikes: ["almonds"] };
    expect(
      foodsThatFit(
        ["Greek yogurt", "tofu", "a handful of almonds", "peanut butter", "soy milk"],
        vegan,
      ),
    ).toEqual(["tofu", "peanut butter", "soy milk"]);
    expect(foodBreaksDiet("butter beans", { restrictions: ["vegan"], dislikes: [] })).toBeNull();
    expect(foodBreaksDiet("wholemeal bread", { restrictions: ["glutenFree"], dislikes: [] })).toBe(
      "glutenFree",
    );
    const { text } = composeCoachReply(
      { message: "What is a healthy snack?" },
      knowledgeFor(
        profileFromStored({
          ...ADA_STORED,
          dietaryRestrictions: ["vegan"],
          dislikedIngredients: [],
        }),
      ),
    );
    expect(text).not.toMatch(/\b(yogurt|egg|cheese|milk)\b/i);
  });
});
