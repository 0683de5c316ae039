/**
 * Traditional readings of a meal: Ayurvedic tastes (rasa) and their effect on the doshas, and the
 * TCM thermal nature and flavours. These are classifications from the traditions' own texts, shown
 * as perspectives, not as science (the page labels them). Rules work on food names and USDA groups,
 * weighted by each food's share of the meal's grams.
 *
 * Ayurveda: six tastes; Vata is calmed by sweet, sour and salty and stirred by pungent, bitter and
 * astringent; Pitta is calmed by sweet, bitter and astringent and stirred by pungent, sour and salty;
 * Kapha is calmed by pungent, bitter and astringent and stirred by sweet, sour and salty.
 * TCM: foods are warming, neutral or cooling, with five flavours (sweet, sour, bitter, pungent, salty).
 */

export type Taste = "sweet" | "sour" | "salty" | "pungent" | "bitter" | "astringent";
export type Dosha = "Vata" | "Pitta" | "Kapha";
export type TcmNature = "Warming" | "Neutral" | "Cooling";
export type TcmFlavor = "Sweet" | "Sour" | "Bitter" | "Pungent" | "Salty";

export type TraditionFood = {
  name: string;
  foodName: string;
  foodGroup: string;
  grams: number;
  sodiumPer100g: number;
};

const TASTE_RULES: Array<{ taste: Taste; words?: RegExp; groups?: RegExp }> = [
  {
    taste: "sweet",
    words:
      /\b(rice|oat|wheat|bread|pasta|noodle|quinoa|barley|corn|milk|ghee|butter|cream|banana|date|mango|grape|fig|melon|sweet potato|squash|pumpkin|carrot|beet|honey|sugar|syrup|coconut|almond|cashew|chicken|beef|lamb|pork|turkey|fish|salmon|tuna|egg)/i,
    groups:
      /Cereal Grains|Baked Products|Breakfast Cereals|Dairy|Sweets|Poultry|Beef|Pork|Lamb|Finfish|Nut and Seed/i,
  },
  {
    taste: "sour",
    words:
      /\b(lemon|lime|orange|grapefruit|tangerine|yogurt|yoghurt|kefir|tomato|vinegar|sauerkraut|kimchi|pickle|cheese|tamarind|sour|berry|berries|kiwi|pineapple)/i,
  },
  {
    taste: "salty",
    words: /\b(salt|soy sauce|tamari|miso|seaweed|nori|kelp|olive|anchov|bacon|ham|feta|parmesan)/i,
  },
  {
    taste: "pungent",
    words:
      /\b(ginger|garlic|onion|leek|shallot|chil|pepper|mustard|radish|horseradish|wasabi|cinnamon|clove|cumin|turmeric|cardamom|basil|oregano|rosemary|thyme|arugula|watercress)/i,
    groups: /Spices and Herbs/i,
  },
  {
    taste: "bitter",
    words:
      /\b(kale|spinach|lettuce|arugula|chard|collard|dandelion|endive|radicchio|bitter|coffee|cocoa|dark chocolate|turmeric|fenugreek|eggplant|broccoli|brussels|sesame)/i,
  },
  {
    taste: "astringent",
    words:
      /\b(bean|lentil|chickpea|pea\b|peas|tofu|edamame|apple|pear|pomegranate|cranberr|tea\b|broccoli|cauliflower|cabbage|potato|quinoa|okra|asparagus|green banana)/i,
    groups: /Legumes/i,
  },
];

export function tastesOf(
  food: Pick<TraditionFood, "name" | "foodName" | "foodGroup" | "sodiumPer100g">,
): Taste[] {
  const text = `${food.name} ${food.foodName}`;
  const tastes = TASTE_RULES.filter(
    (r) => r.words?.test(text) || (r.groups?.test(food.foodGroup) ?? false),
  ).map((r) => r.taste);
  if (food.sodiumPer100g >= 400 && !tastes.includes("salty")) tastes.push("salty");
  if (tastes.length === 0) tastes.push(/Vegetables/i.test(food.foodGroup) ? "astringent" : "sweet");
  return tastes;
}

const DOSHA_EFFECT: Record<Dosha, { calms: Taste[]; stirs: Taste[] }> = {
  Vata: { calms: ["sweet", "sour", "salty"], stirs: ["pungent", "bitter", "astringent"] },
  Pitta: { calms: ["sweet", "bitter", "astringent"], stirs: ["pungent", "sour", "salty"] },
  Kapha: { calms: ["pungent", "bitter", "astringent"], stirs: ["sweet", "sour", "salty"] },
};
const DOSHAS: Dosha[] = ["Vata", "Pitta", "Kapha"];

export type AyurvedicAnalysis = { dosha: Dosha[]; taste: Taste[]; effects: string };

/** Weighted tastes of the meal, strongest first; each food spreads its grams over its tastes. */
function weightedTastes(foods: readonly TraditionFood[]): Map<Taste, number> {
  const weights = new Map<Taste, number>();
  const total = foods.reduce((s, f) => s + f.grams, 0) || 1;
  for (const food of foods) {
    const tastes = tastesOf(food);
    for (const t of tastes)
      weights.set(t, (weights.get(t) ?? 0) + food.grams / total / tastes.length);
  }
  return new Map([...weights].sort((a, b) => b[1] - a[1]));
}

