/**
 * Built-in diet plans: the five plan cards of the Diet Plans screen and the weekly menus behind
 * four of them (the Mediterranean plan is announced but not yet written).
 *
 * Meal values were worked out from the USDA SR28 composition (per 100 g) of the quantities listed in
 * each meal's ingredients and rounded to whole numbers; day totals are never typed, `dayTotals`
 * sums them from the meals. Pure data and pure functions: no I/O.
 */

import { DAY_NAMES } from "~/domain/meal-plan";

export const DIET_PLAN_IDS = ["balanced", "keto", "vegetarian", "mediterranean", "paleo"] as const;
export type DietPlanId = (typeof DIET_PLAN_IDS)[number];
/** Plans with a written weekly menu. */
export type AvailableDietPlanId = Exclude<DietPlanId, "mediterranean">;

export const DEFAULT_DIET_PLAN_ID: DietPlanId = "balanced";

/**
 * The plan that fits a profile's restrictions, for a user who has not chosen one: vegetarian for a
 * vegetarian or vegan, keto for low carb, else the spec's default (balanced).
 */
export function dietPlanForRestrictions(restrictions: readonly string[]): DietPlanId {
  if (restrictions.includes("vegetarian") || restrictions.includes("vegan")) return "vegetarian";
  if (restrictions.includes("lowCarb")) return "keto";
  return DEFAULT_DIET_PLAN_ID;
}

export const CALORIE_LEVELS = ["low", "medium", "high"] as const;
export type CalorieLevel = (typeof CALORIE_LEVELS)[number];
export const DEFAULT_CALORIE_LEVEL: CalorieLevel = "medium";

/** The plan week's days, in the order of the generated meal plans' weeks. */
export const WEEKDAYS = DAY_NAMES;
export type Weekday = (typeof WEEKDAYS)[number];
export const DEFAULT_DAY: Weekday = "Monday";

export const MEALS_PER_DAY = 3;
export const MIN_SERVINGS = 1;

/** One meal as served: calories in kcal, the rest in grams. Fiber is kept to compute net carbs. */
export type Meal = {
  name: string;
  description: string;
  /** each line names a quantity and an ingredient */
  ingredients: string[];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
};

export type DayMeals = { breakfast: Meal; lunch: Meal; dinner: Meal; snacks: Meal[] };

export type DayTotals = {
  totalCalories: number;
  totalProtein: number;
  totalCarbs: number;
  totalFat: number;
};

export type PlanDayInput = { day: Weekday; meals: DayMeals };
export type PlanDay = PlanDayInput & DayTotals;

export type CustomizationOptions = {
  /** daily kcal for each calorie level; the menus are written for `medium` */
  calorieAdjustments: Record<CalorieLevel, number>;
  dietaryRestrictions: string[];
  /** eating occasions per day */
  mealFrequency: { min: number; max: number };
};

export type DietPlan = {
  id: AvailableDietPlanId;
  name: string;
  description: string;
  days: PlanDay[];
  customizationOptions: CustomizationOptions;
  nutritionTips: string[];
};

/** Tailwind class names; each text/background pair meets WCAG AA contrast in light and dark themes. */
export type DietPlanColour = {
  /** card surface and its text */
  card: string;
  /** border of the card; the selected card uses `ring` */
  border: string;
  ring: string;
  /** small label such as the calorie range */
  badge: string;
  /** primary button on the card */
  button: string;
};

export type DietPlanCard = {
  id: DietPlanId;
  name: string;
  description: string;
  benefits: string[];
  meals: number;
  snacks: number;
  /** kcal range as shown on the card */
  calories: string;
  features: string[];
  colour: DietPlanColour;
  /** false while the weekly menu is still being written */
  available: boolean;
};

// ---------------------------------------------------------------- cards

function colour(hue: "emerald" | "amber" | "lime" | "sky" | "orange"): DietPlanColour {
  // spelled out in full so Tailwind's scanner finds every class
  const table: Record<typeof hue, DietPlanColour> = {
    emerald: {
      card: "bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50",
      border: "border-emerald-300 dark:border-emerald-700",
      ring: "ring-emerald-700 dark:ring-emerald-300",
      badge: "bg-emerald-800 text-white dark:bg-emerald-200 dark:text-emerald-950",
      button:
        "bg-emerald-700 text-white hover:bg-emerald-800 dark:bg-emerald-300 dark:text-emerald-950 dark:hover:bg-emerald-200",
    },
    amber: {
      card: "bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50",
      border: "border-amber-300 dark:border-amber-700",
      ring: "ring-amber-700 dark:ring-amber-300",
      badge: "bg-amber-800 text-white dark:bg-amber-200 dark:text-amber-950",
      button:
        "bg-amber-800 text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-amber-950 dark:hover:bg-amber-200",
    },
    lime: {
      card: "bg-lime-50 text-lime-950 dark:bg-lime-950 dark:text-lime-50",
      border: "border-lime-300 dark:border-lime-700",
      ring: "ring-lime-800 dark:ring-lime-300",
      badge: "bg-lime-800 text-white dark:bg-lime-200 dark:text-lime-950",
      button:
        "bg-lime-800 text-white hover:bg-lime-900 dark:bg-lime-300 dark:text-lime-950 dark:hover:bg-lime-200",
    },
    sky: {
      card: "bg-sky-50 text-sky-950 dark:bg-sky-950 dark:text-sky-50",
      border: "border-sky-300 dark:border-sky-700",
      ring: "ring-sky-700 dark:ring-sky-300",
      badge: "bg-sky-800 text-white dark:bg-sky-200 dark:text-sky-950",
      button:
        "bg-sky-700 text-white hover:bg-sky-800 dark:bg-sky-300 dark:text-sky-950 dark:hover:bg-sky-200",
    },
    orange: {
      card: "bg-orange-50 text-orange-950 dark:bg-orange-950 dark:text-orange-50",
      border: "border-orange-300 dark:border-orange-700",
      ring: "ring-orange-700 dark:ring-orange-300",
      badge: "bg-orange-800 text-white dark:bg-orange-200 dark:text-orange-950",
      button:
        "bg-orange-700 text-white hover:bg-orange-800 dark:bg-orange-300 dark:text-orange-950 dark:hover:bg-orange-200",
    },
  };
  return table[hue];
}

export const DIET_PLAN_CARDS: DietPlanCard[] = [
  {
    id: "balanced",
    name: "Balanced Nutrition",
    description:
      "Everyday meals that mix lean protein, whole grains, fruit, vegetables and healthy fats in sensible portions.",
    benefits: [
      "Steady energy through the day",
      "Covers every food group, so nothing is off limits",
      "Easy to keep up for the long term",
      "Supports weight maintenance",
    ],
    meals: 3,
    snacks: 2,
    calories: "1800-2200",
    features: [
      "Roughly a quarter of each plate is protein, a quarter whole grains, half vegetables",
      "Two light snacks between meals",
      "Familiar recipes that take under 40 minutes",
      "Three calorie levels to match your needs",
    ],
    colour: colour("emerald"),
    available: true,
  },
  {
    id: "keto",
    name: "Ketogenic",
    description:
      "A very low-carbohydrate, high-fat way of eating built on eggs, fish, meat, cheese, nuts and green vegetables.",
    benefits: [
      "Fewer blood-sugar swings for many people",
      "Meals that keep you full for longer",
      "May help with weight loss",
      "Simple rules once you know them",
    ],
    meals: 3,
    snacks: 1,
    calories: "1600-2000",
    features: [
      "About 70% of calories from fat, 25% from protein and 5% from carbohydrates",
      "Under 25 g of net carbs a day",
      "No bread, pasta, rice, sugar or starchy vegetables",
      "One snack a day",
    ],
    colour: colour("amber"),
    available: true,
  },
  {
    id: "vegetarian",
    name: "Vegetarian",
    description:
      "Plant-forward meals without meat or fish, with protein from beans, lentils, tofu, eggs and dairy.",
    benefits: [
      "High in fibre from legumes, grains and vegetables",
      "Rich in vitamins, minerals and plant compounds",
      "Lower in saturated fat",
      "A smaller environmental footprint",
    ],
    meals: 3,
    snacks: 2,
    calories: "1700-2100",
    features: [
      "No meat, poultry, fish or seafood",
      "A protein source at every meal",
      "Eggs and dairy included (easy to swap out for vegan eating)",
      "Two snacks a day",
    ],
    colour: colour("lime"),
    available: true,
  },
  {
    id: "mediterranean",
    name: "Mediterranean",
    description:
      "Inspired by the coastal cooking of southern Europe: olive oil, fish, vegetables, legumes, whole grains and herbs.",
    benefits: [
      "Well studied for heart health",
      "Generous in vegetables and healthy fats",
      "Flexible and full of flavour",
      "Encourages shared, unhurried meals",
    ],
    meals: 3,
    snacks: 2,
    calories: "1800-2200",
    features: [
      "Olive oil as the main cooking fat",
      "Fish or seafood at least twice a week",
      "Legumes, nuts and whole grains every day",
      "Two snacks a day",
    ],
    colour: colour("sky"),
    available: false,
  },
  {
    id: "paleo",
    name: "Paleo",
    description:
      "Whole, unprocessed foods: meat, fish, eggs, vegetables, fruit, nuts and seeds, with no grains, legumes or dairy.",
    benefits: [
      "Built on whole foods with no added sugar",
      "High in protein to keep you satisfied",
      "Plenty of vegetables and fruit",
      "Cuts out most processed snacks",
    ],
    meals: 3,
    snacks: 1,
    calories: "1900-2300",
    features: [
      "No grains, legumes or dairy",
      "Sweet potato, squash and fruit for carbohydrates",
      "Olive oil, avocado, nuts and seeds for fat",
      "One snack a day",
    ],
    colour: colour("orange"),
    available: true,
  },
];

export const HOW_DIET_PLANS_WORK = [
  {
    title: "Select Your Plan",
    description: "Compare the plans and pick the style of eating that suits your goals and tastes.",
  },
  {
    title: "Get Personalized Meals",
    description:
      "Choose a calorie level and see a full week of breakfasts, lunches, dinners and snacks.",
  },
  {
    title: "Shop & Prepare",
    description: "Turn the week's ingredients into a shopping list and cook with simple recipes.",
  },
] as const;

export const MEDITERRANEAN_PLAN_MESSAGE = {
  title: "Mediterranean plan coming soon",
  body: "Our nutritionists are still preparing the Mediterranean meal plan. Choose another plan for now and check back soon.",
  action: "Select Another Plan",
} as const;

export const NO_PLAN_SELECTED_MESSAGE = {
  title: "Select a Diet Plan",
  action: "Browse Available Plans",
} as const;

// ---------------------------------------------------------------- weekly menus

