import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  CUISINE_CHOICES,
  formChoices,
  goalFormSchema,
  physicalFormSchema,
  preferencesFormSchema,
  profileCreateSchema,
  profileFormDefaults,
  profileUpdateSchema,
  RESTRICTION_CHOICES,
  splitDislikedIngredients,
  wizardActivityLevel,
  wizardGender,
} from "./profile";

function messages(schema: z.ZodTypeAny, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (out[issue.path.join(".") || ""] ??= []).push(issue.message);
  return out;
}

const valid = { gender: "female", age: 28, height: 165, weight: 65, activityLevel: "moderate" };

describe("physical form (spec 1 section 5)", () => {
  it("accepts the wizard's values, numbers given as form text", () => {
    expect(
      physicalFormSchema.parse({ ...valid, age: "28", height: "165.5", weight: "65" }),
    ).toEqual({
      ...valid,
      height: 165.5,
    });
  });

  it.each([
    ["age", 17, "Age must be at least 18"],
    ["age", 121, "Age must be less than 120"],
    ["height", 99, "Height must be at least 100 cm"],
    ["height", 251, "Height must be less than 250 cm"],
    ["weight", 29.9, "Weight must be at least 30 kg"],
    ["weight", 300.5, "Weight must be less than 300 kg"],
    ["gender", "", "Please select a gender"],
    ["gender", "not specified", "Please select a gender"],
    ["activityLevel", "", "Please select an activity level"],
    ["activityLevel", "active", "Please select an activity level"],
  ])("%s = %j -> %s", (field, value, message) => {
    expect(messages(physicalFormSchema, { ...valid, [field]: value })).toEqual({
      [field]: [message],
    });
  });

  it("takes both ends of every range", () => {
    for (const [age, height, weight] of [
      [18, 100, 30],
      [120, 250, 300],
    ])
      expect(physicalFormSchema.safeParse({ ...valid, age, height, weight }).success).toBe(true);
  });

  it("needs every field, and a whole number of years", () => {
    expect(messages(physicalFormSchema, {})).toEqual({
      gender: ["Please select a gender"],
      age: ["Please enter your age"],
      height: ["Please enter your height"],
      weight: ["Please enter your weight"],
      activityLevel: ["Please select an activity level"],
    });
    expect(messages(physicalFormSchema, { ...valid, age: 30.5 })).toEqual({
      age: ["Age must be a whole number"],
    });
    expect(messages(physicalFormSchema, { ...valid, weight: "heavy" })).toEqual({
      weight: ["Weight must be a number"],
    });
  });
});

describe("profile API schemas", () => {
  it("POST accepts both value sets (registration's and the wizard's)", () => {
    for (const activityLevel of ["sedentary", "light", "moderate", "active", "very", "very active"])
      expect(
        profileCreateSchema.safeParse({ ...valid, activityLevel }).success,
        activityLevel,
      ).toBe(true);
    for (const gender of ["male", "female", "other", "not specified"])
      expect(profileCreateSchema.safeParse({ ...valid, gender }).success, gender).toBe(true);
    expect(messages(profileCreateSchema, { ...valid, activityLevel: "extreme" })).toEqual({
      activityLevel: ["Please select an activity level"],
    });
  });

  it("POST lists are optional, trimmed and without repeats", () => {
    expect(profileCreateSchema.parse(valid).dietaryRestrictions).toBeUndefined();
    expect(
      profileCreateSchema.parse({
        ...valid,
        dislikedIngredients: [" olives ", "", "Olives", "kale"],
      }).dislikedIngredients,
    ).toEqual(["olives", "kale"]);
    expect(messages(profileCreateSchema, { ...valid, cuisinePreferences: "italian" })).toEqual({
      cuisinePreferences: ["Cuisine preferences must be a list of text"],
    });
    expect(
      messages(profileCreateSchema, { ...valid, dislikedIngredients: Array(51).fill("x") }),
    ).toEqual({ dislikedIngredients: ["Disliked ingredients: at most 50 entries"] });
  });

  it("PATCH takes any subset, validated alike, and refuses an empty body", () => {
    expect(profileUpdateSchema.parse({ dietaryRestrictions: ["vegan"] })).toEqual({
      dietaryRestrictions: ["vegan"],
    });
    expect(messages(profileUpdateSchema, {})).toEqual({
      "": ["Send at least one profile field to update."],
    });
    expect(messages(profileUpdateSchema, { age: 15 })).toEqual({
      age: ["Age must be at least 18"],
    });
    expect(messages(profileUpdateSchema, { sleepGoal: 20, waterGoal: 0 })).toEqual({
      sleepGoal: ["Sleep goal must be less than 14 hours"],
      waterGoal: ["Water goal must be at least 0.5 litres"],
    });
    expect(profileUpdateSchema.parse({ goalWeight: null, dietaryGoal: "  " })).toEqual({
      goalWeight: null,
      dietaryGoal: null,
    });
    // computed values are not the client's to set
    expect(profileUpdateSchema.parse({ bmr: 1, tdee: 2, age: 40 })).toEqual({ age: 40 });
  });
});

