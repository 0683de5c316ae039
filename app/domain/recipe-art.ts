/**
 * Recipe art (ADR 031): a dish drawn from its own main ingredients, plated the way its cuisine
 * plates food, as a small self-contained SVG. The pictures of the ingredients are Fluent Emoji
 * (Microsoft, MIT licence; credited in the README and the footer), read from the npm package at
 * build time only: this module holds no drawing data. It receives the icons it needs as an
 * `IconSet` (icon name -> SVG body on a 32 x 32 grid), from the package when the seed is built
 * (db/seed/food-icons.ts) and from the committed subset served as a static file when the worker
 * draws a recipe the app created (app/routes/images.recipe-art.$file.ts). Pure.
 */

export type IconSet = Readonly<Record<string, string>>;
export type ArtIngredient = { name: string; grams: number | null };
export type ArtRecipe = { slug: string; cuisine: string; ingredients: readonly ArtIngredient[] };

/** The icon grid of the illustration set. */
export const ICON_GRID = 32;

/**
 * Ingredient words -> the picture that stands for them, most specific first. The `not` words keep
 * "chicken broth" from being chicken, "eggplant" from being an egg and "peanut butter" from being
 * butter. Seasonings, oils, sauces, stocks and powders have no picture: they are not what a dish
 * looks like.
 */
const NOT_A_MAIN =
  /\b(salt|(black|white|cayenne) pepper|peppercorns?|pepper to taste|oil|water|broth|stock|vinegar|sauce|paste|powder|ground (cumin|coriander|turmeric|cinnamon|ginger)|spice|seasoning|extract|sugar|syrup|cornstarch|starch|flour|baking|yeast|mirin|sake|wine|gelatin|bouillon|aminos|mustard|ketchup|mayonnaise|dressing|zest|juice)\b/;

