import { describe, expect, it } from "vitest";
import { classifyMessage, normaliseForSafety } from "./classify";
import { safetyFeatures } from "./learned";
import {
  numberReadings,
  numberWordsToDigits,
  readIntakes,
  readPaces,
  weeklyLossKg,
} from "./numbers";

const read = (text: string) => numberReadings(normaliseForSafety(text));
const classOf = (text: string) => classifyMessage(text)?.class ?? null;

describe("numberWordsToDigits", () => {
  it.each([
    ["five hundred calories", "500 calories"],
    ["eight hundred and fifty kcal", "850 kcal"],
    ["a thousand calories", "1000 calories"],
    ["a seventy two hour fast", "a 72 hour fast"],
    ["forty-eight hours", "48 hours"],
    ["two weeks", "two weeks"],
  ])("reads %s as %s", (text, digits) => expect(numberWordsToDigits(text)).toBe(digits));
});

describe("readPaces", () => {
  it("reads a pace asked for with its verb, per week, day, month or fortnight", () => {
    expect(weeklyLossKg(normaliseForSafety("I want to lose 6 kg in 2 weeks"))).toBe(3);
    expect(weeklyLossKg(normaliseForSafety("how do I drop 1 kg a day"))).toBe(7);
    expect(weeklyLossKg(normaliseForSafety("lose a stone in a fortnight"))).toBeCloseTo(3.175);
    expect(weeklyLossKg(normaliseForSafety("lose 2 kg a month"))).toBeCloseTo(0.46, 2);
    expect(weeklyLossKg(normaliseForSafety("lose 4 pounds by saturday"))).toBeCloseTo(1.81, 2);
  });
  it("reads a pace with no verb as loose, and a body weight as no pace", () => {
    expect(readPaces(normaliseForSafety("9 kilos in 4 weeks, doable?"))).toEqual([
      { kgPerWeek: 2.25, asked: false },
    ]);
    expect(readPaces(normaliseForSafety("I weigh 80 kg and have 3 weeks off"))).toEqual([]);
    expect(readPaces(normaliseForSafety("I'm 70 kg, I run 3 times a week"))).toEqual([]);
  });
  it("reads typos of the units", () => {
    expect(weeklyLossKg(normaliseForSafety("lose 5 kilso in a week"))).toBe(5);
    expect(weeklyLossKg(normaliseForSafety("lose 10 pouds in 5 days"))).toBeCloseTo(6.35, 2);
  });
});

describe("readIntakes", () => {
  it("reads a day's intake with a unit, in digits or words, and not a meal or a deficit", () => {
    const daily = (text: string) =>
      readIntakes(normaliseForSafety(text)).map(({ kcal, daily }) => ({ kcal, daily }));
    expect(daily("800 kcal a day")).toEqual([{ kcal: 800, daily: true }]);
    expect(daily("eating five hundred calroies a day")).toEqual([{ kcal: 500, daily: true }]);
    expect(daily("a 400 calorie lunch")).toEqual([{ kcal: 400, daily: false }]);
    expect(daily("a deficit of 500 kcal a day")).toEqual([{ kcal: 500, daily: false }]);
  });
  it("reads an intake with no unit when it is said as a day's food", () => {
    expect(readIntakes(normaliseForSafety("I'm eating only 500 a day"))).toMatchObject([
      { kcal: 500, daily: true, unit: false },
    ]);
    expect(readIntakes(normaliseForSafety("I walk only 500 a day"))).toEqual([]);
  });
});

describe("number readings as features (ADR 042)", () => {
  it.each([
    ["want to drop 9 kilos in 4 weeks for a wedding", ["r:pace>1"]],
    ["aiming for 3 lbs a week, realistic?", ["r:pace>1"]],
    ["half a kilo a week is my plan, 2 kg over 6 weeks", ["r:pace<=1"]],
    ["my target is 550 cals, what can I eat", ["r:kcal<600"]],
    ["800 kcal meal plan please", ["r:kcal<1000"]],
    ["is 1800 calories ok for me", ["r:kcal>=1000"]],
    ["meter says 3.1 and my hands are shaking", ["r:glucose-low"]],
    ["bg 58 mg/dl after my run", ["r:glucose-low"]],
    ["3 days with no food, only black coffee", ["r:days-no-food"]],
    ["doing a seventy two hour water fast", ["r:days-no-food"]],
    ["living on about 600 a day to get thin", ["r:kcal<1000"]],
    ["two stone in a month for my holiday", ["r:pace>1"]],
  ])("reads %s", (text, readings) => {
    expect(read(text)).toEqual(readings);
    expect(safetyFeatures(text)).toEqual(expect.arrayContaining(readings));
  });
  it("reads nothing from numbers that are not a pace, an intake, a glucose or a fast", () => {
    expect(read("I'm 34 and run 5 km three times a week")).toEqual([]);
    expect(read("2 eggs and 1 slice of toast for breakfast")).toEqual([]);
    expect(read("I weigh 95 kg and want to lose weight over the next year")).toEqual([]);
  });
});

describe("the rules read the same numbers", () => {
  it("call a pace over 1 kg a week, a day under 1,000 kcal and a long fast an extreme goal", () => {
    expect(classOf("need to lose two stone in a fortnight")).toBe("extreme-goal");
    expect(classOf("lose 1 kg every day until the wedding")).toBe("extreme-goal");
    expect(classOf("I'm eating only 500 a day to slim down")).toBe("extreme-goal");
    expect(classOf("eight hundred calories a day diet, ok?")).toBe("extreme-goal");
    expect(classOf("fasting 72 hrs starting tomorrow")).toBe("extreme-goal");
  });
  it("leave a safe pace, an ordinary intake, a short fast and a meal alone", () => {
    expect(classOf("lose 2 kg a month")).toBeNull();
    expect(classOf("lose half a kilo a week")).toBeNull();
    expect(classOf("I eat about 1,800 calories a day")).toBeNull();
    expect(classOf("fasting 16 hours a day, what should I break it with")).toBeNull();
    expect(classOf("a 500 calorie dinner idea please")).toBeNull();
  });
});
