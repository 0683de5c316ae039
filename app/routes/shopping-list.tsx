import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, useFetcher, useFetchers, useLoaderData, useSearchParams } from "@remix-run/react";
import { KeepFetchers } from "~/components/keep-fetchers";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field-classes";
import { formatDate } from "~/domain/format";
import { MAX_ITEM_NAME, MAX_LIST_NAME, MAX_QUANTITY } from "~/domain/shopping-limits";
import {
  DEFAULT_SHOPPING_CATEGORY,
  DEFAULT_SHOPPING_QUANTITY,
  SHOPPING_CATEGORIES,
} from "~/domain/shopping-categories";
import { shoppingListAction } from "~/http/shopping-list-actions.server";
import { requireUser } from "~/lib/auth.server";
import {
  ensureShoppingLists,
  listShoppingLists,
  type ShoppingItemDto,
  type ShoppingListDto,
} from "~/services/shopping-lists.server";
import { listPersonalizedRecipes } from "~/services/recipes.server";

export const meta: MetaFunction = () => [
  { title: "Shopping lists | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** How many recipes the picker shows (spec 2 section 9). */
export const RECIPE_PICKER_COUNT = 5;

/** What the picker shows when its recipes cannot be read (the page itself still works). */
const PICKER_ERROR = "Failed to fetch recipes";

/**
 * The lists, the open one (`?list=`), and the side panel's recipes: the first five in the user's
 * personalised order (GET /api/recipes?personalized=true's service), read with the page so the
 * picker works before JavaScript loads.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [lists, picker] = await Promise.all([
    ensureShoppingLists(context.db, user.id).then(() => listShoppingLists(context.db, user.id)),
    listPersonalizedRecipes(context.db, user.id, RECIPE_PICKER_COUNT).then(
      (recipes): Picker => ({
        recipes: recipes.map(({ id, title, description, imageUrl }): PickerRecipe => ({
          id,
          title,
          description,
          imageUrl,
        })),
        error: null,
      }),
      (error: unknown): Picker => {
        console.error("the recipe picker's recipes could not be read", error);
        return { recipes: [], error: PICKER_ERROR };
      },
    ),
  ]);
  const wanted = Number(new URL(request.url).searchParams.get("list"));
  const activeId = lists.some((l) => l.id === wanted) ? wanted : (lists[0]?.id ?? null);
  return json({ lists, activeId, picker }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Every change the page makes posts here (app/http/shopping-list-actions.server.ts, ADR 041). */
export const action = (args: ActionFunctionArgs) => shoppingListAction(args);

type PickerRecipe = { id: number; title: string; description: string; imageUrl?: string | null };
type Picker = { recipes: PickerRecipe[]; error: string | null };

/**
 * The lists as the loader sent them, with the changes still being posted applied (optimistic UI
 * from the fetchers' form data; when a post fails the loader's answer simply stands).
 */
function usePendingLists(lists: ShoppingListDto[]): ShoppingListDto[] {
  const pending = useFetchers()
    .map((f) => f.formData)
    .filter((form): form is FormData => Boolean(form));
  if (pending.length === 0) return lists;
  return lists.map((list) => {
    let items = list.items;
    for (const form of pending) {
      if (Number(form.get("listId")) !== list.id) continue;
      const itemId = Number(form.get("itemId"));
      switch (form.get("intent")) {
        case "toggle-item":
          items = items.map((i) =>
            i.id === itemId ? { ...i, checked: form.get("checked") === "true" } : i,
          );
          break;
        case "delete-item":
          items = items.filter((i) => i.id !== itemId);
          break;
        case "remove-checked": {
          const gone = new Set(
            String(form.get("itemIds") ?? "")
              .split(",")
              .map(Number),
          );
          items = items.filter((i) => !gone.has(i.id));
          break;
        }
      }
    }
    return items === list.items ? list : { ...list, items };
  });
}

/** True when `fetcher` has just finished a post: the moment to clear the form that sent it. */
function useFinishedPost(state: "idle" | "submitting" | "loading"): boolean {
  const previous = useRef(state);
  const finished = previous.current === "submitting" && state !== "submitting";
  useEffect(() => {
    previous.current = state;
  }, [state]);
  return finished;
}

export default function ShoppingListPage() {
  const data = useLoaderData<typeof loader>();
  const lists = usePendingLists(data.lists);
  // a removed item's row (which owns its fetcher) leaves the list while the post runs
  const inFlight = useFetchers()
    .filter((f) => f.formData)
    .map((f) => f.key);
  const [, setSearchParams] = useSearchParams();
  // the open list lives in the URL (?list=), so reload and Back keep it
  const openList = (id: number) =>
    setSearchParams({ list: String(id) }, { replace: true, preventScrollReset: true });

  const active = lists.find((l) => l.id === data.activeId) ?? lists[0] ?? null;
  const activeIndex = active ? lists.indexOf(active) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <KeepFetchers keys={inFlight} />
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
            onSelect={(index) => {
              const id = lists[index]?.id;
              if (id) openList(id);
            }}
          />
          {active ? (
            <ActiveList key={active.id} list={active} canDelete={lists.length > 1} />
          ) : null}
        </section>

        <SidePanel lists={lists} activeId={active?.id ?? null} picker={data.picker} />
      </div>
    </div>
  );
}

function ListTabs({
  lists,
  activeIndex,
  onSelect,
}: {
  lists: ShoppingListDto[];
  activeIndex: number;
  onSelect: (index: number) => void;
}) {
  const [creating, setCreating] = useState(false);
  const fetcher = useFetcher({ key: "shopping:create-list" });
  const busy = fetcher.state !== "idle";
  const finished = useFinishedPost(fetcher.state);
  const inputId = useId();
  useEffect(() => {
    if (finished) setCreating(false);
  }, [finished]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const name = new FormData(event.currentTarget).get("name");
    if (typeof name !== "string" || !name.trim()) event.preventDefault(); // spec: a blank name does nothing
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
        <fetcher.Form
          method="post"
          onSubmit={submit}
          className="mt-3 flex flex-wrap items-end gap-2"
        >
          <input type="hidden" name="intent" value="create-list" />
          <div className="min-w-[12rem] flex-1">
            <label htmlFor={inputId} className={labelClass}>
              New list name
            </label>
            <input
              id={inputId}
              name="name"
              className={inputClass}
              maxLength={MAX_LIST_NAME}
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
        </fetcher.Form>
      ) : null}
    </div>
  );
}