const ICON_RULES: ReadonlyArray<{ icon: string; words: RegExp; not?: RegExp }> = [
  { icon: "roasted-sweet-potato", words: /\b(sweet potato(es)?|yams?)\b/ },
  { icon: "peanuts", words: /\bpeanuts?\b|\bpeanut butter\b/ },
  {
    icon: "chestnut",
    words: /\b(walnuts?|pecans?|almonds?|cashews?|hazelnuts?|pistachios?|chestnuts?|nuts?)\b/,
  },
  { icon: "coconut", words: /\bcoconut\b/ },
  { icon: "eggplant", words: /\b(eggplants?|aubergines?|brinjals?)\b/ },
  {
    icon: "spaghetti",
    words:
      /\b(pasta|spaghetti|linguine|penne|fettuccine|macaroni|noodles?|udon|soba|ramen|orzo|lasagna)\b/,
  },
  { icon: "egg", words: /\beggs?\b|\begg (whites?|yolks?)\b/ },
  { icon: "poultry-leg", words: /\b(chicken|turkey|duck)\b/ },
  { icon: "bacon", words: /\b(bacon|pancetta|prosciutto|ham|chorizo|sausages?)\b/ },
  {
    icon: "cut-of-meat",
    words: /\b(beef|steak|pork|lamb|veal|mutton|goat|mince|ground meat|brisket|sirloin)\b/,
  },
  { icon: "shrimp", words: /\b(shrimps?|prawns?)\b/ },
  { icon: "crab", words: /\bcrab\b/ },
  { icon: "lobster", words: /\blobster\b/ },
  { icon: "oyster", words: /\b(oysters?|mussels?|clams?|scallops?)\b/ },
  { icon: "squid", words: /\b(squid|calamari|octopus)\b/ },
  {
    icon: "fish",
    words:
      /\b(fish|salmon|cod|tuna|trout|tilapia|mackerel|sardines?|halibut|sea bass|haddock|snapper|anchov(y|ies)|mahi)\b/,
  },
  {
    icon: "cheese-wedge",
    words:
      /\b(cheese|feta|parmesan|mozzarella|cheddar|ricotta|paneer|halloumi|gruyere|pecorino|cotija|queso)\b/,
  },
  {
    icon: "butter",
    words: /\b(butter|ghee)\b/,
    not: /\b(peanut|almond|nut|cashew|seed|apple|cocoa|vegan) butter\b|\bbutter (beans?|lettuce)\b/,
  },
  {
    icon: "glass-of-milk",
    words: /\b(milk|yogh?urt|kefir|cream|buttermilk)\b/,
    not: /\b(coconut|almond|soy|oat|rice) milk\b/,
  },
  { icon: "bowl-with-spoon", words: /\b(oats|oatmeal|rolled oats|porridge|granola|muesli)\b/ },
  { icon: "cooked-rice", words: /\brice\b/, not: /\brice (vinegar|noodles?|paper|wine|flour)\b/ },
  {
    icon: "sheaf-of-rice",
    words: /\b(quinoa|couscous|bulgur|barley|farro|millet|freekeh|polenta|grits)\b/,
  },
  { icon: "baguette-bread", words: /\bbaguette\b/ },
  {
    icon: "flatbread",
    words: /\b(tortillas?|pitas?|naan|flatbreads?|wraps?|chapati|roti|lavash)\b/,
  },
  { icon: "croissant", words: /\bcroissants?\b/ },
  {
    icon: "bread",
    words: /\b(bread|toast|buns?|rolls?|brioche|sourdough|bagels?|english muffins?)\b/,
    not: /\bbread ?crumbs\b|\bpanko\b/,
  },
  { icon: "ear-of-corn", words: /\b(corn|sweetcorn|maize)\b/, not: /\bcorn ?starch\b/ },
  { icon: "potato", words: /\bpotato(es)?\b/ },
  { icon: "tomato", words: /\b(tomato(es)?|tomatillos?)\b/ },
  { icon: "carrot", words: /\bcarrots?\b/ },
  { icon: "broccoli", words: /\b(broccoli|broccolini|cauliflower)\b/ },
  {
    icon: "green-salad",
    words: /\b(lettuce|romaine|arugula|rocket|mixed greens|salad greens|watercress)\b/,
  },
  {
    icon: "leafy-green",
    words: /\b(spinach|kale|chard|bok choy|pak choi|cabbage|collards?|greens)\b/,
  },
  { icon: "cucumber", words: /\b(cucumbers?|zucchini|courgettes?)\b/ },
  {
    icon: "bell-pepper",
    words: /\b(bell peppers?|red peppers?|green peppers?|yellow peppers?|capsicums?|poblanos?)\b/,
  },
  {
    icon: "hot-pepper",
    words: /\b(chil(e|i|ies|es)|jalape(n|ñ)os?|serranos?|chipotles?|habaneros?|thai chil(i|ies))\b/,
    not: /\bchil(i|e) (flakes|powder|oil|sauce|paste)\b/,
  },
  { icon: "avocado", words: /\b(avocados?|guacamole)\b/ },
  { icon: "brown-mushroom", words: /\b(mushrooms?|shiitake|portobello|cremini|chanterelles?)\b/ },
  { icon: "onion", words: /\b(onions?|shallots?|leeks?|scallions?|spring onions?)\b/ },
  { icon: "garlic", words: /\bgarlic\b/ },
  { icon: "ginger-root", words: /\bginger\b/ },
  { icon: "pea-pod", words: /\b(peas|edamame|snow peas|sugar snap|green beans|okra|asparagus)\b/ },
  {
    icon: "beans",
    words: /\b(beans?|lentils?|chickpeas?|garbanzos?|dal|dhal|hummus|tofu|tempeh)\b/,
  },
  { icon: "olive", words: /\bolives?\b/ },
  { icon: "lemon", words: /\blemons?\b/ },
  { icon: "lime", words: /\blimes?\b/ },
  { icon: "tangerine", words: /\b(oranges?|tangerines?|clementines?|mandarins?)\b/ },
  { icon: "red-apple", words: /\bapples?\b/ },
  { icon: "banana", words: /\bbananas?\b/ },
  { icon: "strawberry", words: /\bstrawberr(y|ies)\b/ },
  {
    icon: "blueberries",
    words: /\b(blueberr(y|ies)|raspberr(y|ies)|blackberr(y|ies)|berries|cranberr(y|ies))\b/,
  },
  { icon: "cherries", words: /\bcherr(y|ies)\b/, not: /\bcherry tomato(es)?\b/ },
  { icon: "grapes", words: /\b(grapes?|raisins?)\b/ },
  { icon: "mango", words: /\bmangos?(es)?\b/ },
  { icon: "pineapple", words: /\bpineapples?\b/ },
  { icon: "peach", words: /\b(peach(es)?|apricots?|nectarines?)\b/ },
  { icon: "pear", words: /\bpears?\b/ },
  { icon: "kiwi-fruit", words: /\bkiwis?\b/ },
  { icon: "melon", words: /\b(melons?|cantaloupe|honeydew)\b/ },
  { icon: "watermelon", words: /\bwatermelons?\b/ },
  { icon: "honey-pot", words: /\bhoney\b/ },
  { icon: "chocolate-bar", words: /\b(chocolate|cocoa|cacao)\b/ },
  {
    icon: "herb",
    words:
      /\b(basil|parsley|cilantro|coriander leaves|mint|dill|thyme|rosemary|oregano|sage|chives|tarragon|curry leaves|lemongrass)\b/,
  },
];

