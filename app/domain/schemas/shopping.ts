/**
 * Shopping list and saved-item rules (spec 2 section 5), shared by the /shopping-list page and the
 * JSON APIs under /api/shopping-lists and /api/saved-items. Pure: no I/O.
 * - item name: required after trimming (the page ignores a blank name without calling the API);
 * - quantity: free text, '1' when empty;
 * - category: one of the eight, Produce when omitted;
 * - list name: required after trimming.
 */
import { z } from "zod";
import {
  MAX_ITEM_NAME,
  MAX_ITEMS_PER_LIST,
  MAX_LIST_NAME,
  MAX_LISTS_PER_USER,
  MAX_QUANTITY,
} from "../shopping-limits";

import { CALORIE_LEVELS, DIET_PLAN_IDS } from "~/content/diet-plans";
import {
  DEFAULT_SHOPPING_CATEGORY,
  DEFAULT_SHOPPING_QUANTITY,
  SHOPPING_CATEGORIES,
} from "~/domain/shopping-categories";

export { MAX_ITEM_NAME, MAX_ITEMS_PER_LIST, MAX_LIST_NAME, MAX_LISTS_PER_USER, MAX_QUANTITY };

export const ITEM_NAME_REQUIRED = "Enter an item name.";
export const LIST_NAME_REQUIRED = "Enter a list name.";

const itemName = z
  .string({ required_error: ITEM_NAME_REQUIRED, invalid_type_error: ITEM_NAME_REQUIRED })
  .trim()
  .min(1, ITEM_NAME_REQUIRED)
  .max(MAX_ITEM_NAME, `Keep the item name under ${MAX_ITEM_NAME + 1} characters.`);

const quantity = z
  .string({ invalid_type_error: "The quantity must be text." })
  .trim()
  .max(MAX_QUANTITY, `Keep the quantity under ${MAX_QUANTITY + 1} characters.`)
  .optional()
  .transform((value) => (value ? value : DEFAULT_SHOPPING_QUANTITY));

const category = z
  .enum(SHOPPING_CATEGORIES, {
    errorMap: () => ({ message: `Choose one of: ${SHOPPING_CATEGORIES.join(", ")}.` }),
  })
  .optional()
  .transform((value) => value ?? DEFAULT_SHOPPING_CATEGORY);

export const shoppingItemInputSchema = z.object({ name: itemName, quantity, category }).strict();
export type ShoppingItemInput = z.output<typeof shoppingItemInputSchema>;

export const shoppingItemPatchSchema = z
  .object({
    name: itemName.optional(),
    quantity: z
      .string({ invalid_type_error: "The quantity must be text." })
      .trim()
      .max(MAX_QUANTITY, `Keep the quantity under ${MAX_QUANTITY + 1} characters.`)
      .transform((value) => value || DEFAULT_SHOPPING_QUANTITY)
      .optional(),
    category: z
      .enum(SHOPPING_CATEGORIES, {
        errorMap: () => ({ message: `Choose one of: ${SHOPPING_CATEGORIES.join(", ")}.` }),
      })
      .optional(),
    checked: z.boolean({ invalid_type_error: "checked must be true or false." }).optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), {
    message: "Send at least one of name, quantity, category or checked.",
  });
export type ShoppingItemPatch = z.output<typeof shoppingItemPatchSchema>;

export const listName = z
  .string({ required_error: LIST_NAME_REQUIRED, invalid_type_error: LIST_NAME_REQUIRED })
  .trim()
  .min(1, LIST_NAME_REQUIRED)
  .max(MAX_LIST_NAME, `Keep the list name under ${MAX_LIST_NAME + 1} characters.`);

export const newShoppingListSchema = z
  .object({
    name: listName,
    items: z
      .array(shoppingItemInputSchema)
      .max(MAX_ITEMS_PER_LIST, `A list holds at most ${MAX_ITEMS_PER_LIST} items.`)
      .optional()
      .transform((items) => items ?? []),
  })
  .strict();

/** Remove checked items: the ids of the checked items the user sees (a stale tab names fewer). */
export const removeCheckedSchema = z
  .object({
    itemIds: z
      .array(
        z
          .number({ invalid_type_error: "Item ids must be whole numbers." })
          .int("Item ids must be whole numbers.")
          .positive("Item ids must be whole numbers."),
        {
          required_error: "Name the checked items to remove (itemIds).",
          invalid_type_error: "Name the checked items to remove (itemIds).",
        },
      )
      .max(MAX_ITEMS_PER_LIST, `A list holds at most ${MAX_ITEMS_PER_LIST} items.`),
  })
  .strict();

export const addRecipeSchema = z
  .object({
    recipeId: z
      .number({ required_error: "Choose a recipe.", invalid_type_error: "Choose a recipe." })
      .int("Choose a recipe.")
      .positive("Choose a recipe."),
  })
  .strict();

export const dietPlanListSchema = z
  .object({
    planId: z.enum(DIET_PLAN_IDS, {
      errorMap: () => ({ message: `Choose one of: ${DIET_PLAN_IDS.join(", ")}.` }),
    }),
    level: z
      .enum(CALORIE_LEVELS, { errorMap: () => ({ message: "Choose low, medium or high." }) })
      .optional()
      .transform((value) => value ?? "medium"),
  })
  .strict();

// ---------------------------------------------------------------- saved built-in items

export const SAVED_ITEM_KINDS = ["smoothie-plan", "smoothie-recipe", "diet-plan"] as const;
export type SavedItemKind = (typeof SAVED_ITEM_KINDS)[number];

export const savedItemSchema = z
  .object({
    kind: z.enum(SAVED_ITEM_KINDS, {
      errorMap: () => ({ message: `Choose one of: ${SAVED_ITEM_KINDS.join(", ")}.` }),
    }),
    itemId: z
      .string({
        required_error: "Say which item to save.",
        invalid_type_error: "Say which item to save.",
      })
      .trim()
      .min(1, "Say which item to save.")
      .max(80, "Unknown item."),
  })
  .strict();
