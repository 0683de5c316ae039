/**
 * The two shopping lists every new user starts with (spec 2 section 4: Weekly Grocery List with
 * 8 items, Healthy Dinners List with 4). They are created in D1 on the user's first visit to
 * /shopping-list (app/services/shopping-lists.server.ts), after which they are the user's own.
 *
 * A starter item the user's restrictions or dislikes rule out is replaced by its first alternative
 * that fits (tofu for chicken breast, lentils for salmon), or left out when none does; the check is
 * the coach's food check (app/domain/coach/diet-filter.ts), the one place that decides whether a
 * named food fits a profile.
 */
import { foodBreaksDiet, type DietRules } from "~/domain/coach/diet-filter";
import type { ShoppingItemDraft } from "~/domain/shopping";

export type SeedShoppingList = { name: string; items: ShoppingItemDraft[] };
type StarterItem = ShoppingItemDraft & { alternatives?: ShoppingItemDraft[] };

const STARTER_LISTS: Array<{ name: string; items: StarterItem[] }> = [
  {
    name: "Weekly Grocery List",
    items: [
      { name: "Bananas", quantity: "6", category: "Produce" },
      { name: "Baby spinach", quantity: "1 bag", category: "Produce" },
      {
        name: "Greek yogurt",
        quantity: "500 g",
        category: "Dairy & Eggs",
        alternatives: [{ name: "Soy yogurt", quantity: "500 g", category: "Dairy & Eggs" }],
      },
      {
        name: "Eggs",
        quantity: "12",
        category: "Dairy & Eggs",
        alternatives: [{ name: "Chickpeas", quantity: "2 cans", category: "Pantry Staples" }],
      },
      {
        name: "Chicken breast",
        quantity: "500 g",
        category: "Meat & Seafood",
        alternatives: [
          { name: "Firm tofu", quantity: "400 g", category: "Produce" },
          { name: "Tempeh", quantity: "200 g", category: "Produce" },
        ],
      },
      {
        name: "Whole-grain bread",
        quantity: "1 loaf",
        category: "Bakery",
        alternatives: [{ name: "Gluten-free bread", quantity: "1 loaf", category: "Bakery" }],
      },
      { name: "Brown rice", quantity: "1 kg", category: "Pantry Staples" },
      { name: "Frozen mixed berries", quantity: "1 bag", category: "Frozen Foods" },
    ],
  },
  {
    name: "Healthy Dinners List",
    items: [
      {
        name: "Salmon fillets",
        quantity: "2",
        category: "Meat & Seafood",
        alternatives: [
          { name: "Red lentils", quantity: "500 g", category: "Pantry Staples" },
          { name: "Black beans", quantity: "2 cans", category: "Pantry Staples" },
        ],
      },
      {
        name: "Broccoli",
        quantity: "2 heads",
        category: "Produce",
        alternatives: [{ name: "Green beans", quantity: "400 g", category: "Produce" }],
      },
      { name: "Quinoa", quantity: "500 g", category: "Pantry Staples" },
      {
        name: "Sweet potatoes",
        quantity: "3",
        category: "Produce",
        alternatives: [{ name: "Butternut squash", quantity: "1", category: "Produce" }],
      },
    ],
  },
];

const NO_RULES: DietRules = { restrictions: [], dislikes: [] };

/** The starter lists for a profile's restrictions and dislikes (without them: the spec's lists). */
export function starterShoppingLists(rules: DietRules = NO_RULES): SeedShoppingList[] {
  const fits = (item: ShoppingItemDraft) => foodBreaksDiet(item.name, rules) === null;
  return STARTER_LISTS.map((list) => ({
    name: list.name,
    items: list.items.flatMap(({ alternatives = [], ...item }) => {
      const chosen = [item, ...alternatives].find(fits);
      return chosen ? [chosen] : [];
    }),
  }));
}

/** The spec's starter lists, as a user without restrictions or dislikes gets them. */
export const SEED_SHOPPING_LISTS: SeedShoppingList[] = starterShoppingLists();