describe("preferences form", () => {
  it("splits disliked ingredients on commas and trims them; empty text is an empty list", () => {
    expect(splitDislikedIngredients(" olives, blue cheese ,, cilantro ")).toEqual([
      "olives",
      "blue cheese",
      "cilantro",
    ]);
    expect(splitDislikedIngredients("")).toEqual([]);
    expect(preferencesFormSchema.parse({})).toEqual({
      dietaryRestrictions: [],
      cuisinePreferences: [],
      dislikedIngredients: [],
    });
    expect(
      preferencesFormSchema.parse({
        dietaryRestrictions: ["vegan", "glutenFree"],
        cuisinePreferences: ["thai"],
        dislikedIngredients: "mushrooms, okra",
      }),
    ).toEqual({
      dietaryRestrictions: ["vegan", "glutenFree"],
      cuisinePreferences: ["thai"],
      dislikedIngredients: ["mushrooms", "okra"],
    });
  });

  it("offers exactly the spec's restrictions and cuisines", () => {
    expect(RESTRICTION_CHOICES.map((c) => c.value)).toEqual([
      "vegetarian",
      "vegan",
      "glutenFree",
      "dairyFree",
      "nutFree",
      "lowCarb",
    ]);
    // one cuisine list wherever cuisines are chosen: the spec's 13 (spec 1 section 9)
    expect(CUISINE_CHOICES.map((c) => c.value)).toEqual([
      "Mediterranean",
      "Italian",
      "Asian",
      "Mexican",
      "Indian",
      "American",
      "French",
      "Greek",
      "Middle Eastern",
      "Japanese",
      "Thai",
      "Korean",
      "Chinese",
    ]);
    expect(messages(preferencesFormSchema, { dietaryRestrictions: ["paleo"] })).toEqual({
      "dietaryRestrictions.0": ["Choose restrictions from the list"],
    });
    // a cuisine from registration outside the eight toggles is kept
    expect(
      preferencesFormSchema.parse({ cuisinePreferences: ["thai", "Korean"] }).cuisinePreferences,
    ).toEqual(["thai", "Korean"]);
  });

  it("reads stored profiles into the form's values", () => {
    // older profiles stored lower-case ids; they match case-insensitively
    expect(formChoices(CUISINE_CHOICES, ["italian", "Japanese", "Peruvian"])).toEqual([
      "Italian",
      "Japanese",
    ]);
    expect(formChoices(RESTRICTION_CHOICES, ["gluten-free", "vegan"])).toEqual([
      "vegan",
      "glutenFree",
    ]);
    expect(wizardActivityLevel("very active")).toBe("very");
    expect(wizardActivityLevel("active")).toBeUndefined();
    expect(wizardGender("not specified")).toBeUndefined();
    expect(wizardGender("other")).toBe("other");
  });
});

describe("goal rules (shared by the goal step, /settings and the API)", () => {
  it("accepts the spec's goal keys, paces up to 1 kg a week and goal weights of 30-300 kg", () => {
    expect(
      goalFormSchema.parse({ goal: "weightLoss", weeklyPace: "0.5", goalWeight: "62" }),
    ).toEqual({ goal: "weightLoss", weeklyPace: 0.5, goalWeight: 62 });
    expect(messages(goalFormSchema, { goal: "loseFast" })).toEqual({
      goal: ["Please choose a goal"],
    });
    expect(messages(goalFormSchema, { goal: "weightLoss", weeklyPace: 1.5 })).toEqual({
      weeklyPace: ["A safe pace is at most 1 kg a week (NHS guidance is 0.5 to 1 kg)."],
    });
    expect(messages(goalFormSchema, { goal: "weightLoss", goalWeight: 25 })).toEqual({
      goalWeight: ["Goal weight must be at least 30 kg"],
    });
    expect(messages(profileUpdateSchema, { goalWeight: 301 })).toEqual({
      goalWeight: ["Goal weight must be less than 300 kg"],
    });
    expect(messages(profileUpdateSchema, { macroPreset: "keto" })).toEqual({
      macroPreset: ["Choose balanced, high protein or low carb"],
    });
  });
});

describe("profileFormDefaults", () => {
  it("fills the forms from a registration-made profile, keeping cuisines beyond the 13", () => {
    expect(
      profileFormDefaults({
        gender: "not specified",
        age: 30,
        height: 170,
        weight: 70,
        activityLevel: "very active",
        dietaryRestrictions: ["vegan"],
        cuisinePreferences: ["Italian", "Korean", "Peruvian"],
        dislikedIngredients: ["olives", "okra"],
      }),
    ).toEqual({
      physical: { gender: undefined, age: 30, height: 170, weight: 70, activityLevel: "very" },
      preferences: {
        dietaryRestrictions: ["vegan"],
        cuisinePreferences: ["Italian", "Korean", "Peruvian"],
        otherCuisines: ["Peruvian"],
        dislikedIngredients: "olives, okra",
      },
      goal: {
        goal: "maintenance",
        weeklyPace: undefined,
        goalWeight: undefined,
        macroPreset: "balanced",
      },
    });
    // the goal step: a stored goal and pace, and the default pace of a goal from the older lists
    expect(
      profileFormDefaults({
        goal: "weightLoss",
        weeklyPace: 0.75,
        goalWeight: 62,
        macroPreset: "lowCarb",
      }).goal,
    ).toEqual({ goal: "weightLoss", weeklyPace: 0.75, goalWeight: 62, macroPreset: "lowCarb" });
    expect(profileFormDefaults({ fitnessGoals: ["muscleGain"] }).goal).toMatchObject({
      goal: "muscleGain",
      weeklyPace: 0.25,
    });
    expect(profileFormDefaults(null).preferences).toEqual({
      dietaryRestrictions: [],
      cuisinePreferences: [],
      otherCuisines: [],
      dislikedIngredients: "",
    });
  });
});