const BALANCED_WEEK: PlanDayInput[] = [
  {
    day: "Monday",
    meals: {
      breakfast: {
        name: "Berry Oatmeal with Walnuts",
        description:
          "Rolled oats simmered in milk, finished with blueberries, cinnamon and toasted walnuts.",
        ingredients: [
          "1/2 cup rolled oats (50 g)",
          "3/4 cup 2% milk (200 ml)",
          "1/2 cup blueberries (75 g)",
          "2 tbsp chopped walnuts (14 g)",
          "1/2 tsp ground cinnamon",
        ],
        calories: 424,
        protein: 16,
        carbs: 56,
        fat: 17,
        fiber: 8,
      },
      lunch: {
        name: "Grilled Chicken Quinoa Salad",
        description:
          "Warm quinoa and sliced chicken over spinach with cucumber, cherry tomatoes, feta and a lemon dressing.",
        ingredients: [
          "110 g grilled chicken breast",
          "1 cup cooked quinoa (180 g)",
          "1 cup baby spinach (30 g)",
          "1/2 cup diced cucumber (60 g)",
          "6 cherry tomatoes (75 g)",
          "2 tbsp crumbled feta (20 g)",
          "1/2 tbsp olive oil",
          "1 tbsp lemon juice",
        ],
        calories: 545,
        protein: 47,
        carbs: 46,
        fat: 19,
        fiber: 7,
      },
      dinner: {
        name: "Baked Salmon with Sweet Potato and Broccoli",
        description:
          "Oven-baked salmon fillet with a whole roasted sweet potato and lemony steamed broccoli.",
        ingredients: [
          "130 g salmon fillet",
          "1 medium sweet potato (150 g)",
          "1 1/2 cups broccoli florets (120 g)",
          "1 tsp olive oil",
          "lemon wedge and fresh dill",
        ],
        calories: 488,
        protein: 35,
        carbs: 39,
        fat: 22,
        fiber: 8,
      },
      snacks: [
        {
          name: "Apple with Peanut Butter",
          description: "Crisp apple slices with a spoonful of peanut butter for dipping.",
          ingredients: ["1 medium apple (150 g)", "1 tbsp peanut butter (16 g)"],
          calories: 174,
          protein: 4,
          carbs: 24,
          fat: 8,
          fiber: 4,
        },
        {
          name: "Greek Yogurt with Strawberries",
          description:
            "Thick plain Greek yogurt topped with fresh strawberries and a drizzle of honey.",
          ingredients: [
            "3/4 cup plain nonfat Greek yogurt (200 g)",
            "1/2 cup sliced strawberries (80 g)",
            "1 tsp honey",
          ],
          calories: 165,
          protein: 21,
          carbs: 19,
          fat: 1,
          fiber: 2,
        },
      ],
    },
  },
  {
    day: "Tuesday",
    meals: {
      breakfast: {
        name: "Veggie Scramble on Whole-Grain Toast",
        description:
          "Eggs scrambled with spinach and red pepper, served on two slices of whole-wheat toast with sliced avocado.",
        ingredients: [
          "2 large eggs",
          "1 cup baby spinach (30 g)",
          "1/3 red bell pepper, diced (50 g)",
          "2 slices whole-wheat bread (56 g)",
          "1 tsp olive oil",
          "1/5 avocado, sliced (30 g)",
        ],
        calories: 399,
        protein: 21,
        carbs: 31,
        fat: 21,
        fiber: 7,
      },
      lunch: {
        name: "Turkey and Hummus Wrap",
        description:
          "A whole-wheat tortilla filled with roast turkey, hummus and crunchy salad, with an orange on the side.",
        ingredients: [
          "1 large whole-wheat tortilla (64 g)",
          "85 g sliced roast turkey breast",
          "2 tbsp hummus (30 g)",
          "1 cup shredded romaine (30 g)",
          "1/2 tomato, sliced (50 g)",
          "1/4 cucumber, sliced (40 g)",
          "1 medium orange (130 g)",
        ],
        calories: 445,
        protein: 36,
        carbs: 53,
        fat: 11,
        fiber: 13,
      },
      dinner: {
        name: "Beef and Vegetable Stir-Fry with Brown Rice",
        description:
          "Thin strips of lean sirloin tossed in a hot pan with broccoli, pepper, carrot, ginger and soy sauce.",
        ingredients: [
          "110 g lean sirloin steak, sliced",
          "1 cup broccoli florets (80 g)",
          "1/2 red bell pepper (60 g)",
          "1 small carrot (40 g)",
          "3/4 cup cooked brown rice (150 g)",
          "1 tbsp low-sodium soy sauce",
          "1/2 tbsp sesame oil",
          "1 tsp grated fresh ginger",
          "1 garlic clove",
        ],
        calories: 527,
        protein: 43,
        carbs: 54,
        fat: 15,
        fiber: 7,
      },
      snacks: [
        {
          name: "Carrots, Pita and Hummus",
          description: "Carrot sticks and warm pita wedges with a generous scoop of hummus.",
          ingredients: [
            "2 medium carrots, cut into sticks (100 g)",
            "1/4 cup hummus (60 g)",
            "1/2 small whole-wheat pita (30 g)",
          ],
          calories: 219,
          protein: 9,
          carbs: 35,
          fat: 7,
          fiber: 8,
        },
        {
          name: "Pear with Almonds",
          description: "A ripe pear and a small handful of almonds.",
          ingredients: ["1 medium pear (150 g)", "16 almonds (20 g)"],
          calories: 201,
          protein: 5,
          carbs: 27,
          fat: 10,
          fiber: 7,
        },
      ],
    },
  },
  {
    day: "Wednesday",
    meals: {
      breakfast: {
        name: "Greek Yogurt Parfait",
        description: "Layers of Greek yogurt, crunchy granola, raspberries and chia seeds.",
        ingredients: [
          "3/4 cup plain nonfat Greek yogurt (200 g)",
          "1/3 cup granola (40 g)",
          "1/2 cup raspberries (60 g)",
          "2 tsp chia seeds (10 g)",
          "1 tsp honey",
        ],
        calories: 415,
        protein: 28,
        carbs: 46,
        fat: 14,
        fiber: 11,
      },
      lunch: {
        name: "Lentil Vegetable Soup",
        description:
          "A hearty soup of lentils, carrot, celery and tomato, with a whole-wheat roll.",
        ingredients: [
          "1 cup cooked lentils (200 g)",
          "1 small carrot, diced (50 g)",
          "1 celery stalk (40 g)",
          "1/4 onion (40 g)",
          "1/2 cup canned diced tomatoes (120 g)",
          "2 tsp olive oil",
          "1 small whole-wheat roll (40 g)",
          "vegetable stock, cumin and thyme",
        ],
        calories: 483,
        protein: 25,
        carbs: 71,
        fat: 13,
        fiber: 23,
      },
      dinner: {
        name: "Lemon Herb Chicken with Roasted Potatoes",
        description:
          "Chicken breast marinated in lemon and herbs, roasted alongside potatoes and green beans.",
        ingredients: [
          "150 g chicken breast",
          "1 medium potato (200 g)",
          "1 cup green beans (100 g)",
          "2 tsp olive oil",
          "lemon zest, rosemary and garlic",
        ],
        calories: 553,
        protein: 53,
        carbs: 49,
        fat: 16,
        fiber: 7,
      },
      snacks: [
        {
          name: "Cottage Cheese with Pineapple",
          description: "Low-fat cottage cheese with juicy pineapple chunks.",
          ingredients: [
            "2/3 cup low-fat cottage cheese (150 g)",
            "1/2 cup pineapple chunks (80 g)",
          ],
          calories: 162,
          protein: 16,
          carbs: 18,
          fat: 4,
          fiber: 1,
        },
        {
          name: "Dark Chocolate and Walnuts",
          description: "Two squares of dark chocolate with a few walnut halves.",
          ingredients: ["2 squares dark chocolate, 70-85% (15 g)", "7 walnut halves (15 g)"],
          calories: 188,
          protein: 3,
          carbs: 9,
          fat: 16,
          fiber: 3,
        },
      ],
    },
  },
  {
    day: "Thursday",
    meals: {
      breakfast: {
        name: "Peanut Butter Banana Toast",
        description:
          "Whole-wheat toast spread with peanut butter and topped with banana, with a glass of milk.",
        ingredients: [
          "2 slices whole-wheat bread (56 g)",
          "1 tbsp peanut butter (16 g)",
          "1 medium banana (100 g)",
          "3/4 cup 2% milk (200 ml)",
        ],
        calories: 426,
        protein: 18,
        carbs: 60,
        fat: 14,
        fiber: 7,
      },
      lunch: {
        name: "Tuna Salad Sandwich",
        description:
          "Tuna mixed with a little mayonnaise and celery on whole-wheat bread with lettuce, tomato and avocado, plus an apple.",
        ingredients: [
          "2 slices whole-wheat bread (56 g)",
          "1 can light tuna in water, drained (100 g)",
          "2 tsp mayonnaise",
          "1/2 celery stalk, chopped (30 g)",
          "2 lettuce leaves (20 g)",
          "2 tomato slices (40 g)",
          "1/5 avocado (30 g)",
          "1 medium apple (150 g)",
        ],
        calories: 437,
        protein: 28,
        carbs: 50,
        fat: 15,
        fiber: 10,
      },
      dinner: {
        name: "Turkey and Bean Chili",
        description:
          "Lean ground turkey simmered with kidney beans, tomatoes, onion, pepper and chili spices, topped with cheddar.",
        ingredients: [
          "120 g lean ground turkey",
          "2/3 cup cooked kidney beans (120 g)",
          "2/3 cup canned diced tomatoes (150 g)",
          "1/2 small onion (60 g)",
          "1/2 red bell pepper (60 g)",
          "1/2 tbsp olive oil",
          "2 tbsp grated cheddar (15 g)",
          "chili powder, cumin and smoked paprika",
        ],
        calories: 585,
        protein: 49,
        carbs: 42,
        fat: 26,
        fiber: 14,
      },
      snacks: [
        {
          name: "Orange and Almonds",
          description: "A juicy orange with a small handful of almonds.",
          ingredients: ["1 medium orange (130 g)", "16 almonds (20 g)"],
          calories: 177,
          protein: 5,
          carbs: 20,
          fat: 10,
          fiber: 6,
        },
        {
          name: "Hummus with Cucumber and Pita",
          description: "Cucumber rounds and a few pita wedges with hummus.",
          ingredients: [
            "1/4 cup hummus (60 g)",
            "1/3 cucumber (80 g)",
            "1/2 small whole-wheat pita (30 g)",
          ],
          calories: 190,
          protein: 8,
          carbs: 28,
          fat: 6,
          fiber: 6,
        },
      ],
    },
  },
  {
    day: "Friday",
    meals: {
      breakfast: {
        name: "Spinach Mushroom Omelette",
        description:
          "A three-egg omelette with spinach and mushrooms, a slice of toast and fresh strawberries.",
        ingredients: [
          "3 large eggs",
          "1 cup baby spinach (30 g)",
          "1/2 cup sliced mushrooms (50 g)",
          "1 slice whole-wheat bread (28 g)",
          "1 tsp butter",
          "2/3 cup strawberries (100 g)",
        ],
        calories: 371,
        protein: 25,
        carbs: 23,
        fat: 20,
        fiber: 5,
      },
      lunch: {
        name: "Chicken Burrito Bowl",
        description: "Chicken, brown rice, black beans and corn with salsa, lettuce and avocado.",
        ingredients: [
          "100 g grilled chicken breast",
          "2/3 cup cooked brown rice (120 g)",
          "1/2 cup cooked black beans (80 g)",
          "1/4 cup sweet corn (40 g)",
          "1/4 cup tomato salsa (60 g)",
          "1 cup shredded lettuce (30 g)",
          "1/4 avocado (40 g)",
        ],
        calories: 532,
        protein: 44,
        carbs: 64,
        fat: 12,
        fiber: 14,
      },
      dinner: {
        name: "Shrimp Pasta Primavera",
        description:
          "Whole-wheat pasta with garlicky shrimp, zucchini and tomatoes, finished with parmesan.",
        ingredients: [
          "120 g peeled shrimp",
          "1 1/4 cups cooked whole-wheat pasta (160 g)",
          "1 small zucchini (100 g)",
          "8 cherry tomatoes (100 g)",
          "2 tsp olive oil",
          "2 tbsp grated parmesan (10 g)",
          "2 garlic cloves",
        ],
        calories: 530,
        protein: 44,
        carbs: 58,
        fat: 16,
        fiber: 9,
      },
      snacks: [
        {
          name: "Banana with Almond Butter",
          description: "A banana sliced and spread with almond butter.",
          ingredients: ["1 medium banana (100 g)", "1 tbsp almond butter (16 g)"],
          calories: 187,
          protein: 4,
          carbs: 26,
          fat: 9,
          fiber: 4,
        },
        {
          name: "Greek Yogurt with Blueberries",
          description: "Greek yogurt with blueberries and a touch of honey.",
          ingredients: [
            "2/3 cup plain nonfat Greek yogurt (150 g)",
            "1/2 cup blueberries (75 g)",
            "1 tsp honey",
          ],
          calories: 153,
          protein: 16,
          carbs: 22,
          fat: 1,
          fiber: 2,
        },
      ],
    },
  },
  {
    day: "Saturday",
    meals: {
      breakfast: {
        name: "Banana Oat Pancakes",
        description:
          "Pancakes blended from oats, eggs and banana, topped with blueberries and maple syrup.",
        ingredients: [
          "1/2 cup rolled oats, blended (40 g)",
          "2 large eggs",
          "1 medium banana (100 g)",
          "1/3 cup blueberries (50 g)",
          "1 tbsp maple syrup",
        ],
        calories: 451,
        protein: 19,
        carbs: 68,
        fat: 13,
        fiber: 8,
      },
      lunch: {
        name: "Mediterranean Chickpea Salad",
        description:
          "Chickpeas with cucumber, tomato, red onion, olives, feta and parsley in a lemon and olive oil dressing.",
        ingredients: [
          "1 cup cooked chickpeas (150 g)",
          "1/2 cup diced cucumber (80 g)",
          "1 small tomato (80 g)",
          "2 tbsp chopped red onion (20 g)",
          "3 tbsp crumbled feta (25 g)",
          "5 black olives (20 g)",
          "2 tsp olive oil",
          "1 tbsp lemon juice",
          "2 tbsp chopped parsley",
        ],
        calories: 465,
        protein: 19,
        carbs: 53,
        fat: 22,
        fiber: 14,
      },
      dinner: {
        name: "Pork Tenderloin with Quinoa and Green Beans",
        description: "Mustard-glazed roast pork tenderloin with fluffy quinoa and green beans.",
        ingredients: [
          "140 g pork tenderloin",
          "1 cup cooked quinoa (180 g)",
          "1 1/4 cups green beans (120 g)",
          "2 tsp olive oil",
          "2 tsp mustard",
        ],
        calories: 548,
        protein: 47,
        carbs: 47,
        fat: 19,
        fiber: 9,
      },
      snacks: [
        {
          name: "Cheddar and Grapes",
          description: "A few cubes of cheddar with a bunch of grapes.",
          ingredients: ["3 small cubes cheddar (20 g)", "2/3 cup grapes (100 g)"],
          calories: 148,
          protein: 5,
          carbs: 18,
          fat: 7,
          fiber: 1,
        },
        {
          name: "Steamed Edamame",
          description: "Warm edamame pods sprinkled with sea salt.",
          ingredients: ["1 cup shelled edamame (140 g)", "pinch of sea salt"],
          calories: 169,
          protein: 17,
          carbs: 12,
          fat: 7,
          fiber: 7,
        },
      ],
    },
  },
  {
    day: "Sunday",
    meals: {
      breakfast: {
        name: "Avocado Egg Toast",
        description: "Whole-wheat toast with smashed avocado, two eggs and sliced tomato.",
        ingredients: [
          "2 slices whole-wheat bread (56 g)",
          "1/3 avocado (50 g)",
          "2 large eggs",
          "1/2 tomato, sliced (50 g)",
          "chili flakes and black pepper",
        ],
        calories: 373,
        protein: 21,
        carbs: 31,
        fat: 19,
        fiber: 7,
      },
      lunch: {
        name: "Chicken Vegetable Soup",
        description:
          "A comforting soup of chicken, potato, carrot, celery and onion, with two slices of whole-wheat bread.",
        ingredients: [
          "120 g cooked chicken breast",
          "1 small potato (100 g)",
          "1 carrot (60 g)",
          "1 celery stalk (50 g)",
          "1/3 onion (50 g)",
          "1 tsp olive oil",
          "2 slices whole-wheat bread (56 g)",
          "low-sodium stock, thyme and bay leaf",
        ],
        calories: 529,
        protein: 48,
        carbs: 57,
        fat: 12,
        fiber: 9,
      },
      dinner: {
        name: "Baked Cod with Brown Rice and Asparagus",
        description:
          "Flaky cod baked with lemon and olive oil, served with brown rice and roasted asparagus.",
        ingredients: [
          "170 g cod fillet",
          "1 cup cooked brown rice (180 g)",
          "8 asparagus spears (120 g)",
          "2 tsp olive oil",
          "2 tsp lemon juice",
        ],
        calories: 515,
        protein: 46,
        carbs: 51,
        fat: 13,
        fiber: 5,
      },
      snacks: [
        {
          name: "Strawberry Banana Smoothie",
          description: "Milk blended with strawberries and banana.",
          ingredients: [
            "3/4 cup 2% milk (200 ml)",
            "2/3 cup strawberries (100 g)",
            "1/2 banana (60 g)",
          ],
          calories: 185,
          protein: 8,
          carbs: 31,
          fat: 4,
          fiber: 4,
        },
        {
          name: "Cottage Cheese with Cherries",
          description: "Low-fat cottage cheese topped with fresh sweet cherries.",
          ingredients: [
            "2/3 cup low-fat cottage cheese (150 g)",
            "2/3 cup pitted cherries (100 g)",
          ],
          calories: 185,
          protein: 17,
          carbs: 23,
          fat: 4,
          fiber: 2,
        },
      ],
    },
  },
];

