import { describe, expect, it } from "vitest";
import { adaptiveOffer, estimateTdee, type IntakeEntry, type WeightEntry } from "./adaptive-target";
import { addDays } from "./days";
import { seededRandom } from "./meal-plan";

const TODAY = "2026-03-28";

/** Days of the 28-day window, oldest first. */
const window = Array.from({ length: 28 }, (_, i) => addDays(TODAY, i - 27));

function series(
  weightAt: (day: number) => number,
  kcal: number | ((day: number) => number),
  keep: (day: number) => boolean = () => true,
): { weights: WeightEntry[]; intake: IntakeEntry[] } {
  const weights: WeightEntry[] = [];
  const intake: IntakeEntry[] = [];
  window.forEach((date, day) => {
    if (!keep(day)) return;
    weights.push({ date, weight: weightAt(day) });
    intake.push({ date, calories: typeof kcal === "number" ? kcal : kcal(day) });
  });
  return { weights, intake };
}

const estimate = (s: ReturnType<typeof series>, formulaTdee: number | null = 2200) =>
  estimateTdee({ ...s, today: TODAY, formulaTdee });

describe("estimateTdee on synthetic series with known answers", () => {
  it("steady weight: TDEE is what was eaten", () => {
    const result = estimate(series(() => 70, 2200));
    expect(result).toMatchObject({
      status: "ok",
      tdee: 2200,
      weeklyChange: 0,
      meanIntake: 2200,
      uncertainty: 0,
      weightDays: 28,
      intakeDays: 28,
    });
  });

  it("losing 0.5 kg a week on 1,800 kcal: TDEE = 1,800 + 0.5 x 7,700 / 7 = 2,350", () => {
    const result = estimate(series((d) => 80 - (0.5 / 7) * d, 1800));
    expect(result).toMatchObject({
      status: "ok",
      tdee: 2350,
      weeklyChange: -0.5,
      trendStart: 80,
      trendEnd: 78.1,
    });
  });

  it("gaining 0.25 kg a week on 2,600 kcal: TDEE = 2,600 - 275 = 2,325 -> 2,330 (to 10 kcal)", () => {
    const result = estimate(
      series((d) => 60 + (0.25 / 7) * d, 2600),
      2400,
    );
    expect(result).toMatchObject({ status: "ok", tdee: 2330, weeklyChange: 0.25 });
  });

  it("noisy daily weights (water swings of +/-0.6 kg): close to the true 2,350", () => {
    const random = seededRandom(7);
    const result = estimate(
      series(
        (d) => 80 - (0.5 / 7) * d + (random() - 0.5) * 1.2,
        (d) => 1800 + (d % 3 === 0 ? 250 : -125),
      ),
    );
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    // intake averages 1,800 (250 - 125 - 125 over three days, 28 days: 10 x 250 - 18 x 125 = 250)
    expect(result.meanIntake).toBe(1809);
    expect(Math.abs(result.tdee - 2359)).toBeLessThanOrEqual(3 * result.uncertainty + 10);
    expect(Math.abs(result.tdee - 2359)).toBeLessThan(150);
    expect(result.uncertainty).toBeGreaterThan(0);
    expect(result.uncertainty).toBeLessThan(250);
  });

  it("gaps: every other day still gives the exact answer for a straight trend", () => {
    const result = estimate(
      series(
        (d) => 80 - (0.5 / 7) * d,
        1800,
        (d) => d % 2 === 0,
      ),
    );
    expect(result).toMatchObject({ status: "ok", tdee: 2350, weightDays: 14, intakeDays: 14 });
  });

  it("too few days: says how many there are and how many are needed", () => {
    const result = estimate(
      series(
        () => 70,
        2200,
        (d) => d % 3 === 0,
      ),
    );
    expect(result).toMatchObject({ status: "insufficient", weightDays: 10, intakeDays: 10 });
    if (result.status === "insufficient") expect(result.message).toContain("at least 14 days");
  });

  it("entries outside the last 28 days do not count; a day's last entry wins", () => {
    const s = series(() => 70, 2200);
    s.weights.push({ date: addDays(TODAY, -40), weight: 90 });
    s.intake.push({ date: addDays(TODAY, -40), calories: 5000 });
    s.weights.push({ date: TODAY, weight: 70 });
    expect(estimate(s)).toMatchObject({ status: "ok", tdee: 2200, weightDays: 28 });
  });

  it("very noisy weights: no estimate", () => {
    const random = seededRandom(3);
    const result = estimate(series(() => 70 + (random() - 0.5) * 8, 2200));
    expect(result).toMatchObject({ status: "unreliable", reason: "noisy" });
  });

  it("an estimate far from the equation's (meals not logged): no estimate", () => {
    const result = estimate(
      series(() => 70, 1100),
      2200,
    );
    expect(result).toMatchObject({ status: "unreliable", reason: "implausible" });
    if (result.status === "unreliable") expect(result.message).toContain("1,100 kcal");
  });
});

describe("adaptiveOffer", () => {
  const profile = {
    gender: "female",
    age: 28,
    weight: 65,
    height: 165,
    activityLevel: "moderate",
    goal: "weightLoss",
    weeklyPace: 0.5,
  } as const;
  const losing = estimate(series((d) => 66 - (0.5 / 7) * d, 1800));

  it("offers the target built on the measured TDEE, with its reasoning", () => {
    const offer = adaptiveOffer(profile, losing, { today: TODAY });
    expect(offer.kind).toBe("offer");
    if (offer.kind !== "offer") return;
    expect(offer.current.calories).toBe(1589); // the equation: 2139 - 550
    expect(offer.proposed.calories).toBe(1800); // 2350 - 550
    expect(offer.proposed.basis).toBe("measured");
    expect(offer.reasoning.join(" ")).toContain("about 2,350 kcal a day");
    expect(offer.reasoning.join(" ")).toContain("211 kcal more than the 2,139 kcal");
  });

  it("no offer when the measured TDEE is within 100 kcal of the one in use", () => {
    const close = estimate(series(() => 65, 2200));
    expect(adaptiveOffer(profile, close, { today: TODAY }).kind).toBe("none");
  });

  it("no offer for two weeks after a dismissal", () => {
    expect(
      adaptiveOffer(profile, losing, { today: TODAY, dismissedAt: "2026-03-20T10:00:00.000Z" })
        .kind,
    ).toBe("none");
    expect(
      adaptiveOffer(profile, losing, { today: TODAY, dismissedAt: "2026-03-01T10:00:00.000Z" })
        .kind,
    ).toBe("offer");
  });

  it("an accepted estimate flows through the one target function", () => {
    const accepted = adaptiveOffer({ ...profile, measuredTdee: 2350 }, losing, { today: TODAY });
    // already in use: nothing more to offer
    expect(accepted.kind).toBe("none");
  });
});
