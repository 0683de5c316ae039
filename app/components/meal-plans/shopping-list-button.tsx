/**
 * The plan's week as a shopping list: "Build Shopping List" posts intent `shopping-list` to
 * /meal-plan's action (the JSON API's service, ADR 044), which redirects back with `?shopping=` and
 * a notice; the page's loader reads that list and the dialog shows it grouped by category (in the
 * page without JavaScript).
 */
import { Link, useFetcher } from "@remix-run/react";
import { SHOPPING_CATEGORIES } from "~/domain/shopping-categories";
import { Button } from "../ui/button";
import { UrlDialog } from "../ui/dialog";

export type PlanShoppingList = {
  id: number;
  name: string;
  items: { id: number; name: string; quantity: string; category: string; checked: boolean }[];
  /** the plan items the user changed or removed on the list: building again leaves them so */
  changedByUser: string[];
};

/** One click: the plan's week becomes a shopping list (the page then shows it). */
export function ShoppingListButton({ planId }: { planId: number }) {
  const fetcher = useFetcher({ key: `plan-shopping-${planId}` });
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/meal-plan" preventScrollReset>
      <input type="hidden" name="intent" value="shopping-list" />
      <input type="hidden" name="planId" value={planId} />
      <Button type="submit" variant="secondary" disabled={pending} aria-busy={pending}>
        {pending ? "Building your shopping list..." : "Build Shopping List"}
      </Button>
    </fetcher.Form>
  );
}

/** The list the page's action built (`?shopping=`), grouped by category. */
export function PlanShoppingListDialog({
  list,
  closeTo,
}: {
  list: PlanShoppingList | null;
  closeTo: string;
}) {
  return (
    <UrlDialog
      open={list !== null}
      closeTo={closeTo}
      size="lg"
      title={list ? `Shopping list: ${list.name}` : "Shopping list"}
      description="Every ingredient of the week, summed across recipes and portions."
    >
      {list ? (
        <div className="max-h-[60vh] space-y-4 overflow-y-auto">
          {SHOPPING_CATEGORIES.map((category) => {
            const items = list.items.filter((i) => i.category === category);
            if (items.length === 0) return null;
            return (
              <section key={category} aria-label={category}>
                <h3 className="font-semibold text-gray-900 dark:text-gray-100">{category}</h3>
                <ul className="mt-1 divide-y divide-gray-200 text-sm dark:divide-gray-700">
                  {items.map((item) => (
                    <li key={item.id} className="flex justify-between gap-3 py-1.5">
                      <span className="text-gray-900 dark:text-gray-100">{item.name}</span>
                      <span className="shrink-0 text-gray-700 dark:text-gray-300">
                        {item.quantity}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
          {list.changedByUser.length > 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Kept as you left them (you changed or removed them on the list, so building again does
              not add them back): {list.changedByUser.join(", ")}.
            </p>
          ) : null}
          <Link
            to={`/shopping-list?list=${list.id}`}
            className="inline-block font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
          >
            Open your shopping lists
          </Link>
        </div>
      ) : null}
    </UrlDialog>
  );
}
