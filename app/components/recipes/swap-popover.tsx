/**
 * An ingredient row flagged for the user's restrictions (spec 1 section 5), with a popover of the
 * substitutes for those restrictions, or the remove-or-consult message when the table has none.
 * A disclosure (button with aria-expanded + panel), closed by Escape, a click outside or the button.
 */
import { useEffect, useId, useRef, useState } from "react";
import { ingredientConflicts, swapsFor } from "~/content/substitutions";
import { RESTRICTION_LABELS } from "~/domain/recipe-search";

const restrictionLabel = (r: string) =>
  RESTRICTION_LABELS[r as keyof typeof RESTRICTION_LABELS] ?? r;

export function SwapPopover({
  ingredient,
  restrictions,
}: {
  ingredient: string;
  restrictions: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!wrapper.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const conflicts = ingredientConflicts(ingredient, restrictions);
  const { suggestions, message } = swapsFor(ingredient, restrictions);
  return (
    <span ref={wrapper} className="relative inline-block print:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-full border border-amber-600 px-2 py-0.5 text-xs font-semibold text-amber-900 hover:bg-amber-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-amber-400 dark:text-amber-200 dark:hover:bg-gray-800"
        aria-label={`Swap options for ${ingredient}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
          <path d="M4 7h9.6l-2.3-2.3 1.4-1.4L17.4 8l-4.7 4.7-1.4-1.4L13.6 9H4V7Zm12 6H6.4l2.3 2.3-1.4 1.4L2.6 12l4.7-4.7 1.4 1.4L6.4 11H16v2Z" />
        </svg>
        Swap
      </button>
      <div
        id={id}
        hidden={!open}
        role="region"
        aria-label={`Swaps for ${ingredient}`}
        className="absolute right-0 top-full z-30 mt-1.5 w-72 rounded-lg border border-gray-200 bg-white p-4 text-left text-sm text-gray-900 shadow-xl dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
      >
        <p className="font-semibold">Swaps for {ingredient}</p>
        {conflicts.length ? (
          <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
            Flagged for: {conflicts.map(restrictionLabel).join(", ")}
          </p>
        ) : null}
        {suggestions.length ? (
          <ul className="mt-3 space-y-3">
            {suggestions.flatMap((s) =>
              s.substitutes.map((sub) => (
                <li key={`${s.original}-${sub.name}`}>
                  <p className="font-medium">
                    {sub.name}{" "}
                    <span className="text-xs font-normal text-emerald-800 dark:text-emerald-300">
                      ({restrictionLabel(sub.forDiet)})
                    </span>
                  </p>
                  <p className="text-xs text-gray-700 dark:text-gray-300">{sub.notes}</p>
                </li>
              )),
            )}
          </ul>
        ) : (
          <p className="mt-3 text-gray-700 dark:text-gray-300">{message}</p>
        )}
      </div>
    </span>
  );
}
