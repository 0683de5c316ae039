import { Link } from "@remix-run/react";
import { countOf } from "~/domain/format";
import { useState } from "react";
import { SHOPPING_CATEGORIES } from "~/domain/shopping-categories";
import { apiRequest } from "~/lib/api-client";
import { useToast } from "../toaster";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";

type ShoppingList = {
  id: number;
  name: string;
  /** building again updates the plan's list (ADR 044) */
  outcome?: "created" | "updated";
  items: { id: number; name: string; quantity: string; category: string; checked: boolean }[];
};

/** One click: the plan's week becomes a shopping list, shown grouped by category. */
export function ShoppingListButton({ planId }: { planId: number }) {
  const { toast } = useToast();
  const [pending, setPending] = useState(false);
  const [list, setList] = useState<ShoppingList | null>(null);

  async function build() {
    setPending(true);
    try {
      const created = await apiRequest<ShoppingList>(
        "POST",
        `/api/meal-plans/${planId}/shopping-list`,
      );
      setList(created);
      toast({
        title: created.outcome === "updated" ? "Shopping list updated" : "Shopping list created",
        description: `${countOf(created.items.length, "item")} for the week, grouped by aisle.`,
      });
    } catch (error) {
      toast({
        title: "Could not build the shopping list",
        description: (error instanceof Error && error.message) || "Please try again later.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => void build()} disabled={pending}>
        {pending ? "Building your shopping list..." : "Build Shopping List"}
      </Button>
      <Modal
        open={list !== null}
        onClose={() => setList(null)}
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
            <Link
              to={`/shopping-list?list=${list.id}`}
              className="inline-block font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
            >
              Open your shopping lists
            </Link>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
