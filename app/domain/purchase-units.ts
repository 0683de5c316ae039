/**
 * A week's ingredients as things a person buys: "2 (220 g)" onions, "1 bunch (25 g)" of coriander,
 * "2 x 400 g cans" of chickpeas, a "1 kg bag (605 g dry; 1.7 kg cooked)" of rice, "10 eggs: box of
 * 12", and oils, sauces and dried spices once as "pantry: check you have". Pure.
 *
 * - **Which product.** A rule of app/domain/purchase-units-table.ts matched on the USDA food (or the
 *   name when the line has no food) says how the thing is bought; otherwise its USDA group does.
 *   A rule may buy an ingredient as another product (lemon juice as lemons, egg whites as eggs,
 *   cooked rice as dry rice) with a factor from USDA portion weights or energy densities.
 * - **Merged by product name**: the food engine's product key of the name it is bought under, so
 *   "lemon", "lemon juice" and "lemon zest" are one item, "red onion" and "onion" two.
 * - **Nothing hidden**: the purchase is followed by the exact grams the recipes use, in the form
 *   they use it ("(1.7 kg cooked)", "(130 g juice)"); only pantry items have no amount.
 * - Lines without grams (typed recipes the engine could not weigh) keep the amounts as written
 *   (app/domain/shopping.ts).
 * See docs/decisions/044-shopping-in-purchase-units.md.
 */
import { productKey } from "./food/names";
import { GROUP_BUY, PURCHASE_RULES, type Buy, type PurchaseRule } from "./purchase-units-table";
import {
  categoriseIngredient,
  formatGrams,
  friendlyQuantity,
  inCategoryOrder,
  isBought,
  wholeUp,
  type Contribution,
  type ShoppingIngredient,
  type ShoppingItemDraft,
} from "./shopping";

export const PANTRY_CHECK = "pantry: check you have";

/** How one ingredient is bought: the rule that applies and the name it is bought under. */
export function purchaseRuleFor(ingredient: ShoppingIngredient): PurchaseRule {
  const name = ingredient.name.toLowerCase();
  const food = (ingredient.foodName ?? ingredient.name).toLowerCase();
  for (const rule of PURCHASE_RULES) {
    if (rule.food && !rule.food.test(food)) continue;
    if (rule.name && !rule.name.test(name)) continue;
    return rule;
  }
  const buy = (ingredient.foodGroup && GROUP_BUY[ingredient.foodGroup]) || { kind: "weight" };
  return { buy, source: ingredient.foodGroup ? `USDA group ${ingredient.foodGroup}` : "by weight" };
}

/**
 * What the shopper buys the ingredient as ("Lemons" for lemon juice, "White rice" for cooked white
 * rice), its own name otherwise, and the rule for it.
 */
export function boughtAs(ingredient: ShoppingIngredient): { name: string; rule: PurchaseRule } {
  const rule = purchaseRuleFor(ingredient);
  return { name: rule.product ?? boughtName(ingredient.name, rule), rule };
}

/** "Cooked white rice" is bought as "White rice", "cooked black beans" as (canned) "Black beans". */
function boughtName(name: string, rule: PurchaseRule): string {
  const trimmed = name.trim();
  if (rule.factor === undefined) return trimmed;
  const bare = trimmed.replace(/\bcooked\b\s*/gi, "").trim();
  return bare ? bare.charAt(0).toUpperCase() + bare.slice(1) : trimmed;
}

type Part = Contribution & {
  productGrams: number | null;
  form: string | null;
  productForm: string | null;
};

/**
 * Packs covering `need` with the least left over, then the fewest packs (600 g of chicken is a
 * 500 g and a 250 g pack, 610 g of rice a 1 kg bag rather than two of 500 g). `slack`: how far
 * past the packs the need may go (0.02: 1,010 g is a 1 kg bag).
 */
export function choosePacks(need: number, sizes: readonly number[], slack = 0.02): number[] {
  const sorted = [...new Set(sizes)].sort((a, b) => b - a);
  const target = need / (1 + slack);
  let best: number[] | null = null;
  const better = (a: number[], b: number[] | null) => {
    if (!b) return true;
    const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
    return sum(a) < sum(b) || (sum(a) === sum(b) && a.length < b.length);
  };
  // every mix of the sizes (largest first) that covers the need; sizes are few, so this is small
  const visit = (index: number, chosen: number[], total: number) => {
    if (total >= target) {
      if (better(chosen, best)) best = [...chosen];
      return;
    }
    if (index >= sorted.length) return;
    const size = sorted[index];
    const most = Math.ceil((target - total) / size);
    for (let n = most; n >= 0; n--) {
      visit(index + 1, [...chosen, ...Array<number>(n).fill(size)], total + n * size);
    }
  };
  visit(0, [], 0);
  return best ?? [sorted[0]];
}

