/**
 * Shopping lists per user in D1 (shopping_lists, shopping_list_items). Every query of a list or
 * item carries the owner's id, so another user's list is simply not found.
 * Also the two ways of filling a list from food data: a catalogue recipe's ingredients and a diet
 * plan's week (ingredient lines resolved against the foods and aliases in D1), both through the
 * shared categoriser in app/domain/shopping.ts. See docs/decisions/013-shopping-lists-and-saved-items.md.
 */
import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { rawStatement, type Database } from "#db/client";
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
import { resolveIngredientLine } from "~/domain/food/lines";
import { productKey } from "~/domain/food/names";
import { buildPurchaseItems } from "~/domain/purchase-units";
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

/**
 * The items of one insert as a single JSON parameter: D1 allows 100 bound parameters per statement,
 * and one statement is what makes the item cap and the positions hold under parallel requests.
 */
function itemsJson(items: readonly NewShoppingItem[]): string {
  return JSON.stringify(
    items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      category: item.category,
      checked: item.checked ? 1 : 0,
      fromPlan: item.fromPlan ? 1 : 0,
    })),
  );
}

/** An item to insert: a draft, ticked or not, and whether building from a plan put it there. */
export type NewShoppingItem = ShoppingItemDraft & { checked?: boolean; fromPlan?: boolean };

/**
 * One INSERT ... SELECT that adds `items` to the list `listIdExpr` only if the list then holds at
 * most MAX_ITEMS_PER_LIST items, numbering them after the list's last position, in the same
 * statement (SQLite reads the SELECT before it writes, and D1 runs one statement at a time), so
 * parallel requests can neither pass the cap nor share a position (which is also a unique index).
 * `guard` adds a condition (the owner, or that the list was just created).
 */
function insertItemsSql(listIdExpr: SQL, items: readonly NewShoppingItem[], guard: SQL): SQL {
  const json = itemsJson(items);
  return sql`
    INSERT INTO shopping_list_items (list_id, name, quantity, category, checked, from_plan, position)
    SELECT l.id, json_extract(j.value, '$.name'), json_extract(j.value, '$.quantity'),
      json_extract(j.value, '$.category'), json_extract(j.value, '$.checked'),
      json_extract(j.value, '$.fromPlan'),
      (SELECT coalesce(max(position), -1) FROM shopping_list_items WHERE list_id = l.id) + 1 + j.key
    FROM shopping_lists AS l, json_each(${json}) AS j
    WHERE l.id = ${listIdExpr} AND ${guard}
      AND (SELECT count(*) FROM shopping_list_items WHERE list_id = l.id) + json_array_length(${json}) <= ${MAX_ITEMS_PER_LIST}`;
}

/**
 * A new list for the user, only while they keep fewer than MAX_LISTS_PER_USER (one statement).
 * A list built from a meal plan names it; a second one for the same plan is not inserted (unique
 * index), so two builds at once make one list.
 */
function insertListSql(
  userId: number,
  name: string,
  whenCount: SQL,
  sourcePlanId: number | null = null,
): SQL {
  return sql`
    INSERT INTO shopping_lists (user_id, name, source_plan_id)
    SELECT ${userId}, ${name}, ${sourcePlanId}
    WHERE ${whenCount}
    ON CONFLICT DO NOTHING`;
}

const listCount = (userId: number) =>
  sql`(SELECT count(*) FROM shopping_lists WHERE user_id = ${userId})`;

/** The list just inserted by the previous statement of the batch, if it inserted one. */
const justInsertedList = sql`last_insert_rowid()`;
const previousStatementInserted = sql`changes() = 1`;

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

// ---------------------------------------------------------------- lists

/**
 * A user who has no list yet gets the two starter lists (spec: Weekly Grocery List, Healthy
 * Dinners List). A user can never delete their last list, so "no list" means "never opened".
 * One batch (a transaction): each starter list is inserted only while the user has exactly the
 * lists before it, so two first visits at once seed the pair once.
 */
