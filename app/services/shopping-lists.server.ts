/**
 * Shopping lists per user in D1 (shopping_lists, shopping_list_items). Every query of a list or
 * item carries the owner's id, so another user's list is simply not found.
 * Also the two ways of filling a list from food data: a catalogue recipe's ingredients and a diet
 * plan's week (ingredient lines resolved against the foods and aliases in D1), both through the
 * shared categoriser in app/domain/shopping.ts. See docs/decisions/013-shopping-lists-and-saved-items.md.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes, shoppingListItems, shoppingLists } from "#db/schema";
import type { RecipeIngredient } from "#db/schema";
import {
  dietPlanCardFor,
  dietPlanFor,
  mealsOfDay,
  type CalorieLevel,
  type DietPlanId,
} from "~/content/diet-plans";
import { starterShoppingLists } from "~/content/shopping-lists";
import { resolveIngredientLine } from "~/domain/ingredients";
import { MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER } from "~/domain/schemas/shopping";
import type { ShoppingItemInput, ShoppingItemPatch } from "~/domain/schemas/shopping";
import {
  buildShoppingItems,
  ingredientFromRecipeIngredient,
  ingredientsFromResolution,
  isShoppingCategory,
  type ShoppingCategory,
  type ShoppingItemDraft,
} from "~/domain/shopping";
import { loadFoodGroups, resolveWithFoodData } from "./food-data.server";
import { readSearchProfile } from "./recipes.server";

export type ShoppingItemDto = {
  id: number;
  name: string;
  quantity: string;
  category: ShoppingCategory;
  checked: boolean;
};
export type ShoppingListDto = {
  id: number;
  name: string;
  /** ISO-8601 UTC */
  createdAt: string;
  items: ShoppingItemDto[];
};

/** Why a change was refused, for the route to turn into a status. */
export type ShoppingRefusal =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "last_list" }
  | { ok: false; reason: "too_many_lists" }
  | { ok: false; reason: "list_full" };

const itemColumns = {
  id: shoppingListItems.id,
  listId: shoppingListItems.listId,
  name: shoppingListItems.name,
  quantity: shoppingListItems.quantity,
  category: shoppingListItems.category,
  checked: shoppingListItems.checked,
};

type ItemRow = {
  id: number;
  listId: number;
  name: string;
  quantity: string;
  category: string;
  checked: boolean;
};

function toItem(row: ItemRow): ShoppingItemDto {
  return {
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    category: isShoppingCategory(row.category) ? row.category : "Other",
    checked: row.checked,
  };
}

/** D1 allows 100 bound parameters per statement; an item row binds 6. */
const ITEM_ROWS_PER_INSERT = 15;

function itemInserts(
  db: Database,
  listId: number,
  items: ShoppingItemDraft[],
  firstPosition: number,
) {
  const rows = items.map((item, index) => ({
    listId,
    name: item.name,
    quantity: item.quantity,
    category: item.category,
    checked: false,
    position: firstPosition + index,
  }));
  const statements = [];
  for (let i = 0; i < rows.length; i += ITEM_ROWS_PER_INSERT) {
    statements.push(db.insert(shoppingListItems).values(rows.slice(i, i + ITEM_ROWS_PER_INSERT)));
  }
  return statements;
}

async function runBatch(db: Database, statements: ReturnType<typeof itemInserts>) {
  if (statements.length === 0) return;
  const [first, ...rest] = statements;
  await db.batch([first, ...rest]);
}

// ---------------------------------------------------------------- reading

/** The user's lists, oldest first, each with its items in the order they were added. */
export async function listShoppingLists(db: Database, userId: number): Promise<ShoppingListDto[]> {
  const lists = await db
    .select({ id: shoppingLists.id, name: shoppingLists.name, createdAt: shoppingLists.createdAt })
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId))
    .orderBy(asc(shoppingLists.id));
  if (lists.length === 0) return [];
  const items = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(
      inArray(
        shoppingListItems.listId,
        db
          .select({ id: shoppingLists.id })
          .from(shoppingLists)
          .where(eq(shoppingLists.userId, userId)),
      ),
    )
    .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
  const byList = new Map<number, ShoppingItemDto[]>(lists.map((l) => [l.id, []]));
  for (const row of items) byList.get(row.listId)?.push(toItem(row));
  return lists.map((list) => ({ ...list, items: byList.get(list.id) ?? [] }));
}

export async function getShoppingList(
  db: Database,
  userId: number,
  listId: number,
): Promise<ShoppingListDto | null> {
  const [list] = await db
    .select({ id: shoppingLists.id, name: shoppingLists.name, createdAt: shoppingLists.createdAt })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .limit(1);
  if (!list) return null;
  const items = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, list.id))
    .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
  return { ...list, items: items.map(toItem) };
}

async function ownsList(db: Database, userId: number, listId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .limit(1);
  return Boolean(row);
}

async function countLists(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shoppingLists)
    .where(eq(shoppingLists.userId, userId));
  return row?.n ?? 0;
}