/** Herbs sit at the plate's edge as a garnish, never in the middle of the dish. */
const GARNISH = "herb";

/** A cuisine's dish, for a recipe none of whose ingredients has a picture. */
const CUISINE_DISH: Readonly<Record<string, string>> = {
  Italian: "spaghetti",
  Mexican: "taco",
  Indian: "curry-rice",
  Chinese: "steaming-bowl",
  Japanese: "bento-box",
  Thai: "steaming-bowl",
  Korean: "pot-of-food",
  Mediterranean: "green-salad",
  Greek: "olive",
  "Middle Eastern": "stuffed-flatbread",
  French: "croissant",
  American: "sandwich",
  Asian: "steaming-bowl",
};
const DEFAULT_DISH = "pot-of-food";

/** Every icon the art may draw: the build copies exactly these from the illustration package. */
export const ART_ICON_NAMES: readonly string[] = [
  ...new Set([...ICON_RULES.map((r) => r.icon), ...Object.values(CUISINE_DISH), DEFAULT_DISH]),
].sort();

/**
 * Written lines ("1 cup baby spinach (30 g)") as art ingredients: the whole line is the name (the
 * rules look for words), the grams or millilitres in brackets the weight.
 */
export function artIngredientsFromLines(lines: readonly string[]): ArtIngredient[] {
  return lines.map((line) => {
    const amount = /\((\d+(?:\.\d+)?)\s*(g|ml)\)/i.exec(line);
    return { name: line, grams: amount ? Number(amount[1]) : null };
  });
}

/** The picture for one ingredient name, or null when it has none (or is a seasoning). */
export function iconForIngredient(name: string): string | null {
  const text = name.toLowerCase();
  for (const rule of ICON_RULES) {
    if (!rule.words.test(text)) continue;
    if (rule.not?.test(text)) continue;
    return rule.icon;
  }
  return null;
}

/**
 * The dish's main ingredients as pictures: each picture's grams added up over the lines it stands
 * for (a line without grams counts a little), heaviest first, at most `count`; seasonings, oils and
 * sauces are left out. A herb is kept apart as the garnish.
 */
