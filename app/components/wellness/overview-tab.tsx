/** The dashboard's Overview tab: today's water, sleep and steps, the trends chart, recent awards. */
import { useState } from "react";
import {
  TREND_METRICS,
  TREND_RANGES,
  trendMetricInfo,
  trendSeries,
  type TrendMetric,
  type TrendRange,
} from "~/domain/trends";
import { type effectiveGoals, sleepGuidance } from "~/domain/wellness-score";
import { TrendChart } from "../trend-chart";
import { useInPageHref } from "./dashboard-context";
import type { DashboardData, MetricEntry } from "./types";
import { DashCard, Icon, ProgressBar } from "./wellness-ui";
import { AchievementItem, fmt, type DialogKey } from "./dashboard-parts";

export function OverviewTab({
  data,
  todayEntry,
  goals,
  today,
  open,
}: {
  data: DashboardData;
  todayEntry: MetricEntry | null;
  goals: ReturnType<typeof effectiveGoals>;
  today: string;
  open: (key: DialogKey) => void;
}) {
  const href = useInPageHref();
  // nothing logged today reads "Not logged" with an invitation, not "0 L" or "0 steps"
  const waterLogged = todayEntry?.waterIntake ?? null;
  const water = waterLogged ?? 0;
  const sleep = todayEntry?.sleepHours ?? null;
  const stepsLogged = todayEntry?.steps ?? null;
  const steps = stepsLogged ?? 0;
  const recent = data.achievements.slice(0, 3);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-3">
        <DashCard
          title="Hydration"
          icon={<Icon name="droplet" className="h-5 w-5 text-sky-700 dark:text-sky-300" />}
          action={{
            label: "Log Water",
            onClick: () => open("water"),
            href: href({ log: "water" }),
          }}
          testId="card-hydration"
        >
          <p className="text-2xl font-bold" data-testid="water-today">
            {waterLogged === null ? "Not logged" : `${fmt(water, 2)} L`}
          </p>
          <ProgressBar
            value={water}
            max={goals.waterGoal}
            label="Water today against your goal"
            tone="sky"
          />
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {waterLogged === null
              ? `Log your first glass: your goal is ${fmt(goals.waterGoal, 2)} L a day.`
              : water >= goals.waterGoal
                ? `Goal of ${fmt(goals.waterGoal, 2)} L reached today.`
                : `${fmt(goals.waterGoal - water, 2)} L to go to your ${fmt(goals.waterGoal, 2)} L goal.`}
          </p>
        </DashCard>
        <DashCard
          title="Sleep"
          icon={<Icon name="moon" className="h-5 w-5 text-violet-700 dark:text-violet-300" />}
          action={{
            label: "Log Sleep",
            onClick: () => open("sleep"),
            href: href({ log: "sleep" }),
          }}
          testId="card-sleep"
        >
          <p className="text-2xl font-bold">{sleep === null ? "Not logged" : `${fmt(sleep)} h`}</p>
          <ProgressBar
            value={sleep ?? 0}
            max={goals.sleepGoal}
            label="Sleep against your goal"
            tone="violet"
          />
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {sleep === null
              ? `Your goal: ${fmt(goals.sleepGoal)} hours a night.`
              : `${sleepGuidance(sleep, todayEntry?.sleepQuality).text}${todayEntry?.sleepQuality ? ` Quality ${todayEntry.sleepQuality}/10.` : ""}`}
          </p>
        </DashCard>
        <DashCard
          title="Activity"
          icon={
            <Icon name="footprints" className="h-5 w-5 text-emerald-700 dark:text-emerald-300" />
          }
          action={{
            label: "Log Activity",
            onClick: () => open("activity"),
            href: href({ log: "activity" }),
          }}
          testId="card-activity"
        >
          <p className="text-2xl font-bold">
            {stepsLogged === null ? "Not logged" : `${fmt(steps, 0)} steps`}
          </p>
          <ProgressBar value={steps} max={goals.stepsGoal} label="Steps against your goal" />
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {stepsLogged === null && todayEntry?.exerciseMinutes == null
              ? `Log a walk or a workout: your goal is ${fmt(goals.stepsGoal, 0)} steps a day.`
              : `${todayEntry?.exerciseMinutes ?? 0} min exercise · ${fmt(todayEntry?.caloriesBurned ?? 0, 0)} kcal burned · goal ${fmt(goals.stepsGoal, 0)} steps`}
          </p>
        </DashCard>
      </div>

      <TrendsCard data={data} today={today} goals={goals} />

      <section
        aria-labelledby="recent-achievements"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
      >
        <h2 id="recent-achievements" className="text-lg font-semibold">
          Recent achievements
        </h2>
        {recent.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            No achievements yet. Log your first day to earn one.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-3">
            {recent.map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function TrendsCard({
  data,
  today,
  goals,
}: {
  data: DashboardData;
  today: string;
  goals: ReturnType<typeof effectiveGoals>;
}) {
  const [metric, setMetric] = useState<TrendMetric>("waterIntake");
  const [range, setRange] = useState<TrendRange>(7);
  const info = trendMetricInfo(metric);
  const points = trendSeries(metric, data.metrics, data.mealCalories, today, range);
  const goalLine =
    metric === "sleepHours"
      ? goals.sleepGoal
      : metric === "waterIntake"
        ? goals.waterGoal
        : metric === "steps"
          ? goals.stepsGoal
          : metric === "calories"
            ? data.targets.calories
            : null;
  const toggle = (pressed: boolean) =>
    `rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
      pressed
        ? "bg-emerald-700 text-white"
        : "bg-gray-100 text-gray-800 hover:bg-gray-200 dark:bg-gray-800 dark:text-gray-100 dark:hover:bg-gray-700"
    }`;
  return (
    <section
      aria-labelledby="trends-heading"
      className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends-heading" className="text-lg font-semibold">
          Trends
        </h2>
        <div className="flex gap-1" role="group" aria-label="Period">
          {TREND_RANGES.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={range === r}
              className={toggle(range === r)}
              onClick={() => setRange(r)}
            >
              {`${r} days`}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-1" role="group" aria-label="Measure">
        {TREND_METRICS.map((m) => (
          <button
            key={m.key}
            type="button"
            aria-pressed={metric === m.key}
            className={toggle(metric === m.key)}
            onClick={() => setMetric(m.key)}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div className="mt-4">
        <TrendChart metric={info} points={points} goal={goalLine} />
      </div>
    </section>
  );
}