async function listTail(db: Database, listId: number): Promise<{ n: number; next: number }> {
  const [row] = await db
    .select({ n: count(), last: sql<number | null>`max(${shoppingListItems.position})` })
    .from(shoppingListItems)
    .where(eq(shoppingListItems.listId, listId));
  return { n: row?.n ?? 0, next: (row?.last ?? -1) + 1 };
}

// ---------------------------------------------------------------- lists

/**
 * A user who has no list yet gets the two starter lists (spec: Weekly Grocery List, Healthy
 * Dinners List). A user can never delete their last list, so "no list" means "never opened".
 * Two first visits at the same instant could both seed; the window is one round trip and the
 * only effect is a duplicate pair the user can delete.
 */
export async function ensureShoppingLists(db: Database, userId: number): Promise<void> {
  if ((await countLists(db, userId)) > 0) return;
  // the starter items fit the user's restrictions and dislikes (chicken breast becomes tofu)
  const profile = await readSearchProfile(db, userId);
  const starters = starterShoppingLists({
    restrictions: profile?.dietaryRestrictions ?? [],
    dislikes: profile?.dislikedIngredients ?? [],
  });
  const created = await db.batch([
    db
      .insert(shoppingLists)
      .values({ userId, name: starters[0].name })
      .returning({ id: shoppingLists.id }),
    ...starters
      .slice(1)
      .map((list) =>
        db
          .insert(shoppingLists)
          .values({ userId, name: list.name })
          .returning({ id: shoppingLists.id }),
      ),
  ]);
  const statements = starters.flatMap((list, index) =>
    itemInserts(db, created[index][0].id, list.items, 0),
  );
  await runBatch(db, statements);
}

/** Creates a list (with items, when given) for the user; the starter lists come first. */
export async function createShoppingList(
  db: Database,
  userId: number,
  name: string,
  items: ShoppingItemDraft[] = [],
): Promise<{ ok: true; list: ShoppingListDto } | ShoppingRefusal> {
  await ensureShoppingLists(db, userId);
  if ((await countLists(db, userId)) >= MAX_LISTS_PER_USER) {
    return { ok: false, reason: "too_many_lists" };
  }
  if (items.length > MAX_ITEMS_PER_LIST) return { ok: false, reason: "list_full" };
  const [list] = await db
    .insert(shoppingLists)
    .values({ userId, name })
    .returning({ id: shoppingLists.id });
  await runBatch(db, itemInserts(db, list.id, items, 0));
  const stored = await getShoppingList(db, userId, list.id);
  return { ok: true, list: stored! };
}

/** Deletes one of the user's lists, never the last one. */
export async function deleteShoppingList(
  db: Database,
  userId: number,
  listId: number,
): Promise<{ ok: true } | ShoppingRefusal> {
  if (!(await ownsList(db, userId, listId))) return { ok: false, reason: "not_found" };
  // the count and the delete in one statement, so two deletes at once cannot remove both last lists
  const deleted = await db
    .delete(shoppingLists)
    .where(
      and(
        eq(shoppingLists.id, listId),
        eq(shoppingLists.userId, userId),
        sql`(select count(*) from ${shoppingLists} where ${shoppingLists.userId} = ${userId}) > 1`,
      ),
    )
    .returning({ id: shoppingLists.id });
  return deleted.length ? { ok: true } : { ok: false, reason: "last_list" };
}

// ---------------------------------------------------------------- items

export async function addShoppingItems(
  db: Database,
  userId: number,
  listId: number,
  items: ShoppingItemDraft[],
): Promise<{ ok: true; items: ShoppingItemDto[] } | ShoppingRefusal> {
  if (!(await ownsList(db, userId, listId))) return { ok: false, reason: "not_found" };
  const tail = await listTail(db, listId);
  if (tail.n + items.length > MAX_ITEMS_PER_LIST) return { ok: false, reason: "list_full" };
  await runBatch(db, itemInserts(db, listId, items, tail.next));
  const added = await db
    .select(itemColumns)
    .from(shoppingListItems)
    .where(
      and(eq(shoppingListItems.listId, listId), sql`${shoppingListItems.position} >= ${tail.next}`),
    )
    .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id));
  return { ok: true, items: added.map(toItem) };
}

export async function addShoppingItem(
  db: Database,
  userId: number,
  listId: number,
  item: ShoppingItemInput,
): Promise<{ ok: true; item: ShoppingItemDto } | ShoppingRefusal> {
  const result = await addShoppingItems(db, userId, listId, [item]);
  return result.ok ? { ok: true, item: result.items[result.items.length - 1] } : result;
}

/** The item's list, when the list is the user's: ownership in the WHERE clause. */
function ownedItem(userId: number, listId: number, itemId: number) {
  return and(
    eq(shoppingListItems.id, itemId),
    eq(shoppingListItems.listId, listId),
    inArray(
      shoppingListItems.listId,
      // a sub-select keeps it one statement
      sql`(select ${shoppingLists.id} from ${shoppingLists} where ${shoppingLists.id} = ${listId} and ${shoppingLists.userId} = ${userId})`,
    ),
  );
}

