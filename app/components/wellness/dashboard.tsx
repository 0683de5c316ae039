/**
 * The wellness dashboard (/profile): the score, then six tabs (spec document 2, section 2).
 * Every Log button opens a dialog that saves through the JSON APIs; after a save the route's loader
 * runs again, so cards, charts, the score and new achievements update together.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { ACHIEVEMENT_RULES } from "~/domain/achievements";
import { describeMacros, describeTarget } from "~/domain/targets";
import { formatMonthDay, formatNumber } from "~/domain/format";
import { MEAL_TYPES, type MealType } from "~/domain/meal-types";
import type { MetricField } from "~/domain/schemas/wellness";
import {
  TREND_METRICS,
  TREND_RANGES,
  dayCalories,
  trendMetricInfo,
  trendSeries,
  type TrendMetric,
  type TrendRange,
} from "~/domain/trends";
import {
  INDICATOR_LABELS,
  INDICATOR_MAX,
  MOOD_LABELS,
  calculateWellnessScore,
  effectiveGoals,
  moodLevel,
  scoreBand,
  sleepGuidance,
  targetHeartRateZone,
  wellnessInsights,
  type IndicatorKey,
  type WellnessInput,
} from "~/domain/wellness-score";
import { useToast } from "../toaster";
import { TrendChart } from "../trend-chart";
import { Button, buttonClass } from "../ui/button";
import { Modal } from "../ui/dialog";
import {
  DashboardContext,
  callApi,
  useDashboard,
  type DashboardActions,
} from "./dashboard-context";
import { DayIntakes } from "./day-intakes";
import { CATEGORY_LABELS, MEAL_LABELS } from "./labels";
import type { MetricDialogKey } from "./metrics-dialog";
import type { AchievementEntry, DashboardData, GoalEntry, MetricEntry } from "./types";
import {
  BadgeLevelTag,
  DashCard,
  Icon,
  ProgressBar,
  ScoreRing,
  Stat,
  bandStyles,
} from "./wellness-ui";

export const DASHBOARD_TABS = [
  "Overview",
  "Metrics",
  "Nutrition",
  "Goals",
  "Awards",
  "Insights",
] as const;

type DialogKey = MetricDialogKey | "meal" | "goal";

// The log dialogs (with conform and zod) load when one is first opened, not with the page.
const MetricsDialog = lazy(() =>
  import("./metrics-dialog").then((m) => ({ default: m.MetricsDialog })),
);
const MealDialog = lazy(() => import("./meal-dialog").then((m) => ({ default: m.MealDialog })));
const CreateGoalDialog = lazy(() =>
  import("./goal-dialogs").then((m) => ({ default: m.CreateGoalDialog })),
);
const ProgressDialog = lazy(() =>
  import("./goal-dialogs").then((m) => ({ default: m.ProgressDialog })),
);

const fmt = (value: number, decimals = 1) => formatNumber(value, decimals);

/** The latest value of a field in the loaded days (latest first), with its day. */
function latestValue(
  metrics: MetricEntry[],
  field: MetricField,
): { value: number; date: string } | null {
  for (const m of metrics) {
    const v = m[field];
    if (typeof v === "number") return { value: v, date: m.date };
  }
  return null;
}

/** The browser's day after hydration; the server's day before (so both render the same HTML). */
function useLocalToday(serverToday: string): string {
  const [today, setToday] = useState(serverToday);
  useEffect(() => {
    const d = new Date();
    const local = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    setToday(local);
  }, []);
  return today;
}

export function AccessRequired() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6" data-testid="access-required">
      <h1 className="text-3xl font-bold tracking-tight">Access Required</h1>
      <p className="mt-3 text-gray-700 dark:text-gray-300">
        Please log in to view your wellness dashboard.
      </p>
      <Link to="/auth?redirectTo=%2Fprofile" className={buttonClass("primary", "md", "mt-6")}>
        Log in
      </Link>
    </div>
  );
}

