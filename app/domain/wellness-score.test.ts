import { describe, expect, it } from "vitest";
import {
  DEFAULT_WELLNESS_GOALS,
  GREAT_SLEEP,
  POOR_QUALITY_SLEEP,
  SLEEP_TIP,
  bmiPoints,
  calculateBmi,
  calculateWellnessScore,
  effectiveGoals,
  moodLevel,
  moodStressFraction,
  scoreBand,
  sleepGuidance,
  targetHeartRateZone,
  wellnessInsights,
  type WellnessInput,
} from "./wellness-score";

// A 170 cm person: 65 kg is BMI 22.5 (25 points).
const healthyBody = { heightCm: 170, weightKg: 65 };
const goals = { sleepGoal: 8, waterGoal: 2, stepsGoal: 10_000 };

const score = (input: WellnessInput) => calculateWellnessScore(input).score;

describe("calculateBmi", () => {
  it("is weight over height in metres squared, to one decimal", () => {
    expect(calculateBmi(65, 170)).toBe(22.5); // 65 / 2.89 = 22.49
    expect(calculateBmi(80, 180)).toBe(24.7); // 80 / 3.24 = 24.69
  });
  it("is null without a positive weight and height", () => {
    expect(calculateBmi(null, 170)).toBeNull();
    expect(calculateBmi(70, undefined)).toBeNull();
    expect(calculateBmi(0, 170)).toBeNull();
    expect(calculateBmi(70, 0)).toBeNull();
  });
});

describe("bmiPoints: the bands 25 / 15 / 5 and their edges", () => {
  it.each([
    [18.5, 25],
    [22, 25],
    [24.9, 25],
    [25, 15],
    [18.4, 15],
    [17, 15],
    [29.9, 15],
    [30, 5],
    [16.9, 5],
    [45, 5],
  ])("BMI %s gives %s points", (bmi, points) => {
    expect(bmiPoints(bmi)).toBe(points);
  });

  it("compares the BMI as shown (one decimal): 24.94 is 24.9, 24.96 is 25.0", () => {
    // 170 cm: 72.08 kg -> 24.941, 72.14 kg -> 24.962
    expect(bmiPoints(calculateBmi(72.08, 170)!)).toBe(25);
    expect(bmiPoints(calculateBmi(72.14, 170)!)).toBe(15);
  });
});

describe("calculateWellnessScore", () => {
  it("is null when no indicator has data", () => {
    const result = calculateWellnessScore({});
    expect(result.score).toBeNull();
    expect(result.maxPoints).toBe(0);
    expect(result.indicators).toEqual([]);
  });

  it("is 100 when every indicator is at its best", () => {
    expect(
      score({
        ...healthyBody,
        ...goals,
        sleepHours: 8,
        waterIntake: 2,
        steps: 10_000,
        moodScore: 10,
        stressLevel: 0,
      }),
    ).toBe(100);
  });

  it("works out a full example by hand", () => {
    // BMI 22.5 -> 25; sleep 6/8 x 20 = 15; water 1/2 x 15 = 7.5; steps 5000/10000 x 20 = 10;
    // mood ((10-4)/10 + 8/10)/2 x 20 = 14. 71.5 / 100 = 71.5 -> 72
    const result = calculateWellnessScore({
      ...healthyBody,
      ...goals,
      sleepHours: 6,
      waterIntake: 1,
      steps: 5000,
      moodScore: 8,
      stressLevel: 4,
    });
    expect(result.points).toBeCloseTo(71.5, 10);
    expect(result.maxPoints).toBe(100);
    expect(result.score).toBe(72);
  });

  it("weights over the indicators that have data only", () => {
    // BMI 32.9 -> 5 of 25, water 1 of 2 L -> 7.5 of 15: 12.5 / 40
    expect(score({ heightCm: 170, weightKg: 95, waterIntake: 1, waterGoal: 2 })).toBe(31);
    // BMI 27.7 -> 15 of 25, sleep 8 of 8 h -> 20 of 20: 35 / 45
    expect(score({ heightCm: 170, weightKg: 80, sleepHours: 8, sleepGoal: 8 })).toBe(78);
  });

  it("gives no score from the BMI alone: a new user logged nothing yet", () => {
    const result = calculateWellnessScore({ heightCm: 170, weightKg: 65 });
    expect(result.indicators.map((i) => i.key)).toEqual(["bmi"]);
    expect(result.score).toBeNull();
  });

  it("leaves BMI out without a height, and sleep out without sleep hours", () => {
    const result = calculateWellnessScore({ weightKg: 70, waterIntake: 1, ...goals });
    expect(result.indicators.map((i) => i.key)).toEqual(["water"]);
    expect(result.maxPoints).toBe(15);
    expect(result.score).toBe(50);
  });

  it("caps each ratio at 1: more sleep, water or steps than the goal does not lift the score past 100", () => {
    const result = calculateWellnessScore({
      ...goals,
      sleepHours: 12,
      waterIntake: 6,
      steps: 40_000,
    });
    expect(result.indicators.map((i) => i.points)).toEqual([20, 15, 20]);
    expect(result.score).toBe(100);
  });

  it("counts a logged zero as data (0 points), unlike a missing value", () => {
    const result = calculateWellnessScore({ ...goals, sleepHours: 8, steps: 0 });
    expect(result.maxPoints).toBe(40);
    expect(result.score).toBe(50);
  });

  it("uses the default goals (8 h, 2.5 L, 10,000 steps) when the profile has none", () => {
    expect(DEFAULT_WELLNESS_GOALS).toEqual({ sleepGoal: 8, waterGoal: 2.5, stepsGoal: 10_000 });
    // sleep 4/8 -> 10 of 20; water 2.5/2.5 -> 15 of 15; steps 5000/10000 -> 10 of 20: 35/55 = 63.6
    expect(score({ sleepHours: 4, waterIntake: 2.5, steps: 5000 })).toBe(64);
    // zero or negative goals are treated as missing
    expect(effectiveGoals({ sleepGoal: 0, waterGoal: -1, stepsGoal: null })).toEqual(
      DEFAULT_WELLNESS_GOALS,
    );
  });

  it("uses the profile's goals when present", () => {
    // water 1.5 of a 1.5 L goal is full marks; of the 2.5 L default it would be 60%
    expect(score({ waterIntake: 1.5, waterGoal: 1.5 })).toBe(100);
    expect(score({ waterIntake: 1.5 })).toBe(60);
  });

  it("scores mood and stress as the average of (10 - stress)/10 and mood/10, times 20", () => {
    // (10-8)/10 = 0.2 and 6/10 = 0.6 -> 0.4 x 20 = 8 of 20 -> 40
    expect(score({ moodScore: 6, stressLevel: 8 })).toBe(40);
    expect(moodStressFraction(6, 8)).toBeCloseTo(0.4, 10);
  });

  it("scores mood alone or stress alone when only one of them was logged", () => {
    expect(score({ moodScore: 7 })).toBe(70);
    expect(score({ stressLevel: 3 })).toBe(70);
    expect(moodStressFraction(null, undefined)).toBeNull();
  });

  it("rounds half up at the end only", () => {
    // water 1.3125/2.5 x 15 = 7.875 of 15 = 52.5% -> 53
    expect(score({ waterIntake: 1.3125 })).toBe(53);
    // sleep 7.9/8 x 20 = 19.75 of 20 = 98.75 -> 99
    expect(score({ sleepHours: 7.9 })).toBe(99);
  });

  it("never goes below 0 or above 100 for odd inputs", () => {
    const low = score({
      heightCm: 170,
      weightKg: 200,
      sleepHours: 0,
      waterIntake: 0,
      steps: 0,
      moodScore: 0,
      stressLevel: 10,
    });
    expect(low).toBe(5); // 5 points of 100
    const negative = score({ sleepHours: -3 });
    expect(negative).toBe(0);
  });
});