export async function updateShoppingItem(
  db: Database,
  userId: number,
  listId: number,
  itemId: number,
  patch: ShoppingItemPatch,
): Promise<{ ok: true; item: ShoppingItemDto } | ShoppingRefusal> {
  const values = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const [row] = await db
    .update(shoppingListItems)
    .set(values)
    .where(ownedItem(userId, listId, itemId))
    .returning(itemColumns);
  return row ? { ok: true, item: toItem(row) } : { ok: false, reason: "not_found" };
}

export async function deleteShoppingItem(
  db: Database,
  userId: number,
  listId: number,
  itemId: number,
): Promise<{ ok: true } | ShoppingRefusal> {
  const deleted = await db
    .delete(shoppingListItems)
    .where(ownedItem(userId, listId, itemId))
    .returning({ id: shoppingListItems.id });
  return deleted.length ? { ok: true } : { ok: false, reason: "not_found" };
}

/** Remove checked items: deletes every checked item of the list. */
export async function removeCheckedItems(
  db: Database,
  userId: number,
  listId: number,
): Promise<{ ok: true; removed: number } | ShoppingRefusal> {
  if (!(await ownsList(db, userId, listId))) return { ok: false, reason: "not_found" };
  const deleted = await db
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.checked, true)))
    .returning({ id: shoppingListItems.id });
  return { ok: true, removed: deleted.length };
}

// ---------------------------------------------------------------- filling lists from food data

/**
 * Shopping items for stored recipe ingredients (a catalogue recipe, or every recipe of a meal
 * plan): the same food merged across recipes, categorised by its USDA group.
 * `scale` multiplies the amounts (e.g. servings cooked / servings of the recipe).
 */
export async function shoppingItemsForRecipeIngredients(
  db: Database,
  ingredients: readonly RecipeIngredient[],
  { scale = 1 }: { scale?: number } = {},
): Promise<ShoppingItemDraft[]> {
  const groups = await loadFoodGroups(
    db,
    ingredients.flatMap((i) => (i.foodId != null ? [i.foodId] : [])),
  );
  return buildShoppingItems(
    ingredients.map((i) =>
      ingredientFromRecipeIngredient(i, i.foodId != null ? groups.get(i.foodId) : null),
    ),
    { scale },
  );
}

/**
 * Shopping items for plain ingredient lines (the built-in diet plans): each line resolved against
 * the food aliases and foods in D1 (only the foods the lines need), so amounts merge by weight and
 * categories follow USDA groups.
 */
export async function shoppingItemsForLines(
  db: Database,
  lines: readonly string[],
  { scale = 1 }: { scale?: number } = {},
): Promise<ShoppingItemDraft[]> {
  const { result } = await resolveWithFoodData(db, lines.join("\n"), (data) =>
    lines.flatMap((line) => {
      const resolution = resolveIngredientLine(line, data);
      return ingredientsFromResolution(
        resolution,
        resolution.ok ? data.foods.get(resolution.foodId) : null,
      );
    }),
  );
  return buildShoppingItems(result, { scale });
}

/** Puts a catalogue recipe's ingredients on one of the user's lists. */
export async function addRecipeToShoppingList(
  db: Database,
  userId: number,
  listId: number,
  recipeId: number,
): Promise<
  | { ok: true; recipe: { id: number; title: string }; items: ShoppingItemDto[] }
  | ShoppingRefusal
  | { ok: false; reason: "recipe_not_found" }
> {
  if (!(await ownsList(db, userId, listId))) return { ok: false, reason: "not_found" };
  const [recipe] = await db
    .select({ id: recipes.id, title: recipes.title, ingredients: recipes.ingredients })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!recipe) return { ok: false, reason: "recipe_not_found" };
  const drafts = await shoppingItemsForRecipeIngredients(db, recipe.ingredients);
  const result = await addShoppingItems(db, userId, listId, drafts);
  if (!result.ok) return result;
  return { ok: true, recipe: { id: recipe.id, title: recipe.title }, items: result.items };
}

/** The name of a list made from a diet plan: "Keto week (1600 kcal/day)". */
export function dietPlanListName(planName: string, kcal: number): string {
  return `${planName} week (${kcal} kcal/day)`;
}

/**
 * A new list with everything the diet plan's week needs at the chosen calorie level (amounts
 * scaled like the meals: preset[level] / preset.medium).
 */
export async function createShoppingListFromDietPlan(
  db: Database,
  userId: number,
  planId: DietPlanId,
  level: CalorieLevel,
): Promise<
  { ok: true; list: ShoppingListDto } | ShoppingRefusal | { ok: false; reason: "plan_unavailable" }
> {
  const plan = dietPlanFor(planId);
  if (!plan) return { ok: false, reason: "plan_unavailable" };
  const presets = plan.customizationOptions.calorieAdjustments;
  const scale = presets[level] / presets.medium;
  const lines = plan.days.flatMap((day) => mealsOfDay(day).flatMap((meal) => meal.ingredients));
  const items = await shoppingItemsForLines(db, lines, { scale });
  const name = dietPlanListName(dietPlanCardFor(planId)?.name ?? plan.name, presets[level]);
  return createShoppingList(db, userId, name, items);
}