export async function ensureShoppingLists(db: Database, userId: number): Promise<void> {
  if ((await countLists(db, userId)) > 0) return;
  // the starter items fit the user's restrictions and dislikes (chicken breast becomes tofu)
  const profile = await readSearchProfile(db, userId);
  const starters = starterShoppingLists({
    restrictions: profile?.dietaryRestrictions ?? [],
    dislikes: profile?.dislikedIngredients ?? [],
  });
  await db.$client.batch(
    starters.flatMap((list, index) => [
      rawStatement(db, insertListSql(userId, list.name, sql`${listCount(userId)} = ${index}`)),
      rawStatement(db, insertItemsSql(justInsertedList, list.items, previousStatementInserted)),
    ]),
  );
}

/**
 * Creates a list (with items, when given) for the user; the starter lists come first. The list
 * cap and the item cap are checked in the statements that insert, in one batch.
 */
export async function createShoppingList(
  db: Database,
  userId: number,
  name: string,
  items: NewShoppingItem[] = [],
  { sourcePlanId = null }: { sourcePlanId?: number | null } = {},
): Promise<{ ok: true; list: ShoppingListDto } | ShoppingRefusal> {
  await ensureShoppingLists(db, userId);
  if (items.length > MAX_ITEMS_PER_LIST) return { ok: false, reason: "list_full" };
  const whenCount = sql`${listCount(userId)} < ${MAX_LISTS_PER_USER}`;
  const [created] = await db.$client.batch<{ id: number }>([
    rawStatement(db, sql`${insertListSql(userId, name, whenCount, sourcePlanId)} RETURNING id`),
    rawStatement(db, insertItemsSql(justInsertedList, items, previousStatementInserted)),
  ]);
  const list = created.results[0];
  if (!list) return { ok: false, reason: "too_many_lists" };
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

/** The user's list built from the meal plan, if there is one. */
export async function findPlanShoppingList(
  db: Database,
  userId: number,
  planId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.userId, userId), eq(shoppingLists.sourcePlanId, planId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The names of the plan items the user changed or removed on one of their lists (ADR 044
 * addendum): building the list again leaves those products as the user has them. Empty for a
 * list not made from a plan, and for another user's list.
 */
export async function planItemsChangedByUser(
  db: Database,
  userId: number,
  listId: number,
): Promise<string[]> {
  const [row] = await db
    .select({ names: shoppingLists.planDeclined })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)))
    .limit(1);
  return row?.names ?? [];
}

/**
 * Records on the user's list the names of the plan items `itemFilter` (a condition on
 * shopping_list_items) picks, so that building the list again leaves those products as the user
 * has them (ADR 044 addendum). It runs in the same batch as the change and before it, so it reads
 * the items as they were; nothing is written when no plan item is picked.
 */
function declinePlanItemsSql(userId: number, listId: number, itemFilter: SQL): SQL {
  const picked = sql`SELECT name FROM shopping_list_items
    WHERE list_id = ${listId} AND from_plan = 1 AND ${itemFilter}`;
  return sql`
    UPDATE shopping_lists SET plan_declined = (
      SELECT json_group_array(value) FROM (
        SELECT value FROM json_each(shopping_lists.plan_declined) UNION ${picked}))
    WHERE id = ${listId} AND user_id = ${userId} AND EXISTS (${picked})`;
}

/**
 * Rebuilding a plan's list: the items the plan put there are replaced by `items` (named `name`),
 * the user's own items stay, and a new item is ticked when a replaced item of the same product
 * (the food engine's product key) was. A product whose plan item the user changed (it became
 * their own) or removed is left out (ADR 044 addendum), so the list never gets a second copy of
 * what the user edited, nor back what they deleted. One batch: the delete and the insert both run
 * only when the user's own items and the new ones fit the item cap, so a refused rebuild changes
 * nothing.
 */
