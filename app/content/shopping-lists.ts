/**
 * The two shopping lists every new user starts with (spec 2 section 4: Weekly Grocery List with
 * 8 items, Healthy Dinners List with 4). They are created in D1 on the user's first visit to
 * /shopping-list (app/services/shopping-lists.server.ts), after which they are the user's own.
 */
import type { ShoppingItemDraft } from "~/domain/shopping";

export type SeedShoppingList = { name: string; items: ShoppingItemDraft[] };

export const SEED_SHOPPING_LISTS: SeedShoppingList[] = [
  {
    name: "Weekly Grocery List",
    items: [
      { name: "Bananas", quantity: "6", category: "Produce" },
      { name: "Baby spinach", quantity: "1 bag", category: "Produce" },
      { name: "Greek yogurt", quantity: "500 g", category: "Dairy & Eggs" },
      { name: "Eggs", quantity: "12", category: "Dairy & Eggs" },
      { name: "Chicken breast", quantity: "500 g", category: "Meat & Seafood" },
      { name: "Whole-grain bread", quantity: "1 loaf", category: "Bakery" },
      { name: "Brown rice", quantity: "1 kg", category: "Pantry Staples" },
      { name: "Frozen mixed berries", quantity: "1 bag", category: "Frozen Foods" },
    ],
  },
  {
    name: "Healthy Dinners List",
    items: [
      { name: "Salmon fillets", quantity: "2", category: "Meat & Seafood" },
      { name: "Broccoli", quantity: "2 heads", category: "Produce" },
      { name: "Quinoa", quantity: "500 g", category: "Pantry Staples" },
      { name: "Sweet potatoes", quantity: "3", category: "Produce" },
    ],
  },
];
