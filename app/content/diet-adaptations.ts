/**
 * Dietary adaptations of the built-in diet plans (each plan's customizationOptions.dietaryRestrictions):
 * which ingredient lines an adaptation affects and what to use instead. Gluten-free, dairy-free and
 * vegan use the recipe pages' flagging rules and substitution table (./substitutions.ts); the others
 * have their own word rules here, each with specific swaps.
 */
import { ingredientConflicts, swapsFor, type DietaryRestriction } from "./substitutions";

export type AdaptationRule = { pattern: RegExp; swaps: string[] };

export type DietAdaptation = {
  label: string;
  /** adaptations that reuse the substitution table */
  restriction?: DietaryRestriction;
  /** adaptations with their own word rules; the first matching rule gives the swaps */
  rules?: AdaptationRule[];
  /** phrases that contain a rule's word but are another food ("nutmeg", "eggplant"), removed first */
  notThisFood?: RegExp;
  /** a line saying this already fits the adaptation as a whole ("low-sodium soy sauce") */
  fitsAsWritten?: RegExp;
  /** shown when no specific swap is known */
  advice: string;
};

const MEAT =
  /\b(chicken|beef|pork|lamb|turkey|bacon|sausages?|meat|ham|veal|steak|sirloin|prosciutto|chorizo|venison)\b/i;

export const DIET_ADAPTATIONS: Record<string, DietAdaptation> = {
  "Gluten-free": {
    label: "Gluten-free",
    restriction: "glutenFree",
    advice: "Choose a certified gluten-free version, or swap for rice, quinoa or potatoes.",
  },
  "Dairy-free": {
    label: "Dairy-free",
    restriction: "dairyFree",
    advice: "Use a plant-based alternative such as soy or oat milk, coconut yogurt or olive oil.",
  },
  Vegan: {
    label: "Vegan",
    restriction: "vegan",
    advice: "Use a plant-based alternative: tofu, tempeh, beans, or plant milks and yogurts.",
  },
  "Nut-free": {
    label: "Nut-free",
    rules: [
      {
        pattern: /\b(peanut butter|almond butter|cashew butter)\b/i,
        swaps: ["Sunflower seed butter", "Tahini"],
      },
      {
        pattern: /\b(almond milk|cashew milk)\b/i,
        swaps: ["Oat milk", "Soy milk", "Coconut milk beverage"],
      },
      {
        pattern:
          /\b(almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|peanuts?|macadamias?|nuts?)\b/i,
        swaps: ["Pumpkin seeds", "Sunflower seeds", "Toasted coconut flakes"],
      },
    ],
    notThisFood: /\b(nutmeg|coconut|nut-free|butternut)\b/gi,
    advice: "Leave the nuts out or use seeds instead.",
  },
  "Low-sodium": {
    label: "Low-sodium",
    rules: [
      {
        pattern: /\b(soy sauce|tamari)\b/i,
        swaps: ["Coconut aminos (about a third of the sodium)", "Rice vinegar with ginger"],
      },
      {
        pattern: /\b(stock|broth|bouillon)\b/i,
        swaps: ["No-salt-added stock", "Water with herbs, garlic and a bay leaf"],
      },
      {
        pattern: /\b(feta|parmesan|halloumi|cheddar|swiss cheese|cotija|pecorino)\b/i,
        swaps: ["Fresh mozzarella or ricotta", "Half the amount, with fresh herbs for flavour"],
      },
      {
        pattern: /\b(bacon|ham|prosciutto|salami|sausages?|smoked salmon|deli)\b/i,
        swaps: ["Fresh roast chicken or turkey", "Fresh salmon"],
      },
      {
        pattern: /\b(olives?|capers|pickles?|salsa|sauerkraut|kimchi)\b/i,
        swaps: ["Fresh tomato and cucumber", "A squeeze of lemon"],
      },
      {
        pattern: /\b(canned|tinned)\b/i,
        swaps: ["The no-salt-added version, rinsed well"],
      },
      { pattern: /\bsalt\b/i, swaps: ["Lemon juice, herbs or spices instead of salt"] },
    ],
    fitsAsWritten: /\b(low-sodium|no-salt-added|unsalted|reduced-sodium)\b/i,
    advice: "Choose the low-sodium or no-salt-added version.",
  },
  Pescatarian: {
    label: "Pescatarian",
    rules: [
      {
        pattern: MEAT,
        swaps: ["The same weight of salmon", "Shrimp", "White fish such as cod", "Canned tuna"],
      },
    ],
    advice: "Use the same weight of fish or seafood.",
  },
  "Soy-free": {
    label: "Soy-free",
    rules: [
      {
        pattern: /\b(soy sauce|tamari)\b/i,
        swaps: ["Coconut aminos"],
      },
      {
        pattern: /\b(tofu|tempeh)\b/i,
        swaps: ["Paneer", "Chickpeas", "Eggs"],
      },
      { pattern: /\bedamame\b/i, swaps: ["Green peas", "Broad (fava) beans"] },
      { pattern: /\bmiso\b/i, swaps: ["Chickpea miso", "Tahini with a pinch of salt"] },
      { pattern: /\b(soy|soya)\b/i, swaps: ["Oat milk", "A soy-free alternative"] },
    ],
    advice: "Choose a soy-free alternative.",
  },
  "Egg-free": {
    label: "Egg-free",
    rules: [
      {
        pattern: /\beggs?\b/i,
        swaps: [
          "Chicken or turkey breakfast patties",
          "Smoked salmon with avocado",
          "Flax egg (1 tbsp ground flaxseed + 3 tbsp water) in baking",
        ],
      },
    ],
    notThisFood: /\beggplants?\b|\begg-free\b/gi,
    advice: "Leave the egg out or add another protein.",
  },
  "Low-FODMAP": {
    label: "Low-FODMAP",
    rules: [
      { pattern: /\bgarlic\b/i, swaps: ["Garlic-infused olive oil"] },
      {
        pattern: /\b(onions?|shallots?|leeks?)\b/i,
        swaps: ["The green tops of spring onions", "Chives"],
      },
      {
        pattern: /\b(apples?|pears?|mangoe?s?|watermelon|cherries|peach(es)?)\b/i,
        swaps: ["Strawberries", "Oranges", "Kiwi", "Pineapple"],
      },
      { pattern: /\bhoney\b/i, swaps: ["Maple syrup"] },
      {
        pattern: /\b(cauliflower|mushrooms?|asparagus)\b/i,
        swaps: ["Zucchini", "Carrots", "Green beans", "Bell pepper"],
      },
      { pattern: /\b(cashews?|pistachios?)\b/i, swaps: ["Macadamias", "Walnuts", "Pecans"] },
    ],
    notThisFood: /\bgarlic-infused\b|\bspring onion tops?\b/gi,
    advice: "Use a small portion or a low-FODMAP alternative.",
  },
};

