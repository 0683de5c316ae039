/**
 * Built-in content of the AR Measurement Guide: how it works, tips, common conversions and the five
 * ingredient references. Nutrition per 100 g is from USDA SR28: all-purpose enriched wheat flour
 * (20081), granulated sugar (19335), raw enriched long-grain white rice (20044), olive oil (04053)
 * and salted butter (01001), rounded to one decimal.
 */

export type NutritionPer100g = { calories: number; protein: number; carbs: number; fat: number };

export type IngredientReference = {
  id: "flour" | "sugar" | "rice" | "oil" | "butter";
  name: string;
  standardMeasurement: string;
  visualReference: string;
  /** grams in the standard measurement, to scale the per-100 g values */
  gramsPerStandardMeasurement: number;
  nutritionalInfo: NutritionPer100g;
};

export type GuideStep = { title: string; description: string };

export type Conversion = { from: string; to: string };
export type ConversionGroup = {
  id: "volume" | "weight" | "visual";
  title: string;
  conversions: Conversion[];
};

/** The spec's simulated analysis waited this long; our Analyze asks a real model or the user instead. */
export const AR_ANALYSIS_DELAY_MS = 1500;

/** The camera notices of spec 2 section 8. */
export const CAMERA_NOTICES = {
  notSupported: {
    title: "Camera not supported",
    description: "Your browser doesn't support camera access, which is required for AR features.",
  },
  denied: {
    title: "Camera access denied",
    description: "Please allow camera access to use the AR measurement feature.",
  },
  detected: { title: "Ingredient Detected" },
} as const;

/** Rear camera at an ideal 1280x720, as passed to getUserMedia. */
export const AR_CAMERA_CONSTRAINTS = {
  video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
  audio: false,
} as const;

export const HOW_AR_MEASUREMENT_WORKS: GuideStep[] = [
  {
    title: "Start the camera",
    description: "Tap Start Camera and allow camera access. The rear camera is used on phones.",
  },
  {
    title: "Frame your ingredient",
    description:
      "Place the ingredient in a measuring cup, spoon or on a plate so it fills the middle of the view.",
  },
  {
    title: "Analyze",
    description:
      "Tap Analyze. When AI image analysis is available it names the ingredient; otherwise you pick it from the five references.",
  },
  {
    title: "Read the results",
    description:
      "See a visual size reference and the nutrition per 100 g so you can judge your portion.",
  },
];

export const AR_TIPS: string[] = [
  "Use bright, even light and avoid strong shadows across the ingredient.",
  "Hold the phone steady, about 30 cm (12 inches) above the ingredient.",
  "Use a plain, contrasting background such as a white plate or a dark board.",
  "Keep one ingredient in view at a time.",
  "Put a familiar object such as a spoon or measuring cup next to it for scale.",
  "Level off dry ingredients before you measure; heaped cups hold much more.",
];

export const MEASUREMENT_CONVERSIONS: ConversionGroup[] = [
  {
    id: "volume",
    title: "Volume",
    conversions: [
      { from: "1 teaspoon (tsp)", to: "5 ml" },
      { from: "1 tablespoon (tbsp)", to: "3 tsp = 15 ml" },
      { from: "1 fluid ounce (fl oz)", to: "2 tbsp = about 30 ml" },
      { from: "1/4 cup", to: "4 tbsp = about 60 ml" },
      { from: "1 cup", to: "16 tbsp = 8 fl oz = about 240 ml" },
      { from: "1 litre", to: "about 4 1/4 cups" },
    ],
  },
  {
    id: "weight",
    title: "Weight",
    conversions: [
      { from: "1 ounce (oz)", to: "28.35 g" },
      { from: "1 pound (lb)", to: "16 oz = 454 g" },
      { from: "100 g", to: "about 3.5 oz" },
      { from: "1 kilogram (kg)", to: "about 2.2 lb" },
      { from: "1 cup all-purpose flour", to: "about 125 g" },
      { from: "1 cup granulated sugar", to: "about 200 g" },
    ],
  },
  {
    id: "visual",
    title: "Visual references",
    conversions: [
      { from: "3 oz (85 g) cooked meat or fish", to: "a deck of cards" },
      { from: "1 cup of cereal, pasta or rice", to: "a baseball or a closed fist" },
      { from: "1/2 cup of fruit or cooked grains", to: "half a baseball" },
      { from: "1 oz (28 g) cheese", to: "four stacked dice" },
      { from: "1 tbsp nut butter or oil", to: "your whole thumb, tip to base" },
      { from: "1 tsp butter or oil", to: "the tip of your thumb" },
      { from: "1 oz (28 g) nuts", to: "a small handful" },
    ],
  },
];