const KETO_WEEK: PlanDayInput[] = [
  {
    day: "Monday",
    meals: {
      breakfast: {
        name: "Spinach and Feta Omelette",
        description:
          "A three-egg omelette cooked in butter and filled with wilted spinach and feta.",
        ingredients: [
          "3 large eggs",
          "1 1/3 cups baby spinach (40 g)",
          "1/4 cup crumbled feta (30 g)",
          "2 tsp butter",
        ],
        calories: 375,
        protein: 24,
        carbs: 4,
        fat: 29,
        fiber: 1,
      },
      lunch: {
        name: "Chicken Avocado Lettuce Wraps",
        description:
          "Roast chicken thigh, avocado and a lime mayonnaise wrapped in crisp romaine leaves.",
        ingredients: [
          "120 g roast chicken thigh, skinless",
          "1/2 small avocado (70 g)",
          "4 large romaine leaves (60 g)",
          "1 tbsp mayonnaise",
          "squeeze of lime",
        ],
        calories: 442,
        protein: 32,
        carbs: 9,
        fat: 31,
        fiber: 6,
      },
      dinner: {
        name: "Garlic Butter Salmon with Asparagus",
        description: "Pan-seared salmon basted with garlic butter, served with roasted asparagus.",
        ingredients: [
          "170 g salmon fillet, skin on",
          "8 asparagus spears (120 g)",
          "1 tbsp butter",
          "1 tsp olive oil",
          "2 garlic cloves",
        ],
        calories: 533,
        protein: 41,
        carbs: 6,
        fat: 38,
        fiber: 3,
      },
      snacks: [
        {
          name: "Macadamia Nuts",
          description: "A small handful of buttery macadamia nuts.",
          ingredients: ["14 macadamia nuts (35 g)"],
          calories: 251,
          protein: 3,
          carbs: 5,
          fat: 27,
          fiber: 3,
        },
      ],
    },
  },
  {
    day: "Tuesday",
    meals: {
      breakfast: {
        name: "Bacon and Eggs with Avocado",
        description: "Two fried eggs and crisp bacon with sliced avocado.",
        ingredients: [
          "2 large eggs",
          "2 slices cooked bacon (20 g)",
          "1/2 small avocado (70 g)",
          "1 tsp butter",
        ],
        calories: 384,
        protein: 21,
        carbs: 7,
        fat: 31,
        fiber: 5,
      },
      lunch: {
        name: "Keto Cobb Salad",
        description:
          "Romaine topped with chicken, egg, bacon, avocado, tomato and cheddar in an olive oil vinaigrette.",
        ingredients: [
          "2 cups chopped romaine (100 g)",
          "90 g grilled chicken breast",
          "1 hard-boiled egg",
          "1 slice cooked bacon, crumbled (10 g)",
          "1/3 avocado (50 g)",
          "2 tbsp grated cheddar (20 g)",
          "3 cherry tomatoes (40 g)",
          "1 tbsp olive oil",
          "1 tsp red wine vinegar",
        ],
        calories: 584,
        protein: 45,
        carbs: 10,
        fat: 41,
        fiber: 6,
      },
      dinner: {
        name: "Beef and Broccoli Stir-Fry with Zucchini Noodles",
        description:
          "Seared flank steak and broccoli in a ginger, garlic and tamari glaze over zucchini noodles.",
        ingredients: [
          "130 g flank steak, sliced",
          "1 1/4 cups broccoli florets (100 g)",
          "1 medium zucchini, spiralized (150 g)",
          "2 tsp sesame oil",
          "2 tsp coconut oil",
          "1 tbsp tamari",
          "1 tsp grated ginger",
          "2 garlic cloves",
        ],
        calories: 510,
        protein: 43,
        carbs: 15,
        fat: 32,
        fiber: 4,
      },
      snacks: [
        {
          name: "Celery with Almond Butter",
          description: "Celery sticks with almond butter.",
          ingredients: ["2 celery stalks (80 g)", "1 1/4 tbsp almond butter (20 g)"],
          calories: 136,
          protein: 5,
          carbs: 6,
          fat: 11,
          fiber: 3,
        },
      ],
    },
  },
  {
    day: "Wednesday",
    meals: {
      breakfast: {
        name: "Coconut Chia Pudding",
        description: "Chia seeds soaked overnight in coconut milk, topped with a few raspberries.",
        ingredients: [
          "1 1/2 tbsp chia seeds (15 g)",
          "2/3 cup canned coconut milk (150 ml)",
          "5 raspberries (20 g)",
          "vanilla extract",
        ],
        calories: 379,
        protein: 6,
        carbs: 13,
        fat: 37,
        fiber: 6,
      },
      lunch: {
        name: "Tuna-Stuffed Avocado",
        description: "Avocado halves filled with tuna, mayonnaise, celery and lemon.",
        ingredients: [
          "1 can light tuna in water, drained (100 g)",
          "2/3 avocado (100 g)",
          "4 tsp mayonnaise",
          "1/2 celery stalk (30 g)",
          "1 tsp lemon juice",
        ],
        calories: 388,
        protein: 22,
        carbs: 10,
        fat: 31,
        fiber: 7,
      },
      dinner: {
        name: "Pork Chops with Creamy Mushrooms",
        description:
          "Seared pork loin chops in a mushroom and cream pan sauce, with buttered green beans.",
        ingredients: [
          "170 g boneless pork loin chop",
          "1 1/2 cups sliced mushrooms (100 g)",
          "2 tbsp heavy cream",
          "2 tsp butter",
          "1/2 cup green beans (60 g)",
          "2 tsp olive oil",
        ],
        calories: 597,
        protein: 52,
        carbs: 8,
        fat: 40,
        fiber: 3,
      },
      snacks: [
        {
          name: "Cheddar and Olives",
          description: "Cheddar cubes with a handful of black olives.",
          ingredients: ["5 small cubes cheddar (40 g)", "8 black olives (30 g)"],
          calories: 196,
          protein: 9,
          carbs: 3,
          fat: 17,
          fiber: 1,
        },
      ],
    },
  },
  {
    day: "Thursday",
    meals: {
      breakfast: {
        name: "Green Keto Smoothie",
        description:
          "Almond milk blended with avocado, spinach, almond butter, chia and a splash of cream.",
        ingredients: [
          "1 cup unsweetened almond milk",
          "1/3 avocado (60 g)",
          "1 cup baby spinach (30 g)",
          "1 tbsp almond butter (16 g)",
          "2 tsp chia seeds (10 g)",
          "2 tbsp heavy cream",
        ],
        calories: 388,
        protein: 9,
        carbs: 16,
        fat: 34,
        fiber: 10,
      },
      lunch: {
        name: "Egg Salad Lettuce Wraps",
        description: "Creamy egg salad with mustard and crumbled bacon spooned into lettuce cups.",
        ingredients: [
          "3 hard-boiled eggs",
          "4 tsp mayonnaise",
          "1 tsp mustard",
          "1 slice cooked bacon (10 g)",
          "4 lettuce leaves (60 g)",
          "chopped chives",
        ],
        calories: 411,
        protein: 23,
        carbs: 4,
        fat: 33,
        fiber: 1,
      },
      dinner: {
        name: "Roast Chicken Thighs with Cauliflower Mash",
        description:
          "Crisp roast chicken thighs with a cauliflower mash enriched with butter, cream and parmesan.",
        ingredients: [
          "180 g roast chicken thighs, skinless",
          "1 1/2 cups cauliflower florets (150 g)",
          "1 tbsp butter",
          "4 tsp heavy cream",
          "2 tbsp grated parmesan (10 g)",
          "1 tsp olive oil",
        ],
        calories: 621,
        protein: 51,
        carbs: 9,
        fat: 42,
        fiber: 3,
      },
      snacks: [
        {
          name: "Pecans",
          description: "A small handful of pecan halves.",
          ingredients: ["15 pecan halves (25 g)"],
          calories: 173,
          protein: 2,
          carbs: 3,
          fat: 18,
          fiber: 2,
        },
      ],
    },
  },
  {
    day: "Friday",
    meals: {
      breakfast: {
        name: "Cream Cheese Scrambled Eggs",
        description: "Soft scrambled eggs folded with cream cheese and spinach, cooked in butter.",
        ingredients: [
          "3 large eggs",
          "2 tbsp cream cheese (30 g)",
          "1 tsp butter",
          "1 cup baby spinach (30 g)",
          "chopped chives",
        ],
        calories: 362,
        protein: 22,
        carbs: 4,
        fat: 29,
        fiber: 1,
      },
      lunch: {
        name: "Salmon Caesar Salad",
        description:
          "Flaked roast salmon over romaine with parmesan and a lemony mayonnaise-based Caesar dressing.",
        ingredients: [
          "130 g roast salmon",
          "2 cups chopped romaine (100 g)",
          "3 tbsp grated parmesan (15 g)",
          "1 tbsp mayonnaise",
          "1 tsp olive oil",
          "2 tsp lemon juice",
          "1/2 garlic clove",
        ],
        calories: 499,
        protein: 35,
        carbs: 7,
        fat: 37,
        fiber: 2,
      },
      dinner: {
        name: "Beef-Stuffed Bell Peppers",
        description:
          "Red peppers filled with seasoned ground beef and tomato, baked under melted mozzarella.",
        ingredients: [
          "150 g ground beef (90% lean)",
          "1 large red bell pepper (120 g)",
          "1/3 cup shredded mozzarella (40 g)",
          "1/4 cup canned diced tomatoes (60 g)",
          "2 tsp olive oil",
          "oregano and garlic powder",
        ],
        calories: 543,
        protein: 49,
        carbs: 10,
        fat: 33,
        fiber: 4,
      },
      snacks: [
        {
          name: "Walnuts and Cheddar",
          description: "A few walnut halves with cubes of sharp cheddar.",
          ingredients: ["10 walnut halves (20 g)", "3 small cubes cheddar (20 g)"],
          calories: 212,
          protein: 8,
          carbs: 3,
          fat: 20,
          fiber: 1,
        },
      ],
    },
  },
  {
    day: "Saturday",
    meals: {
      breakfast: {
        name: "Avocado Baked Eggs with Bacon",
        description:
          "Avocado halves with an egg baked in each, topped with cheddar, with crisp bacon.",
        ingredients: [
          "2/3 avocado (100 g)",
          "2 large eggs",
          "2 tbsp grated cheddar (15 g)",
          "2 thin slices cooked bacon (15 g)",
        ],
        calories: 434,
        protein: 23,
        carbs: 10,
        fat: 34,
        fiber: 7,
      },
      lunch: {
        name: "Shrimp and Avocado Salad",
        description:
          "Chilled shrimp with avocado, cucumber and lettuce in a lime and olive oil dressing.",
        ingredients: [
          "120 g cooked shrimp",
          "1/2 avocado (80 g)",
          "1/4 cucumber (60 g)",
          "1 cup chopped romaine (60 g)",
          "4 tsp olive oil",
          "squeeze of lime",
        ],
        calories: 444,
        protein: 32,
        carbs: 12,
        fat: 32,
        fiber: 7,
      },
      dinner: {
        name: "Sirloin Steak with Herb Butter and Broccoli",
        description: "Grilled sirloin topped with herb butter, with olive-oil roasted broccoli.",
        ingredients: [
          "170 g sirloin steak",
          "4 tsp butter with parsley and garlic",
          "1 1/4 cups broccoli florets (100 g)",
          "1 tsp olive oil",
        ],
        calories: 533,
        protein: 55,
        carbs: 7,
        fat: 31,
        fiber: 3,
      },
      snacks: [
        {
          name: "Macadamia Nuts and Dark Chocolate",
          description: "A few macadamia nuts with one square of very dark chocolate.",
          ingredients: ["8 macadamia nuts (20 g)", "1 square dark chocolate, 85% (10 g)"],
          calories: 203,
          protein: 2,
          carbs: 7,
          fat: 19,
          fiber: 3,
        },
      ],
    },
  },
  {
    day: "Sunday",
    meals: {
      breakfast: {
        name: "Mushroom and Swiss Omelette",
        description:
          "A fluffy three-egg omelette filled with butter-sauteed mushrooms and Swiss cheese.",
        ingredients: [
          "3 large eggs",
          "3/4 cup sliced mushrooms (60 g)",
          "1 slice Swiss cheese (25 g)",
          "2 tsp butter",
        ],
        calories: 398,
        protein: 28,
        carbs: 3,
        fat: 30,
        fiber: 1,
      },
      lunch: {
        name: "Greek Salad with Grilled Chicken",
        description:
          "Chicken thigh over cucumber, tomato, olives and feta with an olive oil and oregano dressing.",
        ingredients: [
          "120 g grilled chicken thigh",
          "1/3 cucumber (80 g)",
          "4 cherry tomatoes (50 g)",
          "1/4 cup crumbled feta (30 g)",
          "8 black olives (30 g)",
          "4 tsp olive oil",
          "dried oregano",
        ],
        calories: 526,
        protein: 35,
        carbs: 8,
        fat: 40,
        fiber: 2,
      },
      dinner: {
        name: "Lamb Chops with Minted Zucchini",
        description:
          "Grilled lamb chops with zucchini ribbons tossed in olive oil, lemon and mint.",
        ingredients: [
          "150 g lamb chops (cooked weight)",
          "1 medium zucchini (150 g)",
          "1 tbsp olive oil",
          "lemon zest and fresh mint",
        ],
        calories: 545,
        protein: 40,
        carbs: 5,
        fat: 40,
        fiber: 2,
      },
      snacks: [
        {
          name: "Cucumber Bites with Cream Cheese",
          description: "Cucumber rounds topped with cream cheese and dill.",
          ingredients: ["1/2 cucumber (100 g)", "3 tbsp cream cheese (40 g)", "fresh dill"],
          calories: 155,
          protein: 3,
          carbs: 6,
          fat: 14,
          fiber: 1,
        },
      ],
    },
  },
];

