/**
 * Image Analysis (the default mode): a photo and/or a typed description, analysed by the
 * multi-agent path; the result with "Log as meal" for a signed-in user.
 */
import { AnalysisResult } from "./analysis-result";
import { AnalysisForm, useImagePicker } from "./analysis-form";
import { LogMealForm } from "./log-meal-form";
import type { AnalysisRun } from "./use-analysis-runs";

export function PhotoAnalysis({
  run,
  visionLabel,
  signedIn,
}: {
  run: AnalysisRun;
  visionLabel: string | null;
  signedIn: boolean;
}) {
  const picker = useImagePicker(run);
  const result = run.answer?.ok ? run.answer.analysis : null;

  return (
    <>
      {result ? (
        <AnalysisResult
          analysis={result.foodAnalysis}
          model={result.model}
          analysisId={result.analysisId}
          signedIn={signedIn}
          onAnother={picker.reset}
          onChange={picker.open}
          logMeal={
            result.analysisId !== null ? (
              <LogMealForm key={result.analysisId} analysisId={result.analysisId} />
            ) : null
          }
        />
      ) : (
        <p className="mb-4 hidden text-sm text-gray-700 sm:block dark:text-gray-300">
          Multi-agent analysis: recognition ({visionLabel ?? "your description"}), nutrition (USDA
          food table), health scoring, Ayurvedic and TCM readings, then recommendations for your
          profile.
        </p>
      )}
      <AnalysisForm
        mode="multi-agent"
        run={run}
        picker={picker}
        visionLabel={visionLabel}
        hidden={!!result}
      />
    </>
  );
}