export type AdaptationNote = {
  /** the adaptation's label, e.g. "Gluten-free" */
  adaptation: string;
  /** what to use instead, most fitting first (may be empty) */
  swaps: string[];
  advice: string;
};

/** What the chosen adaptations change about one ingredient line; empty when it already fits. */
export function adaptationNotes(
  ingredientLine: string,
  labels: readonly string[],
): AdaptationNote[] {
  const notes: AdaptationNote[] = [];
  for (const label of labels) {
    const adaptation = DIET_ADAPTATIONS[label];
    if (!adaptation) continue;
    if (adaptation.restriction) {
      if (ingredientConflicts(ingredientLine, [adaptation.restriction]).length === 0) continue;
      const swaps = swapsFor(ingredientLine, [adaptation.restriction]).suggestions.flatMap((s) =>
        s.substitutes.map((sub) => sub.name),
      );
      notes.push({ adaptation: label, swaps: [...new Set(swaps)], advice: adaptation.advice });
      continue;
    }
    if (adaptation.fitsAsWritten?.test(ingredientLine)) continue;
    const text = adaptation.notThisFood
      ? ingredientLine.replace(adaptation.notThisFood, " ")
      : ingredientLine;
    const rule = adaptation.rules?.find((r) => r.pattern.test(text));
    if (rule) notes.push({ adaptation: label, swaps: rule.swaps, advice: adaptation.advice });
  }
  return notes;
}
