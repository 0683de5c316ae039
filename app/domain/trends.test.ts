import { describe, expect, it } from "vitest";
import { axisScale, dayCalories, summariseTrend, trendSeries } from "./trends";

const entries = [
  { date: "2026-11-23", waterIntake: 2, weight: 70.2, caloriesConsumed: 1500 },
  { date: "2026-11-21", waterIntake: 1.5, sleepHours: 6 },
  { date: "2026-11-10", waterIntake: 3 },
];

describe("trendSeries", () => {
  it("has one point a day, oldest first, ending on the last day; missing days are null", () => {
    const points = trendSeries("waterIntake", entries, [], "2026-11-23", 7);
    expect(points.map((p) => p.date)).toEqual([
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
    ]);
    expect(points.map((p) => p.value)).toEqual([null, null, null, null, 1.5, null, 2]);
  });

  it("reaches back 30 days", () => {
    const points = trendSeries("waterIntake", entries, [], "2026-11-23", 30);
    expect(points).toHaveLength(30);
    expect(points[0].date).toBe("2026-10-25");
    expect(points.find((p) => p.date === "2026-11-10")?.value).toBe(3);
  });

  it("takes the larger of logged calories and the meals of the day", () => {
    const meals = [
      { date: "2026-11-23", calories: 1200 },
      { date: "2026-11-22", calories: 1800 },
    ];
    const points = trendSeries("calories", entries, meals, "2026-11-23", 2);
    expect(points).toEqual([
      { date: "2026-11-22", value: 1800 },
      { date: "2026-11-23", value: 1500 },
    ]);
    expect(dayCalories(null, null)).toBeNull();
    expect(dayCalories(0, null)).toBe(0);
  });
});

describe("summariseTrend", () => {
  it("counts, averages and finds the latest known value", () => {
    const summary = summariseTrend([
      { date: "a", value: 1 },
      { date: "b", value: null },
      { date: "c", value: 3 },
    ]);
    expect(summary).toEqual({
      count: 2,
      latest: { date: "c", value: 3 },
      average: 2,
      min: 1,
      max: 3,
    });
    expect(summariseTrend([{ date: "a", value: null }]).count).toBe(0);
  });
});

describe("axisScale", () => {
  it("starts bars at zero with round steps that cover the goal", () => {
    expect(axisScale([1.2, 2.1], { fromZero: true, goal: 2.5 })).toEqual({
      lo: 0,
      hi: 3,
      ticks: [0, 1, 2, 3],
    });
    expect(axisScale([4200, 9000], { fromZero: true })).toEqual({
      lo: 0,
      hi: 10000,
      ticks: [0, 5000, 10000],
    });
  });

  it("fits lines around their data", () => {
    const scale = axisScale([70.2, 71.4], { fromZero: false });
    expect(scale.lo).toBeLessThanOrEqual(70.2);
    expect(scale.hi).toBeGreaterThanOrEqual(71.4);
    expect(scale.hi - scale.lo).toBeLessThan(5);
  });

  it("copes with one value and with none", () => {
    const one = axisScale([7], { fromZero: false });
    expect(one.lo).toBeLessThan(7);
    expect(one.hi).toBeGreaterThan(7);
    expect(axisScale([], { fromZero: true })).toEqual({ lo: 0, hi: 1, ticks: [0, 0.5, 1] });
  });
});
