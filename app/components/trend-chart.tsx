/**
 * A small hand-written SVG chart for the dashboard's trends: bars (water, steps, calories) or a line
 * (weight, sleep), one slot a day, an optional dashed goal line. No chart library: the whole
 * component is a few hundred bytes gzipped (measured in ADR 015). Screen readers get a title, a
 * summary and the values as a table.
 */
import { useId } from "react";
import { formatMonthDay, formatNumber } from "~/domain/format";
import { axisScale, summariseTrend, type TrendMetricInfo, type TrendPoint } from "~/domain/trends";

const W = 640;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 52 };

export function TrendChart({
  metric,
  points,
  goal,
}: {
  metric: TrendMetricInfo;
  points: TrendPoint[];
  goal?: number | null;
}) {
  const id = useId();
  const summary = summariseTrend(points);
  const known = points.filter((p) => p.value !== null) as { date: string; value: number }[];
  const bars = metric.kind === "bar";
  const { lo, hi, ticks } = axisScale(
    known.map((p) => p.value),
    { fromZero: bars, goal },
  );
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / points.length;
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const y = (v: number) => PAD.top + innerH - ((v - lo) / (hi - lo || 1)) * innerH;
  const fmt = (v: number) => formatNumber(v, metric.decimals);
  const unit = metric.unit === "steps" ? " steps" : ` ${metric.unit}`;
  const range = `last ${points.length} days`;
  const description =
    summary.count === 0
      ? `No ${metric.label.toLowerCase()} logged in the ${range}.`
      : `${summary.count} of ${points.length} days logged. Latest ${fmt(summary.latest!.value!)}${unit} on ${formatMonthDay(summary.latest!.date)}; average ${fmt(summary.average!)}${unit}.`;
  const labelEvery = points.length > 10 ? Math.ceil(points.length / 6) : 1;

  // the line joins consecutive logged days; a gap of unlogged days breaks it
  const segments: string[] = [];
  let current = "";
  points.forEach((p, i) => {
    if (p.value === null) {
      if (current) segments.push(current);
      current = "";
      return;
    }
    current += `${current ? "L" : "M"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`;
  });
  if (current) segments.push(current);

  return (
    <figure className="w-full" data-testid="trend-chart" data-metric={metric.key}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-t ${id}-d`}
      >
        <title id={`${id}-t`}>{`${metric.label}, ${range}`}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(t)}
              y2={y(t)}
              className="stroke-gray-200 dark:stroke-gray-700"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 6}
              y={y(t) + 4}
              textAnchor="end"
              className="fill-gray-700 text-[11px] dark:fill-gray-300"
            >
              {fmt(t)}
            </text>
          </g>
        ))}
        {goal ? (
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(goal)}
            y2={y(goal)}
            strokeDasharray="6 4"
            strokeWidth={1.5}
            className="stroke-amber-600 dark:stroke-amber-400"
            data-testid="trend-goal"
          />
        ) : null}
        {bars
          ? points.map((p, i) =>
              p.value === null ? null : (
                <rect
                  key={p.date}
                  x={x(i) - Math.min(slot * 0.35, 18)}
                  width={Math.min(slot * 0.7, 36)}
                  y={y(p.value)}
                  height={Math.max(y(lo) - y(p.value), p.value > 0 ? 1 : 0)}
                  rx={2}
                  className="fill-emerald-600 dark:fill-emerald-400"
                  data-date={p.date}
                  data-value={p.value}
                />
              ),
            )
          : null}
        {!bars
          ? segments.map((d) => (
              <path
                key={d}
                d={d}
                fill="none"
                strokeWidth={2.5}
                strokeLinejoin="round"
                className="stroke-emerald-600 dark:stroke-emerald-400"
              />
            ))
          : null}
        {!bars
          ? points.map((p, i) =>
              p.value === null ? null : (
                <circle
                  key={p.date}
                  cx={x(i)}
                  cy={y(p.value)}
                  r={3.5}
                  className="fill-emerald-600 dark:fill-emerald-400"
                  data-date={p.date}
                  data-value={p.value}
                />
              ),
            )
          : null}
        {points.map((p, i) =>
          i % labelEvery === (points.length - 1) % labelEvery ? (
            <text
              key={p.date}
              x={x(i)}
              y={H - 8}
              textAnchor="middle"
              className="fill-gray-700 text-[11px] dark:fill-gray-300"
            >
              {formatMonthDay(p.date)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {description}
      </figcaption>
      <table className="sr-only">
        <caption>{`${metric.label} by day, ${range}`}</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{`${metric.label} (${metric.unit})`}</th>
          </tr>
        </thead>
        <tbody>
          {known.map((p) => (
            <tr key={p.date}>
              <td>{formatMonthDay(p.date)}</td>
              <td>{fmt(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
