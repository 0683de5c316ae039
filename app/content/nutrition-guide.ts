/**
 * Built-in content of the Nutrition Guide: macronutrients, vitamins and minerals with their
 * recommended intakes for adults, and the Nutrition Principles section.
 * Intakes follow the US Dietary Reference Intakes (RDA or Adequate Intake) for adults aged 19-50
 * unless the text says otherwise.
 */

export type NutrientInfo = {
  id: string;
  name: string;
  description: string;
  benefits: string[];
  sources: string[];
  /** recommended intake as shown to the reader */
  rda: string;
};

/** Vitamins and minerals also say what a shortfall looks like. */
export type MicronutrientInfo = NutrientInfo & { deficiency: string };

export type NutritionGuideTab = "macronutrients" | "vitamins" | "minerals";

export const NUTRITION_GUIDE_TABS: { id: NutritionGuideTab; label: string }[] = [
  { id: "macronutrients", label: "Macronutrients" },
  { id: "vitamins", label: "Vitamins" },
  { id: "minerals", label: "Minerals" },
];

export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const NUTRIENT_SEARCH_PLACEHOLDER = "Search nutrients...";

export const MACRONUTRIENTS: NutrientInfo[] = [
  {
    id: "protein",
    name: "Protein",
    description:
      "Protein is made of amino acids, the building blocks your body uses to build and repair muscle, skin, enzymes and hormones. Nine of them are essential and must come from food.",
    benefits: [
      "Builds and repairs muscle and other tissues",
      "Makes enzymes, hormones and antibodies",
      "Keeps you feeling full for longer",
      "Helps preserve muscle while losing weight",
    ],
    sources: [
      "Chicken and turkey",
      "Fish and seafood",
      "Eggs",
      "Greek yogurt and milk",
      "Beans, lentils and tofu",
    ],
    rda: "0.8 g per kg of body weight per day",
  },
  {
    id: "carbohydrates",
    name: "Carbohydrates",
    description:
      "Carbohydrates are the body's preferred fuel, especially for the brain and for hard exercise. Whole grains, fruit, vegetables and legumes also bring fibre, vitamins and minerals.",
    benefits: [
      "Main energy source for the brain and muscles",
      "Fibre-rich carbohydrates support digestion",
      "Help you train and recover",
      "Spare protein for building and repair",
    ],
    sources: [
      "Oats and brown rice",
      "Whole-wheat bread and pasta",
      "Fruit",
      "Potatoes and sweet potatoes",
      "Beans and lentils",
    ],
    rda: "45-65% of daily calories",
  },
  {
    id: "fats",
    name: "Fats",
    description:
      "Dietary fat stores energy, builds cell membranes and helps you absorb vitamins A, D, E and K. Unsaturated fats from plants and fish are the ones to favour.",
    benefits: [
      "Helps absorb fat-soluble vitamins A, D, E and K",
      "Supplies essential omega-3 and omega-6 fats",
      "Supports brain and hormone health",
      "Adds flavour and keeps meals satisfying",
    ],
    sources: [
      "Olive oil",
      "Avocado",
      "Nuts and seeds",
      "Salmon, sardines and mackerel",
      "Nut butters",
    ],
    rda: "20-35% of daily calories",
  },
  {
    id: "fiber",
    name: "Fiber",
    description:
      "Fiber is the part of plant foods your body cannot digest. Soluble fiber helps lower cholesterol and steady blood sugar; insoluble fiber keeps digestion regular.",
    benefits: [
      "Keeps bowel movements regular",
      "Helps lower LDL cholesterol",
      "Slows the rise in blood sugar after meals",
      "Feeds healthy gut bacteria",
    ],
    sources: [
      "Beans and lentils",
      "Oats and barley",
      "Berries, apples and pears",
      "Vegetables",
      "Chia and flax seeds",
    ],
    rda: "About 14 g per 1,000 calories (25 g women, 38 g men)",
  },
];