const VEGETARIAN_WEEK: PlanDayInput[] = [
  {
    day: "Monday",
    meals: {
      breakfast: {
        name: "Overnight Oats with Chia and Mango",
        description: "Oats and chia soaked overnight in milk and topped with fresh mango.",
        ingredients: [
          "1/2 cup rolled oats (50 g)",
          "3/4 cup 2% milk (200 ml)",
          "2 tsp chia seeds (10 g)",
          "1/2 cup diced mango (80 g)",
        ],
        calories: 386,
        protein: 15,
        carbs: 60,
        fat: 11,
        fiber: 10,
      },
      lunch: {
        name: "Chickpea and Spinach Curry",
        description:
          "Chickpeas and spinach simmered in a spiced tomato and coconut sauce, served over brown rice.",
        ingredients: [
          "1 cup cooked chickpeas (150 g)",
          "2 cups spinach (60 g)",
          "1/2 cup canned diced tomatoes (120 g)",
          "1/3 onion (50 g)",
          "3 tbsp light coconut milk (40 ml)",
          "2/3 cup cooked brown rice (120 g)",
          "1 tsp olive oil",
          "garam masala, turmeric, cumin and fresh ginger",
        ],
        calories: 570,
        protein: 21,
        carbs: 84,
        fat: 19,
        fiber: 18,
      },
      dinner: {
        name: "Tomato Basil Pasta with Mozzarella",
        description:
          "Whole-wheat pasta in a tomato and basil sauce with spinach and melted mozzarella.",
        ingredients: [
          "1 1/4 cups cooked whole-wheat pasta (160 g)",
          "1/2 cup tomato-basil sauce (120 g)",
          "1/3 cup shredded mozzarella (40 g)",
          "1 1/3 cups spinach (40 g)",
          "1 tsp olive oil",
          "a few fresh basil leaves",
        ],
        calories: 455,
        protein: 22,
        carbs: 60,
        fat: 16,
        fiber: 9,
      },
      snacks: [
        {
          name: "Apple with Almond Butter",
          description: "Apple slices with almond butter.",
          ingredients: ["1 medium apple (150 g)", "1 tbsp almond butter (16 g)"],
          calories: 176,
          protein: 4,
          carbs: 24,
          fat: 9,
          fiber: 5,
        },
        {
          name: "Greek Yogurt with Walnuts",
          description: "Greek yogurt with walnuts and a drizzle of honey.",
          ingredients: [
            "2/3 cup plain nonfat Greek yogurt (150 g)",
            "2 tbsp chopped walnuts (14 g)",
            "1 tsp honey",
          ],
          calories: 195,
          protein: 17,
          carbs: 11,
          fat: 10,
          fiber: 1,
        },
      ],
    },
  },
  {
    day: "Tuesday",
    meals: {
      breakfast: {
        name: "Spinach and Cheddar Omelette",
        description:
          "An egg and egg-white omelette with spinach and cheddar, with a slice of whole-wheat toast.",
        ingredients: [
          "2 large eggs",
          "2 egg whites (60 g)",
          "1 cup baby spinach (30 g)",
          "1/3 cup grated cheddar (30 g)",
          "1 slice whole-wheat bread (28 g)",
          "1 tsp olive oil",
        ],
        calories: 417,
        protein: 30,
        carbs: 15,
        fat: 26,
        fiber: 2,
      },
      lunch: {
        name: "Black Bean Burrito Bowl",
        description:
          "Black beans, brown rice and corn with salsa, avocado, lettuce and a spoon of sour cream.",
        ingredients: [
          "3/4 cup cooked black beans (130 g)",
          "2/3 cup cooked brown rice (120 g)",
          "1/3 cup sweet corn (50 g)",
          "1/4 cup tomato salsa (60 g)",
          "1/3 avocado (50 g)",
          "1 cup shredded lettuce (30 g)",
          "1 1/2 tbsp sour cream (20 g)",
        ],
        calories: 495,
        protein: 19,
        carbs: 79,
        fat: 14,
        fiber: 19,
      },
      dinner: {
        name: "Tofu and Vegetable Stir-Fry",
        description:
          "Crispy firm tofu with broccoli, pepper and carrot in a ginger soy glaze over brown rice.",
        ingredients: [
          "200 g firm tofu, cubed",
          "1 1/4 cups broccoli florets (100 g)",
          "1/2 red bell pepper (60 g)",
          "1 small carrot (50 g)",
          "1 tbsp low-sodium soy sauce",
          "2 tsp sesame oil",
          "3/4 cup cooked brown rice (150 g)",
          "1 tsp grated ginger",
          "2 garlic cloves",
        ],
        calories: 522,
        protein: 28,
        carbs: 62,
        fat: 21,
        fiber: 10,
      },
      snacks: [
        {
          name: "Cottage Cheese with Peaches",
          description: "Cottage cheese topped with sliced peach.",
          ingredients: ["3/4 cup low-fat cottage cheese (170 g)", "1 small peach (100 g)"],
          calories: 177,
          protein: 19,
          carbs: 18,
          fat: 4,
          fiber: 2,
        },
        {
          name: "Hummus and Carrot Sticks",
          description: "Carrot sticks and pita wedges with hummus.",
          ingredients: [
            "2 1/2 tbsp hummus (40 g)",
            "2 carrots (100 g)",
            "1/2 small whole-wheat pita (30 g)",
          ],
          calories: 186,
          protein: 7,
          carbs: 32,
          fat: 5,
          fiber: 7,
        },
      ],
    },
  },
  {
    day: "Wednesday",
    meals: {
      breakfast: {
        name: "Peanut Butter Banana Smoothie",
        description: "Milk blended with banana, peanut butter and oats for a filling breakfast.",
        ingredients: [
          "1 cup 2% milk (240 ml)",
          "1 medium banana (100 g)",
          "1 tbsp peanut butter (16 g)",
          "1/4 cup rolled oats (20 g)",
          "handful of ice",
        ],
        calories: 380,
        protein: 15,
        carbs: 51,
        fat: 15,
        fiber: 5,
      },
      lunch: {
        name: "Lentil Soup with Whole-Wheat Pita",
        description: "Red lentils cooked with carrot, celery, tomato and spinach, with warm pita.",
        ingredients: [
          "1 cup cooked lentils (180 g)",
          "1 small carrot (50 g)",
          "1 celery stalk (40 g)",
          "1/3 onion (50 g)",
          "1/2 cup canned diced tomatoes (100 g)",
          "1 cup spinach (30 g)",
          "2 tsp olive oil",
          "1 small whole-wheat pita (60 g)",
          "vegetable stock and cumin",
        ],
        calories: 524,
        protein: 25,
        carbs: 85,
        fat: 12,
        fiber: 23,
      },
      dinner: {
        name: "Stuffed Sweet Potato with Black Beans and Feta",
        description:
          "A baked sweet potato split and filled with black beans, garlicky kale, feta and a spoon of yogurt.",
        ingredients: [
          "1 large sweet potato (200 g)",
          "1/2 cup cooked black beans (100 g)",
          "1 cup chopped kale (40 g)",
          "1/4 cup crumbled feta (30 g)",
          "3 tbsp plain Greek yogurt (50 g)",
          "1/2 tbsp olive oil",
        ],
        calories: 502,
        protein: 24,
        carbs: 72,
        fat: 15,
        fiber: 17,
      },
      snacks: [
        {
          name: "Ricotta with Blueberries",
          description: "Part-skim ricotta topped with blueberries.",
          ingredients: ["1/2 cup part-skim ricotta (120 g)", "1/2 cup blueberries (75 g)"],
          calories: 208,
          protein: 14,
          carbs: 17,
          fat: 10,
          fiber: 2,
        },
        {
          name: "Steamed Edamame",
          description: "Edamame with a pinch of sea salt.",
          ingredients: ["1 cup shelled edamame (150 g)"],
          calories: 182,
          protein: 18,
          carbs: 13,
          fat: 8,
          fiber: 8,
        },
      ],
    },
  },
  {
    day: "Thursday",
    meals: {
      breakfast: {
        name: "Avocado Toast with Poached Eggs",
        description: "Whole-wheat toast with smashed avocado, two poached eggs and tomato.",
        ingredients: [
          "2 slices whole-wheat bread (56 g)",
          "1/3 avocado (60 g)",
          "2 large eggs",
          "2 tomato slices (40 g)",
        ],
        calories: 387,
        protein: 21,
        carbs: 31,
        fat: 20,
        fiber: 8,
      },
      lunch: {
        name: "Quinoa Tabbouleh Salad with Chickpeas",
        description:
          "Quinoa tossed with parsley, tomato, cucumber, chickpeas and feta in lemon and olive oil.",
        ingredients: [
          "3/4 cup cooked quinoa (150 g)",
          "2/3 cup cooked chickpeas (100 g)",
          "1 small tomato (80 g)",
          "1/2 cup diced cucumber (80 g)",
          "1/3 cup chopped parsley (20 g)",
          "3 tbsp crumbled feta (25 g)",
          "2 tsp olive oil",
          "1 tbsp lemon juice",
        ],
        calories: 535,
        protein: 21,
        carbs: 69,
        fat: 21,
        fiber: 14,
      },
      dinner: {
        name: "Mushroom and Spinach Pasta",
        description:
          "Whole-wheat pasta with garlicky mushrooms, spinach, ricotta and a vegetarian parmesan-style cheese.",
        ingredients: [
          "1 1/4 cups cooked whole-wheat pasta (160 g)",
          "2 cups sliced mushrooms (150 g)",
          "1 1/2 cups spinach (50 g)",
          "3 tbsp part-skim ricotta (40 g)",
          "3 tbsp grated vegetarian parmesan-style cheese (15 g)",
          "2 tsp olive oil",
          "2 garlic cloves",
        ],
        calories: 497,
        protein: 25,
        carbs: 61,
        fat: 21,
        fiber: 9,
      },
      snacks: [
        {
          name: "Pear and Cheddar",
          description: "A sliced pear with a little cheddar.",
          ingredients: ["1 medium pear (150 g)", "3 small cubes cheddar (20 g)"],
          calories: 166,
          protein: 5,
          carbs: 23,
          fat: 7,
          fiber: 5,
        },
        {
          name: "Cottage Cheese with Raspberries",
          description: "Cottage cheese with raspberries and a sprinkle of sliced almonds.",
          ingredients: [
            "2/3 cup low-fat cottage cheese (150 g)",
            "1/2 cup raspberries (60 g)",
            "1 tbsp sliced almonds (10 g)",
          ],
          calories: 211,
          protein: 19,
          carbs: 16,
          fat: 9,
          fiber: 5,
        },
      ],
    },
  },
  {
    day: "Friday",
    meals: {
      breakfast: {
        name: "Greek Yogurt Granola Bowl",
        description: "Greek yogurt with granola, strawberries and honey.",
        ingredients: [
          "1 cup plain nonfat Greek yogurt (250 g)",
          "1/3 cup granola (45 g)",
          "1/2 cup sliced strawberries (80 g)",
          "1 tsp honey",
        ],
        calories: 414,
        protein: 32,
        carbs: 45,
        fat: 12,
        fiber: 6,
      },
      lunch: {
        name: "Hummus Veggie Wrap",
        description: "A whole-wheat tortilla with hummus, spinach, pepper, cucumber and feta.",
        ingredients: [
          "1 large whole-wheat tortilla (64 g)",
          "1/4 cup hummus (60 g)",
          "1 cup spinach (30 g)",
          "1/3 red bell pepper (50 g)",
          "1/4 cucumber (50 g)",
          "1/4 cup crumbled feta (30 g)",
        ],
        calories: 407,
        protein: 17,
        carbs: 45,
        fat: 19,
        fiber: 12,
      },
      dinner: {
        name: "Black Bean Enchiladas",
        description:
          "Corn tortillas rolled around black beans, pepper and onion, baked with salsa and cheddar.",
        ingredients: [
          "2 corn tortillas (52 g)",
          "1 cup cooked black beans (150 g)",
          "1/2 cup grated cheddar (40 g)",
          "1/3 cup tomato salsa (80 g)",
          "1/4 onion (40 g)",
          "1/2 red bell pepper (60 g)",
          "1 1/2 tbsp sour cream (20 g)",
        ],
        calories: 570,
        protein: 28,
        carbs: 74,
        fat: 20,
        fiber: 20,
      },
      snacks: [
        {
          name: "Greek Yogurt with Banana and Peanut Butter",
          description: "Greek yogurt topped with banana slices and a swirl of peanut butter.",
          ingredients: [
            "1/3 cup plain nonfat Greek yogurt (100 g)",
            "1/2 banana (60 g)",
            "1 tbsp peanut butter (16 g)",
          ],
          calories: 208,
          protein: 14,
          carbs: 21,
          fat: 9,
          fiber: 2,
        },
        {
          name: "Trail Mix",
          description: "Almonds, pumpkin seeds and dried apricots.",
          ingredients: [
            "12 almonds (15 g)",
            "4 dried apricot halves (20 g)",
            "1 tbsp pumpkin seeds (10 g)",
          ],
          calories: 191,
          protein: 7,
          carbs: 17,
          fat: 12,
          fiber: 4,
        },
      ],
    },
  },
  {
    day: "Saturday",
    meals: {
      breakfast: {
        name: "Vegetable Frittata",
        description: "Eggs baked with zucchini, red pepper and feta, with a slice of toast.",
        ingredients: [
          "3 large eggs",
          "1/2 small zucchini (60 g)",
          "1/4 red bell pepper (40 g)",
          "2 tbsp crumbled feta (20 g)",
          "1 tsp olive oil",
          "1 slice whole-wheat bread (28 g)",
        ],
        calories: 405,
        protein: 26,
        carbs: 18,
        fat: 25,
        fiber: 3,
      },
      lunch: {
        name: "Tempeh Buddha Bowl",
        description: "Seared tempeh over quinoa with kale and carrot, dressed with lemon tahini.",
        ingredients: [
          "100 g tempeh",
          "2/3 cup cooked quinoa (120 g)",
          "1 cup chopped kale (40 g)",
          "1 small carrot, grated (40 g)",
          "1 tbsp tahini",
          "2 tsp lemon juice",
        ],
        calories: 463,
        protein: 30,
        carbs: 44,
        fat: 22,
        fiber: 7,
      },
      dinner: {
        name: "Baked Eggplant Parmesan with Spaghetti",
        description:
          "Roasted eggplant slices layered with tomato sauce, mozzarella and a vegetarian parmesan-style cheese, with whole-wheat spaghetti.",
        ingredients: [
          "1 small eggplant (200 g)",
          "2/3 cup tomato sauce (150 g)",
          "1/2 cup shredded mozzarella (50 g)",
          "2 tbsp grated vegetarian parmesan-style cheese (10 g)",
          "2 tsp olive oil",
          "1 cup cooked whole-wheat spaghetti (120 g)",
        ],
        calories: 561,
        protein: 26,
        carbs: 62,
        fat: 26,
        fiber: 13,
      },
      snacks: [
        {
          name: "Kefir with Strawberries and Chia",
          description: "Plain kefir stirred with chia seeds and strawberries.",
          ingredients: [
            "3/4 cup plain low-fat kefir (200 ml)",
            "1/2 cup sliced strawberries (80 g)",
            "2 tsp chia seeds (10 g)",
          ],
          calories: 156,
          protein: 10,
          carbs: 19,
          fat: 5,
          fiber: 5,
        },
        {
          name: "Apple and Walnuts",
          description: "An apple with a few walnut halves.",
          ingredients: ["1 small apple (120 g)", "10 walnut halves (20 g)"],
          calories: 193,
          protein: 3,
          carbs: 19,
          fat: 13,
          fiber: 4,
        },
      ],
    },
  },
  {
    day: "Sunday",
    meals: {
      breakfast: {
        name: "Ricotta Toast with Berries",
        description: "Whole-wheat toast with ricotta, strawberries and honey, plus a boiled egg.",
        ingredients: [
          "2 slices whole-wheat bread (56 g)",
          "1/3 cup part-skim ricotta (80 g)",
          "1/2 cup sliced strawberries (80 g)",
          "1 tsp honey",
          "1 large egg, boiled",
        ],
        calories: 370,
        protein: 23,
        carbs: 40,
        fat: 13,
        fiber: 5,
      },
      lunch: {
        name: "Minestrone Soup",
        description:
          "Vegetable soup with kidney beans, small pasta, zucchini and spinach, topped with a vegetarian parmesan-style cheese.",
        ingredients: [
          "2/3 cup cooked kidney beans (120 g)",
          "3/4 cup cooked whole-wheat pasta (100 g)",
          "1/2 zucchini (80 g)",
          "1 small carrot (50 g)",
          "1 celery stalk (40 g)",
          "2/3 cup canned diced tomatoes (150 g)",
          "1 cup spinach (30 g)",
          "1/2 tbsp olive oil",
          "2 tbsp grated vegetarian parmesan-style cheese (10 g)",
          "vegetable stock, basil and oregano",
        ],
        calories: 477,
        protein: 23,
        carbs: 74,
        fat: 13,
        fiber: 19,
      },
      dinner: {
        name: "Tofu Tikka Masala with Brown Rice",
        description:
          "Tofu and peas in a creamy spiced tomato and yogurt sauce, served with brown rice.",
        ingredients: [
          "180 g firm tofu",
          "2/3 cup canned crushed tomatoes (150 g)",
          "1/4 cup whole-milk Greek yogurt (60 g)",
          "1/3 onion (50 g)",
          "1/3 cup green peas (60 g)",
          "2 tsp olive oil",
          "3/4 cup cooked brown rice (150 g)",
          "2 garlic cloves",
          "1 tsp grated ginger",
          "garam masala, paprika and turmeric",
        ],
        calories: 574,
        protein: 31,
        carbs: 67,
        fat: 23,
        fiber: 11,
      },
      snacks: [
        {
          name: "Hummus with Cucumber and Pita",
          description: "Cucumber rounds and pita wedges with hummus.",
          ingredients: [
            "2 1/2 tbsp hummus (40 g)",
            "1/2 cucumber (100 g)",
            "1 small whole-wheat pita (60 g)",
          ],
          calories: 239,
          protein: 10,
          carbs: 43,
          fat: 5,
          fiber: 7,
        },
        {
          name: "Greek Yogurt with Blueberries",
          description: "Greek yogurt with blueberries and honey.",
          ingredients: [
            "3/4 cup plain nonfat Greek yogurt (170 g)",
            "1/2 cup blueberries (75 g)",
            "1 tsp honey",
          ],
          calories: 158,
          protein: 18,
          carbs: 21,
          fat: 1,
          fiber: 2,
        },
      ],
    },
  },
];

