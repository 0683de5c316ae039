/**
 * Cultural-story badges with their labels and a tooltip explaining each (spec 1 section 3);
 * duplicates are shown once. The tooltip opens on hover or focus after the spec's 700 ms delay.
 */
import { useId } from "react";
import { culturalBadgeFor } from "~/content/cultural-badges";

export function CulturalBadge({ type }: { type: string }) {
  const badge = culturalBadgeFor(type);
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <span
        tabIndex={0}
        aria-describedby={id}
        data-badge-type={badge.type}
        className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:bg-amber-900 dark:text-amber-100"
      >
        {badge.label}
      </span>
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none invisible absolute bottom-full left-0 z-20 mb-2 w-56 rounded-md bg-gray-900 px-3 py-2 text-xs font-normal text-white opacity-0 shadow-lg transition-opacity delay-0 group-focus-within:visible group-focus-within:opacity-100 group-focus-within:delay-700 group-hover:visible group-hover:opacity-100 group-hover:delay-700 dark:bg-gray-100 dark:text-gray-900"
      >
        {badge.description}
      </span>
    </span>
  );
}

export function CulturalBadgeList({
  types,
  className = "",
}: {
  types: readonly string[];
  className?: string;
}) {
  const unique = [...new Set(types.map((t) => culturalBadgeFor(t).type))];
  if (unique.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Cultural badges">
      {unique.map((type) => (
        <li key={type}>
          <CulturalBadge type={type} />
        </li>
      ))}
    </ul>
  );
}
