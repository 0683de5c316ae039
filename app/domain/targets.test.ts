import { describe, expect, it } from "vitest";
import {
  dailyTargets,
  describeTarget,
  energyColumns,
  goalSafetyErrors,
  KCAL_PER_KG,
  targetSummary,
  weeksToGoal,
  type TargetProfile,
} from "./targets";

// Hand-worked bodies (Mifflin-St Jeor, Am J Clin Nutr 1990;51:241-7):
// - a woman, 28 y, 65 kg, 165 cm: BMR = 650 + 1031.25 - 140 - 161 = 1380.25;
//   moderate x 1.55 = 2139.3875, sedentary x 1.2 = 1656.3
// - a man, 30 y, 80 kg, 180 cm: BMR = 800 + 1125 - 150 + 5 = 1780; sedentary x 1.2 = 2136
const WOMAN: TargetProfile = {
  gender: "female",
  age: 28,
  weight: 65,
  height: 165,
  activityLevel: "moderate",
};
const MAN: TargetProfile = {
  gender: "male",
  age: 30,
  weight: 80,
  height: 180,
  activityLevel: "sedentary",
};

describe("dailyTargets: calories for the goal and pace", () => {
  it("maintenance is TDEE", () => {
    const t = dailyTargets({ ...WOMAN, goal: "maintenance" });
    expect(t).toMatchObject({
      calories: 2139,
      goal: "maintenance",
      pace: null,
      basis: "formula",
      bmr: 1380,
      tdee: 2139,
    });
    expect(t.notes).toEqual([]);
  });

  it("a loss pace takes pace x 7,700 / 7 kcal off TDEE", () => {
    // 2139.3875 - 0.5 x 1100 = 1589.39
    const t = dailyTargets({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.5 });
    expect(KCAL_PER_KG).toBe(7700);
    expect(t).toMatchObject({
      calories: 1589,
      goal: "weightLoss",
      requestedGoal: "weightLoss",
      pace: { requested: 0.5, reachable: 0.5 },
    });
    expect(dailyTargets({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.25 }).calories).toBe(1864);
    expect(describeTarget(t)).toBe("1,589 kcal a day to lose 0.5 kg a week");
  });

  it("a gain pace adds pace x 7,700 / 7 kcal", () => {
    // 2139.3875 + 275 = 2414.39
    const t = dailyTargets({ ...WOMAN, goal: "muscleGain", weeklyPace: 0.25 });
    expect(t).toMatchObject({ calories: 2414, goal: "muscleGain" });
    expect(describeTarget(t)).toBe("2,414 kcal a day to gain 0.25 kg a week");
  });

  it("never goes below BMR; says so with the pace it reaches", () => {
    // 0.75 kg: 2139.39 - 825 = 1314.39 < BMR 1380.25 -> 1380; (2139.39 - 1380.25) x 7 / 7700 = 0.69
    const t = dailyTargets({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.75 });
    expect(t).toMatchObject({ calories: 1380, pace: { requested: 0.75, reachable: 0.69 } });
    expect(t.notes.map((n) => n.code)).toEqual(["floor"]);
    expect(t.notes[0].text).toContain("1,380 kcal");
    expect(t.notes[0].text).toContain("about 0.69 kg a week rather than 0.75 kg");
    expect(describeTarget(t)).toBe(
      "1,380 kcal a day to lose about 0.69 kg a week (you chose 0.75 kg)",
    );
  });

  it("a man's BMR floor: sedentary, 0.5 kg a week reaches 0.32", () => {
    // 2136 - 550 = 1586 < max(1500, BMR 1780) -> 1780; 356 x 7 / 7700 = 0.3236
    const t = dailyTargets({ ...MAN, goal: "weightLoss", weeklyPace: 0.5 });
    expect(t).toMatchObject({ calories: 1780, pace: { reachable: 0.32 } });
  });

  it("the sex floor binds when BMR is lower (1,200 kcal for women)", () => {
    // 60 y, 52 kg, 158 cm, light: BMR = 520 + 987.5 - 300 - 161 = 1046.5; x 1.375 = 1438.94
    // 1 kg: 1438.94 - 1100 = 338.9 -> floor 1200; reachable 238.94 x 7 / 7700 = 0.217
    const t = dailyTargets({
      gender: "female",
      age: 60,
      weight: 52,
      height: 158,
      activityLevel: "light",
      goal: "weightLoss",
      weeklyPace: 1,
    });
    expect(t).toMatchObject({ calories: 1200, pace: { requested: 1, reachable: 0.22 } });
    expect(t.notes[0].text).toContain("minimum without medical supervision");
  });

  it("no deficit at all when TDEE is already at the floor", () => {
    // 70 y, 45 kg, 150 cm, sedentary: BMR 876.5, TDEE 1051.8 < 1200
    const t = dailyTargets({
      gender: "female",
      age: 70,
      weight: 45,
      height: 150,
      activityLevel: "sedentary",
      goal: "weightLoss",
    });
    expect(t).toMatchObject({ calories: 1052, goal: "maintenance", requestedGoal: "weightLoss" });
    expect(t.notes.map((n) => n.code)).toEqual(["no-deficit-possible"]);
  });

  it("an explicit goal wins over the older lists; the lists alone take the default pace", () => {
    expect(dailyTargets({ ...WOMAN, fitnessGoals: ["weightLoss"] }).calories).toBe(1589);
    expect(dailyTargets({ ...WOMAN, healthGoals: ["build muscle"] }).calories).toBe(2414);
    expect(
      dailyTargets({ ...WOMAN, goal: "maintenance", fitnessGoals: ["weightLoss"] }).calories,
    ).toBe(2139);
  });

  it("a pace outside the safe range is held to it, with a note", () => {
    const t = dailyTargets({ ...MAN, activityLevel: "very", goal: "weightLoss", weeklyPace: 2 });
    // 1780 x 1.9 = 3382 - 1100 = 2282
    expect(t).toMatchObject({ calories: 2282, pace: { requested: 1 } });
    expect(t.notes.map((n) => n.code)).toEqual(["pace-limited"]);
  });

  it("a 2,000 kcal day without body data", () => {
    const t = dailyTargets({ goal: "weightLoss", weeklyPace: 0.5 });
    expect(t).toMatchObject({ calories: 2000, basis: "default", goal: "maintenance", bmr: null });
    expect(t.notes.map((n) => n.code)).toEqual(["default"]);
    expect(describeTarget(t)).toBe("2,000 kcal a day, a standard day");
  });

  it("a TDEE given without body data (a visitor's) is used when none can be computed", () => {
    expect(dailyTargets({ tdee: 2400, goal: "weightLoss" })).toMatchObject({
      calories: 1850,
      basis: "provided",
    });
  });

  it("an accepted measured TDEE replaces the formula's", () => {
    const t = dailyTargets({ ...WOMAN, measuredTdee: 2500, goal: "weightLoss", weeklyPace: 0.5 });
    expect(t).toMatchObject({ calories: 1950, basis: "measured", tdee: 2500, formulaTdee: 2139 });
    expect(t.notes.map((n) => n.code)).toEqual(["measured"]);
  });
});