export async function replacePlanItems(
  db: Database,
  userId: number,
  listId: number,
  name: string,
  items: readonly ShoppingItemDraft[],
): Promise<{ ok: true; list: ShoppingListDto } | ShoppingRefusal> {
  // the list's items and the products the user changed or removed: two reads at once
  const [before, changedByUser] = await Promise.all([
    db
      .select({
        name: shoppingListItems.name,
        checked: shoppingListItems.checked,
        fromPlan: shoppingListItems.fromPlan,
      })
      .from(shoppingListItems)
      .where(ownedListItems(userId, listId)),
    planItemsChangedByUser(db, userId, listId),
  ]);
  const ticked = new Set(
    before.filter((i) => i.fromPlan && i.checked).map((i) => productKey(i.name)),
  );
  const declined = new Set(changedByUser.map((n) => productKey(n)));
  const fresh = items
    .filter((item) => !declined.has(productKey(item.name)))
    .map((item) => ({
      ...item,
      checked: ticked.has(productKey(item.name)),
      fromPlan: true,
    }));
  const fits = sql`(SELECT count(*) FROM shopping_list_items WHERE list_id = ${listId} AND from_plan = 0) + ${fresh.length} <= ${MAX_ITEMS_PER_LIST}`;
  const owned = sql`l.user_id = ${userId}`;
  const [, inserted] = await db.$client.batch<{ id: number }>([
    rawStatement(
      db,
      sql`DELETE FROM shopping_list_items WHERE list_id = ${listId} AND from_plan = 1
        AND list_id IN (SELECT id FROM shopping_lists WHERE id = ${listId} AND user_id = ${userId})
        AND ${fits}`,
    ),
    rawStatement(db, sql`${insertItemsSql(sql`${listId}`, fresh, owned)} RETURNING id`),
    rawStatement(
      db,
      sql`UPDATE shopping_lists SET name = ${name}, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE id = ${listId} AND user_id = ${userId}`,
    ),
  ]);
  const list = await getShoppingList(db, userId, listId);
  if (!list) return { ok: false, reason: "not_found" };
  if (fresh.length > 0 && inserted.results.length === 0) return { ok: false, reason: "list_full" };
  return { ok: true, list };
}

// ---------------------------------------------------------------- items