function ActiveList({ list, canDelete }: { list: ShoppingListDto; canDelete: boolean }) {
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
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="delete-list" />
            <input type="hidden" name="listId" value={list.id} />
            <Button type="submit" variant="secondary" size="sm">
              Delete list
            </Button>
          </Form>
        ) : null}
      </div>

      <AddItemRow listId={list.id} />

      <div className="mt-5">
        <div className="flex items-center justify-between text-sm">
          <p id={`progress-${list.id}`} className="font-medium">
            {checked} of {total} items
          </p>
          <RemoveCheckedForm list={list} checked={checked} />
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
                  <ShoppingItemRow key={item.id} listId={list.id} item={item} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function RemoveCheckedForm({ list, checked }: { list: ShoppingListDto; checked: number }) {
  const fetcher = useFetcher({ key: `shopping:remove-checked:${list.id}` });
  const itemIds = list.items.filter((i) => i.checked).map((i) => i.id);
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="remove-checked" />
      <input type="hidden" name="listId" value={list.id} />
      <input type="hidden" name="itemIds" value={itemIds.join(",")} />
      <Button type="submit" variant="secondary" size="sm" disabled={checked === 0}>
        Remove checked items
      </Button>
    </fetcher.Form>
  );
}

/**
 * One item: its check box is a submit button (role="checkbox"), so ticking it posts with or
 * without JavaScript; the tick shows at once from the pending post.
 */
