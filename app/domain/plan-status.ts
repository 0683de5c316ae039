/**
 * Whether a planned day is on target, and what it misses by how much: one rule for the optimizer
 * (app/domain/meal-plan.ts) and the plan view (app/domain/meal-plan-view.ts), so the "On target"
 * badge and the optimizer never disagree (ADR 036). Small and free of the food tables, so the
 * browser bundle can take it.
 */
export const CALORIE_TOLERANCE = 0.05;
export const MACRO_TOLERANCE = 0.1;

export type StatusTotals = { calories: number; protein: number; carbs: number; fat: number };
export type StatusTargets = StatusTotals & {
  /** g of carbohydrate a day at most (the low-carb preset), null when none */
  carbCeiling?: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * Signed deviations from the targets and one sentence per miss ("Carbs 12.4 % over the target.",
 * "Carbs 8 g over the 130 g ceiling."); no sentence means on target: calories within +/-5 %, every
 * macro within +/-10 % and carbohydrate under its ceiling.
 */
export function dayStatus(
  totals: StatusTotals,
  targets: StatusTargets,
): { deviation: StatusTotals; issues: string[]; onTarget: boolean } {
  const deviation = {
    calories: round3((totals.calories - targets.calories) / targets.calories),
    protein: round3((totals.protein - targets.protein) / targets.protein),
    carbs: round3((totals.carbs - targets.carbs) / targets.carbs),
    fat: round3((totals.fat - targets.fat) / targets.fat),
  };
  const issues: string[] = [];
  const describe = (name: string, d: number, tolerance: number) => {
    if (Math.abs(d) > tolerance) {
      issues.push(
        `${name} ${(Math.abs(d) * 100).toFixed(1)} % ${d < 0 ? "under" : "over"} the target.`,
      );
    }
  };
  describe("Calories", deviation.calories, CALORIE_TOLERANCE);
  describe("Protein", deviation.protein, MACRO_TOLERANCE);
  describe("Carbs", deviation.carbs, MACRO_TOLERANCE);
  describe("Fat", deviation.fat, MACRO_TOLERANCE);
  if (targets.carbCeiling != null && totals.carbs > targets.carbCeiling) {
    issues.push(
      `Carbs ${round1(totals.carbs - targets.carbCeiling)} g over the ${targets.carbCeiling} g ceiling.`,
    );
  }
  return { deviation, issues, onTarget: issues.length === 0 };
}