describe("dailyTargets: safety", () => {
  it("under 18: no deficit, and a note to involve a parent or doctor", () => {
    // 16 y, 55 kg, 165 cm, female, moderate: BMR = 550 + 1031.25 - 80 - 161 = 1340.25; x 1.55 = 2077.4
    const t = dailyTargets({
      gender: "female",
      age: 16,
      weight: 55,
      height: 165,
      activityLevel: "moderate",
      goal: "weightLoss",
      weeklyPace: 0.5,
    });
    expect(t).toMatchObject({ calories: 2077, goal: "maintenance", requestedGoal: "weightLoss" });
    expect(t.notes.map((n) => n.code)).toEqual(["under18"]);
    expect(t.notes[0].text).toMatch(/parent or a doctor/);
  });

  it("BMI under 18.5 with a loss goal: no deficit, and why", () => {
    // 46 kg, 168 cm: BMI 16.3
    const t = dailyTargets({
      gender: "female",
      age: 30,
      weight: 46,
      height: 168,
      activityLevel: "light",
      goal: "weightLoss",
      weeklyPace: 0.5,
    });
    expect(t.goal).toBe("maintenance");
    expect(t.bmi).toBe(16.3);
    expect(t.calories).toBe(t.tdee);
    expect(t.notes[0]).toMatchObject({ code: "underweight" });
    expect(t.notes[0].text).toContain("16.3");
  });
});