export function mainIngredientIcons(
  ingredients: readonly ArtIngredient[],
  count = 3,
): { main: string[]; garnish: string | null } {
  // Map keeps first appearance: equal weights keep the recipe's own order
  const weights = new Map<string, number>();
  let garnish: string | null = null;
  for (const ingredient of ingredients) {
    const name = ingredient.name.toLowerCase();
    const icon = iconForIngredient(name);
    if (!icon) continue;
    if (icon === GARNISH) {
      garnish = GARNISH;
      continue;
    }
    // "tomato paste" and "lemon juice" are seasonings, whatever their main word
    if (NOT_A_MAIN.test(name) && !/\b(butter|milk|cream)\b/.test(name)) continue;
    const grams = ingredient.grams && ingredient.grams > 0 ? ingredient.grams : 5;
    weights.set(icon, (weights.get(icon) ?? 0) + grams);
  }
  const main = [...weights.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([icon]) => icon);
  return { main, garnish };
}

// ---------------------------------------------------------------- plating

type Plate = {
  /** the table under the plate */
  table: string;
  /** the plate, and its rim */
  plate: string;
  rim: string;
  shape: "round" | "square" | "bowl" | "leaf" | "thali";
  /** dashes on the rim (a pattern) */
  dashed?: boolean;
};

/** How each cuisine plates a dish (ADR 031). */
export const CUISINE_PLATES: Readonly<Record<string, Plate>> = {
  Italian: { table: "#fee2e2", plate: "#ffffff", rim: "#2563eb", shape: "round" },
  Mexican: { table: "#ffedd5", plate: "#fff7ed", rim: "#c2410c", shape: "round", dashed: true },
  Indian: { table: "#fef3c7", plate: "#e5e7eb", rim: "#9ca3af", shape: "thali" },
  Chinese: { table: "#fee2e2", plate: "#ffffff", rim: "#dc2626", shape: "round", dashed: true },
  Japanese: { table: "#e7e5e4", plate: "#44403c", rim: "#292524", shape: "square" },
  Thai: { table: "#dcfce7", plate: "#ffffff", rim: "#15803d", shape: "leaf" },
  Korean: { table: "#ffe4e6", plate: "#57534e", rim: "#292524", shape: "bowl" },
  Mediterranean: { table: "#dbeafe", plate: "#ffffff", rim: "#1d4ed8", shape: "round" },
  Greek: { table: "#e0f2fe", plate: "#ffffff", rim: "#0369a1", shape: "round", dashed: true },
  "Middle Eastern": { table: "#fae8ff", plate: "#fde68a", rim: "#b45309", shape: "round" },
  French: { table: "#ede9fe", plate: "#ffffff", rim: "#ca8a04", shape: "round" },
  American: { table: "#e0e7ff", plate: "#ffffff", rim: "#94a3b8", shape: "round" },
  Asian: { table: "#fef9c3", plate: "#ffffff", rim: "#0f766e", shape: "bowl" },
  /** the built-in smoothies: what goes into the blender */
  Smoothie: { table: "#f0fdf4", plate: "#ffffff", rim: "#16a34a", shape: "bowl" },
};
const DEFAULT_PLATE: Plate = { table: "#ecfdf5", plate: "#ffffff", rim: "#cbd5e1", shape: "round" };

