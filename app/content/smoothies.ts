/**
 * Built-in smoothie recipes and the five smoothie plans of the Smoothie Meal Plans screen.
 * Nutrition is per smoothie, worked out from the USDA SR28 composition of the listed quantities.
 */

export const SMOOTHIE_CATEGORIES = [
  "Detox",
  "Hydration",
  "Anti-inflammatory",
  "Immunity",
  "Weight Loss",
  "Protein",
  "Energy",
] as const;
export type SmoothieCategory = (typeof SMOOTHIE_CATEGORIES)[number];

export type SmoothieNutrition = {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
};

export type SmoothieRecipe = {
  id: string;
  name: string;
  description: string;
  healthBenefits: string[];
  category: SmoothieCategory;
  ingredients: string[];
  instructions: string[];
  prepTime: string;
  nutritionInfo: SmoothieNutrition;
};

export type SmoothiePlan = {
  id: string;
  name: string;
  description: string;
  targetGoal: string;
  duration: string;
  /** one recipe id per day, in order */
  recipes: string[];
};

export const SMOOTHIE_RECIPES: SmoothieRecipe[] = [
  {
    id: "green-detox",
    name: "Green Detox",
    description:
      "A light, zesty blend of leafy greens, cucumber and apple with a kick of fresh ginger.",
    healthBenefits: [
      "Leafy greens supply folate, vitamin K and vitamin C",
      "Cucumber and water help with hydration",
      "Fibre from apple and kale supports digestion",
    ],
    category: "Detox",
    ingredients: [
      "1 cup baby spinach (30 g)",
      "1 cup chopped kale, stems removed (30 g)",
      "1/2 cucumber (100 g)",
      "1 small green apple, cored (120 g)",
      "1 tbsp lemon juice",
      "1 tsp grated fresh ginger",
      "1 cup cold water",
    ],
    instructions: [
      "Pour the water into the blender, then add the spinach and kale.",
      "Blend until the greens are completely smooth.",
      "Add the cucumber, apple, lemon juice and ginger and blend for another 30-45 seconds.",
      "Add a few ice cubes if you like it colder and serve straight away.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 106, protein: 3, carbs: 26, fat: 1, fiber: 5 },
  },
  {
    id: "beet-berry-cleanse",
    name: "Beet & Berry Cleanse",
    description: "Earthy beetroot balanced with sweet strawberries, raspberries and orange.",
    healthBenefits: [
      "Beetroot provides natural nitrates that support blood flow",
      "Berries are rich in vitamin C and antioxidants",
      "High in fibre for a satisfying, low-calorie drink",
    ],
    category: "Detox",
    ingredients: [
      "1/2 small raw beet, peeled and grated (70 g)",
      "2/3 cup strawberries (100 g)",
      "1/2 cup raspberries (60 g)",
      "1 small orange, peeled (100 g)",
      "3/4 cup cold water",
    ],
    instructions: [
      "Grate the beet finely so it blends smoothly.",
      "Add the water, beet, orange and berries to the blender.",
      "Blend on high for about 1 minute until smooth.",
      "Strain through a sieve if you prefer a thinner drink.",
    ],
    prepTime: "7 minutes",
    nutritionInfo: { calories: 140, protein: 3, carbs: 33, fat: 1, fiber: 10 },
  },
  {
    id: "carrot-ginger-zinger",
    name: "Carrot Ginger Zinger",
    description:
      "A bright orange blend of carrot, orange and banana sharpened with ginger and lemon.",
    healthBenefits: [
      "Carrots are rich in beta-carotene, which the body turns into vitamin A",
      "Orange adds vitamin C",
      "Ginger has long been used to settle the stomach",
    ],
    category: "Detox",
    ingredients: [
      "1 large carrot, chopped (100 g)",
      "1 large orange, peeled (150 g)",
      "1/2 banana (50 g)",
      "1 tsp grated fresh ginger",
      "2 tsp lemon juice",
      "1/2 cup cold water",
    ],
    instructions: [
      "Chop the carrot into small pieces so it blends evenly.",
      "Add the water, carrot, orange, banana, ginger and lemon juice to the blender.",
      "Blend on high for 1-2 minutes until smooth.",
      "Taste and add a little more lemon or water if needed.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 162, protein: 3, carbs: 40, fat: 1, fiber: 8 },
  },
  {
    id: "watermelon-mint-hydrator",
    name: "Watermelon Mint Hydrator",
    description: "A refreshing summer blend of watermelon, strawberries, lime and fresh mint.",
    healthBenefits: [
      "Watermelon is more than 90% water",
      "Provides potassium and vitamin C",
      "Very low in calories",
    ],
    category: "Hydration",
    ingredients: [
      "1 2/3 cups cubed watermelon (250 g)",
      "1/2 cup strawberries (80 g)",
      "juice of 1/2 lime",
      "5-6 fresh mint leaves",
      "a handful of ice",
    ],
    instructions: [
      "Add the watermelon first so it releases its juice.",
      "Add the strawberries, lime juice, mint and ice.",
      "Blend for 30 seconds until smooth and frothy.",
      "Serve at once, garnished with a mint leaf.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 104, protein: 2, carbs: 26, fat: 1, fiber: 3 },
  },
  {
    id: "tropical-turmeric-glow",
    name: "Tropical Turmeric Glow",
    description:
      "Pineapple and mango blended with Greek yogurt, turmeric, black pepper and ginger.",
    healthBenefits: [
      "Turmeric contains curcumin, studied for its anti-inflammatory effects",
      "A pinch of black pepper helps the body absorb curcumin",
      "Greek yogurt adds protein and live cultures",
    ],
    category: "Anti-inflammatory",
    ingredients: [
      "3/4 cup pineapple chunks (120 g)",
      "1/2 cup mango chunks (80 g)",
      "1/3 cup plain nonfat Greek yogurt (100 g)",
      "1/2 tsp ground turmeric",
      "a pinch of black pepper",
      "1/2 tsp grated fresh ginger",
      "2 tsp lime juice",
      "1/2 cup cold water",
    ],
    instructions: [
      "Add the water and yogurt to the blender.",
      "Add the pineapple, mango, turmeric, black pepper, ginger and lime juice.",
      "Blend for about 1 minute until creamy.",
      "Use frozen fruit for a thicker, colder smoothie.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 172, protein: 12, carbs: 33, fat: 1, fiber: 3 },
  },
  {
    id: "citrus-immune-boost",
    name: "Citrus Immune Boost",
    description: "Orange and strawberries with creamy Greek yogurt and a little honey.",
    healthBenefits: [
      "More than a day's vitamin C, which supports normal immune function",
      "Yogurt provides protein and probiotics",
      "A good source of fibre and folate",
    ],
    category: "Immunity",
    ingredients: [
      "1 large orange, peeled (150 g)",
      "1/2 cup strawberries (80 g)",
      "1/2 cup plain nonfat Greek yogurt (120 g)",
      "1 tsp honey",
      "1/2 cup cold water or ice",
    ],
    instructions: [
      "Segment the orange and remove any seeds.",
      "Add all the ingredients to the blender.",
      "Blend until smooth, about 45 seconds.",
      "Drink soon after blending to keep the most vitamin C.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 188, protein: 14, carbs: 34, fat: 1, fiber: 5 },
  },
  {
    id: "creamy-avocado-green",
    name: "Creamy Avocado Green",
    description: "A silky green smoothie of avocado, spinach, pear and yogurt in almond milk.",
    healthBenefits: [
      "Avocado provides monounsaturated fat and potassium",
      "Protein and fibre help you stay full for longer",
      "Low in added sugar",
    ],
    category: "Weight Loss",
    ingredients: [
      "1/3 avocado (50 g)",
      "1 cup baby spinach (30 g)",
      "1 cup unsweetened almond milk (240 ml)",
      "1 small pear, cored (100 g)",
      "1/3 cup plain nonfat Greek yogurt (100 g)",
      "2 tsp lime juice",
    ],
    instructions: [
      "Pour the almond milk into the blender and add the spinach.",
      "Blend until the spinach is smooth.",
      "Add the avocado, pear, yogurt and lime juice.",
      "Blend for another 30-45 seconds until silky.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 242, protein: 14, carbs: 27, fat: 11, fiber: 7 },
  },
  {
    id: "berry-protein-power",
    name: "Berry Protein Power",
    description: "Thick Greek yogurt blended with blueberries, raspberries, milk and chia seeds.",
    healthBenefits: [
      "About 24 g of protein to help muscles recover",
      "Berries add antioxidants and vitamin C",
      "Chia seeds add fibre and plant omega-3 fats",
    ],
    category: "Protein",
    ingredients: [
      "3/4 cup plain nonfat Greek yogurt (170 g)",
      "1/2 cup blueberries (75 g)",
      "1/2 cup raspberries (60 g)",
      "1/2 cup 2% milk (120 ml)",
      "2 tsp chia seeds (10 g)",
    ],
    instructions: [
      "Add the milk and yogurt to the blender.",
      "Add the berries and chia seeds.",
      "Blend for 45-60 seconds until smooth.",
      "Let it stand for 2 minutes to thicken slightly, then serve.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 283, protein: 24, carbs: 34, fat: 7, fiber: 9 },
  },
  {
    id: "peanut-butter-banana-recovery",
    name: "Peanut Butter Banana Recovery",
    description:
      "A filling after-workout shake of milk, banana, peanut butter, Greek yogurt and oats.",
    healthBenefits: [
      "Carbohydrate and protein together help refuel after exercise",
      "Banana provides potassium",
      "Oats add slow-release energy and fibre",
    ],
    category: "Protein",
    ingredients: [
      "1 cup 2% milk (240 ml)",
      "1 medium banana (100 g)",
      "1 tbsp peanut butter (16 g)",
      "1/3 cup plain nonfat Greek yogurt (100 g)",
      "1/4 cup rolled oats (20 g)",
      "a handful of ice",
    ],
    instructions: [
      "Blend the oats with the milk first for a smoother texture.",
      "Add the banana, peanut butter, yogurt and ice.",
      "Blend for about 1 minute until creamy.",
      "Drink within 30-60 minutes after a workout.",
    ],
    prepTime: "5 minutes",
    nutritionInfo: { calories: 439, protein: 25, carbs: 55, fat: 15, fiber: 5 },
  },
  {
    id: "cocoa-almond-energy",
    name: "Cocoa Almond Energy",
    description:
      "A chocolatey blend of almond milk, banana, almond butter, cocoa, a date and oats.",
    healthBenefits: [
      "Natural sugars from fruit plus oats for lasting energy",
      "Cocoa provides magnesium and flavanols",
      "Almond butter adds vitamin E and healthy fats",
    ],
    category: "Energy",
    ingredients: [
      "1 cup unsweetened almond milk (240 ml)",
      "1 medium banana (100 g)",
      "1 tbsp almond butter (16 g)",
      "1 tbsp unsweetened cocoa powder (8 g)",
      "1 Medjool date, pitted (24 g)",
      "1/4 cup rolled oats (20 g)",
    ],
    instructions: [
      "Soak the date in a little warm water for 5 minutes if it is firm.",
      "Add the almond milk and oats to the blender and blend briefly.",
      "Add the banana, almond butter, cocoa and date.",
      "Blend for about 1 minute until smooth and thick.",
    ],
    prepTime: "8 minutes",
    nutritionInfo: { calories: 384, protein: 10, carbs: 63, fat: 14, fiber: 11 },
  },
];

export const SMOOTHIE_PLANS: SmoothiePlan[] = [
  {
    id: "detox-cleanse",
    name: "Detox & Cleanse",
    description:
      "A week of light, fibre-rich fruit and vegetable smoothies to add more produce and water to your days.",
    targetGoal: "Reset and rehydrate",
    duration: "7 days",
    recipes: [
      "green-detox",
      "beet-berry-cleanse",
      "carrot-ginger-zinger",
      "watermelon-mint-hydrator",
      "tropical-turmeric-glow",
      "creamy-avocado-green",
      "citrus-immune-boost",
    ],
  },
  {
    id: "weight-loss",
    name: "Lean & Light",
    description:
      "Lower-calorie smoothies with protein and fibre to keep you full while you cut back.",
    targetGoal: "Weight management",
    duration: "5 days",
    recipes: [
      "creamy-avocado-green",
      "green-detox",
      "berry-protein-power",
      "watermelon-mint-hydrator",
      "beet-berry-cleanse",
    ],
  },
  {
    id: "energy-boost",
    name: "Energy Boost",
    description: "Fruit, oats and nut butters for steady energy on busy mornings.",
    targetGoal: "Sustained energy",
    duration: "5 days",
    recipes: [
      "cocoa-almond-energy",
      "tropical-turmeric-glow",
      "peanut-butter-banana-recovery",
      "citrus-immune-boost",
      "carrot-ginger-zinger",
    ],
  },
  {
    id: "muscle-recovery",
    name: "Protein Power",
    description:
      "Protein-rich blends built around yogurt and milk to support training and recovery.",
    targetGoal: "Muscle recovery",
    duration: "5 days",
    recipes: [
      "berry-protein-power",
      "peanut-butter-banana-recovery",
      "cocoa-almond-energy",
      "citrus-immune-boost",
      "creamy-avocado-green",
    ],
  },
  {
    id: "immune-support",
    name: "Immune Support",
    description: "Vitamin C-rich citrus, berries, ginger and turmeric for the colder months.",
    targetGoal: "Immune health",
    duration: "5 days",
    recipes: [
      "citrus-immune-boost",
      "tropical-turmeric-glow",
      "carrot-ginger-zinger",
      "beet-berry-cleanse",
      "green-detox",
    ],
  },
];

export const SMOOTHIE_PLAN_USAGE_NOTE =
  "Have one smoothie a day, following the plan's order, as a breakfast or snack alongside balanced meals. It is a way to add fruit and vegetables, not a replacement for eating well.";

export function smoothieRecipeById(id: string): SmoothieRecipe | undefined {
  return SMOOTHIE_RECIPES.find((recipe) => recipe.id === id);
}

/** The plan's recipes in day order; throws if the plan names a recipe that does not exist. */
export function recipesOfPlan(plan: SmoothiePlan): SmoothieRecipe[] {
  return plan.recipes.map((id) => {
    const recipe = smoothieRecipeById(id);
    if (!recipe) throw new Error(`Smoothie plan ${plan.id} names unknown recipe ${id}`);
    return recipe;
  });
}

/** Number of days in a plan, read from its duration text ("7 days" gives 7). */
export function planDays(plan: Pick<SmoothiePlan, "duration">): number {
  const match = /(\d+)/.exec(plan.duration);
  return match ? Number(match[1]) : 0;
}
