/**
 * The wellness dashboard (/profile): the score, then six tabs (spec document 2, section 2).
 * Every Log button opens a dialog that saves through the JSON APIs; after a save the route's loader
 * runs again, so cards, charts, the score and new achievements update together.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { describeTarget } from "~/domain/targets";
import { formatMonthDay } from "~/domain/format";
import type { MetricField } from "~/domain/schemas/wellness";
import {
  calculateWellnessScore,
  effectiveGoals,
  scoreBand,
  type WellnessInput,
} from "~/domain/wellness-score";
import { useToast } from "../toaster";
import { buttonClass } from "../ui/button";
import { DashboardContext, type DashboardActions } from "./dashboard-context";
import type { AchievementEntry, DashboardData, GoalEntry } from "./types";
import { ScoreRing, bandStyles } from "./wellness-ui";
import { type DialogKey } from "./dashboard-parts";
import { OverviewTab } from "./overview-tab";
import { MetricsTab } from "./metrics-tab";
import { NutritionTab } from "./nutrition-tab";
import { GoalsTab } from "./goals-tab";
import { AwardsTab } from "./awards-tab";
import { InsightsTab } from "./insights-tab";

export const DASHBOARD_TABS = [
  "Overview",
  "Metrics",
  "Nutrition",
  "Goals",
  "Awards",
  "Insights",
] as const;

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
  tab,
  onTabChange,
  onRefresh,
}: {
  data: DashboardData;
  /** the open tab, an index of DASHBOARD_TABS (the route keeps it in the URL) */
  tab: number;
  onTabChange: (index: number) => void;
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

        <TabGroup selectedIndex={tab} onChange={onTabChange} className="mt-8">
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
