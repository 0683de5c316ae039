import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import {
  AnalysisResult,
  NutritionTiles,
  type LogMealState,
} from "~/components/food-analysis/analysis-result";
import { HistoryPanel, type HistoryEntry } from "~/components/food-analysis/history-panel";
import { VideoAnalyzer } from "~/components/food-analysis/video-analyzer";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { FoodAnalysis } from "~/domain/food-analysis/analysis";
import { HISTORY_SIZE } from "~/domain/food-analysis/history";
import { MAX_IMAGE_BYTES } from "~/domain/images";
import { getConfiguredModel } from "~/lib/ai.server";
import { ApiClientError, apiRequest } from "~/lib/api-client";
import { getSessionUser } from "~/lib/auth.server";
import { listRecentAnalyses } from "~/services/food-analysis.server";

export const meta: MetaFunction = () => [
  { title: "AI food analysis | NutriCoach" },
  {
    name: "description",
    content:
      "Analyse a meal from a photo or a description: nutrition from the USDA food table, a health score, and Ayurvedic and TCM perspectives.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const vision = getConfiguredModel(context.env, "vision");
  return json({
    signedIn: !!user,
    visionLabel: vision?.label ?? null,
    history: user ? await listRecentAnalyses(context.db, user.id) : [],
  });
}

type Mode = "multi-agent" | "basic";
type View = "image" | "video" | "history" | "basic";
/** `short`: the tab's words on a phone, so the four choices fit one row at 360 px (issue 19) */
const VIEWS: Array<{ id: View; label: string; short: string }> = [
  { id: "image", label: "Image Analysis", short: "Photo" },
  { id: "video", label: "Real-time Video", short: "Video" },
  { id: "history", label: "Analysis History", short: "History" },
  { id: "basic", label: "Basic Analysis", short: "Basic" },
];
type BasicResult = {
  foodName: string;
  description: string;
  nutritionInfo: { calories: number; protein: number; carbs: number; fat: number };
  model: string;
};
type MultiResponse = {
  success: true;
  foodAnalysis: FoodAnalysis;
  foodName: string;
  description: string;
  model: string;
  analysisId: number | null;
  createdAt: string;
};

const PLACEHOLDER_EXAMPLE = "1 cup cooked rice, 150 g grilled chicken, 1 cup broccoli";

function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function TabButton({
  id,
  controls,
  selected,
  onSelect,
  children,
}: {
  id: string;
  controls: string;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={controls}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      onKeyDown={(e) => {
        if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
          const sibling = (
            e.key === "ArrowRight"
              ? e.currentTarget.nextElementSibling
              : e.currentTarget.previousElementSibling
          ) as HTMLButtonElement | null;
          sibling?.click();
          sibling?.focus();
        }
      }}
      className={`flex-1 rounded-md px-2 py-2 text-sm font-medium sm:flex-none sm:px-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
        selected
          ? "bg-white text-emerald-900 shadow dark:bg-gray-800 dark:text-emerald-200"
          : "text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white"
      }`}
    >
      {children}
    </button>
  );
}

