/**
 * The nutrition guide's recommended intakes as numbers, for the nutrients NutriCoach carries beyond
 * the macros (fibre, sugar, sodium and the micronutrients of app/domain/food/nutrients.ts): the
 * recipe page and the dashboard's Nutrition tab show a day's or a serving's amounts against them.
 *
 * Targets are the US Dietary Reference Intakes for adults aged 19-50 that the guide's text states
 * (app/content/nutrition-guide.ts; a unit test checks each number appears in that text). Limits come
 * from the Dietary Guidelines for Americans 2020-2025: sodium under 2,300 mg a day; saturated fat
 * under 10 % of the day's energy (22 g at 2,000 kcal). Total sugar has no reference intake (the
 * guideline limits added sugars, which food tables do not separate), so it is shown without one.
 * When the sex is not known, the higher of the two targets is used.
 */
import type { MicronutrientKey } from "~/domain/food/nutrients";

export type IntakeKey = "fiber" | "sugar" | "sodium" | MicronutrientKey;

export type ReferenceIntake = {
  key: IntakeKey;
  label: string;
  unit: "g" | "mg" | "µg";
  /** decimals shown */
  digits: number;
  /** "target": eat at least this much; "limit": stay under it; "none": no reference */
  kind: "target" | "limit" | "none";
  /** the nutrition guide entry the number comes from, when there is one */
  guideId?: string;
  men?: number;
  women?: number;
  /** a limit that is a share of the day's energy: grams per kcal, times the day's calories */
  perKcal?: number;
};

export const REFERENCE_INTAKES: readonly ReferenceIntake[] = [
  {
    key: "fiber",
    label: "Fibre",
    unit: "g",
    digits: 0,
    kind: "target",
    guideId: "fiber",
    men: 38,
    women: 25,
  },
  { key: "sugar", label: "Sugar", unit: "g", digits: 0, kind: "none" },
  { key: "sodium", label: "Sodium", unit: "mg", digits: 0, kind: "limit", men: 2300, women: 2300 },
  // 10 % of the energy, 9 kcal a gram
  {
    key: "saturatedFat",
    label: "Saturated fat",
    unit: "g",
    digits: 0,
    kind: "limit",
    perKcal: 0.1 / 9,
  },
  {
    key: "potassium",
    label: "Potassium",
    unit: "mg",
    digits: 0,
    kind: "target",
    guideId: "potassium",
    men: 3400,
    women: 2600,
  },
  {
    key: "calcium",
    label: "Calcium",
    unit: "mg",
    digits: 0,
    kind: "target",
    guideId: "calcium",
    men: 1000,
    women: 1000,
  },
  {
    key: "iron",
    label: "Iron",
    unit: "mg",
    digits: 1,
    kind: "target",
    guideId: "iron",
    men: 8,
    women: 18,
  },
  {
    key: "vitaminC",
    label: "Vitamin C",
    unit: "mg",
    digits: 0,
    kind: "target",
    guideId: "vitamin-c",
    men: 90,
    women: 75,
  },
  {
    key: "vitaminD",
    label: "Vitamin D",
    unit: "µg",
    digits: 1,
    kind: "target",
    guideId: "vitamin-d",
    men: 15,
    women: 15,
  },
  {
    key: "vitaminB12",
    label: "Vitamin B12",
    unit: "µg",
    digits: 1,
    kind: "target",
    guideId: "vitamin-b12",
    men: 2.4,
    women: 2.4,
  },
];

/** The day's calories the saturated-fat limit is taken from when no target is known. */
export const REFERENCE_DAY_KCAL = 2000;

export type Sex = "male" | "female" | null;

/** "male", "Female", "woman"... to the table's two columns; anything else is unknown. */
export function sexOf(gender: string | null | undefined): Sex {
  const g = (gender ?? "").trim().toLowerCase();
  if (g === "male" || g === "man" || g === "m") return "male";
  if (g === "female" || g === "woman" || g === "f") return "female";
  return null;
}

/** The reference amount of a nutrient for a person, or null when it has none. */
export function referenceAmount(
  intake: ReferenceIntake,
  sex: Sex,
  dayKcal: number = REFERENCE_DAY_KCAL,
): number | null {
  if (intake.kind === "none") return null;
  if (intake.perKcal !== undefined) return Math.round(intake.perKcal * dayKcal);
  const men = intake.men ?? 0;
  const women = intake.women ?? 0;
  if (sex === "male") return men;
  if (sex === "female") return women;
  return Math.max(men, women);
}

export type IntakeRow = Omit<ReferenceIntake, "men" | "women" | "perKcal" | "guideId"> & {
  amount: number;
  reference: number | null;
  /** amount as a share of the reference, rounded; null without one */
  percent: number | null;
};

/** Each nutrient's amount next to its reference for this person, in the table's order. */
export function intakeRows(
  amounts: Partial<Record<IntakeKey, number>>,
  sex: Sex,
  dayKcal: number = REFERENCE_DAY_KCAL,
): IntakeRow[] {
  return REFERENCE_INTAKES.map(({ key, label, unit, digits, kind, ...intake }) => {
    const amount = amounts[key] ?? 0;
    const reference = referenceAmount({ key, label, unit, digits, kind, ...intake }, sex, dayKcal);
    const percent = reference ? Math.round((amount / reference) * 100) : null;
    return { key, label, unit, digits, kind, amount, reference, percent };
  });
}
