import { describe, expect, it } from "vitest";
import { addDays, utcDay } from "../days";
import {
  NOTHING_TO_LOG,
  healthMetricsLogSchema,
  metricsFormSchema,
  nutritionLogRequestSchema,
  rangeMessage,
  wellnessGoalCreateSchema,
  wellnessGoalUpdateSchema,
} from "./wellness";

function messages(result: {
  success: boolean;
  error?: { issues: { path: (string | number)[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join(".") || "(form)"}: ${i.message}`);
}

describe("healthMetricsLogSchema", () => {
  it("accepts any subset of metrics with a date", () => {
    const parsed = healthMetricsLogSchema.parse({
      date: "2026-01-05",
      waterIntake: 1.5,
      moodScore: 7,
    });
    expect(parsed).toEqual({ date: "2026-01-05", waterIntake: 1.5, moodScore: 7 });
  });

  it.each([
    [{ sleepHours: 25 }, "sleepHours: Sleep must be between 0 and 24 hours"],
    [{ sleepHours: -1 }, "sleepHours: Sleep must be between 0 and 24 hours"],
    [{ waterIntake: 21 }, "waterIntake: Water must be between 0 and 20 L"],
    [{ moodScore: 0 }, "moodScore: Mood must be between 1 and 10"],
    [{ moodScore: 7.5 }, "moodScore: Mood must be a whole number"],
    [{ stressLevel: 11 }, "stressLevel: Stress level must be between 1 and 10"],
    [{ steps: 100_001 }, "steps: Steps must be between 0 and 100,000"],
    [{ weight: 10 }, "weight: Weight must be between 30 and 300 kg"],
    [{ waterIntake: "lots" }, "waterIntake: Water must be a number"],
  ])("refuses %j with a clear message", (body, message) => {
    expect(messages(healthMetricsLogSchema.safeParse(body))).toContain(message);
  });

  it("refuses an empty entry, unknown fields, bad and future days", () => {
    expect(messages(healthMetricsLogSchema.safeParse({}))).toEqual([`(form): ${NOTHING_TO_LOG}`]);
    expect(healthMetricsLogSchema.safeParse({ steps: 10, userId: 2 }).success).toBe(false);
    expect(messages(healthMetricsLogSchema.safeParse({ steps: 1, date: "2026-02-30" }))).toEqual([
      "date: Date must be a day written as YYYY-MM-DD",
    ]);
    const future = addDays(utcDay(), 3);
    expect(messages(healthMetricsLogSchema.safeParse({ steps: 1, date: future }))).toEqual([
      "date: Date cannot be in the future",
    ]);
  });

  it("keeps null (clears a value) apart from a missing field (keeps it)", () => {
    expect(healthMetricsLogSchema.parse({ weight: null })).toEqual({ weight: null });
  });

  it("wants systolic above diastolic", () => {
    expect(
      messages(
        healthMetricsLogSchema.safeParse({ bloodPressureSystolic: 80, bloodPressureDiastolic: 90 }),
      ),
    ).toEqual(["bloodPressureSystolic: Systolic pressure must be higher than diastolic pressure"]);
  });

  it("names the range in the message", () => {
    expect(rangeMessage("sleepHours")).toBe("Sleep must be between 0 and 24 hours");
    expect(rangeMessage("restingHeartRate")).toBe(
      "Resting heart rate must be between 25 and 220 bpm",
    );
  });
});

describe("metricsFormSchema (one dialog)", () => {
  it("requires the dialog's required field", () => {
    const schema = metricsFormSchema(["waterIntake"], ["waterIntake"]);
    expect(messages(schema.safeParse({}))).toContain("waterIntake: Water is required");
    expect(schema.parse({ waterIntake: 2 })).toEqual({ waterIntake: 2 });
  });
});

describe("nutritionLogRequestSchema", () => {
  it("accepts a line of text, a picked food with grams, or a food with its nutrients", () => {
    expect(
      nutritionLogRequestSchema.safeParse({ mealType: "lunch", text: "1 cup cooked rice" }).success,
    ).toBe(true);
    expect(
      nutritionLogRequestSchema.safeParse({ mealType: "lunch", foodId: 20037, grams: 150 }).success,
    ).toBe(true);
    expect(
      nutritionLogRequestSchema.safeParse({
        mealType: "snack",
        foodName: "Bar",
        calories: 200,
        protein: 10,
        carbs: 20,
        fat: 8,
      }).success,
    ).toBe(true);
  });

  it("explains what is missing", () => {
    expect(messages(nutritionLogRequestSchema.safeParse({ mealType: "lunch" }))[0]).toMatch(
      /Describe the food/,
    );
    expect(
      messages(nutritionLogRequestSchema.safeParse({ mealType: "brunch", text: "x" })),
    ).toEqual(["mealType: Choose a meal: breakfast, lunch, dinner or snack"]);
    expect(messages(nutritionLogRequestSchema.safeParse({ mealType: "lunch", foodId: 1 }))).toEqual(
      ["grams: Enter the grams"],
    );
    expect(
      messages(
        nutritionLogRequestSchema.safeParse({ mealType: "lunch", foodName: "Soup", calories: 100 }),
      ),
    ).toEqual(["protein: Enter protein", "carbs: Enter carbs", "fat: Enter fat"]);
  });
});

describe("wellness goal schemas", () => {
  it("creates with defaults and refuses a missing title, a zero target, a past deadline", () => {
    expect(wellnessGoalCreateSchema.parse({ title: "Drink more" })).toMatchObject({
      title: "Drink more",
      category: "other",
      goalType: "milestone",
    });
    expect(messages(wellnessGoalCreateSchema.safeParse({ title: "  " }))).toEqual([
      "title: Enter a title for your goal",
    ]);
    expect(messages(wellnessGoalCreateSchema.safeParse({ title: "x", targetValue: 0 }))).toEqual([
      "targetValue: Target must be more than 0",
    ]);
    expect(
      messages(wellnessGoalCreateSchema.safeParse({ title: "x", deadline: "2001-01-01" })),
    ).toEqual(["deadline: Deadline cannot be in the past"]);
  });

  it("updates need at least one field", () => {
    expect(messages(wellnessGoalUpdateSchema.safeParse({}))).toEqual([
      "(form): Send at least one field to change.",
    ]);
    expect(wellnessGoalUpdateSchema.parse({ currentValue: 3 })).toEqual({ currentValue: 3 });
  });
});