export default function FoodAnalysisPage() {
  const data = useLoaderData<typeof loader>();
  const { toast } = useToast();
  // one row of choices (issue 19): the spec's mode toggle and its two rows of tabs were three
  // stacked rows on a phone
  const [view, setView] = useState<View>("image");
  const mode: Mode = view === "basic" ? "basic" : "multi-agent";
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [description, setDescription] = useState("");
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<MultiResponse | null>(null);
  const [basic, setBasic] = useState<BasicResult | null>(null);
  const [history, setHistory] = useState<HistoryEntry[]>(data.history);
  const [logState, setLogState] = useState<LogMealState>("idle");
  const [mounted, setMounted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const visionAvailable = !!data.visionLabel;

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function reset() {
    setFile(null);
    setDescription("");
    setResult(null);
    setBasic(null);
    setLogState("idle");
    if (fileInput.current) fileInput.current.value = "";
  }

  function chooseFile(chosen: File | undefined) {
    if (!chosen) return;
    if (!chosen.type.startsWith("image/")) {
      toast({
        title: "Invalid file type",
        description: "Please select an image file",
        variant: "destructive",
      });
      return;
    }
    if (chosen.size > MAX_IMAGE_BYTES) {
      toast({
        title: "Invalid file type",
        description: `Please select an image smaller than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
        variant: "destructive",
      });
      return;
    }
    setFile(chosen);
    setResult(null);
    setBasic(null);
  }

  function addToHistory(entry: HistoryEntry) {
    setHistory((list) => [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, HISTORY_SIZE));
  }

  async function analyze() {
    const text = description.trim();
    if (!file && !text) {
      if (mode === "basic")
        toast({
          title: "No image selected",
          description: "Please select an image to analyze",
          variant: "destructive",
        });
      else
        toast({
          title: "No image to analyze",
          description: "Choose a photo or describe your food.",
          variant: "destructive",
        });
      return;
    }
    if (file && !text && !visionAvailable) {
      toast({
        title: "Describe your food",
        description: "Photos are not recognised yet: type what the food is and how much.",
        variant: "destructive",
      });
      return;
    }
    const form = new FormData();
    if (file) form.set("image", file);
    if (text) form.set("description", text);
    setAnalyzing(true);
    try {
      if (mode === "basic") {
        const body = await apiRequest<
          BasicResult & { analysisId: number | null; createdAt: string }
        >("POST", "/api/recipe-agent/analyze-image", form);
        setBasic(body);
        addToHistory({
          id: body.analysisId ?? `local-${Date.now()}`,
          createdAt: body.createdAt,
          mode: "basic",
          foodName: body.foodName,
          totalNutrition: { ...body.nutritionInfo, sugar: 0, fiber: 0, sodium: 0 },
          healthScore: null,
        });
      } else {
        const body = await apiRequest<MultiResponse>(
          "POST",
          "/api/multi-agent/analyze-comprehensive",
          form,
        );
        setResult(body);
        setLogState("idle");
        addToHistory({
          id: body.analysisId ?? `local-${Date.now()}`,
          createdAt: body.createdAt,
          mode: "multi-agent",
          foodName: body.foodName,
          totalNutrition: body.foodAnalysis.totalNutrition,
          healthScore: body.foodAnalysis.healthScore,
        });
      }
    } catch (error) {
      const message = error instanceof ApiClientError ? error.message : "";
      toast({
        title: "Analysis failed",
        description:
          message ||
          (mode === "basic"
            ? "An unknown error occurred"
            : "Please try again with a different image"),
        variant: "destructive",
      });
    } finally {
      setAnalyzing(false);
    }
  }

  async function logMeal(mealType: string) {
    if (!result?.analysisId) return;
    setLogState("saving");
    try {
      await apiRequest("POST", `/api/food-analyses/${result.analysisId}/log`, {
        mealType,
        date: todayLocal(),
      });
      setLogState("saved");
      toast({
        title: "Meal logged",
        description: `${result.foodName} was added to your ${mealType} log.`,
      });
    } catch (error) {
      setLogState("idle");
      toast({
        title: "Could not log the meal",
        description: error instanceof ApiClientError ? error.message : "Please try again.",
        variant: "destructive",
      });
    }
  }

  const showingResult = mode === "multi-agent" ? result : basic;

  const imagePicker = (
    <div className="space-y-4">
      {!visionAvailable ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="no-vision-notice"
        >
          Describe the food and how much below (for example &ldquo;{PLACEHOLDER_EXAMPLE}&rdquo;) and
          we work out its nutrition from the USDA food table. Photos are not recognised yet; a photo
          you add is kept with the analysis.
        </p>
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Photos are recognised by {data.visionLabel}; the nutrition always comes from the USDA food
          table.
        </p>
      )}
      {preview ? (
        <div className="flex items-center gap-4">
          <img
            src={preview}
            alt="The food to analyse"
            className="h-32 w-32 rounded-lg object-cover"
          />
          <Button variant="secondary" onClick={() => fileInput.current?.click()}>
            Change
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          className="flex w-full flex-col items-center justify-center rounded-xl border-2 border-dashed border-gray-300 p-4 text-gray-700 sm:p-8 hover:border-emerald-600 hover:text-emerald-900 dark:border-gray-600 dark:text-gray-300 dark:hover:text-emerald-200"
        >
          <span className="text-base font-medium">Choose a food image</span>
          <span className="text-sm">
            JPEG, PNG, GIF or WebP, up to {MAX_IMAGE_BYTES / (1024 * 1024)} MB
          </span>
        </button>
      )}
      <div>
        <label
          htmlFor="food-description"
          className="block text-sm font-medium text-gray-800 dark:text-gray-200"
        >
          {visionAvailable
            ? "Or describe the food and how much (optional)"
            : "What is the food, and how much?"}
        </label>
        <textarea
          id="food-description"
          rows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder={PLACEHOLDER_EXAMPLE}
          className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 placeholder:text-gray-600 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400"
        />
      </div>
      <Button onClick={() => void analyze()} disabled={analyzing}>
        {analyzing ? <Spinner label="Analyzing" /> : null}
        {analyzing ? "Analyzing..." : "Analyze Food"}
      </Button>
    </div>
  );

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Food Analysis</h1>
      <input
        ref={fileInput}
        id="food-image"
        type="file"
        accept="image/*"
        className="hidden"
        aria-label="Food image"
        onChange={(e) => chooseFile(e.target.files?.[0])}
      />
      <p className="mt-2 text-sm text-gray-700 sm:text-base dark:text-gray-300">
        Find out what is on your plate: nutrition from the USDA food table, a health score, and
        Ayurvedic and TCM perspectives.
      </p>

      <div
        role="tablist"
        aria-label="Food analysis"
        className="mt-4 flex max-w-full gap-1 overflow-x-auto sm:mt-6 whitespace-nowrap rounded-lg bg-gray-100 p-1 dark:bg-gray-900"
      >
        {VIEWS.map((v) => (
          <TabButton
            key={v.id}
            id={`tab-${v.id}`}
            controls={`panel-${v.id}`}
            selected={view === v.id}
            onSelect={() => {
              if (v.id === "basic" || view === "basic") {
                setResult(null);
                setBasic(null);
              }
              setView(v.id);
            }}
          >
            <span className="sm:hidden">{v.short}</span>
            <span className="hidden sm:inline">{v.label}</span>
          </TabButton>
        ))}
      </div>

      {view === "image" ? (
        <div
          role="tabpanel"
          id="panel-image"
          aria-labelledby="tab-image"
          className="mt-4 rounded-2xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800"
        >
          {result ? (
            <AnalysisResult
              analysis={result.foodAnalysis}
              model={result.model}
              analysisId={result.analysisId}
              signedIn={data.signedIn}
              onAnother={reset}
              onChange={() => fileInput.current?.click()}
              onLog={(t) => void logMeal(t)}
              logState={logState}
            />
          ) : (
            <>
              <p className="mb-4 hidden text-sm text-gray-700 sm:block dark:text-gray-300">
                Multi-agent analysis: recognition (
                {visionAvailable ? data.visionLabel : "your description"}), nutrition (USDA food
                table), health scoring, Ayurvedic and TCM readings, then recommendations for your
                profile.
              </p>
              {imagePicker}
            </>
          )}
        </div>
      ) : view === "video" ? (
        <div
          role="tabpanel"
          id="panel-video"
          aria-labelledby="tab-video"
          className="mt-4 rounded-2xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800"
        >
          <VideoAnalyzer visionAvailable={visionAvailable} />
        </div>
      ) : view === "history" ? (
        <div role="tabpanel" id="panel-history" aria-labelledby="tab-history" className="mt-4">
          <HistoryPanel entries={history} mounted={mounted} />
        </div>
      ) : (
        <div
          role="tabpanel"
          id="panel-basic"
          aria-labelledby="tab-basic"
          className="mt-4 rounded-2xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800"
        >
          {showingResult && basic ? (
            <section
              className="space-y-4"
              data-testid="basic-result"
              aria-label="Basic analysis result"
            >
              <div className="flex items-start gap-4">
                {preview ? (
                  <img
                    src={preview}
                    alt="The analysed food"
                    className="h-24 w-24 rounded-lg object-cover"
                  />
                ) : null}
                <div>
                  <p className="text-lg font-semibold">{basic.foodName}</p>
                  <p className="text-sm text-gray-700 dark:text-gray-300">{basic.description}</p>
                </div>
              </div>
              <NutritionTiles nutrition={basic.nutritionInfo} />
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => fileInput.current?.click()}>
                  Change
                </Button>
                <Button onClick={reset}>Analyze Another Food</Button>
              </div>
            </section>
          ) : (
            imagePicker
          )}
        </div>
      )}
    </div>
  );
}
