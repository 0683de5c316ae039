/** The multi-agent analysis result: foods, totals, health score, traditions and recommendations. */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { FoodAnalysis, HealthBand } from "~/domain/food-analysis/analysis";

const BAND_STYLES: Record<HealthBand, string> = {
  excellent: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  good: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  "needs-improvement": "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
};

export function NutritionTiles({
  nutrition,
}: {
  nutrition: {
    calories: number;
    protein: number;
    carbs: number;
    fat: number;
    sugar?: number;
    fiber?: number;
  };
}) {
  const tiles: Array<[string, string]> = [
    ["Calories", `${nutrition.calories} kcal`],
    ["Protein", `${nutrition.protein} g`],
    ["Carbs", `${nutrition.carbs} g`],
    ["Fat", `${nutrition.fat} g`],
  ];
  if (nutrition.sugar !== undefined) tiles.push(["Sugar", `${nutrition.sugar} g`]);
  if (nutrition.fiber !== undefined) tiles.push(["Fibre", `${nutrition.fiber} g`]);
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-lg bg-gray-100 p-3 text-center dark:bg-gray-800">
          <dt className="text-xs font-medium text-gray-700 dark:text-gray-300">{label}</dt>
          <dd className="text-lg font-semibold text-gray-900 dark:text-gray-100">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AnalysisResult({
  analysis,
  model,
  analysisId,
  signedIn,
  onAnother,
  onChange,
  logMeal,
}: {
  analysis: FoodAnalysis;
  model: string;
  analysisId: number | null;
  signedIn: boolean;
  onAnother: () => void;
  onChange: () => void;
  /** "Log as meal" (shown for a signed-in user's stored analysis with foods) */
  logMeal: ReactNode;
}) {
  return (
    <section
      aria-labelledby="analysis-result-title"
      className="space-y-6"
      data-testid="analysis-result"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analysis-result-title" className="text-xl font-semibold">
          Analysis result
        </h2>
        <p className="text-sm text-gray-700 dark:text-gray-300">Foods named by: {model}</p>
      </div>

      <div className="flex flex-wrap items-center gap-4 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
        <div
          className="flex h-20 w-20 flex-col items-center justify-center rounded-full border-4 border-emerald-600 text-center"
          aria-label={`Health score ${analysis.healthScore} out of 100`}
          role="img"
        >
          <span className="text-2xl font-bold" aria-hidden="true">
            {analysis.healthScore}
          </span>
          <span className="text-xs text-gray-700 dark:text-gray-300" aria-hidden="true">
            / 100
          </span>
        </div>
        <div>
          <p className="text-sm text-gray-700 dark:text-gray-300">Health score</p>
          <p
            className={`mt-1 inline-block rounded-full px-3 py-1 text-sm font-semibold ${BAND_STYLES[analysis.healthBand]}`}
          >
            {analysis.healthBandLabel}
          </p>
        </div>
      </div>

      <div>
        <h3 className="mb-2 font-semibold">Total nutrition</h3>
        <NutritionTiles nutrition={analysis.totalNutrition} />
        <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">
          Computed from the USDA food table for the foods and portions below; sodium{" "}
          {analysis.totalNutrition.sodium} mg.
        </p>
      </div>

      <div>
        <h3 className="mb-2 font-semibold">Foods</h3>
        {analysis.foodItems.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">No food was recognised.</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {analysis.foodItems.map((item, i) => (
              <li
                key={i}
                className="rounded-xl border border-gray-200 p-4 dark:border-gray-700"
                data-testid="food-item"
              >
                <div className="flex items-start justify-between gap-2">
                  <p className="font-semibold">{item.name}</p>
                  <Badge tone="emerald">{item.confidence}% confidence</Badge>
                </div>
                <p className="text-sm text-gray-700 dark:text-gray-300">{item.portion}</p>
                <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">{item.description}</p>
                <p className="mt-2 text-sm">
                  {item.nutrition.calories} kcal · {item.nutrition.protein} g protein ·{" "}
                  {item.nutrition.carbs} g carbs · {item.nutrition.fat} g fat
                </p>
                <ul className="mt-2 list-disc pl-5 text-sm text-gray-800 dark:text-gray-200">
                  {item.healthBenefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
                {item.assumptions.length ? (
                  <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">
                    Assumed: {item.assumptions.join("; ")}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {analysis.unrecognised.length ? (
          <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <p className="font-semibold">Not found in the food table</p>
            <ul className="list-disc pl-5">
              {analysis.unrecognised.map((u) => (
                <li key={u.input}>{u.reason}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="rounded-xl border-l-4 border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-50">
          <h3 className="font-semibold">Ayurvedic perspective</h3>
          <p className="mt-1 text-sm">
            <strong>Balances:</strong> {analysis.ayurvedicAnalysis.dosha.join(", ")}
          </p>
          <p className="text-sm">
            <strong>Tastes:</strong> {analysis.ayurvedicAnalysis.taste.join(", ")}
          </p>
          <p className="mt-1 text-sm">{analysis.ayurvedicAnalysis.effects}</p>
        </section>
        <section className="rounded-xl border-l-4 border-rose-400 bg-rose-50 p-4 text-rose-950 dark:border-rose-600 dark:bg-rose-950/60 dark:text-rose-50">
          <h3 className="font-semibold">Traditional Chinese Medicine</h3>
          <p className="mt-1 text-sm">
            <strong>Nature:</strong> {analysis.tcmAnalysis.nature}
          </p>
          <p className="text-sm">
            <strong>Flavours:</strong> {analysis.tcmAnalysis.flavor.join(", ")}
          </p>
          <p className="mt-1 text-sm">{analysis.tcmAnalysis.energeticEffect}</p>
        </section>
      </div>
      <p className="text-xs text-gray-700 dark:text-gray-300">
        Ayurvedic and TCM readings are traditional perspectives, not medical findings.
      </p>

      <div>
        <h3 className="mb-2 font-semibold">Recommendations</h3>
        <ul className="list-disc space-y-1 pl-5 text-gray-800 dark:text-gray-200">
          {analysis.recommendations.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </div>

      <div className="flex flex-wrap items-end gap-3 border-t border-gray-200 pt-4 dark:border-gray-700">
        {signedIn && analysisId !== null && analysis.foodItems.length > 0 ? (
          logMeal
        ) : !signedIn ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            <Link
              to="/auth?redirectTo=/food-analysis"
              className="font-medium text-emerald-800 underline dark:text-emerald-300"
            >
              Sign in
            </Link>{" "}
            to keep your history and log meals in your nutrition log.
          </p>
        ) : null}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={onChange}>
            Change
          </Button>
          <Button onClick={onAnother}>Analyze Another Food</Button>
        </div>
      </div>
    </section>
  );
}