const PALEO_WEEK: PlanDayInput[] = [
  {
    day: "Monday",
    meals: {
      breakfast: {
        name: "Sweet Potato and Spinach Egg Hash",
        description:
          "Diced sweet potato and onion crisped in olive oil, with spinach, two fried eggs and sliced avocado.",
        ingredients: [
          "2 large eggs",
          "1 medium sweet potato, diced (150 g)",
          "1/4 avocado (40 g)",
          "1 1/3 cups spinach (40 g)",
          "1/4 onion (30 g)",
          "2 tsp olive oil",
        ],
        calories: 452,
        protein: 18,
        carbs: 39,
        fat: 26,
        fiber: 9,
      },
      lunch: {
        name: "Grilled Chicken Salad with Avocado and Walnuts",
        description:
          "Chicken breast over romaine with avocado, tomato, cucumber and toasted walnuts in a lemon and olive oil dressing.",
        ingredients: [
          "130 g grilled chicken breast",
          "2 cups chopped romaine (80 g)",
          "1/3 avocado (60 g)",
          "5 cherry tomatoes (60 g)",
          "1/4 cucumber (60 g)",
          "2 tsp olive oil",
          "2 tsp lemon juice",
          "2 tbsp chopped walnuts (15 g)",
        ],
        calories: 533,
        protein: 46,
        carbs: 15,
        fat: 34,
        fiber: 8,
      },
      dinner: {
        name: "Lettuce-Wrapped Beef Burger with Sweet Potato Wedges",
        description:
          "A lean beef patty wrapped in lettuce with tomato and onion, served with roasted sweet potato wedges.",
        ingredients: [
          "150 g lean ground beef patty (90% lean)",
          "3 large lettuce leaves (40 g)",
          "2 tomato slices (40 g)",
          "2 onion rings (20 g)",
          "1 medium sweet potato (150 g)",
          "1/2 tbsp olive oil",
        ],
        calories: 525,
        protein: 42,
        carbs: 36,
        fat: 23,
        fiber: 7,
      },
      snacks: [
        {
          name: "Apple with Almond Butter",
          description: "Apple slices with almond butter.",
          ingredients: ["1 medium apple (150 g)", "1 1/4 tbsp almond butter (20 g)"],
          calories: 201,
          protein: 5,
          carbs: 24,
          fat: 11,
          fiber: 6,
        },
      ],
    },
  },
  {
    day: "Tuesday",
    meals: {
      breakfast: {
        name: "Berry Coconut Chia Pudding with Eggs",
        description:
          "Chia soaked in coconut milk with blueberries, with two hard-boiled eggs for protein.",
        ingredients: [
          "2 tbsp chia seeds (25 g)",
          "1/3 cup canned coconut milk (100 ml)",
          "1/2 cup blueberries (75 g)",
          "2 hard-boiled eggs",
        ],
        calories: 504,
        protein: 19,
        carbs: 25,
        fat: 39,
        fiber: 10,
      },
      lunch: {
        name: "Tuna and Avocado Lettuce Wraps",
        description:
          "Tuna mashed with avocado, homemade mayonnaise and celery in lettuce leaves, with apple slices.",
        ingredients: [
          "140 g light tuna in water, drained",
          "1/2 avocado (80 g)",
          "1 tbsp olive-oil mayonnaise",
          "1/2 celery stalk (30 g)",
          "4 lettuce leaves (60 g)",
          "1 medium apple (150 g)",
        ],
        calories: 443,
        protein: 30,
        carbs: 30,
        fat: 25,
        fiber: 11,
      },
      dinner: {
        name: "Salmon with Roasted Brussels Sprouts and Squash",
        description: "Roasted salmon with caramelised Brussels sprouts and butternut squash.",
        ingredients: [
          "150 g salmon fillet",
          "1 1/4 cups Brussels sprouts (120 g)",
          "1 1/3 cups butternut squash cubes (200 g)",
          "2 tsp olive oil",
        ],
        calories: 539,
        protein: 39,
        carbs: 34,
        fat: 29,
        fiber: 9,
      },
      snacks: [
        {
          name: "Mixed Nuts and Raspberries",
          description: "Almonds and walnuts with fresh raspberries.",
          ingredients: [
            "16 almonds (20 g)",
            "5 walnut halves (10 g)",
            "1/2 cup raspberries (60 g)",
          ],
          calories: 212,
          protein: 6,
          carbs: 13,
          fat: 17,
          fiber: 7,
        },
      ],
    },
  },
  {
    day: "Wednesday",
    meals: {
      breakfast: {
        name: "Bacon, Eggs and Sauteed Greens",
        description: "Three eggs and bacon with kale sauteed in olive oil, plus an orange.",
        ingredients: [
          "3 large eggs",
          "2 thin slices cooked bacon (15 g)",
          "1 1/2 cups chopped kale (60 g)",
          "1 tsp olive oil",
          "1 medium orange (130 g)",
        ],
        calories: 419,
        protein: 28,
        carbs: 22,
        fat: 25,
        fiber: 5,
      },
      lunch: {
        name: "Chicken Vegetable Soup",
        description:
          "Chicken thigh simmered with carrot, celery, onion, zucchini and sweet potato in a herby broth.",
        ingredients: [
          "140 g chicken thigh, skinless",
          "1 carrot (60 g)",
          "1 celery stalk (50 g)",
          "1/3 onion (50 g)",
          "1/2 zucchini (80 g)",
          "1 medium sweet potato (150 g)",
          "1/2 tbsp olive oil",
          "homemade bone broth, thyme and parsley",
        ],
        calories: 514,
        protein: 40,
        carbs: 45,
        fat: 19,
        fiber: 9,
      },
      dinner: {
        name: "Pork Tenderloin with Apples and Roasted Carrots",
        description: "Roast pork tenderloin with pan-softened apple, carrots and butternut squash.",
        ingredients: [
          "170 g pork tenderloin",
          "2/3 apple, sliced (100 g)",
          "2 carrots (120 g)",
          "1 cup butternut squash cubes (150 g)",
          "1 tbsp olive oil",
          "fresh sage",
        ],
        calories: 544,
        protein: 47,
        carbs: 43,
        fat: 22,
        fiber: 9,
      },
      snacks: [
        {
          name: "Guacamole with Vegetable Sticks",
          description: "Fresh guacamole with carrot and red pepper strips.",
          ingredients: [
            "2/3 avocado (100 g)",
            "2 tbsp diced tomato (30 g)",
            "juice of 1/2 lime",
            "1 carrot, cut into sticks (60 g)",
            "1/2 red bell pepper (60 g)",
          ],
          calories: 212,
          protein: 3,
          carbs: 20,
          fat: 15,
          fiber: 10,
        },
      ],
    },
  },
  {
    day: "Thursday",
    meals: {
      breakfast: {
        name: "Veggie Omelette with Avocado",
        description:
          "A three-egg omelette with mushrooms, pepper and spinach, topped with avocado, with blueberries on the side.",
        ingredients: [
          "3 large eggs",
          "1/2 cup sliced mushrooms (50 g)",
          "1/4 red bell pepper (40 g)",
          "1 cup spinach (30 g)",
          "1/3 avocado (50 g)",
          "1 tsp olive oil",
          "1/2 cup blueberries on the side (75 g)",
        ],
        calories: 412,
        protein: 23,
        carbs: 21,
        fat: 27,
        fiber: 7,
      },
      lunch: {
        name: "Shrimp Stir-Fry with Riced Cauliflower",
        description:
          "Shrimp, broccoli and pepper stir-fried with garlic, ginger and coconut aminos over riced cauliflower, topped with cashews.",
        ingredients: [
          "170 g peeled shrimp",
          "2 cups riced cauliflower (200 g)",
          "1 cup broccoli florets (80 g)",
          "1/3 red bell pepper (50 g)",
          "1 tbsp coconut aminos",
          "2 tsp sesame oil",
          "3 tbsp cashews (25 g)",
          "2 garlic cloves",
          "1 tsp grated ginger",
        ],
        calories: 514,
        protein: 52,
        carbs: 32,
        fat: 23,
        fiber: 8,
      },
      dinner: {
        name: "Herb-Roasted Chicken Thighs with Root Vegetables",
        description:
          "Chicken thighs roasted with rosemary on a tray of carrots, beets and sweet potato.",
        ingredients: [
          "160 g chicken thighs, skinless",
          "1 large carrot (80 g)",
          "1 medium beet (100 g)",
          "1 small sweet potato (120 g)",
          "2 tsp olive oil",
          "rosemary and garlic",
        ],
        calories: 559,
        protein: 44,
        carbs: 42,
        fat: 24,
        fiber: 9,
      },
      snacks: [
        {
          name: "Hard-Boiled Eggs, Cherry Tomatoes and Almonds",
          description: "Two hard-boiled eggs with cherry tomatoes and a few almonds.",
          ingredients: ["2 hard-boiled eggs", "8 cherry tomatoes (100 g)", "12 almonds (15 g)"],
          calories: 248,
          protein: 17,
          carbs: 8,
          fat: 17,
          fiber: 3,
        },
      ],
    },
  },
  {
    day: "Friday",
    meals: {
      breakfast: {
        name: "Sweet Potato Toast with Avocado and Egg",
        description:
          "Toasted sweet potato slices topped with smashed avocado and fried eggs, with strawberries on the side.",
        ingredients: [
          "2 thick sweet potato slices (100 g)",
          "1/3 avocado (50 g)",
          "2 large eggs",
          "1 tsp olive oil",
          "2/3 cup strawberries (100 g)",
        ],
        calories: 389,
        protein: 16,
        carbs: 33,
        fat: 22,
        fiber: 9,
      },
      lunch: {
        name: "Steak Salad with Balsamic Dressing",
        description:
          "Sliced sirloin over greens with cherry tomatoes, red onion, avocado and walnuts in a balsamic vinaigrette.",
        ingredients: [
          "140 g sirloin steak",
          "2 cups mixed greens (80 g)",
          "5 cherry tomatoes (60 g)",
          "2 tbsp sliced red onion (20 g)",
          "2 tsp olive oil",
          "2 tsp balsamic vinegar",
          "10 walnut halves (20 g)",
          "1/4 avocado (40 g)",
        ],
        calories: 581,
        protein: 48,
        carbs: 15,
        fat: 37,
        fiber: 7,
      },
      dinner: {
        name: "Baked Cod with Sweet Potato Mash and Zucchini",
        description: "Lemon-baked cod with olive oil sweet potato mash and sauteed zucchini.",
        ingredients: [
          "180 g cod fillet",
          "1 large sweet potato (200 g)",
          "1 medium zucchini (150 g)",
          "1 tbsp olive oil",
          "lemon and parsley",
        ],
        calories: 527,
        protein: 47,
        carbs: 46,
        fat: 17,
        fiber: 8,
      },
      snacks: [
        {
          name: "Banana with Almond Butter",
          description: "A banana with almond butter.",
          ingredients: ["1 medium banana (100 g)", "1 1/2 tbsp almond butter (24 g)"],
          calories: 236,
          protein: 6,
          carbs: 27,
          fat: 14,
          fiber: 5,
        },
      ],
    },
  },
  {
    day: "Saturday",
    meals: {
      breakfast: {
        name: "Banana Egg Pancakes",
        description:
          "Two-ingredient banana and egg pancakes cooked in coconut oil, with blueberries and almond butter.",
        ingredients: [
          "1 medium banana (100 g)",
          "2 large eggs",
          "1 tsp coconut oil",
          "1/3 cup blueberries (50 g)",
          "1 tbsp almond butter (16 g)",
        ],
        calories: 403,
        protein: 17,
        carbs: 34,
        fat: 24,
        fiber: 5,
      },
      lunch: {
        name: "Asian Turkey Lettuce Wraps",
        description:
          "Ground turkey with ginger, garlic and coconut aminos in lettuce cups with carrot, cucumber, mango and cashews.",
        ingredients: [
          "150 g ground turkey",
          "4 soft lettuce leaves (60 g)",
          "1 small carrot, shredded (40 g)",
          "1/4 cucumber (40 g)",
          "2 tsp coconut aminos",
          "1 tsp sesame oil",
          "1/2 cup diced mango (80 g)",
          "2 tbsp chopped cashews (15 g)",
        ],
        calories: 522,
        protein: 46,
        carbs: 26,
        fat: 28,
        fiber: 4,
      },
      dinner: {
        name: "Beef and Vegetable Stew",
        description: "Slow-simmered beef with carrot, celery, onion, tomato and butternut squash.",
        ingredients: [
          "170 g lean beef, cubed",
          "1 large carrot (80 g)",
          "1 celery stalk (50 g)",
          "1/2 small onion (60 g)",
          "1 cup butternut squash cubes (150 g)",
          "1/2 cup canned tomatoes (100 g)",
          "2 tsp olive oil",
          "bone broth, bay leaf and thyme",
        ],
        calories: 548,
        protein: 56,
        carbs: 36,
        fat: 21,
        fiber: 9,
      },
      snacks: [
        {
          name: "Trail Mix with Coconut",
          description: "Almonds, pumpkin seeds, coconut flakes and dried apricot.",
          ingredients: [
            "12 almonds (15 g)",
            "1 tbsp pumpkin seeds (10 g)",
            "1 tbsp unsweetened coconut flakes (5 g)",
            "3 dried apricot halves (15 g)",
          ],
          calories: 212,
          protein: 7,
          carbs: 15,
          fat: 16,
          fiber: 4,
        },
      ],
    },
  },
  {
    day: "Sunday",
    meals: {
      breakfast: {
        name: "Salmon and Spinach Scramble",
        description:
          "Eggs scrambled with flaked salmon and spinach in olive oil, with sliced avocado.",
        ingredients: [
          "80 g cooked salmon, flaked",
          "2 large eggs",
          "1 cup spinach (30 g)",
          "1 tsp olive oil",
          "1/3 avocado, sliced (50 g)",
        ],
        calories: 439,
        protein: 32,
        carbs: 6,
        fat: 32,
        fiber: 4,
      },
      lunch: {
        name: "Roasted Vegetable and Chicken Bowl",
        description:
          "Chicken breast with roasted sweet potato and broccoli, drizzled with lemon tahini.",
        ingredients: [
          "140 g chicken breast",
          "1 medium sweet potato (150 g)",
          "1 1/4 cups broccoli florets (100 g)",
          "1 tbsp tahini",
          "2 tsp lemon juice",
        ],
        calories: 491,
        protein: 52,
        carbs: 42,
        fat: 14,
        fiber: 9,
      },
      dinner: {
        name: "Grilled Lamb with Cucumber Tomato Salad",
        description:
          "Grilled lean lamb with a salad of cucumber, tomato, olives and red onion, and roasted sweet potato.",
        ingredients: [
          "160 g lean lamb leg, grilled",
          "1/3 cucumber (80 g)",
          "1 small tomato (80 g)",
          "8 black olives (30 g)",
          "2 tbsp red onion (20 g)",
          "2 tsp olive oil",
          "1 small sweet potato (120 g)",
        ],
        calories: 571,
        protein: 49,
        carbs: 35,
        fat: 26,
        fiber: 7,
      },
      snacks: [
        {
          name: "Pear with Almond Butter",
          description: "Pear slices with almond butter for dipping.",
          ingredients: ["1 medium pear (150 g)", "1 tbsp almond butter (16 g)"],
          calories: 184,
          protein: 4,
          carbs: 26,
          fat: 9,
          fiber: 6,
        },
      ],
    },
  },
];

