import { describe, expect, it } from "vitest";
import {
  COACH_GREETING,
  COACH_NAME,
  HEADER_CATEGORY_IDS,
  QUICK_PROMPT_COUNT,
  SUGGESTED_PROMPTS,
  WELLNESS_CATEGORIES,
  WELLNESS_CATEGORY_IDS,
  detectWellnessCategories,
  quickPrompts,
  wellnessCategoryById,
} from "./wellness";

describe("wellness categories", () => {
  it("has the eight category ids in order, each with a label, description and keywords", () => {
    expect(WELLNESS_CATEGORIES.map((c) => c.id)).toEqual([...WELLNESS_CATEGORY_IDS]);
    expect(WELLNESS_CATEGORY_IDS).toEqual([
      "diabetes",
      "weight",
      "nutrition",
      "energy",
      "digestive",
      "mental",
      "ayurveda",
      "tcm",
    ]);
    for (const c of WELLNESS_CATEGORIES) {
      expect(c.label.length).toBeGreaterThan(0);
      expect(c.description.length).toBeGreaterThan(10);
      expect(c.keywords.length).toBeGreaterThanOrEqual(4);
      for (const k of c.keywords) expect(k).toBe(k.toLowerCase());
    }
  });

  it("shows three category icons in the header", () => {
    expect(HEADER_CATEGORY_IDS).toHaveLength(3);
    for (const id of HEADER_CATEGORY_IDS) expect(wellnessCategoryById(id)).toBeDefined();
  });
});

describe("detectWellnessCategories", () => {
  it.each([
    ["How do I lower my blood sugar after meals?", "diabetes"],
    ["I was diagnosed as prediabetic", "diabetes"],
    ["Tips to lose weight safely", "weight"],
    ["Is my BMI too high?", "weight"],
    ["Which vitamins do vegans lack?", "nutrition"],
    ["I feel tired every afternoon", "energy"],
    ["Why am I always bloated?", "digestive"],
    ["Foods for stress and anxiety", "mental"],
    ["What is my dosha?", "ayurveda"],
    ["Is ginger warming in Traditional Chinese Medicine?", "tcm"],
    ["How do I balance yin and yang?", "tcm"],
  ])("%s -> %s", (question, id) => {
    expect(detectWellnessCategories(question)).toContain(id);
  });

  it("returns several categories in the fixed order", () => {
    expect(detectWellnessCategories("Ayurvedic tips for digestion and weight loss")).toEqual([
      "weight",
      "digestive",
      "ayurveda",
    ]);
  });

  it("returns nothing for an unrelated question and ignores words that only contain a keyword", () => {
    expect(detectWellnessCategories("What's the capital of France?")).toEqual([]);
    // "qi" must start a word: "technique" does not count
    expect(detectWellnessCategories("a technique")).toEqual([]);
  });

  it("recognises the suggested prompts", () => {
    for (const prompt of SUGGESTED_PROMPTS)
      expect(detectWellnessCategories(prompt).length).toBeGreaterThan(0);
  });
});

describe("prompts and greeting", () => {
  it("has eight suggested prompts and shows the first four", () => {
    expect(SUGGESTED_PROMPTS).toHaveLength(8);
    expect(new Set(SUGGESTED_PROMPTS).size).toBe(8);
    expect(QUICK_PROMPT_COUNT).toBe(4);
    expect(quickPrompts()).toEqual(SUGGESTED_PROMPTS.slice(0, 4));
  });

  it("introduces Emily AI as a holistic nutritionist giving education, not medical advice", () => {
    expect(COACH_NAME).toBe("Emily AI");
    expect(COACH_GREETING).toMatch(/Emily AI/);
    expect(COACH_GREETING).toMatch(/holistic nutritionist/);
    expect(COACH_GREETING).toMatch(/nutrition education, not medical advice/);
  });
});