describe("dailyTargets: macros by preset", () => {
  const loss = { ...WOMAN, goal: "weightLoss", weeklyPace: 0.5 } as const;

  it("balanced: protein 1.4 g/kg for loss, fat 30 %, carbohydrate the rest", () => {
    // 1589 kcal: protein 1.4 x 65 = 91 g (364 kcal), fat round(476.7 / 9) = 53 g (477),
    // carbs (1589 - 364 - 477) / 4 = 187 g
    const t = dailyTargets(loss);
    expect(t.preset).toBe("balanced");
    expect(t.macros).toEqual({
      protein: { grams: 91, kcal: 364, percent: 23 },
      carbs: { grams: 187, kcal: 748, percent: 47 },
      fat: { grams: 53, kcal: 477, percent: 30 },
    });
    expect(t.carbCeilingGrams).toBeNull();
  });

  it("high protein: 1.8 g/kg for loss", () => {
    const t = dailyTargets({ ...loss, macroPreset: "highProtein" });
    expect(t.macros.protein.grams).toBe(117);
    expect(t.macros.carbs.grams).toBe(161); // (1589 - 468 - 477) / 4
  });

  it("low carb: a carbohydrate ceiling of 26 % of calories, at most 130 g; fat the rest", () => {
    // 1589 x 0.26 / 4 = 103.3 -> 103 g; fat (1589 - 364 - 412) / 9 = 90.3 -> 90 g
    const t = dailyTargets({ ...loss, macroPreset: "lowCarb" });
    expect(t.carbCeilingGrams).toBe(103);
    expect(t.macros.carbs.grams).toBe(103);
    expect(t.macros.fat.grams).toBe(90);
    // at 2,414 kcal the 130 g cap binds (26 % would be 156.9 g)
    const gain = dailyTargets({ ...WOMAN, goal: "muscleGain", macroPreset: "lowCarb" });
    expect(gain.carbCeilingGrams).toBe(130);
  });

  it("a lowCarb restriction chooses the low-carb preset unless another is chosen", () => {
    expect(dailyTargets({ ...WOMAN, dietaryRestrictions: ["lowCarb"] }).preset).toBe("lowCarb");
    expect(
      dailyTargets({ ...WOMAN, dietaryRestrictions: ["lowCarb"], macroPreset: "balanced" }).preset,
    ).toBe("balanced");
  });

  it("protein is worked out on the weight at BMI 25 above it, and capped at 35 % of calories", () => {
    // 100 kg, 165 cm: reference 25 x 1.65^2 = 68.1 kg -> 1.2 g/kg = 81.7 -> 82 g
    const heavy = dailyTargets({ ...WOMAN, weight: 100, goal: "maintenance" });
    expect(heavy.macros.protein.grams).toBe(82);
    // a measured TDEE of 1,300 kcal for a 90 kg, 190 cm man (reference 90 kg): high protein at
    // maintenance wants 1.6 x 90 = 144 g, more than 35 % of 1,300 / 4 = 113.75 -> 114 g
    const capped = dailyTargets({
      gender: "male",
      age: 30,
      weight: 90,
      height: 190,
      activityLevel: "sedentary",
      measuredTdee: 1300,
      macroPreset: "highProtein",
    });
    expect(capped.calories).toBe(1300);
    expect(capped.macros.protein.grams).toBe(114);
  });

  it("macro energy adds up to the target within rounding", () => {
    for (const macroPreset of ["balanced", "highProtein", "lowCarb"]) {
      for (const goal of ["weightLoss", "maintenance", "muscleGain"]) {
        const t = dailyTargets({ ...MAN, goal, macroPreset });
        const kcal = t.macros.protein.kcal + t.macros.carbs.kcal + t.macros.fat.kcal;
        expect(Math.abs(kcal - t.calories), `${macroPreset} ${goal}`).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe("targetSummary and energyColumns", () => {
  it("the spec's 20/50/30 summary takes its calories from the target", () => {
    const s = targetSummary(dailyTargets({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.5 }));
    expect(s).toMatchObject({
      targetCalories: 1589,
      protein: { percent: 20, grams: 79 },
      carbs: { percent: 50, grams: 199 },
      fat: { percent: 30, grams: 53 },
      bmr: 1380,
      tdee: 2139,
      headline: "1,589 kcal a day to lose 0.5 kg a week",
    });
  });

  it("stores the target as goalCalories, and BMR and TDEE from the formula", () => {
    expect(energyColumns({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.5 })).toEqual({
      bmr: 1380,
      tdee: 2139,
      goalCalories: 1589,
    });
    expect(energyColumns({ age: 30, height: 180 })).toEqual({
      bmr: null,
      tdee: null,
      goalCalories: null,
    });
  });
});

describe("goalSafetyErrors", () => {
  it("accepts a safe goal", () => {
    expect(
      goalSafetyErrors({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.5, goalWeight: 60 }),
    ).toEqual({});
    expect(goalSafetyErrors({ ...WOMAN, goal: "muscleGain", weeklyPace: 0.25 })).toEqual({});
  });

  it("refuses weight loss under 18 and with a BMI under 18.5", () => {
    expect(goalSafetyErrors({ ...WOMAN, age: 16, goal: "weightLoss" }).goal?.[0]).toMatch(
      /under 18/,
    );
    expect(
      goalSafetyErrors({ ...WOMAN, weight: 46, height: 168, goal: "weightLoss" }).goal?.[0],
    ).toMatch(/BMI is 16\.3/);
    // maintenance is fine for both
    expect(goalSafetyErrors({ ...WOMAN, age: 16, goal: "maintenance" })).toEqual({});
  });

  it("refuses paces beyond the safe range for the goal", () => {
    expect(goalSafetyErrors({ ...WOMAN, goal: "weightLoss", weeklyPace: 1.5 }).weeklyPace).toEqual([
      "A safe pace is at most 1 kg a week (NHS guidance is 0.5 to 1 kg).",
    ]);
    expect(
      goalSafetyErrors({ ...WOMAN, goal: "muscleGain", weeklyPace: 0.75 }).weeklyPace?.[0],
    ).toMatch(/at most 0.5 kg/);
  });

  it("refuses goal weights on the wrong side or under a BMI of 18.5", () => {
    expect(
      goalSafetyErrors({ ...WOMAN, goal: "weightLoss", goalWeight: 70 }).goalWeight?.[0],
    ).toMatch(/below your current weight/);
    expect(
      goalSafetyErrors({ ...WOMAN, goal: "muscleGain", goalWeight: 60 }).goalWeight?.[0],
    ).toMatch(/above your current weight/);
    // 165 cm: BMI 18.5 is 50.4 kg
    expect(goalSafetyErrors({ ...WOMAN, goal: "weightLoss", goalWeight: 48 }).goalWeight?.[0]).toBe(
      "A goal of 48 kg would put your BMI at 17.6, under 18.5. Choose at least 51 kg.",
    );
  });
});

describe("weeksToGoal", () => {
  it("counts weeks at the reachable pace", () => {
    const t = dailyTargets({ ...WOMAN, goal: "weightLoss", weeklyPace: 0.5 });
    expect(weeksToGoal(t, 65, 60)).toBe(10);
    expect(weeksToGoal(t, 65, null)).toBeNull();
  });
});