function ShoppingItemRow({ listId, item }: { listId: number; item: ShoppingItemDto }) {
  const toggle = useFetcher({ key: `shopping:toggle:${item.id}` });
  const remove = useFetcher({ key: `shopping:delete:${item.id}` });
  return (
    <li className="flex items-center gap-3 px-3 py-2">
      <toggle.Form
        method="post"
        preventScrollReset
        className="flex"
        onSubmit={(event) => {
          // the tick shows in the same frame as the click (a check box answers at once)
          event.preventDefault();
          toggle.submit(event.currentTarget, {
            method: "post",
            preventScrollReset: true,
            flushSync: true,
          });
        }}
      >
        <input type="hidden" name="intent" value="toggle-item" />
        <input type="hidden" name="listId" value={listId} />
        <input type="hidden" name="itemId" value={item.id} />
        <input type="hidden" name="checked" value={String(!item.checked)} />
        <button
          id={`item-${item.id}`}
          type="submit"
          role="checkbox"
          aria-checked={item.checked}
          aria-labelledby={`item-${item.id}-name`}
          className="inline-flex h-5 w-5 items-center justify-center rounded border border-gray-500 text-white focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 aria-checked:border-emerald-700 aria-checked:bg-emerald-700 dark:border-gray-400 dark:bg-gray-800 dark:aria-checked:border-emerald-300 dark:aria-checked:bg-emerald-300 dark:aria-checked:text-emerald-950"
        >
          {item.checked ? (
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
          ) : null}
        </button>
      </toggle.Form>
      <label
        id={`item-${item.id}-name`}
        htmlFor={`item-${item.id}`}
        className={`flex flex-1 flex-wrap items-baseline gap-x-2 ${item.checked ? "text-gray-600 line-through dark:text-gray-400" : ""}`}
      >
        <span className="font-medium">{item.name}</span>
        <span className="text-sm text-gray-700 dark:text-gray-300">{item.quantity}</span>
      </label>
      <remove.Form method="post" preventScrollReset className="flex">
        <input type="hidden" name="intent" value="delete-item" />
        <input type="hidden" name="listId" value={listId} />
        <input type="hidden" name="itemId" value={item.id} />
        <button
          type="submit"
          aria-label={`Delete ${item.name}`}
          className="rounded-md p-1.5 text-gray-700 hover:bg-red-50 hover:text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-300 dark:hover:bg-red-950 dark:hover:text-red-200"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d="M8 2h4a1 1 0 0 1 1 1v1h4a1 1 0 1 1 0 2h-1l-1 11a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2L4 6H3a1 1 0 0 1 0-2h4V3a1 1 0 0 1 1-1Zm1 2h2V3.9H9V4Zm-3 2 1 11h6l1-11H6Z" />
          </svg>
        </button>
      </remove.Form>
    </li>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, "-");
}

function AddItemRow({ listId }: { listId: number }) {
  const fetcher = useFetcher({ key: `shopping:add-item:${listId}` });
  const formRef = useRef<HTMLFormElement>(null);
  const finished = useFinishedPost(fetcher.state);
  const busy = fetcher.state !== "idle";
  const id = useId();
  useEffect(() => {
    if (finished) formRef.current?.reset();
  }, [finished]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const name = new FormData(event.currentTarget).get("name");
    if (typeof name !== "string" || !name.trim() || busy) event.preventDefault(); // spec: a blank name is ignored
  }

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      preventScrollReset
      onSubmit={submit}
      aria-label="Add an item"
      className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.3fr)_auto] sm:items-end"
    >
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          Item
        </label>
        <input type="hidden" name="intent" value="add-item" />
        <input type="hidden" name="listId" value={listId} />
        <input
          id={`${id}-name`}
          name="name"
          className={inputClass}
          maxLength={MAX_ITEM_NAME}
          placeholder="Add an item..."
        />
      </div>
      <div>
        <label htmlFor={`${id}-qty`} className={labelClass}>
          Quantity
        </label>
        <input
          id={`${id}-qty`}
          name="quantity"
          className={inputClass}
          maxLength={MAX_QUANTITY}
          placeholder={DEFAULT_SHOPPING_QUANTITY}
        />
      </div>
      <div>
        <label htmlFor={`${id}-cat`} className={labelClass}>
          Category
        </label>
        <select
          id={`${id}-cat`}
          name="category"
          className={inputClass}
          defaultValue={DEFAULT_SHOPPING_CATEGORY}
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
    </fetcher.Form>
  );
}

function SidePanel({
  lists,
  activeId,
  picker,
}: {
  lists: ShoppingListDto[];
  activeId: number | null;
  picker: Picker;
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
            {activeId ? <RecipePicker listId={activeId} picker={picker} /> : null}
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
                      <Form method="get" preventScrollReset replace>
                        <input type="hidden" name="list" value={list.id} />
                        <Button
                          type="submit"
                          variant="secondary"
                          size="sm"
                          aria-label={`Open ${list.name}`}
                        >
                          Open
                        </Button>
                      </Form>
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

function RecipePicker({ listId, picker }: { listId: number; picker: Picker }) {
  const fetcher = useFetcher({ key: "shopping:add-recipe" });
  const adding = fetcher.formData ? Number(fetcher.formData.get("recipeId")) : null;
  const { recipes, error } = picker;

  if (error) return <p className="text-sm text-red-700 dark:text-red-300">{error}</p>;
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
            <fetcher.Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="add-recipe" />
              <input type="hidden" name="listId" value={listId} />
              <input type="hidden" name="recipeId" value={recipe.id} />
              <Button
                type="submit"
                size="sm"
                className="mt-2"
                disabled={adding !== null}
                aria-label={`Add ${recipe.title}`}
              >
                {adding === recipe.id ? "Adding..." : "Add"}
              </Button>
            </fetcher.Form>
          </div>
        </div>
      ))}
    </div>
  );
}