describe("scoreBand: three bands with colours and texts", () => {
  it.each([
    [100, "green", "Excellent! Keep up the great work."],
    [80, "green", "Excellent! Keep up the great work."],
    [79, "yellow", "Good progress! Focus on key areas."],
    [60, "yellow", "Good progress! Focus on key areas."],
    [59, "red", "Room for improvement. Small changes make a big difference."],
    [0, "red", "Room for improvement. Small changes make a big difference."],
  ])("%s is %s", (value, colour, text) => {
    const band = scoreBand(value);
    expect(band.colour).toBe(colour);
    expect(band.text).toBe(text);
  });
});

describe("guidance", () => {
  it("target heart-rate zone is (220 - age) x 0.5 to x 0.85", () => {
    expect(targetHeartRateZone(40)).toEqual({ low: 90, high: 153 });
    expect(targetHeartRateZone(30)).toEqual({ low: 95, high: 162 }); // 161.5 rounds up
    expect(targetHeartRateZone(null)).toBeNull();
  });

  it("sleep of 7 hours or more is great; less gets the 7-9 hours tip", () => {
    expect(sleepGuidance(7)).toEqual({ good: true, text: GREAT_SLEEP });
    expect(sleepGuidance(9.5).text).toBe("Great sleep!");
    expect(sleepGuidance(6.9)).toEqual({ good: false, text: SLEEP_TIP });
    expect(SLEEP_TIP).toMatch(/7-9 hours/);
  });

  it("a long night of poor quality (below 6 of 10) is not great sleep", () => {
    expect(sleepGuidance(8, 4)).toEqual({ good: false, text: POOR_QUALITY_SLEEP });
    expect(sleepGuidance(8, 6)).toEqual({ good: true, text: GREAT_SLEEP });
    expect(sleepGuidance(8, null)).toEqual({ good: true, text: GREAT_SLEEP });
    expect(sleepGuidance(6, 9)).toEqual({ good: false, text: SLEEP_TIP });
  });

  it("mood 7 or more is good, 4 to 6 medium, below 4 low", () => {
    expect([10, 7, 6.9, 6, 4, 3.9, 3, 1].map(moodLevel)).toEqual([
      "good",
      "good",
      "medium",
      "medium",
      "medium",
      "low",
      "low",
      "low",
    ]);
  });

  it("insights: sleep under 7, water under the goal, steps under 80% of the goal, stress above 6", () => {
    expect(
      wellnessInsights({
        ...goals,
        sleepHours: 6.5,
        waterIntake: 1.9,
        steps: 7999,
        stressLevel: 7,
      }).map((i) => i.key),
    ).toEqual(["sleep", "water", "steps", "stress"]);
    // at the thresholds: no tip
    expect(
      wellnessInsights({ ...goals, sleepHours: 7, waterIntake: 2, steps: 8000, stressLevel: 6 }),
    ).toEqual([]);
  });

  it("insights give no tip for indicators without data", () => {
    expect(wellnessInsights({})).toEqual([]);
    expect(wellnessInsights({ waterIntake: 2 }).map((i) => i.key)).toEqual(["water"]); // default 2.5 L
  });
});
