import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { useToast } from "~/components/toaster";
import { formatDate } from "~/domain/format";
import { MAX_ITEM_NAME, MAX_LIST_NAME, MAX_QUANTITY } from "~/domain/shopping-limits";
import {
  DEFAULT_SHOPPING_CATEGORY,
  DEFAULT_SHOPPING_QUANTITY,
  SHOPPING_CATEGORIES,
  type ShoppingCategory,
} from "~/domain/shopping-categories";
import { apiRequest } from "~/lib/api-client";
import { requireUser } from "~/lib/auth.server";
import {
  ensureShoppingLists,
  listShoppingLists,
  type ShoppingItemDto,
  type ShoppingListDto,
} from "~/services/shopping-lists.server";

export const meta: MetaFunction = () => [
  { title: "Shopping lists | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** How many recipes the picker shows (spec 2 section 9). */
export const RECIPE_PICKER_COUNT = 5;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  await ensureShoppingLists(context.db, user.id);
  const lists = await listShoppingLists(context.db, user.id);
  const wanted = Number(new URL(request.url).searchParams.get("list"));
  const activeId = lists.some((l) => l.id === wanted) ? wanted : (lists[0]?.id ?? null);
  return json({ lists, activeId }, { headers: { "Cache-Control": "private, no-store" } });
}

type PickerRecipe = { id: number; title: string; description: string; imageUrl?: string | null };

export default function ShoppingListPage() {
  const data = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const [lists, setLists] = useState<ShoppingListDto[]>(data.lists);
  const [activeId, setActiveId] = useState<number | null>(data.activeId);
  // a new visit (e.g. from Create Shopping List on /diet-plans) brings fresh loader data
  useEffect(() => {
    setLists(data.lists);
    setActiveId(data.activeId);
  }, [data]);

  const active = lists.find((l) => l.id === activeId) ?? lists[0] ?? null;
  const activeIndex = active ? lists.indexOf(active) : 0;

  function replaceList(id: number, change: (list: ShoppingListDto) => ShoppingListDto) {
    setLists((all) => all.map((l) => (l.id === id ? change(l) : l)));
  }

  function failed(title: string, error: unknown) {
    toast({
      title,
      description: error instanceof Error ? error.message : "Please try again.",
      variant: "destructive",
    });
  }

  async function createList(name: string) {
    try {
      const list = await apiRequest<ShoppingListDto>("POST", "/api/shopping-lists", { name });
      setLists((all) => [...all, list]);
      setActiveId(list.id);
      toast({ title: "List created", description: `${list.name} is ready.` });
      return true;
    } catch (error) {
      failed("Could not create the list", error);
      return false;
    }
  }

  async function deleteList(list: ShoppingListDto) {
    if (lists.length <= 1) return;
    try {
      await apiRequest("DELETE", `/api/shopping-lists/${list.id}`);
      const remaining = lists.filter((l) => l.id !== list.id);
      setLists(remaining);
      if (active?.id === list.id) setActiveId(remaining[0]?.id ?? null);
      toast({ title: "List deleted", description: `${list.name} was deleted.` });
    } catch (error) {
      failed("Could not delete the list", error);
    }
  }

  async function addItem(
    list: ShoppingListDto,
    name: string,
    quantity: string,
    category: ShoppingCategory,
  ) {
    try {
      const item = await apiRequest<ShoppingItemDto>(
        "POST",
        `/api/shopping-lists/${list.id}/items`,
        {
          name,
          quantity,
          category,
        },
      );
      replaceList(list.id, (l) => ({ ...l, items: [...l.items, item] }));
      return true;
    } catch (error) {
      failed("Could not add the item", error);
      return false;
    }
  }

  async function toggleItem(list: ShoppingListDto, item: ShoppingItemDto) {
    const checked = !item.checked;
    replaceList(list.id, (l) => ({
      ...l,
      items: l.items.map((i) => (i.id === item.id ? { ...i, checked } : i)),
    }));
    try {
      await apiRequest("PATCH", `/api/shopping-lists/${list.id}/items/${item.id}`, { checked });
    } catch (error) {
      replaceList(list.id, (l) => ({
        ...l,
        items: l.items.map((i) => (i.id === item.id ? { ...i, checked: item.checked } : i)),
      }));
      failed("Could not update the item", error);
    }
  }

  async function deleteItem(list: ShoppingListDto, item: ShoppingItemDto) {
    try {
      await apiRequest("DELETE", `/api/shopping-lists/${list.id}/items/${item.id}`);
      replaceList(list.id, (l) => ({ ...l, items: l.items.filter((i) => i.id !== item.id) }));
    } catch (error) {
      failed("Could not delete the item", error);
    }
  }

  async function removeChecked(list: ShoppingListDto) {
    try {
      const itemIds = list.items.filter((i) => i.checked).map((i) => i.id);
      const { removed } = await apiRequest<{ removed: number }>(
        "DELETE",
        `/api/shopping-lists/${list.id}/checked-items`,
        { itemIds },
      );
      replaceList(list.id, (l) => ({
        ...l,
        items: l.items.filter((i) => !itemIds.includes(i.id)),
      }));
      toast({
        title: "Checked items removed",
        description: `${removed} ${removed === 1 ? "item" : "items"} removed from ${list.name}.`,
      });
    } catch (error) {
      failed("Could not remove the checked items", error);
    }
  }

  async function addRecipe(recipe: PickerRecipe) {
    if (!active) return;
    try {
      const result = await apiRequest<{ items: ShoppingItemDto[] }>(
        "POST",
        `/api/shopping-lists/${active.id}/recipes`,
        { recipeId: recipe.id },
      );
      replaceList(active.id, (l) => ({ ...l, items: [...l.items, ...result.items] }));
      toast({
        title: "Ingredients added",
        description: `${result.items.length} ingredients from ${recipe.title} added to ${active.name}.`,
      });
    } catch (error) {
      failed("Could not add the recipe", error);
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Shopping Lists</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Plan your shop by aisle, tick things off as you go, and pick up where you left off on any
        device.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="Your shopping lists">
          <ListTabs
            lists={lists}
            activeIndex={activeIndex}
            onSelect={(index) => setActiveId(lists[index]?.id ?? null)}
            onCreate={createList}
          />
          {active ? (
            <ActiveList
              key={active.id}
              list={active}
              canDelete={lists.length > 1}
              onDelete={() => deleteList(active)}
              onAdd={(name, quantity, category) => addItem(active, name, quantity, category)}
              onToggle={(item) => toggleItem(active, item)}
              onDeleteItem={(item) => deleteItem(active, item)}
              onRemoveChecked={() => removeChecked(active)}
            />
          ) : null}
        </section>

        <SidePanel
          lists={lists}
          activeId={active?.id ?? null}
          onOpenList={(id) => setActiveId(id)}
          onAddRecipe={addRecipe}
        />
      </div>
    </div>
  );
}

function ListTabs({
  lists,
  activeIndex,
  onSelect,
  onCreate,
}: {
  lists: ShoppingListDto[];
  activeIndex: number;
  onSelect: (index: number) => void;
  onCreate: (name: string) => Promise<boolean>;
}) {
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return; // spec: a blank name does nothing
    setBusy(true);
    const ok = await onCreate(trimmed);
    setBusy(false);
    if (ok) {
      setName("");
      setCreating(false);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <TabGroup selectedIndex={activeIndex} onChange={onSelect} className="min-w-0 flex-1">
          <TabList aria-label="Shopping lists" className="flex flex-wrap gap-2">
            {lists.map((list) => (
              <Tab
                key={list.id}
                className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:border-emerald-700 data-[selected]:bg-emerald-700 data-[selected]:text-white dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:data-[selected]:border-emerald-300 dark:data-[selected]:bg-emerald-300 dark:data-[selected]:text-emerald-950"
              >
                {list.name}
              </Tab>
            ))}
          </TabList>
        </TabGroup>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setCreating((open) => !open)}
          aria-expanded={creating}
        >
          <span aria-hidden="true">+</span> New List
        </Button>
      </div>
      {creating ? (
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
          <div className="min-w-[12rem] flex-1">
            <label htmlFor={inputId} className={labelClass}>
              New list name
            </label>
            <input
              id={inputId}
              className={inputClass}
              value={name}
              maxLength={MAX_LIST_NAME}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Weekend BBQ"
              autoFocus
            />
          </div>
          <Button type="submit" disabled={busy}>
            Create List
          </Button>
          <Button variant="ghost" onClick={() => setCreating(false)}>
            Cancel
          </Button>
        </form>
      ) : null}
    </div>
  );
}

function ActiveList({
  list,
  canDelete,
  onDelete,
  onAdd,
  onToggle,
  onDeleteItem,
  onRemoveChecked,
}: {
  list: ShoppingListDto;
  canDelete: boolean;
  onDelete: () => void;
  onAdd: (name: string, quantity: string, category: ShoppingCategory) => Promise<boolean>;
  onToggle: (item: ShoppingItemDto) => void;
  onDeleteItem: (item: ShoppingItemDto) => void;
  onRemoveChecked: () => void;
}) {
  const total = list.items.length;
  const checked = list.items.filter((i) => i.checked).length;
  const percent = total ? Math.round((checked / total) * 100) : 0;
  const groups = useMemo(
    () =>
      SHOPPING_CATEGORIES.map((category) => ({
        category,
        items: list.items.filter((i) => i.category === category),
      })).filter((g) => g.items.length > 0),
    [list.items],
  );

  return (
    <div className="mt-6 rounded-xl border border-gray-200 p-5 dark:border-gray-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold">{list.name}</h2>
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Created <time dateTime={list.createdAt}>{formatDate(list.createdAt)}</time>
          </p>
        </div>
        {canDelete ? (
          <Button variant="secondary" size="sm" onClick={onDelete}>
            Delete list
          </Button>
        ) : null}
      </div>

      <AddItemRow onAdd={onAdd} />

      <div className="mt-5">
        <div className="flex items-center justify-between text-sm">
          <p id={`progress-${list.id}`} className="font-medium">
            {checked} of {total} items
          </p>
          <Button variant="secondary" size="sm" onClick={onRemoveChecked} disabled={checked === 0}>
            Remove checked items
          </Button>
        </div>
        <div
          role="progressbar"
          aria-labelledby={`progress-${list.id}`}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={checked}
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
        >
          <div
            className="h-full rounded-full bg-emerald-600 transition-all dark:bg-emerald-400"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      {total === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-700 dark:border-gray-700 dark:text-gray-300">
          Your shopping list is empty
        </p>
      ) : (
        <div className="mt-6 space-y-6">
          {groups.map((group) => (
            <section
              key={group.category}
              aria-labelledby={`cat-${list.id}-${slug(group.category)}`}
            >
              <h3
                id={`cat-${list.id}-${slug(group.category)}`}
                className="text-sm font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300"
              >
                {group.category} <span className="font-normal">({group.items.length})</span>
              </h3>
              <ul className="mt-2 divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
                {group.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 px-3 py-2">
                    <input
                      id={`item-${item.id}`}
                      type="checkbox"
                      checked={item.checked}
                      onChange={() => onToggle(item)}
                      className="h-5 w-5 rounded border-gray-400 text-emerald-700 focus:ring-emerald-600 dark:border-gray-500 dark:bg-gray-800"
                    />
                    <label
                      htmlFor={`item-${item.id}`}
                      className={`flex flex-1 flex-wrap items-baseline gap-x-2 ${item.checked ? "text-gray-600 line-through dark:text-gray-400" : ""}`}
                    >
                      <span className="font-medium">{item.name}</span>
                      <span className="text-sm text-gray-700 dark:text-gray-300">
                        {item.quantity}
                      </span>
                    </label>
                    <button
                      type="button"
                      onClick={() => onDeleteItem(item)}
                      aria-label={`Delete ${item.name}`}
                      className="rounded-md p-1.5 text-gray-700 hover:bg-red-50 hover:text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-300 dark:hover:bg-red-950 dark:hover:text-red-200"
                    >
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 20 20"
                        className="h-4 w-4"
                        fill="currentColor"
                      >
                        <path d="M8 2h4a1 1 0 0 1 1 1v1h4a1 1 0 1 1 0 2h-1l-1 11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2L4 6H3a1 1 0 0 1 0-2h4V3a1 1 0 0 1 1-1Zm1 2h2V3.9H9V4Zm-3 2 1 11h6l1-11H6Z" />
                      </svg>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, "-");
}

function AddItemRow({
  onAdd,
}: {
  onAdd: (name: string, quantity: string, category: ShoppingCategory) => Promise<boolean>;
}) {
  const [name, setName] = useState("");
  const [quantity, setQuantity] = useState("");
  const [category, setCategory] = useState<ShoppingCategory>(DEFAULT_SHOPPING_CATEGORY);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return; // spec: a blank name is ignored
    setBusy(true);
    const ok = await onAdd(trimmed, quantity.trim() || DEFAULT_SHOPPING_QUANTITY, category);
    setBusy(false);
    if (ok) {
      setName("");
      setQuantity("");
      setCategory(DEFAULT_SHOPPING_CATEGORY);
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label="Add an item"
      className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Item
        </label>
        <input
          id={`${id}-name`}
          className={inputClass}
          value={name}
          maxLength={MAX_ITEM_NAME}
          onChange={(e) => setName(e.target.value)}
          placeholder="Add an item..."
        />
      </div>
      <div>
        <label htmlFor={`${id}-qty`} className={labelClass}>
          Quantity
        </label>
        <input
          id={`${id}-qty`}
          className={inputClass}
          value={quantity}
          maxLength={MAX_QUANTITY}
          onChange={(e) => setQuantity(e.target.value)}
          placeholder={DEFAULT_SHOPPING_QUANTITY}
        />
      </div>
      <div>
        <label htmlFor={`${id}-cat`} className={labelClass}>
          Category
        </label>
        <select
          id={`${id}-cat`}
          className={inputClass}
          value={category}
          onChange={(e) => setCategory(e.target.value as ShoppingCategory)}
        >
          {SHOPPING_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={busy}>
        Add
      </Button>
    </form>
  );
}

function SidePanel({
  lists,
  activeId,
  onOpenList,
  onAddRecipe,
}: {
  lists: ShoppingListDto[];
  activeId: number | null;
  onOpenList: (id: number) => void;
  onAddRecipe: (recipe: PickerRecipe) => Promise<void>;
}) {
  const tabClass =
    "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:bg-white data-[selected]:shadow-sm dark:text-gray-100 dark:data-[selected]:bg-gray-700";
  return (
    <aside
      aria-label="Add from recipes and saved lists"
      className="self-start rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <TabGroup>
        <TabList className="flex gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
          <Tab className={tabClass}>Add from Recipes</Tab>
          <Tab className={tabClass}>Saved Lists</Tab>
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <RecipePicker onAdd={onAddRecipe} />
          </TabPanel>
          <TabPanel>
            <ul className="space-y-2">
              {lists.map((list) => {
                const done = list.items.filter((i) => i.checked).length;
                const current = list.id === activeId;
                return (
                  <li
                    key={list.id}
                    className="flex items-center justify-between gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
                  >
                    <div className="min-w-0">
                      <p className="truncate font-medium">{list.name}</p>
                      <p className="text-xs text-gray-700 dark:text-gray-300">
                        {done} of {list.items.length} items ·{" "}
                        <time dateTime={list.createdAt}>{formatDate(list.createdAt)}</time>
                      </p>
                    </div>
                    {current ? (
                      <span className="text-xs font-medium text-emerald-800 dark:text-emerald-300">
                        Open
                      </span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onOpenList(list.id)}
                        aria-label={`Open ${list.name}`}
                      >
                        Open
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </aside>
  );
}

function RecipePicker({ onAdd }: { onAdd: (recipe: PickerRecipe) => Promise<void> }) {
  const [recipes, setRecipes] = useState<PickerRecipe[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | null>(null);

  useEffect(() => {
    let cancelled = false;
    // the user's restrictions and dislikes exclude, as on /recommendations
    apiRequest<PickerRecipe[] | { recipes: PickerRecipe[] }>(
      "GET",
      `/api/recipes?personalized=true&limit=${RECIPE_PICKER_COUNT}`,
    )
      .then((data) => {
        if (cancelled) return;
        const list = Array.isArray(data) ? data : data.recipes;
        setRecipes(list.slice(0, RECIPE_PICKER_COUNT));
      })
      .catch(() => {
        if (!cancelled) setError("Failed to fetch recipes");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  if (error) return <p className="text-sm text-red-700 dark:text-red-300">{error}</p>;
  if (!recipes) return <Spinner label="Loading recipes..." showLabel />;
  if (recipes.length === 0) return <p className="text-sm">No recipes yet.</p>;
  return (
    <div
      className="max-h-[400px] space-y-3 overflow-y-auto pr-1"
      tabIndex={0}
      role="region"
      aria-label="Recipes to add"
    >
      {recipes.map((recipe) => (
        <div
          key={recipe.id}
          className="flex gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
        >
          {recipe.imageUrl ? (
            <img
              src={recipe.imageUrl}
              alt=""
              width={64}
              height={48}
              loading="lazy"
              decoding="async"
              className="h-12 w-16 shrink-0 rounded-md object-cover"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <p className="font-medium">{recipe.title}</p>
            <p className="mt-1 line-clamp-2 text-sm text-gray-700 dark:text-gray-300">
              {recipe.description}
            </p>
            <Button
              size="sm"
              className="mt-2"
              disabled={adding !== null}
              aria-label={`Add ${recipe.title}`}
              onClick={async () => {
                setAdding(recipe.id);
                await onAdd(recipe);
                setAdding(null);
              }}
            >
              {adding === recipe.id ? "Adding..." : "Add"}
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