// ---------------------------------------------------------------- plans

function withTotals(day: PlanDayInput): PlanDay {
  return { ...day, ...dayTotals(day) };
}

export const DIET_PLANS: Record<AvailableDietPlanId, DietPlan> = {
  balanced: {
    id: "balanced",
    name: "Balanced Nutrition",
    description:
      "A week of varied, satisfying meals with lean protein, whole grains, fruit, vegetables and healthy fats.",
    days: BALANCED_WEEK.map(withTotals),
    customizationOptions: {
      calorieAdjustments: { low: 1400, medium: 1800, high: 2200 },
      dietaryRestrictions: ["Gluten-free", "Dairy-free", "Nut-free", "Low-sodium"],
      mealFrequency: { min: 3, max: 6 },
    },
    nutritionTips: [
      "Fill half your plate with vegetables or fruit, a quarter with protein and a quarter with whole grains.",
      "Choose whole grains such as oats, brown rice and whole-wheat bread over refined ones.",
      "Include a source of protein at every meal to stay full for longer.",
      "Drink water through the day; about 8 cups (64 ounces) suits most adults.",
      "Plan snacks that pair fibre with protein, such as fruit with yogurt or nuts.",
    ],
  },
  keto: {
    id: "keto",
    name: "Ketogenic",
    description:
      "A week of very low-carbohydrate, high-fat meals designed to keep net carbs under 25 g a day.",
    days: KETO_WEEK.map(withTotals),
    customizationOptions: {
      calorieAdjustments: { low: 1300, medium: 1600, high: 2000 },
      dietaryRestrictions: ["Dairy-free", "Nut-free", "Pescatarian"],
      mealFrequency: { min: 2, max: 4 },
    },
    nutritionTips: [
      "Aim for about 70% of calories from fat, 25% from protein and 5% from carbohydrates.",
      "Keep net carbs (total carbohydrates minus fibre) under 25 g a day.",
      "Your body usually takes 2 to 4 weeks to adapt; tiredness or headaches in the first days are common.",
      "Salt your food and drink plenty of water to replace the sodium and fluid lost early on.",
      "Fill up on low-carb vegetables such as leafy greens, broccoli, cauliflower and zucchini.",
    ],
  },
  vegetarian: {
    id: "vegetarian",
    name: "Vegetarian",
    description:
      "A week of meat-free and fish-free meals with protein from legumes, tofu, tempeh, eggs and dairy.",
    days: VEGETARIAN_WEEK.map(withTotals),
    customizationOptions: {
      calorieAdjustments: { low: 1400, medium: 1800, high: 2200 },
      dietaryRestrictions: ["Vegan", "Gluten-free", "Nut-free", "Soy-free"],
      mealFrequency: { min: 3, max: 6 },
    },
    nutritionTips: [
      "Combine legumes with whole grains through the day to get a full range of amino acids.",
      "Pair iron-rich foods such as lentils and spinach with vitamin C from citrus, peppers or tomatoes.",
      "Eat dairy, fortified plant milks or calcium-set tofu for calcium.",
      "Vitamin B12 comes mainly from animal foods; eggs, dairy or fortified foods help, and vegans need a supplement.",
      "Add walnuts, chia or flaxseed for plant omega-3 fats.",
    ],
  },
  paleo: {
    id: "paleo",
    name: "Paleo",
    description:
      "A week of whole-food meals built on meat, fish, eggs, vegetables, fruit, nuts and seeds, without grains, legumes or dairy.",
    days: PALEO_WEEK.map(withTotals),
    customizationOptions: {
      calorieAdjustments: { low: 1300, medium: 1700, high: 2100 },
      dietaryRestrictions: ["Nut-free", "Egg-free", "Low-FODMAP"],
      mealFrequency: { min: 2, max: 4 },
    },
    nutritionTips: [
      "Build each meal around a palm-sized portion of protein and plenty of vegetables.",
      "Use sweet potato, squash and fruit for carbohydrates, especially on active days.",
      "Without dairy, get calcium from leafy greens, canned fish with bones, almonds and broccoli.",
      "Cook with olive oil or avocado oil and snack on nuts and seeds for healthy fats.",
      "Read labels on sauces and dressings: many contain sugar, soy, wheat or dairy.",
    ],
  },
};

