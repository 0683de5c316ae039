/** Nutrients as a row of label-over-value cells (a reference's per 100 g, a smoothie's, a plan meal's). */
export function NutrientGrid({
  items,
  className,
  ariaLabel,
}: {
  items: readonly (readonly [label: string, value: string])[];
  /** the grid's columns, spacing and background */
  className: string;
  ariaLabel?: string;
}) {
  return (
    <dl aria-label={ariaLabel} className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-gray-700 dark:text-gray-300">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
