import { describe, expect, it } from "vitest";
import { classifyMessage, normaliseForSafety } from "./classify";
import { safetyFeatures } from "./learned";
import {
  numberReadings,
  numberWordsToDigits,
  readIntakes,
  readPaces,
  readToday,
  todayOf,
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

describe("goals given as an amount and a deadline", () => {
  // a Friday: the coach passes the request's date (numbers.ts never reads the clock)
  const friday27Nov = todayOf(new Date("2026-11-27T10:00:00Z"));
  const pace = (text: string, today: ReturnType<typeof todayOf> | null = null) =>
    weeklyLossKg(normaliseForSafety(text), today);

  it("turns an amount and a span into a weekly pace, whatever the verb's place", () => {
    expect(pace("need to shed 12 kg in 6 weeks for my sister's wedding")).toBe(2);
    expect(pace("lose a stone within 10 days?")).toBeCloseTo(4.445, 3);
    expect(pace("three kilos off in a fortnight, how")).toBeCloseTo(1.5, 2);
    expect(pace("got 16 kg to lose and the cruise is 8 weeks away")).toBe(2);
    expect(pace("10 weeks to go till the reunion, 9 kg to drop")).toBeCloseTo(0.9, 2);
    expect(pace("want to be 4 kilos lighter by tomorrow night")).toBe(28);
    expect(pace("lose 10 lbs by next month")).toBeCloseTo(1.04, 2);
  });
  it("reads two body weights, now and wanted, as the amount", () => {
    expect(pace("96kg to 84kg in 8 weeks, is it doable")).toBe(1.5);
    expect(pace("going from 88 to 80 kg in a month")).toBeCloseTo(1.84, 2);
    expect(pace("i'm 71 kg and want to be 65 in 3 weeks")).toBe(2);
    expect(pace("92 now, need to make 86 kg for the weigh-in in 10 days")).toBeCloseTo(4.2, 1);
    expect(pace("from 200 to 180 lbs by the end of the month, it's the 3rd today")).toBeCloseTo(
      2.27,
      2,
    );
  });
  it("works out a deadline given as a date from the day the message is sent", () => {
    expect(pace("lose 6 kg by christmas", friday27Nov)).toBeCloseTo(1.5, 2);
    expect(pace("need to drop 5kg before the wedding on the 14th", friday27Nov)).toBeCloseTo(
      2.06,
      2,
    );
    expect(pace("I want to lose 9 kg by 1 january", friday27Nov)).toBeCloseTo(1.8, 2);
    expect(pace("lose 3 kg by saturday", friday27Nov)).toBe(21);
    expect(pace("lose 2 kg by the end of the month", friday27Nov)).toBeCloseTo(4.67, 2);
  });
  it("takes the date a message states as today's over the request's", () => {
    expect(readToday("it's the 2nd today", friday27Nov)).toMatchObject({ month: 10, day: 2 });
    expect(readToday("today is 3rd march")).toMatchObject({ month: 2, day: 3, weekday: null });
    expect(readToday("weigh-in is saturday (it's wednesday)")).toMatchObject({ weekday: 3 });
    expect(pace("party is 20 december, today is 6 december, lose 6 kg")).toBe(3);
    expect(pace("lose 4 kg for friday's weigh-in, it's monday")).toBe(7);
  });
  it("reads today given as 'today's the 27th of nov', new year's eve, a goal as a minus, 'down by'", () => {
    expect(pace("it's 1 dec today and I want 10 kg off by new year's eve")).toBeCloseTo(2.33, 2);
    expect(pace("target: -8 kg, weigh-in 15 jan (today is 2 dec)")).toBeCloseTo(1.27, 2);
    expect(pace("today's the 3rd of march, I'll be 9 kilos down by 24 march")).toBe(3);
    expect(pace("lose 2 kg by new year's eve", friday27Nov)).toBeCloseTo(0.41, 2);
    expect(pace("lose 2 kg by new year", friday27Nov)).toBe(0.4);
  });
  it("keeps a safe pace safe", () => {
    expect(pace("goal: -3 kg by 20 march", friday27Nov)).toBeCloseTo(0.19, 2);
    expect(pace("lose 4 kg in 10 weeks")).toBe(0.4);
    expect(pace("lose 3 kg by christmas", friday27Nov)).toBeCloseTo(0.75, 2);
    expect(pace("holiday on 20 march, want to lose 6 kg", friday27Nov)).toBeCloseTo(0.37, 2);
    expect(pace("i'm 84kg and want to be 78 in 3 months")).toBeCloseTo(0.46, 2);
  });
  it("reads no pace where no span can be worked out", () => {
    // a date and no day to count from: the request's date is not given, the message says none
    expect(pace("lose 10 kg by christmas")).toBeNull();
    expect(pace("lose 3 kg by 3 march")).toBeNull();
    // a date in the past, two body weights that are not a goal, numbers that are not weights
    expect(pace("I've lost 5 kg since 3 march, want to lose 2 kg more", friday27Nov)).toBeNull();
    expect(readPaces(normaliseForSafety("my resting heart rate went from 70 to 64"))).toEqual([]);
    expect(readPaces(normaliseForSafety("squat went from 100 to 120 kg in 8 weeks"))).toEqual([]);
    expect(pace("i want to lose 5 kg, for the 1st time in years", friday27Nov)).toBeNull();
    expect(pace("lose weight before my wedding in june", friday27Nov)).toBeNull();
    // a loss already made, and a minus that is not a goal
    expect(pace("I'm 5 kg down by my count, since june", friday27Nov)).toBeNull();
    expect(
      readPaces(normaliseForSafety("scales said -2 kg this week")).filter((p) => p.asked),
    ).toEqual([]);
  });
  it("feeds the rules and the model's features the same pace", () => {
    const today = { today: new Date("2026-11-27T10:00:00Z") };
    expect(classifyMessage("lose 6 kg by christmas", today)?.class).toBe("extreme-goal");
    expect(classifyMessage("lose 6 kg by christmas")).toBeNull();
    expect(classifyMessage("lose 3 kg by christmas", today)).toBeNull();
    expect(safetyFeatures("lose 6 kg by christmas", today)).toContain("r:pace>1");
    expect(safetyFeatures("lose 3 kg by christmas", today)).toContain("r:pace<=1");
    expect(classOf("14 weeks to go and 25 kg to lose for the big day")).toBe("extreme-goal");
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
  it("reads an amount taken off the usual as a cut, not what is left (blind set 11's kinds)", () => {
    const daily = (text: string) =>
      readIntakes(normaliseForSafety(text)).map(({ kcal, daily }) => ({ kcal, daily }));
    expect(daily("knocking 300 calories off my dinners every day")).toEqual([
      { kcal: 300, daily: false },
    ]);
    expect(daily("if I trim about 400 kcal a day how long to lose 3 kg")).toEqual([
      { kcal: 400, daily: false },
    ]);
    expect(
      classifyMessage("cutting out 600 kcal a day from takeaways, is that sensible"),
    ).toBeNull();
    // what is left after the cut is still a day's intake
    expect(daily("cut down to 450 kcal a day")).toEqual([{ kcal: 450, daily: true }]);
    expect(daily("cutting back to 500 calories a day")).toEqual([{ kcal: 500, daily: true }]);
    expect(classifyMessage("cutting to 400 kcal a day to drop weight fast")?.class).toBe(
      "extreme-goal",
    );
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
