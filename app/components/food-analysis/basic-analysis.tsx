/** Basic Analysis: the same form, answered with the food's name, description and four macros. */
import { Button } from "~/components/ui/button";
import { NutritionTiles } from "./analysis-result";
import { AnalysisForm, useImagePicker } from "./analysis-form";
import type { AnalysisRun } from "./use-analysis-runs";

export function BasicAnalysis({
  run,
  visionLabel,
}: {
  run: AnalysisRun;
  visionLabel: string | null;
}) {
  const picker = useImagePicker(run);
  const result = run.answer?.ok ? run.answer.analysis : null;
  const t = result?.foodAnalysis.totalNutrition;

  return (
    <>
      {result && t ? (
        <section
          className="space-y-4"
          data-testid="basic-result"
          aria-label="Basic analysis result"
        >
          <div className="flex items-start gap-4">
            {picker.preview ? (
              <img
                src={picker.preview}
                alt="The analysed food"
                className="h-24 w-24 rounded-lg object-cover"
              />
            ) : null}
            <div>
              <p className="text-lg font-semibold">{result.foodName}</p>
              <p className="text-sm text-gray-700 dark:text-gray-300">{result.description}</p>
            </div>
          </div>
          <NutritionTiles
            nutrition={{ calories: t.calories, protein: t.protein, carbs: t.carbs, fat: t.fat }}
          />
          <div className="flex gap-2">
            <Button variant="secondary" onClick={picker.open}>
              Change
            </Button>
            <Button onClick={picker.reset}>Analyze Another Food</Button>
          </div>
        </section>
      ) : null}
      <AnalysisForm
        mode="basic"
        run={run}
        picker={picker}
        visionLabel={visionLabel}
        hidden={!!result}
      />
    </>
  );
}