export function WellnessDashboard({
  data,
  initialTab,
  onRefresh,
}: {
  data: DashboardData;
  initialTab: number;
  onRefresh: () => void;
}) {
  const { toast } = useToast();
  const today = useLocalToday(data.serverToday);
  const [accessRequired, setAccessRequired] = useState(false);
  const [dialog, setDialog] = useState<DialogKey | null>(null);
  const [progressGoal, setProgressGoal] = useState<GoalEntry | null>(null);

  const actions = useMemo<DashboardActions>(
    () => ({
      today,
      onSaved: (title, description) => {
        toast({ title, description });
        onRefresh();
      },
      onUnauthorized: () => setAccessRequired(true),
    }),
    [today, toast, onRefresh],
  );

  useAchievementToasts(data.achievements);

  if (accessRequired) return <AccessRequired />;

  const profile = data.profile;
  const goals = effectiveGoals(profile ?? {});
  const todayEntry = data.metrics.find((m) => m.date === today) ?? null;
  const latest = data.metrics[0] ?? null;
  const weight = data.latestWeight?.weight ?? profile?.weight ?? null;
  const scoreInput: WellnessInput = {
    heightCm: profile?.height,
    weightKg: weight,
    sleepHours: latest?.sleepHours,
    waterIntake: latest?.waterIntake,
    steps: latest?.steps,
    moodScore: latest?.moodScore,
    stressLevel: latest?.stressLevel,
    ...goals,
  };
  const score = calculateWellnessScore(scoreInput);
  const current: Partial<Record<MetricField, number | null>> = todayEntry ?? {};

  return (
    <DashboardContext.Provider value={actions}>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">Wellness Dashboard</h1>
            <p className="mt-1 text-gray-700 dark:text-gray-300">
              {data.firstName ? `Welcome back, ${data.firstName}. ` : ""}Track your health, habits
              and progress.
            </p>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              Your target: {describeTarget(data.targets)}.{" "}
              <Link
                to="/settings"
                className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              >
                Settings
              </Link>
            </p>
          </div>
          <ScoreCard score={score} latestDate={latest?.date ?? null} today={today} />
        </header>

        <TabGroup defaultIndex={initialTab} className="mt-8">
          <TabList
            aria-label="Dashboard sections"
            className="flex gap-1 overflow-x-auto rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
          >
            {DASHBOARD_TABS.map((tab) => (
              <Tab
                key={tab}
                className="whitespace-nowrap rounded-md px-4 py-2 text-sm font-medium text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:bg-white data-[selected]:text-emerald-900 data-[selected]:shadow dark:text-gray-200 dark:data-[selected]:bg-gray-950 dark:data-[selected]:text-emerald-200"
              >
                {tab}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-6">
            <TabPanel className="focus:outline-none">
              <OverviewTab
                data={data}
                todayEntry={todayEntry}
                goals={goals}
                today={today}
                open={setDialog}
              />
            </TabPanel>
            <TabPanel className="focus:outline-none">
              <MetricsTab data={data} today={today} bmi={score.bmi} open={setDialog} />
            </TabPanel>
            <TabPanel className="focus:outline-none">
              <NutritionTab data={data} today={today} todayEntry={todayEntry} open={setDialog} />
            </TabPanel>
            <TabPanel className="focus:outline-none">
              <GoalsTab goals={data.goals} open={setDialog} onProgress={setProgressGoal} />
            </TabPanel>
            <TabPanel className="focus:outline-none">
              <AwardsTab achievements={data.achievements} />
            </TabPanel>
            <TabPanel className="focus:outline-none">
              <InsightsTab data={data} scoreInput={scoreInput} score={score} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
      </div>

      <Suspense fallback={null}>
        {dialog && dialog !== "meal" && dialog !== "goal" ? (
          <MetricsDialog dialog={dialog} onClose={() => setDialog(null)} current={current} />
        ) : null}
        {dialog === "meal" ? <MealDialog open onClose={() => setDialog(null)} /> : null}
        {dialog === "goal" ? <CreateGoalDialog open onClose={() => setDialog(null)} /> : null}
        {progressGoal ? (
          <ProgressDialog goal={progressGoal} onClose={() => setProgressGoal(null)} />
        ) : null}
      </Suspense>
    </DashboardContext.Provider>
  );
}

/** A notice for each achievement that appears after the first render (earned by the last save). */
function useAchievementToasts(achievements: AchievementEntry[]) {
  const { toast } = useToast();
  const known = useRef<Set<number> | null>(null);
  useEffect(() => {
    if (known.current === null) {
      known.current = new Set(achievements.map((a) => a.id));
      return;
    }
    const fresh = achievements.filter((a) => !known.current!.has(a.id));
    for (const a of achievements) known.current.add(a.id);
    if (fresh.length > 0) {
      const [first] = fresh;
      toast({
        title: `Achievement unlocked: ${first.title}`,
        description:
          fresh.length > 1
            ? `${first.description} And ${fresh.length - 1} more.`
            : first.description,
      });
    }
  }, [achievements, toast]);
}

// ---------------------------------------------------------------- score

function ScoreCard({
  score,
  latestDate,
  today,
}: {
  score: ReturnType<typeof calculateWellnessScore>;
  latestDate: string | null;
  today: string;
}) {
  if (score.score === null) {
    return (
      <section
        aria-label="Wellness score"
        className="rounded-xl border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900 lg:max-w-md"
      >
        <h2 className="text-base font-semibold">Wellness score</h2>
        <p
          className="mt-2 text-sm text-gray-700 dark:text-gray-300"
          data-testid="wellness-score-empty"
        >
          Log your water, sleep, steps or mood to see your wellness score.
        </p>
      </section>
    );
  }
  const band = scoreBand(score.score);
  const styles = bandStyles(band.colour);
  const basis =
    latestDate && latestDate !== today
      ? ` from your log of ${formatMonthDay(latestDate)}`
      : " from today's log";
  return (
    <section
      aria-label="Wellness score"
      className={`flex items-center gap-5 rounded-xl border p-5 lg:max-w-md ${styles.panel}`}
    >
      <ScoreRing score={score.score} band={band} />
      <div>
        <h2 className="text-base font-semibold">Wellness score</h2>
        <p className={`mt-1 font-medium ${styles.text}`} data-testid="wellness-band">
          {band.text}
        </p>
        <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {`Based on ${score.indicators.length} of 5 indicators${latestDate ? basis : ""}.`}
        </p>
      </div>
    </section>
  );
}

// ---------------------------------------------------------------- overview

function OverviewTab({
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
          action={{ label: "Log Water", onClick: () => open("water") }}
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
          action={{ label: "Log Sleep", onClick: () => open("sleep") }}
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
          action={{ label: "Log Activity", onClick: () => open("activity") }}
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

function TrendsCard({
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

function AchievementItem({ achievement: a }: { achievement: AchievementEntry }) {
  return (
    <li
      className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
      data-testid="achievement"
    >
      <span className="rounded-full bg-emerald-100 p-2 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
        <Icon name={a.iconName} />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {a.title} <BadgeLevelTag level={a.badgeLevel} />
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">{a.description}</p>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          Earned {formatMonthDay(a.earnedAt.slice(0, 10))}
        </p>
      </div>
    </li>
  );
}

// ---------------------------------------------------------------- metrics

function dayHint(point: { date: string } | null, today: string): string | undefined {
  if (!point) return undefined;
  return point.date === today ? "today" : formatMonthDay(point.date);
}

function MetricsTab({
  data,
  today,
  bmi,
  open,
}: {
  data: DashboardData;
  today: string;
  bmi: number | null;
  open: (key: DialogKey) => void;
}) {
  const m = data.metrics;
  const last = (field: MetricField) => latestValue(m, field);
  const show = (field: MetricField, unit: string, decimals = 1) => {
    const v = last(field);
    return v ? `${fmt(v.value, decimals)}${unit}` : "—";
  };
  const weight =
    data.latestWeight ?? (data.profile?.weight ? { weight: data.profile.weight, date: "" } : null);
  const sys = last("bloodPressureSystolic");
  const dia = last("bloodPressureDiastolic");
  const mood = last("moodScore");
  const zone = targetHeartRateZone(data.profile?.age);
  const todayEntry = m.find((e) => e.date === today) ?? null;
  const mealsToday = data.meals.filter((e) => e.date === today).reduce((s, e) => s + e.calories, 0);
  const eaten = dayCalories(todayEntry?.caloriesConsumed, mealsToday);
  const burned = todayEntry?.caloriesBurned ?? null;
  const bmr = last("bmr")?.value ?? data.profile?.bmr ?? null;
  const bmiLabel =
    bmi === null
      ? undefined
      : bmi < 18.5
        ? "under the healthy range"
        : bmi <= 24.9
          ? "healthy range"
          : "over the healthy range";
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <DashCard
        title="Body Composition"
        icon={<Icon name="scale" />}
        action={{ label: "Update Metrics", onClick: () => open("body") }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Weight"
            value={weight ? `${fmt(weight.weight)} kg` : "—"}
            hint={
              weight?.date
                ? dayHint({ date: weight.date }, today)
                : weight
                  ? "from your profile"
                  : undefined
            }
          />
          <Stat label="BMI" value={bmi === null ? "—" : fmt(bmi)} hint={bmiLabel} />
          <Stat
            label="Body fat"
            value={show("bodyFat", "%")}
            hint={dayHint(last("bodyFat"), today)}
          />
          <Stat
            label="Muscle mass"
            value={show("muscleMass", " kg")}
            hint={dayHint(last("muscleMass"), today)}
          />
          <Stat
            label="Body water"
            value={show("bodyWater", "%")}
            hint={dayHint(last("bodyWater"), today)}
          />
          <Stat
            label="Visceral fat"
            value={show("visceralFat", "")}
            hint={dayHint(last("visceralFat"), today)}
          />
        </dl>
      </DashCard>
      <DashCard
        title="Cardiovascular"
        icon={<Icon name="heart" />}
        action={{ label: "Log Vitals", onClick: () => open("vitals") }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Blood pressure"
            value={sys && dia ? `${sys.value}/${dia.value} mmHg` : "—"}
            hint={dayHint(sys, today)}
          />
          <Stat
            label="Resting heart rate"
            value={show("restingHeartRate", " bpm", 0)}
            hint={dayHint(last("restingHeartRate"), today)}
          />
          <Stat
            label="Target heart-rate zone"
            value={zone ? `${zone.low}-${zone.high} bpm` : "—"}
            hint={zone ? "50-85% of (220 - age)" : "Add your age to your profile"}
          />
        </dl>
      </DashCard>
      <DashCard
        title="Mental Wellness"
        icon={<Icon name="brain" />}
        action={{ label: "Log Mood", onClick: () => open("mood") }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat
            label="Mood"
            value={mood ? `${mood.value}/10` : "—"}
            hint={
              mood ? `${MOOD_LABELS[moodLevel(mood.value)]} (${dayHint(mood, today)})` : undefined
            }
          />
          <Stat
            label="Stress level"
            value={show("stressLevel", "/10", 0)}
            hint={dayHint(last("stressLevel"), today)}
          />
          <Stat
            label="Energy level"
            value={show("energyLevel", "/10", 0)}
            hint={dayHint(last("energyLevel"), today)}
          />
          <Stat
            label="Sleep quality"
            value={show("sleepQuality", "/10", 0)}
            hint={dayHint(last("sleepQuality"), today)}
          />
        </dl>
      </DashCard>
      <DashCard
        title="Metabolic Health"
        icon={<Icon name="flame" />}
        action={{ label: "Log Calories", onClick: () => open("calories") }}
      >
        <dl className="grid grid-cols-2 gap-3">
          <Stat label="BMR" value={bmr ? `${fmt(bmr, 0)} kcal` : "—"} hint="energy at rest" />
          <Stat
            label="TDEE"
            value={data.profile?.tdee ? `${fmt(data.profile.tdee, 0)} kcal` : "—"}
            hint="energy with activity"
          />
          <Stat label="Eaten today" value={eaten === null ? "—" : `${fmt(eaten, 0)} kcal`} />
          <Stat
            label="Burned today"
            value={burned === null ? "—" : `${fmt(burned, 0)} kcal`}
            hint={
              eaten !== null && burned !== null ? `net ${fmt(eaten - burned, 0)} kcal` : undefined
            }
          />
        </dl>
      </DashCard>
    </div>
  );
}

// ---------------------------------------------------------------- nutrition

function NutritionTab({
  data,
  today,
  todayEntry,
  open,
}: {
  data: DashboardData;
  today: string;
  todayEntry: MetricEntry | null;
  open: (key: DialogKey) => void;
}) {
  const dashboard = useDashboard();
  const meals = data.meals.filter((m) => m.date === today);
  const target = data.targets;
  const totals = meals.reduce(
    (t, m) => ({
      calories: t.calories + m.calories,
      protein: t.protein + m.protein,
      carbs: t.carbs + m.carbs,
      fat: t.fat + m.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
  const eaten = dayCalories(todayEntry?.caloriesConsumed, totals.calories) ?? 0;
  const rows: {
    label: string;
    value: number;
    target: number;
    unit: string;
    tone: "emerald" | "sky" | "violet" | "amber";
  }[] = [
    {
      label: "Calories",
      value: eaten,
      target: target.calories,
      unit: "kcal",
      tone: "emerald",
    },
    {
      label: "Protein",
      value: totals.protein,
      target: target.macros.protein.grams,
      unit: "g",
      tone: "sky",
    },
    {
      label: "Carbs",
      value: totals.carbs,
      target: target.macros.carbs.grams,
      unit: "g",
      tone: "amber",
    },
    { label: "Fat", value: totals.fat, target: target.macros.fat.grams, unit: "g", tone: "violet" },
  ];
  const byMeal = MEAL_TYPES.map((t) => ({
    type: t,
    entries: meals.filter((m) => m.mealType === t),
  })).filter((g) => g.entries.length > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section
        aria-labelledby="targets-heading"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
      >
        <h2 id="targets-heading" className="text-lg font-semibold">
          Today against your targets
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          <span data-testid="dashboard-target">{describeTarget(target)}</span>
          {`: ${describeMacros(target)}.`}
        </p>
        <ul className="mt-4 space-y-4">
          {rows.map((r) => (
            <li key={r.label}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{r.label}</span>
                <span
                  data-testid={`nutrition-${r.label.toLowerCase()}`}
                >{`${fmt(r.value, 0)} / ${fmt(r.target, 0)} ${r.unit}`}</span>
              </div>
              <ProgressBar
                value={r.value}
                max={r.target}
                label={`${r.label} eaten against the target`}
                tone={r.tone}
              />
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="meals-heading"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700 lg:col-span-2"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="meals-heading" className="text-lg font-semibold">
            {"Today's meals"}
          </h2>
          <Button onClick={() => open("meal")}>Log Meal</Button>
        </div>
        {byMeal.length === 0 ? (
          <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">Nothing logged today yet.</p>
        ) : (
          <div className="mt-4 space-y-5">
            {byMeal.map((group) => (
              <div key={group.type}>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300">
                  {MEAL_LABELS[group.type as MealType]}
                </h3>
                <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
                  {group.entries.map((e) => (
                    <li
                      key={e.id}
                      className="flex items-center justify-between gap-3 py-2"
                      data-testid="meal-entry"
                    >
                      <div className="min-w-0">
                        <p className="truncate font-medium">{e.foodName}</p>
                        <p className="text-xs text-gray-700 dark:text-gray-300">
                          {`${e.servingSize ? `${e.servingSize} · ` : ""}P ${fmt(e.protein)} g · C ${fmt(e.carbs)} g · F ${fmt(e.fat)} g`}
                        </p>
                      </div>
                      <div className="flex shrink-0 items-center gap-3">
                        <span className="text-sm font-semibold">{`${fmt(e.calories, 0)} kcal`}</span>
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Remove ${e.foodName}`}
                          onClick={async () => {
                            const result = await callApi(
                              dashboard,
                              "DELETE",
                              `/api/nutrition-logs/${e.id}`,
                            );
                            if (result.ok) dashboard.onSaved("Meal removed", e.foodName);
                          }}
                        >
                          Remove
                        </Button>
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
      <DayIntakes meals={meals} gender={data.profile?.gender} dayKcal={target.calories} />
    </div>
  );
}

// ---------------------------------------------------------------- goals

function GoalsTab({
  goals,
  open,
  onProgress,
}: {
  goals: GoalEntry[];
  open: (key: DialogKey) => void;
  onProgress: (goal: GoalEntry) => void;
}) {
  const dashboard = useDashboard();
  const { toast } = useToast();
  const [deleting, setDeleting] = useState<GoalEntry | null>(null);
  const fail = (message: string) =>
    toast({ title: "Could not save", description: message, variant: "destructive" });
  return (
    <section aria-labelledby="goals-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="goals-heading" className="text-lg font-semibold">
          Your goals
        </h2>
        <Button onClick={() => open("goal")}>Create Goal</Button>
      </div>
      {goals.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
          No goals yet. Create one to start tracking your progress.
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {goals.map((g) => (
            <li
              key={g.id}
              className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
              data-testid="goal"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold">{g.title}</h3>
                  <p className="text-xs text-gray-700 dark:text-gray-300">
                    {[
                      CATEGORY_LABELS[(g.category ?? "other") as keyof typeof CATEGORY_LABELS] ??
                        g.category,
                      g.deadline ? `due ${formatMonthDay(g.deadline)}` : null,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    g.status === "completed"
                      ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                      : "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100"
                  }`}
                >
                  {g.status === "completed" ? "Completed" : "Active"}
                </span>
              </div>
              {g.description ? (
                <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{g.description}</p>
              ) : null}
              {g.progressPercent !== null ? (
                <div className="mt-3 space-y-1">
                  <ProgressBar
                    value={g.progressPercent}
                    max={100}
                    label={`Progress of ${g.title}`}
                  />
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    {g.targetValue !== null
                      ? `${fmt(g.currentValue ?? 0, 2)} of ${fmt(g.targetValue, 2)}${g.unit ? ` ${g.unit}` : ""} (${g.progressPercent}%)`
                      : `${g.progressPercent}%`}
                  </p>
                </div>
              ) : null}
              <div className="mt-4 flex flex-wrap gap-2">
                {g.status !== "completed" ? (
                  <>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => onProgress(g)}
                      aria-label={`Update progress of ${g.title}`}
                    >
                      Update progress
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Mark complete: ${g.title}`}
                      onClick={async () => {
                        const result = await callApi(
                          dashboard,
                          "POST",
                          `/api/wellness-goals/${g.id}/complete`,
                        );
                        if (result.ok) dashboard.onSaved("Goal completed", g.title);
                        else fail(result.message);
                      }}
                    >
                      Mark complete
                    </Button>
                  </>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${g.title}`}
                  onClick={() => setDeleting(g)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        size="sm"
        title="Delete this goal?"
        description={deleting?.title}
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setDeleting(null)}>
            Keep it
          </Button>
          <Button
            variant="danger"
            onClick={async () => {
              const goal = deleting!;
              setDeleting(null);
              const result = await callApi(dashboard, "DELETE", `/api/wellness-goals/${goal.id}`);
              if (result.ok) dashboard.onSaved("Goal deleted", goal.title);
              else fail(result.message);
            }}
          >
            Delete goal
          </Button>
        </div>
      </Modal>
    </section>
  );
}

// ---------------------------------------------------------------- awards

function AwardsTab({ achievements }: { achievements: AchievementEntry[] }) {
  const earned = new Set(achievements.map((a) => a.type));
  const locked = ACHIEVEMENT_RULES.filter((r) => !earned.has(r.type));
  return (
    <div className="space-y-8">
      <section aria-labelledby="awards-heading">
        <h2 id="awards-heading" className="text-lg font-semibold">
          Your achievements
        </h2>
        {achievements.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            No achievements yet. They are awarded as you log your days, plan meals and complete
            goals.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {achievements.map((a) => (
              <AchievementItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </section>
      {locked.length > 0 ? (
        <section aria-labelledby="locked-heading">
          <h2 id="locked-heading" className="text-lg font-semibold">
            Still to earn
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {locked.map((r) => (
              <li
                key={r.type}
                className="flex items-start gap-3 rounded-lg border border-dashed border-gray-300 p-3 dark:border-gray-600"
              >
                <span className="rounded-full bg-gray-100 p-2 text-gray-700 dark:bg-gray-800 dark:text-gray-300">
                  <Icon name={r.iconName} />
                </span>
                <div>
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {r.title} <BadgeLevelTag level={r.badgeLevel} />
                  </p>
                  <p className="text-sm text-gray-700 dark:text-gray-300">{r.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------- insights

const MISSING_HINTS: Record<IndicatorKey, string> = {
  bmi: "Add your height to your profile and log your weight.",
  sleep: "Log your sleep.",
  water: "Log your water.",
  steps: "Log your steps.",
  mood: "Log your mood or stress.",
};

function InsightsTab({
  data,
  scoreInput,
  score,
}: {
  data: DashboardData;
  scoreInput: WellnessInput;
  score: ReturnType<typeof calculateWellnessScore>;
}) {
  const insights = wellnessInsights(scoreInput);
  const present = new Set(score.indicators.map((i) => i.key));
  const missing = (Object.keys(INDICATOR_MAX) as IndicatorKey[]).filter((k) => !present.has(k));
  const zone = targetHeartRateZone(data.profile?.age);
  const mood = scoreInput.moodScore;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section
        aria-labelledby="analysis-heading"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
      >
        <h2 id="analysis-heading" className="text-lg font-semibold">
          Score analysis
        </h2>
        {score.score === null ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            No data yet: log a day to see how your score is made.
          </p>
        ) : (
          <>
            <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
              {`${fmt(score.points, 1)} of ${score.maxPoints} points from the indicators you logged: ${score.score} of 100.`}
            </p>
            <ul className="mt-4 space-y-3">
              {score.indicators.map((i) => (
                <li key={i.key}>
                  <div className="flex justify-between text-sm">
                    <span className="font-medium">{INDICATOR_LABELS[i.key]}</span>
                    <span>{`${fmt(i.points, 1)} / ${i.max}`}</span>
                  </div>
                  <ProgressBar
                    value={i.points}
                    max={i.max}
                    label={`${INDICATOR_LABELS[i.key]} points`}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
        {missing.length > 0 ? (
          <div className="mt-4">
            <h3 className="text-sm font-semibold">Not counted yet</h3>
            <ul className="mt-1 list-disc pl-5 text-sm text-gray-700 dark:text-gray-300">
              {missing.map((k) => (
                <li key={k}>{`${INDICATOR_LABELS[k]}: ${MISSING_HINTS[k]}`}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <section
        aria-labelledby="recommendations-heading"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
      >
        <h2 id="recommendations-heading" className="text-lg font-semibold">
          Recommendations
        </h2>
        {insights.length === 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {score.score === null
              ? "Log your sleep, water, steps and mood to get tips."
              : missing.length > 0
                ? `Nothing to change in what you logged. Log ${missing
                    .map((k) => INDICATOR_LABELS[k].toLowerCase())
                    .join(", ")} for tips on the rest.`
                : "You are meeting every target we check. Keep it up!"}
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {insights.map((i) => (
              <li
                key={i.key}
                className="rounded-lg bg-amber-50 p-3 dark:bg-amber-950"
                data-testid="insight"
              >
                <p className="font-semibold text-amber-900 dark:text-amber-200">{i.title}</p>
                <p className="text-sm text-gray-800 dark:text-gray-200">{i.text}</p>
              </li>
            ))}
          </ul>
        )}
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <Stat
            label="Target heart-rate zone"
            value={zone ? `${zone.low}-${zone.high} bpm` : "—"}
            hint={zone ? "for moderate to hard exercise" : "Add your age to your profile"}
          />
          <Stat
            label="Mood"
            value={typeof mood === "number" ? MOOD_LABELS[moodLevel(mood)] : "—"}
            hint={typeof mood === "number" ? `${mood}/10` : undefined}
          />
        </dl>
      </section>
    </div>
  );
}
