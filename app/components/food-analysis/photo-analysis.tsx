/**
 * Image Analysis (the default mode): a photo and/or a typed description, analysed by the
 * multi-agent path; the result with "Log as meal" for a signed-in user.
 */
import { useState } from "react";
import { useToast } from "~/components/toaster";
import { ApiClientError, apiRequest } from "~/lib/api-client";
import { AnalysisResult, type LogMealState } from "./analysis-result";
import { AnalysisForm, useImagePicker } from "./analysis-form";
import type { AnalysisRun } from "./use-analysis-runs";

function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** "Log as meal" of a stored analysis (POST /api/food-analyses/{id}/log), per analysis. */
function useLogMeal() {
  const { toast } = useToast();
  const [logged, setLogged] = useState<{ id: number; state: LogMealState } | null>(null);

  async function log(id: number, foodName: string, mealType: string) {
    setLogged({ id, state: "saving" });
    try {
      await apiRequest("POST", `/api/food-analyses/${id}/log`, { mealType, date: todayLocal() });
      setLogged({ id, state: "saved" });
      toast({
        title: "Meal logged",
        description: `${foodName} was added to your ${mealType} log.`,
      });
    } catch (error) {
      setLogged({ id, state: "idle" });
      toast({
        title: "Could not log the meal",
        description: error instanceof ApiClientError ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  }

  return {
    log,
    stateOf: (id: number | null): LogMealState =>
      logged && logged.id === id ? logged.state : "idle",
  };
}

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
  const logMeal = useLogMeal();
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
          onLog={(mealType) => {
            if (result.analysisId !== null)
              void logMeal.log(result.analysisId, result.foodName, mealType);
          }}
          logState={logMeal.stateOf(result.analysisId)}
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