export function isAvailableDietPlanId(id: string): id is AvailableDietPlanId {
  return id in DIET_PLANS;
}

/** The weekly plan of a diet, or null for the Mediterranean plan (not written yet) and unknown ids. */
export function dietPlanFor(id: string): DietPlan | null {
  return isAvailableDietPlanId(id) ? DIET_PLANS[id] : null;
}

/**
 * The calorie level of a plan nearest the user's daily target (app/domain/targets.ts); a tie goes
 * to the lower level. Medium, the spec's default, for a plan without presets or without a target.
 */
export function nearestCalorieLevel(planId: string, targetKcal: number | null): CalorieLevel {
  const plan = dietPlanFor(planId);
  if (!plan || targetKcal === null) return DEFAULT_CALORIE_LEVEL;
  const presets = plan.customizationOptions.calorieAdjustments;
  let best: CalorieLevel = CALORIE_LEVELS[0];
  for (const level of CALORIE_LEVELS) {
    if (Math.abs(presets[level] - targetKcal) < Math.abs(presets[best] - targetKcal)) best = level;
  }
  return best;
}

export function dietPlanCardFor(id: string): DietPlanCard | undefined {
  return DIET_PLAN_CARDS.find((card) => card.id === id);
}

// ---------------------------------------------------------------- helpers