export const VITAMINS: MicronutrientInfo[] = [
  {
    id: "vitamin-a",
    name: "Vitamin A",
    description:
      "Vitamin A keeps your eyes working in dim light and supports the immune system, skin and the linings of your airways and gut.",
    benefits: [
      "Supports vision, especially at night",
      "Helps the immune system",
      "Maintains healthy skin",
      "Needed for growth and reproduction",
    ],
    sources: ["Sweet potatoes", "Carrots", "Spinach and kale", "Eggs", "Liver"],
    rda: "900 mcg for men, 700 mcg for women",
    deficiency: "Night blindness, dry eyes and skin, and more frequent infections.",
  },
  {
    id: "vitamin-c",
    name: "Vitamin C",
    description:
      "Vitamin C is an antioxidant the body needs to make collagen, heal wounds and absorb iron from plant foods. The body cannot store much, so you need it every day.",
    benefits: [
      "Helps make collagen for skin and joints",
      "Supports immune function",
      "Improves iron absorption from plant foods",
      "Protects cells as an antioxidant",
    ],
    sources: [
      "Oranges and other citrus",
      "Strawberries",
      "Red bell peppers",
      "Broccoli",
      "Kiwi fruit",
    ],
    rda: "90 mg for men, 75 mg for women",
    deficiency: "Tiredness, bleeding gums, slow wound healing and, when severe, scurvy.",
  },
  {
    id: "vitamin-d",
    name: "Vitamin D",
    description:
      "Vitamin D helps your body absorb calcium for strong bones and supports muscles and the immune system. Skin makes it in sunlight, but few foods contain much.",
    benefits: [
      "Helps absorb calcium and phosphorus",
      "Keeps bones and teeth strong",
      "Supports muscle function",
      "Plays a part in immune health",
    ],
    sources: [
      "Sunlight on the skin",
      "Salmon, sardines and trout",
      "Egg yolks",
      "Fortified milk and plant milks",
      "UV-exposed mushrooms",
    ],
    rda: "600-800 IU (15-20 mcg)",
    deficiency:
      "Weak or painful bones, muscle weakness, and rickets in children or osteomalacia in adults.",
  },
  {
    id: "vitamin-b12",
    name: "Vitamin B12",
    description:
      "Vitamin B12 helps make red blood cells and DNA and keeps nerves healthy. It comes almost only from animal foods, so vegans need fortified foods or a supplement.",
    benefits: [
      "Helps form red blood cells",
      "Keeps nerves healthy",
      "Needed to turn food into energy",
      "Supports DNA production",
    ],
    sources: [
      "Fish and shellfish",
      "Meat and poultry",
      "Eggs and dairy",
      "Fortified cereals",
      "Fortified nutritional yeast",
    ],
    rda: "2.4 mcg",
    deficiency: "Tiredness, pale skin, tingling in hands and feet, and a type of anaemia.",
  },
  {
    id: "folate",
    name: "Folate (Vitamin B9)",
    description:
      "Folate helps cells divide and make DNA. It is especially important before and during early pregnancy to protect the baby's developing spine.",
    benefits: [
      "Supports cell growth and division",
      "Helps form red blood cells",
      "Lowers the risk of neural tube defects in pregnancy",
    ],
    sources: [
      "Leafy greens",
      "Lentils, beans and chickpeas",
      "Asparagus",
      "Avocado",
      "Fortified bread and cereals",
    ],
    rda: "400 mcg DFE (600 mcg DFE in pregnancy)",
    deficiency:
      "Tiredness, mouth sores and a type of anaemia; in pregnancy, a higher risk of neural tube defects.",
  },
];