export const INGREDIENT_REFERENCES: IngredientReference[] = [
  {
    id: "flour",
    name: "All-Purpose Flour",
    standardMeasurement: "1 cup = 125 g (spooned and levelled)",
    visualReference: "About the size of a baseball",
    gramsPerStandardMeasurement: 125,
    nutritionalInfo: { calories: 364, protein: 10.3, carbs: 76.3, fat: 1 },
  },
  {
    id: "sugar",
    name: "Granulated Sugar",
    standardMeasurement: "1 cup = 200 g; 1 tbsp = 12.5 g",
    visualReference: "1 cup is about the size of a baseball; 1 tsp is about one sugar cube",
    gramsPerStandardMeasurement: 200,
    nutritionalInfo: { calories: 387, protein: 0, carbs: 100, fat: 0 },
  },
  {
    id: "rice",
    name: "White Rice (uncooked)",
    standardMeasurement: "1 cup uncooked = 185 g (makes about 3 cups cooked)",
    visualReference: "1/2 cup cooked rice fills a cupped hand",
    gramsPerStandardMeasurement: 185,
    nutritionalInfo: { calories: 365, protein: 7.1, carbs: 80, fat: 0.7 },
  },
  {
    id: "oil",
    name: "Olive Oil",
    standardMeasurement: "1 tbsp = 13.5 g (15 ml)",
    visualReference: "1 tbsp is about the size of your whole thumb; 1 tsp is the tip of your thumb",
    gramsPerStandardMeasurement: 13.5,
    nutritionalInfo: { calories: 884, protein: 0, carbs: 0, fat: 100 },
  },
  {
    id: "butter",
    name: "Butter",
    standardMeasurement: "1 tbsp = 14 g; 1 stick = 1/2 cup = 113 g",
    visualReference:
      "1 tbsp is about the size of your whole thumb; a stick is about the size of a small bar of soap",
    gramsPerStandardMeasurement: 14,
    nutritionalInfo: { calories: 717, protein: 0.9, carbs: 0.1, fat: 81.1 },
  },
];

/** Nutrition for a weight of an ingredient, scaled from the per-100 g values (one decimal). */
export function nutritionForGrams(reference: IngredientReference, grams: number): NutritionPer100g {
  const factor = Math.max(0, grams) / 100;
  const round1 = (n: number) => Math.round(n * factor * 10) / 10;
  const { calories, protein, carbs, fat } = reference.nutritionalInfo;
  return {
    calories: Math.round(calories * factor),
    protein: round1(protein),
    carbs: round1(carbs),
    fat: round1(fat),
  };
}

/**
 * The simulated detection: one of the five references chosen by a random number in [0, 1).
 * The random source is passed in so the choice can be tested.
 */
export function pickIngredientReference(random: () => number = Math.random): IngredientReference {
  const index = Math.min(
    INGREDIENT_REFERENCES.length - 1,
    Math.max(0, Math.floor(random() * INGREDIENT_REFERENCES.length)),
  );
  return INGREDIENT_REFERENCES[index];
}

const REFERENCE_WORDS: Record<IngredientReference["id"], RegExp> = {
  flour: /\bflour\b/i,
  sugar: /\bsugar\b/i,
  rice: /\brice\b/i,
  oil: /\boil\b/i,
  butter: /\bbutter\b/i,
};

/**
 * The reference an analysed food name points to ("All-purpose flour" -> flour), or undefined when
 * it names none of the five or more than one. Plant butters and nut butters are not butter.
 */
export function matchIngredientReference(foodName: string): IngredientReference | undefined {
  const text = foodName.replace(/\b(peanut|almond|cashew|nut|seed|apple|cocoa) butter\b/gi, " ");
  const found = INGREDIENT_REFERENCES.filter((r) => REFERENCE_WORDS[r.id].test(text));
  return found.length === 1 ? found[0] : undefined;
}