/** Adds items after the list's last one: all of them, or none when the list would pass its cap. */
export async function addShoppingItems(
  db: Database,
  userId: number,
  listId: number,
  items: ShoppingItemDraft[],
): Promise<{ ok: true; items: ShoppingItemDto[] } | ShoppingRefusal> {
  if (items.length === 0) {
    return (await ownsList(db, userId, listId))
      ? { ok: true, items: [] }
      : { ok: false, reason: "not_found" };
  }
  const owned = sql`l.user_id = ${userId}`;
  const inserted = await db.all<
    Omit<ItemRow, "checked"> & { position: number; checked: number }
  >(sql`
    ${insertItemsSql(sql`${listId}`, items, owned)}
    RETURNING id, list_id AS listId, name, quantity, category, checked, position`);
  if (inserted.length === 0) {
    return (await ownsList(db, userId, listId))
      ? { ok: false, reason: "list_full" }
      : { ok: false, reason: "not_found" };
  }
  return {
    ok: true,
    items: inserted
      .sort((a, b) => a.position - b.position)
      .map((row) => toItem({ ...row, checked: Boolean(row.checked) })),
  };
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

/** The items of the list, when the list is the user's. */
function ownedListItems(userId: number, listId: number) {
  return and(
    eq(shoppingListItems.listId, listId),
    inArray(
      shoppingListItems.listId,
      sql`(select ${shoppingLists.id} from ${shoppingLists} where ${shoppingLists.id} = ${listId} and ${shoppingLists.userId} = ${userId})`,
    ),
  );
}

/** The item, when its list is the user's: ownership in the WHERE clause, one statement. */
function ownedItemSql(userId: number, listId: number, itemId: number): SQL {
  return sql`id = ${itemId} AND list_id = ${listId}
    AND list_id IN (SELECT id FROM shopping_lists WHERE id = ${listId} AND user_id = ${userId})`;
}

/**
 * Changes an item. A change of a plan item's name, quantity or category (a different value, not
 * the same one sent again) makes it the user's own: building the list again keeps it and adds no
 * second copy of its product (ADR 044 addendum). Ticking it leaves it the plan's.
 */
export async function updateShoppingItem(
  db: Database,
  userId: number,
  listId: number,
  itemId: number,
  patch: ShoppingItemPatch,
): Promise<{ ok: true; item: ShoppingItemDto } | ShoppingRefusal> {
  const { name = null, quantity = null, category = null, checked } = patch;
  const tick = checked === undefined ? null : checked ? 1 : 0;
  const changed = sql`(name <> coalesce(${name}, name) OR quantity <> coalesce(${quantity}, quantity)
    OR category <> coalesce(${category}, category))`;
  const [, updated] = await db.$client.batch<Omit<ItemRow, "checked"> & { checked: number }>([
    rawStatement(db, declinePlanItemsSql(userId, listId, sql`id = ${itemId} AND ${changed}`)),
    rawStatement(
      db,
      sql`UPDATE shopping_list_items SET name = coalesce(${name}, name),
          quantity = coalesce(${quantity}, quantity), category = coalesce(${category}, category),
          checked = coalesce(${tick}, checked),
          from_plan = CASE WHEN ${changed} THEN 0 ELSE from_plan END
        WHERE ${ownedItemSql(userId, listId, itemId)}
        RETURNING id, list_id AS listId, name, quantity, category, checked`,
    ),
  ]);
  const row = updated.results[0];
  return row
    ? { ok: true, item: toItem({ ...row, checked: Boolean(row.checked) }) }
    : { ok: false, reason: "not_found" };
}

/** Deletes an item; a plan item's product then stays off when the list is built again. */
export async function deleteShoppingItem(
  db: Database,
  userId: number,
  listId: number,
  itemId: number,
): Promise<{ ok: true } | ShoppingRefusal> {
  const [, deleted] = await db.$client.batch<{ id: number }>([
    rawStatement(db, declinePlanItemsSql(userId, listId, sql`id = ${itemId}`)),
    rawStatement(
      db,
      sql`DELETE FROM shopping_list_items WHERE ${ownedItemSql(userId, listId, itemId)} RETURNING id`,
    ),
  ]);
  return deleted.results.length ? { ok: true } : { ok: false, reason: "not_found" };
}

/**
 * Remove checked items: deletes the items the request names that are checked and on this list of
 * the user. Naming the ids the user saw checked keeps a stale second tab from deleting an item
 * that was checked only in another tab. Plan items removed so (bought) stay off when the list is
 * built again.
 */
export async function removeCheckedItems(
  db: Database,
  userId: number,
  listId: number,
  itemIds: readonly number[],
): Promise<{ ok: true; removed: number } | ShoppingRefusal> {
  if (!(await ownsList(db, userId, listId))) return { ok: false, reason: "not_found" };
  if (itemIds.length === 0) return { ok: true, removed: 0 };
  const named = sql`checked = 1 AND id IN (SELECT value FROM json_each(${JSON.stringify(itemIds)}))`;
  const [, deleted] = await db.$client.batch<{ id: number }>([
    rawStatement(db, declinePlanItemsSql(userId, listId, named)),
    rawStatement(
      db,
      sql`DELETE FROM shopping_list_items WHERE list_id = ${listId} AND ${named}
        AND list_id IN (SELECT id FROM shopping_lists WHERE user_id = ${userId})
        RETURNING id`,
    ),
  ]);
  return { ok: true, removed: deleted.results.length };
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
  return buildShoppingItems(await shoppingIngredientsOf(db, ingredients), { scale });
}

/**
 * Stored recipe ingredients (a meal plan's week, already scaled by portion) as things to buy:
 * counts, packs and pantry items (app/domain/purchase-units.ts, ADR 044).
 */
export async function purchaseItemsForRecipeIngredients(
  db: Database,
  ingredients: readonly RecipeIngredient[],
): Promise<ShoppingItemDraft[]> {
  return buildPurchaseItems(await shoppingIngredientsOf(db, ingredients));
}

/** Stored recipe ingredients with the USDA group and name of their foods. */
async function shoppingIngredientsOf(db: Database, ingredients: readonly RecipeIngredient[]) {
  const groups = await loadFoodGroups(
    db,
    ingredients.flatMap((i) => (i.foodId != null ? [i.foodId] : [])),
  );
  return ingredients.map((i) =>
    ingredientFromRecipeIngredient(i, i.foodId != null ? groups.get(i.foodId) : null),
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
    .where(and(eq(recipes.id, recipeId), or(isNull(recipes.ownerId), eq(recipes.ownerId, userId))))
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