export const MINERALS: MicronutrientInfo[] = [
  {
    id: "calcium",
    name: "Calcium",
    description:
      "Calcium is the most plentiful mineral in the body. Almost all of it is in bones and teeth, and the rest helps muscles contract, nerves signal and blood clot.",
    benefits: [
      "Builds and keeps strong bones and teeth",
      "Needed for muscle contraction",
      "Helps nerves send signals",
      "Helps blood clot",
    ],
    sources: [
      "Milk, yogurt and cheese",
      "Calcium-set tofu",
      "Fortified plant milks",
      "Canned sardines with bones",
      "Kale and bok choy",
    ],
    rda: "1,000-1,200 mg",
    deficiency:
      "Over time, thinning bones (osteopenia and osteoporosis) and a higher risk of fractures.",
  },
  {
    id: "iron",
    name: "Iron",
    description:
      "Iron is part of haemoglobin, which carries oxygen in your blood. Iron from meat and fish is absorbed best; vitamin C helps you absorb iron from plant foods.",
    benefits: [
      "Carries oxygen around the body",
      "Supports energy and concentration",
      "Needed for healthy immune function",
    ],
    sources: ["Red meat", "Lentils and beans", "Spinach", "Tofu", "Fortified cereals"],
    rda: "8 mg for men, 18 mg for premenopausal women",
    deficiency:
      "Iron-deficiency anaemia: tiredness, weakness, pale skin, shortness of breath and cold hands.",
  },
  {
    id: "magnesium",
    name: "Magnesium",
    description:
      "Magnesium takes part in hundreds of reactions in the body, from turning food into energy to keeping heart rhythm, muscles and nerves working normally.",
    benefits: [
      "Helps turn food into energy",
      "Supports muscle and nerve function",
      "Helps keep a steady heart rhythm",
      "Contributes to bone health",
    ],
    sources: ["Pumpkin seeds", "Almonds and cashews", "Spinach", "Black beans", "Whole grains"],
    rda: "400-420 mg for men, 310-320 mg for women",
    deficiency: "Muscle cramps, tiredness, poor appetite and, when severe, an irregular heartbeat.",
  },
  {
    id: "potassium",
    name: "Potassium",
    description:
      "Potassium balances fluids in your cells and helps offset the effect of sodium on blood pressure. Most people eat less than they need.",
    benefits: [
      "Helps control blood pressure",
      "Keeps fluid balance in cells",
      "Needed for muscle and heart function",
    ],
    sources: [
      "Bananas",
      "Potatoes and sweet potatoes",
      "Beans and lentils",
      "Yogurt",
      "Spinach and avocado",
    ],
    rda: "3,400 mg for men, 2,600 mg for women",
    deficiency: "Muscle weakness, cramps, constipation and, when severe, heart rhythm problems.",
  },
  {
    id: "zinc",
    name: "Zinc",
    description:
      "Zinc supports the immune system, wound healing, and your senses of taste and smell. The body has no store of zinc, so a regular supply matters.",
    benefits: [
      "Supports immune function",
      "Helps wounds heal",
      "Needed for taste and smell",
      "Supports growth and development",
    ],
    sources: ["Oysters and shellfish", "Beef", "Pumpkin seeds", "Chickpeas and lentils", "Cashews"],
    rda: "11 mg for men, 8 mg for women",
    deficiency: "Frequent infections, slow wound healing, hair loss and a reduced sense of taste.",
  },
];

export const NUTRITION_GUIDE: {
  macronutrients: NutrientInfo[];
  vitamins: MicronutrientInfo[];
  minerals: MicronutrientInfo[];
} = { macronutrients: MACRONUTRIENTS, vitamins: VITAMINS, minerals: MINERALS };

export type NutritionPrinciple = {
  id: string;
  title: string;
  description: string;
  points: string[];
};

export const NUTRITION_PRINCIPLES: NutritionPrinciple[] = [
  {
    id: "balanced-eating",
    title: "Balanced Eating",
    description:
      "No single food has everything you need; variety across the food groups fills the gaps.",
    points: [
      "Fill half your plate with vegetables and fruit",
      "Make a quarter of the plate lean protein and a quarter whole grains",
      "Choose unsaturated fats such as olive oil, nuts and avocado",
      "Eat a range of colours through the week",
      "Drink water instead of sugary drinks",
    ],
  },
  {
    id: "portion-control",
    title: "Portion Control",
    description:
      "How much you eat matters as much as what you eat; simple visual guides help without weighing.",
    points: [
      "A palm-sized serving of protein per meal",
      "A fist-sized serving of grains or starchy vegetables",
      "A thumb-sized serving of fats and oils",
      "Use smaller plates and serve food away from the table",
      "Eat slowly and stop when you feel comfortably full",
    ],
  },
];

/**
 * The collapsed card text: unchanged when it fits in `max` characters, otherwise its first `max`
 * characters (trailing spaces removed) followed by "...".
 */
export function truncateDescription(text: string, max = DESCRIPTION_PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/**
 * Entries whose name, description, benefits or sources contain the query, ignoring case and the
 * query's surrounding spaces. An empty query keeps every entry. Order is preserved.
 */
export function filterNutrients<T extends NutrientInfo>(entries: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter((entry) =>
    [entry.name, entry.description, ...entry.benefits, ...entry.sources].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