/** Breakfast, lunch, dinner, then the snacks, in serving order. */
export function mealsOfDay(day: Pick<PlanDayInput, "meals">): Meal[] {
  const { breakfast, lunch, dinner, snacks } = day.meals;
  return [breakfast, lunch, dinner, ...snacks];
}

/** Sums the day's meals (3 meals plus snacks). */
export function dayTotals(day: Pick<PlanDayInput, "meals">): DayTotals {
  const totals: DayTotals = { totalCalories: 0, totalProtein: 0, totalCarbs: 0, totalFat: 0 };
  for (const meal of mealsOfDay(day)) {
    totals.totalCalories += meal.calories;
    totals.totalProtein += meal.protein;
    totals.totalCarbs += meal.carbs;
    totals.totalFat += meal.fat;
  }
  return totals;
}

export function dayFiber(day: Pick<PlanDayInput, "meals">): number {
  return mealsOfDay(day).reduce((sum, meal) => sum + meal.fiber, 0);
}

/** Net carbs: total carbohydrates minus fibre, in grams. */
export function dayNetCarbs(day: Pick<PlanDayInput, "meals">): number {
  return dayTotals(day).totalCarbs - dayFiber(day);
}

/** Share of the day's calories from each macronutrient at 4/4/9 kcal per gram (0 to 1). */
export function dayMacroShares(day: Pick<PlanDayInput, "meals">): {
  protein: number;
  carbs: number;
  fat: number;
} {
  const t = dayTotals(day);
  const kcal = t.totalProtein * 4 + t.totalCarbs * 4 + t.totalFat * 9;
  if (kcal === 0) return { protein: 0, carbs: 0, fat: 0 };
  return {
    protein: (t.totalProtein * 4) / kcal,
    carbs: (t.totalCarbs * 4) / kcal,
    fat: (t.totalFat * 9) / kcal,
  };
}

export type ScaledPlanDay = PlanDay & {
  level: CalorieLevel;
  /** portion multiplier applied to every meal: preset[level] / preset.medium */
  scale: number;
};

/**
 * A day at a calorie level. The menus are written for the plan's medium preset, so every meal's
 * calories, protein, carbs, fat and fibre are multiplied by preset[level] / preset.medium and rounded
 * to whole numbers; the totals are then summed from the scaled meals, so they always equal what the
 * meal cards show and sit within half a unit per meal of the unrounded day total times the scale.
 * Medium scales by exactly 1 and returns the day's own numbers.
 */
export function scaleDayToLevel(day: PlanDay, plan: DietPlan, level: CalorieLevel): ScaledPlanDay {
  const presets = plan.customizationOptions.calorieAdjustments;
  const scale = level === "medium" ? 1 : presets[level] / presets.medium;
  const scaleMeal = (meal: Meal): Meal =>
    scale === 1
      ? meal
      : {
          ...meal,
          calories: Math.round(meal.calories * scale),
          protein: Math.round(meal.protein * scale),
          carbs: Math.round(meal.carbs * scale),
          fat: Math.round(meal.fat * scale),
          fiber: Math.round(meal.fiber * scale),
        };
  const meals: DayMeals = {
    breakfast: scaleMeal(day.meals.breakfast),
    lunch: scaleMeal(day.meals.lunch),
    dinner: scaleMeal(day.meals.dinner),
    snacks: day.meals.snacks.map(scaleMeal),
  };
  return { day: day.day, meals, ...dayTotals({ meals }), level, scale };
}

/** Servings are whole numbers from 1 up; anything else falls back to the nearest allowed value. */
export function clampServings(servings: number): number {
  if (!Number.isFinite(servings)) return MIN_SERVINGS;
  return Math.max(MIN_SERVINGS, Math.floor(servings));
}

/** Calories shown on a meal card for a number of servings (the nutrition panel stays per serving). */
export function mealCaloriesForServings(meal: Pick<Meal, "calories">, servings: number): number {
  return meal.calories * clampServings(servings);
}

/** A snack the spec's name rules do not cover is put together, not cooked. */
export const SNACK_PREP_TEXT = "5 minutes";

/**
 * Preparation time label from the meal's name (case-insensitive, whole words). The first matching
 * rule wins, in this order: Salad, Sandwich, Wrap or Smoothie 10-15 minutes; Bowl 15-20; Soup or
 * Stir-Fry 20-30; otherwise 30-40, except a snack, which is 5 minutes ("Apple with Almond Butter"
 * is not 30-40 minutes of work).
 */
export function prepTimeText(mealName: string, { snack = false } = {}): string {
  // whole words (plural allowed), so "Lettuce-Wrapped Burger" is not a wrap
  if (/\b(salads?|sandwich(es)?|wraps?|smoothies?)\b/i.test(mealName)) return "10-15 minutes";
  if (/\bbowls?\b/i.test(mealName)) return "15-20 minutes";
  if (/\b(soups?|stir[- ]?fr(y|ies))\b/i.test(mealName)) return "20-30 minutes";
  return snack ? SNACK_PREP_TEXT : "30-40 minutes";
}

// ---------------------------------------------------------------- diet rules

/**
 * Word rules for what a diet leaves out, applied to ingredient text (lower-cased). The tests hold
 * every written menu to them, and the recipe suggestions of /diet-plans use them to keep catalogue
 * recipes that fit. Plant "milks", "butters" and "creams" and coconut aminos are allowed on paleo,
 * so they are removed before looking for dairy or legumes.
 */
export const MEAT_OR_FISH =
  /\b(chicken|beef|pork|lamb|turkey|bacon|sausages?|meat|ham|veal|venison|steak|fish|salmon|tuna|cod|trout|sardines?|anchov(y|ies)|mackerel|shrimp|prawns?|crab|lobster|gelatin|bone broth|fish sauce)\b/;
export const PALEO_ALLOWED_PHRASES =
  /\b(coconut milk|almond milk|coconut cream|almond butter|cashew butter|sunflower seed butter|coconut aminos)\b/g;
export const GRAINS =
  /\b(wheat|whole-wheat|bread|toast|pasta|spaghetti|noodles?|rice|oats?|oatmeal|barley|rye|corn|quinoa|couscous|bulgur|tortillas?|pita|granola|cereal|flour|crackers?)\b/;
export const LEGUMES =
  /\b(beans?|lentils?|chickpeas?|peas|peanuts?|peanut butter|soy|soy sauce|tofu|tempeh|edamame|hummus|miso)\b/;
export const DAIRY =
  /\b(milk|cheese|cheddar|feta|mozzarella|parmesan|ricotta|yogurt|yoghurt|butter|cream|whey|ghee|kefir)\b/;

/**
 * Why an ingredient line does not fit a diet ("meat or fish", "grains", "legumes", "dairy"), or
 * null when it fits. Only the vegetarian and paleo plans exclude foods by name; keto is a matter
 * of macros (see the keto tests) and balanced and mediterranean exclude nothing.
 */
export function dietRuleBroken(planId: DietPlanId, ingredientLine: string): string | null {
  const text = ingredientLine.toLowerCase();
  if (planId === "vegetarian") return MEAT_OR_FISH.test(text) ? "meat or fish" : null;
  if (planId === "paleo") {
    const cleaned = text.replace(PALEO_ALLOWED_PHRASES, "");
    if (GRAINS.test(cleaned)) return "grains";
    if (LEGUMES.test(cleaned)) return "legumes";
    if (DAIRY.test(cleaned)) return "dairy";
  }
  return null;
}