function packText(sizes: number[], noun: readonly [string, string], liquid: boolean): string {
  const bySize = new Map<number, number>();
  for (const size of sizes) bySize.set(size, (bySize.get(size) ?? 0) + 1);
  return [...bySize]
    .map(([size, n]) => {
      const amount = formatGrams(size, liquid);
      return n === 1 ? `${amount} ${noun[0]}` : `${n} x ${amount} ${noun[1]}`;
    })
    .join(" + ");
}

/** Eggs: "4 eggs"; more than six come in boxes: "10 eggs: box of 12", "16 eggs: boxes of 12 + 6". */
export function eggsText(eggs: number): string {
  const n = wholeUp(eggs);
  if (n <= 6) return `${n} ${n === 1 ? "egg" : "eggs"}`;
  const boxes: number[] = [];
  let rest = n;
  while (rest > 12) {
    boxes.push(12);
    rest -= 12;
  }
  boxes.push(rest > 6 ? 12 : 6);
  return `${n} eggs: ${boxes.length === 1 ? "box" : "boxes"} of ${boxes.join(" + ")}`;
}

/** Pieces to buy: 2.1 onions are 2 (pieces vary by more than that), 2.2 are 3. */
export function piecesFor(grams: number, gramsEach: number): number {
  return wholeUp(grams / gramsEach - 0.15);
}

/** The exact amounts the recipes use, by form: "1.7 kg cooked", "40 g + 130 g juice". */
function exactText(parts: Part[], liquid: boolean, productForm: string | null): string {
  const byForm = new Map<string, number>();
  for (const p of parts) byForm.set(p.form ?? "", (byForm.get(p.form ?? "") ?? 0) + (p.grams ?? 0));
  const used = [...byForm]
    .sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : 0))
    .map(([form, grams]) => `${formatGrams(grams, liquid)}${form ? ` ${form}` : ""}`)
    .join(" + ");
  if (!productForm) return used;
  const product = parts.reduce((sum, p) => sum + (p.productGrams ?? 0), 0);
  return `${formatGrams(product, liquid)} ${productForm}; ${used}`;
}

/** The quantity text of one product bought as `buy`, from its parts (all weighed). */
function purchaseText(buy: Buy, parts: Part[], productForm: string | null): string {
  if (buy.kind === "pantry") return PANTRY_CHECK;
  const grams = parts.reduce((sum, p) => sum + (p.productGrams ?? 0), 0);
  const liquid = buy.kind === "packs" && Boolean(buy.liquid);
  const exact = exactText(parts, liquid, productForm);
  switch (buy.kind) {
    case "eggs":
      return parts.some((p) => p.form)
        ? `${eggsText(grams / buy.gramsEach)} (${exact})`
        : eggsText(grams / buy.gramsEach);
    case "count": {
      const n = piecesFor(grams, buy.gramsEach);
      const unit = buy.unit ? ` ${n === 1 ? buy.unit[0] : buy.unit[1]}` : "";
      return `${n}${unit} (${exact})`;
    }
    case "packs":
      return `${packText(choosePacks(grams, buy.sizes, buy.slack), buy.noun, liquid)} (${exact})`;
    case "weight":
      return exact;
  }
}

/**
 * Shopping items in purchase units for a set of ingredients (a meal plan's week, already scaled by
 * portion): one per product, in category order, then in order of first appearance.
 */
export function buildPurchaseItems(
  ingredients: readonly ShoppingIngredient[],
): ShoppingItemDraft[] {
  const groups = new Map<
    string,
    {
      name: string;
      first: ShoppingIngredient;
      rule: PurchaseRule;
      parts: Part[];
      order: number;
    }
  >();
  for (const ingredient of ingredients) {
    if (!ingredient.name.trim() || !isBought(ingredient)) continue;
    const { name, rule } = boughtAs(ingredient);
    const key = productKey(name);
    let group = groups.get(key);
    if (!group) {
      group = { name, first: ingredient, rule, parts: [], order: groups.size };
      groups.set(key, group);
    }
    const grams = ingredient.grams ?? null;
    group.parts.push({
      quantity: ingredient.quantity ?? null,
      unit: ingredient.unit ?? null,
      grams,
      productGrams: grams !== null ? grams * (rule.factor ?? 1) : null,
      form: rule.form ?? null,
      productForm: rule.productForm ?? null,
    });
  }
  return inCategoryOrder(
    [...groups.values()].map(({ name, first, rule, parts, order }) => {
      const category = categoriseIngredient(first);
      const weighed = parts.every((p) => p.grams !== null && p.grams > 0);
      const productForm = parts.find((p) => p.productForm)?.productForm ?? null;
      const quantity =
        rule.buy.kind === "pantry" || weighed
          ? purchaseText(rule.buy, parts, productForm)
          : friendlyQuantity(parts, first.name, category === "Beverages");
      return { order, item: { name, quantity, category } };
    }),
  );
}