export function ayurvedicAnalysis(foods: readonly TraditionFood[]): AyurvedicAnalysis {
  if (foods.length === 0) return { dosha: [], taste: [], effects: "No foods to read." };
  const tastes = weightedTastes(foods);
  const score = (d: Dosha) =>
    [...tastes].reduce(
      (s, [t, w]) =>
        s + (DOSHA_EFFECT[d].calms.includes(t) ? w : DOSHA_EFFECT[d].stirs.includes(t) ? -w : 0),
      0,
    );
  const scores = DOSHAS.map((d) => ({ d, s: score(d) }));
  let balanced = scores.filter((x) => x.s > 0.05).map((x) => x.d);
  if (balanced.length === 0) balanced = [scores.reduce((a, b) => (b.s > a.s ? b : a)).d];
  const stirred = scores.filter((x) => x.s < -0.05).map((x) => x.d);
  const tasteList = [...tastes.keys()];
  const parts = [
    `Dominant ${tasteList.length > 1 ? "tastes" : "taste"}: ${tasteList.slice(0, 3).join(", ")}.`,
    `Traditionally balancing for ${balanced.join(" and ")}.`,
  ];
  if (stirred.length) {
    const remedy: Record<Dosha, string> = {
      Vata: "eat it warm and add a little healthy fat",
      Pitta: "add cooling herbs such as coriander or mint",
      Kapha: "add pungent spices such as ginger or black pepper and keep the portion light",
    };
    parts.push(
      `May increase ${stirred.join(" and ")}: ${stirred.map((d) => remedy[d]).join("; ")}.`,
    );
  }
  return { dosha: balanced, taste: tasteList, effects: parts.join(" ") };
}

const WARMING =
  /\b(ginger|garlic|onion|leek|shallot|chil|pepper|cinnamon|clove|nutmeg|cumin|fennel|basil|rosemary|turmeric|lamb|mutton|beef|venison|chicken|shrimp|prawn|trout|salmon|walnut|chestnut|oat|quinoa|pumpkin|squash|date|cherry|peach|lychee|coffee|brown sugar|molasses|vinegar|sweet rice|glutinous)/i;
const COOLING =
  /\b(cucumber|watermelon|melon|tomato|lettuce|celery|spinach|eggplant|zucchini|courgette|tofu|soy milk|soymilk|banana|pear|kiwi|orange|grapefruit|lemon|lime|apple|mung|seaweed|nori|kelp|crab|clam|yogurt|yoghurt|kefir|barley|millet|wheat|green tea|mint|broccoli|asparagus|radish|bamboo|bok choy|lotus)/i;

export type TcmAnalysis = { nature: TcmNature; flavor: TcmFlavor[]; energeticEffect: string };

export function natureOf(food: Pick<TraditionFood, "name" | "foodName">): -1 | 0 | 1 {
  // the everyday name decides first ("cooked rice" is neutral even if USDA's text mentions wheat)
  for (const text of [food.name, food.foodName]) {
    const warm = WARMING.test(text);
    const cool = COOLING.test(text);
    if (warm && !cool) return 1;
    if (cool && !warm) return -1;
    if (warm && cool) return 0;
  }
  return 0;
}

const TASTE_TO_FLAVOR: Partial<Record<Taste, TcmFlavor>> = {
  sweet: "Sweet",
  sour: "Sour",
  bitter: "Bitter",
  pungent: "Pungent",
  salty: "Salty",
};

export function tcmAnalysis(foods: readonly TraditionFood[]): TcmAnalysis {
  if (foods.length === 0)
    return { nature: "Neutral", flavor: [], energeticEffect: "No foods to read." };
  const total = foods.reduce((s, f) => s + f.grams, 0) || 1;
  const net = foods.reduce((s, f) => s + (natureOf(f) * f.grams) / total, 0);
  const nature: TcmNature = net > 0.2 ? "Warming" : net < -0.2 ? "Cooling" : "Neutral";
  const flavor: TcmFlavor[] = [];
  for (const t of weightedTastes(foods).keys()) {
    const f = TASTE_TO_FLAVOR[t];
    if (f && !flavor.includes(f)) flavor.push(f);
  }
  const effect: Record<TcmNature, string> = {
    Warming:
      "A warming meal: in TCM it supports digestion (Spleen Qi) and circulation and suits cold weather or feeling chilly; go easy on it if you tend to run hot.",
    Cooling:
      "A cooling meal: in TCM it clears heat and moistens; add ginger or eat it with a warm soup if you feel cold or have sensitive digestion.",
    Neutral:
      "A neutral, balanced meal: in TCM it nourishes Qi without heating or cooling the body, suitable in most seasons.",
  };
  return { nature, flavor: flavor.length ? flavor : ["Sweet"], energeticEffect: effect[nature] };
}
