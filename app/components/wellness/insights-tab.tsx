/** The dashboard's Insights tab: how the score is made and what would raise it. */
import {
  INDICATOR_LABELS,
  INDICATOR_MAX,
  MOOD_LABELS,
  type calculateWellnessScore,
  moodLevel,
  targetHeartRateZone,
  wellnessInsights,
  type IndicatorKey,
  type WellnessInput,
} from "~/domain/wellness-score";
import type { DashboardData } from "./types";
import { ProgressBar, Stat } from "./wellness-ui";
import { fmt } from "./dashboard-parts";

export const MISSING_HINTS: Record<IndicatorKey, string> = {
  bmi: "Add your height to your profile and log your weight.",
  sleep: "Log your sleep.",
  water: "Log your water.",
  steps: "Log your steps.",
  mood: "Log your mood or stress.",
};

export function InsightsTab({
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
