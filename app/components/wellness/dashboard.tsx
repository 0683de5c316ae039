/**
 * The wellness dashboard (/profile): the score, then six tabs (spec document 2, section 2).
 * Every Log button opens a dialog whose form posts to the page's action (docs/decisions/041);
 * after a save the route's loader runs again, so cards, charts, the score and new achievements
 * update together. Before JavaScript runs, each Log button is a link to the page with that form
 * in it (`?log=water`, domain/wellness-forms.ts), which posts the same way.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { describeTarget } from "~/domain/targets";
import { formatMonthDay } from "~/domain/format";
import type { MetricField } from "~/domain/schemas/wellness";
import {
  calculateWellnessScore,
  effectiveGoals,
  scoreBand,
  type WellnessInput,
} from "~/domain/wellness-score";
import {
  inPageForm,
  METRIC_DIALOGS,
  withoutInPageForm,
  type InPageForm,
} from "~/domain/wellness-forms";
import { useToast } from "../toaster";
import { DashboardContext, useValidation, type DashboardActions } from "./dashboard-context";
import { MetricsDialog, MetricsForm } from "./metrics-dialog";
import { MealDialog, MealInPage } from "./meal-dialog";
import { CreateGoalDialog, CreateGoalForm, ProgressDialog, ProgressForm } from "./goal-dialogs";
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

export function WellnessDashboard({
  data,
  tab,
  onTabChange,
}: {
  data: DashboardData;
  /** the open tab, an index of DASHBOARD_TABS (the route keeps it in the URL) */
  tab: number;
  onTabChange: (index: number) => void;
}) {
  const today = useLocalToday(data.serverToday);
  const location = useLocation();
  const [dialog, setDialog] = useState<DialogKey | null>(null);
  const [progressGoal, setProgressGoal] = useState<GoalEntry | null>(null);
  const backTo = withoutInPageForm(location.search);
  const inPage = inPageForm(new URLSearchParams(location.search));

  const actions = useMemo<DashboardActions>(() => ({ today, backTo }), [today, backTo]);

  useAchievementToasts(data.achievements);
  // the forms' validation loads once the page runs, before a dialog opens
  useValidation();

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

        {inPage ? <InPageFormPanel form={inPage} data={data} current={current} /> : null}

        <noscript>
          {/* the tabs are buttons that need JavaScript; without it, links name the tab */}
          <nav aria-label="Dashboard sections" className="mt-8 flex flex-wrap gap-2 text-sm">
            {DASHBOARD_TABS.map((name, index) => (
              <a
                key={name}
                href={index === 0 ? "/profile" : `/profile?tab=${name.toLowerCase()}`}
                aria-current={index === tab ? "page" : undefined}
                className="rounded-md px-3 py-1.5 font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
              >
                {name}
              </a>
            ))}
          </nav>
        </noscript>

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

      {dialog && dialog !== "meal" && dialog !== "goal" ? (
        <MetricsDialog dialog={dialog} onClose={() => setDialog(null)} current={current} />
      ) : null}
      {dialog === "meal" ? <MealDialog open onClose={() => setDialog(null)} /> : null}
      {dialog === "goal" ? <CreateGoalDialog open onClose={() => setDialog(null)} /> : null}
      {progressGoal ? (
        <ProgressDialog goal={progressGoal} onClose={() => setProgressGoal(null)} />
      ) : null}
    </DashboardContext.Provider>
  );
}

/**
 * A form in the page (`?log=water`, `?log=meal`, `?log=goal`, `?progress=<goal id>`): what the
 * Log buttons open before JavaScript runs, or without it.
 */
function InPageFormPanel({
  form,
  data,
  current,
}: {
  form: InPageForm;
  data: DashboardData;
  current: Partial<Record<MetricField, number | null>>;
}) {
  let title: string;
  let description: string | undefined;
  let body: ReactNode;
  if (form.kind === "metrics") {
    const spec = METRIC_DIALOGS[form.key];
    title = spec.title;
    description = spec.description;
    body = <MetricsForm dialog={form.key} current={current} />;
  } else if (form.kind === "meal") {
    title = "Log Meal";
    description =
      "Add what you ate to today's nutrition log. Nutrients come from the USDA food table.";
    body = <MealInPage mode={form.mode} />;
  } else if (form.kind === "goal") {
    title = "Create Goal";
    description = "Set a goal and track your progress towards it.";
    body = <CreateGoalForm />;
  } else {
    const goal = data.goals.find((g) => g.id === form.goalId);
    if (!goal) return null;
    title = "Update progress";
    description = goal.title;
    body = <ProgressForm goal={goal} />;
  }
  return (
    <section
      id="in-page-form"
      aria-labelledby="in-page-form-heading"
      className="mt-8 rounded-xl border border-emerald-300 bg-white p-6 dark:border-emerald-800 dark:bg-gray-900"
    >
      <h2 id="in-page-form-heading" className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{description}</p>
      ) : null}
      <div className="mt-4">{body}</div>
    </section>
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