/** FNV-1a: a small, stable hash so the same slug always gives the same arrangement. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const W = 400;
const H = 300;
const CX = 200;
const CY = 150;

function plateSvg(p: Plate): string {
  const dash = p.dashed ? ` stroke-dasharray="10 7"` : "";
  switch (p.shape) {
    case "square":
      return `<rect x="78" y="28" width="244" height="244" rx="26" fill="${p.rim}"/><rect x="90" y="40" width="220" height="220" rx="18" fill="${p.plate}"/>`;
    case "bowl":
      return `<circle cx="${CX}" cy="${CY + 6}" r="128" fill="#000" opacity=".1"/><circle cx="${CX}" cy="${CY}" r="126" fill="${p.rim}"/><circle cx="${CX}" cy="${CY}" r="106" fill="${p.plate}"/>`;
    case "leaf":
      return `<ellipse cx="${CX}" cy="${CY}" rx="190" ry="118" fill="${p.rim}" transform="rotate(-12 ${CX} ${CY})"/><circle cx="${CX}" cy="${CY}" r="112" fill="${p.plate}"/>`;
    case "thali":
      return `<circle cx="${CX}" cy="${CY}" r="132" fill="${p.rim}"/><circle cx="${CX}" cy="${CY}" r="124" fill="${p.plate}"/><circle cx="${CX}" cy="${CY}" r="96" fill="none" stroke="${p.rim}" stroke-width="3"/>`;
    default:
      return `<circle cx="${CX}" cy="${CY + 6}" r="130" fill="#000" opacity=".08"/><circle cx="${CX}" cy="${CY}" r="128" fill="${p.plate}"/><circle cx="${CX}" cy="${CY}" r="112" fill="none" stroke="${p.rim}" stroke-width="5"${dash}/>`;
  }
}

/** Where the main pictures go, and their size in pixels, for 1 to 3 of them. */
const LAYOUTS: ReadonlyArray<ReadonlyArray<[number, number, number]>> = [
  [[CX, CY, 150]],
  [
    [CX - 50, CY, 110],
    [CX + 52, CY + 6, 100],
  ],
  [
    [CX, CY - 38, 100],
    [CX - 52, CY + 42, 86],
    [CX + 54, CY + 40, 86],
  ],
];

/** An icon's body with its ids made unique to this icon, so two icons in one picture never clash. */
function scopedBody(name: string, body: string): string {
  if (!/\bid="/.test(body)) return body;
  return body
    .replace(/\bid="([^"]+)"/g, `id="${name}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${name}-$1)`)
    .replace(/href="#([^"]+)"/g, `href="#${name}-$1"`);
}

function placed(name: string, body: string, x: number, y: number, size: number, turn: number) {
  const scale = Math.round((size / ICON_GRID) * 1000) / 1000;
  const left = Math.round(x - size / 2);
  const top = Math.round(y - size / 2);
  const rotate = turn ? ` rotate(${turn} 16 16)` : "";
  return `<g transform="translate(${left} ${top}) scale(${scale})${rotate}">${scopedBody(name, body)}</g>`;
}

/**
 * The recipe's picture: its plate on its cuisine's table, its main ingredients on the plate (the
 * heaviest first and largest), and a herb at the rim when it has one. Same recipe, same picture.
 * Icons missing from `icons` are skipped; with none left, the cuisine's dish is drawn instead.
 */
export function composeRecipeArt(recipe: ArtRecipe, icons: IconSet): string {
  const plate = CUISINE_PLATES[recipe.cuisine] ?? DEFAULT_PLATE;
  const { main, garnish } = mainIngredientIcons(recipe.ingredients);
  let drawn = main.filter((name) => icons[name]);
  if (drawn.length === 0) {
    const dish = CUISINE_DISH[recipe.cuisine] ?? DEFAULT_DISH;
    drawn = icons[dish] ? [dish] : [];
  }
  const hash = hashString(recipe.slug);
  const layout = LAYOUTS[Math.max(0, drawn.length - 1)] ?? LAYOUTS[0];
  const pieces = drawn.map((name, i) => {
    const [x, y, size] = layout[i];
    const turn = ((hash >>> (i * 4)) % 5) * 6 - 12;
    return placed(name, icons[name], x, y, size, turn);
  });
  if (garnish && icons[garnish]) {
    const side = hash % 2 === 0 ? 1 : -1;
    pieces.push(placed(garnish, icons[garnish], CX + side * 96, CY - 84, 44, side * 20));
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="800" height="600">`,
    `<rect width="${W}" height="${H}" fill="${plate.table}"/>`,
    plateSvg(plate),
    ...pieces,
    `</svg>`,
  ].join("");
}
