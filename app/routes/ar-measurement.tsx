import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field-classes";
import { Spinner } from "~/components/ui/spinner";
import {
  AR_CAMERA_CONSTRAINTS,
  AR_TIPS,
  CAMERA_NOTICES,
  HOW_AR_MEASUREMENT_WORKS,
  INGREDIENT_REFERENCES,
  MEASUREMENT_CONVERSIONS,
  matchIngredientReference,
  nutritionForGrams,
  type IngredientReference,
} from "~/content/ar-measurement";
import type { AnalyzeAnswer } from "~/domain/food-analysis/modes";
import { arMeasurementAction } from "~/http/ar-measurement-actions.server";

export const meta: MetaFunction = () => [
  { title: "AR Measurement Guide | NutriCoach" },
  {
    name: "description",
    content:
      "Use your camera to identify common ingredients and see standard measurements, visual size references and nutrition per 100 g.",
  },
];

/**
 * Analyze asks a vision model only when one is configured (AI_VISION_MODEL): the frame is posted
 * to this page's action, the basic analysis of the image-analysis API (POST
 * /api/recipe-agent/analyze-image). Without one, the user picks the ingredient: nothing is made up.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  return json({ visionAvailable: Boolean(context.env.AI_VISION_MODEL) });
}

export function action(args: ActionFunctionArgs) {
  return arMeasurementAction(args);
}

type CameraState = "idle" | "loading" | "active" | "analyzing" | "result";

type ModelAnswer = {
  foodName: string;
  description?: string;
  nutritionInfo?: { calories?: number; protein?: number; carbs?: number; fat?: number };
};

export default function ArMeasurementPage() {
  const { visionAvailable } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>("idle");
  const [snapshot, setSnapshot] = useState<string | null>(null);
  const [reference, setReference] = useState<IngredientReference | null>(null);
  const [answer, setAnswer] = useState<ModelAnswer | null>(null);
  const [notice, setNotice] = useState<{ title: string; description: string } | null>(null);
  const fetcher = useFetcher<AnalyzeAnswer>();
  /** an Analyze is waiting for its answer (the fetcher's data is the last answer until the next) */
  const waiting = useRef(false);

  function stopTracks() {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }

  // leaving the page stops the camera
  useEffect(() => stopTracks, []);

  async function startCamera() {
    setNotice(null);
    if (typeof navigator === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setNotice(CAMERA_NOTICES.notSupported);
      toast({ ...CAMERA_NOTICES.notSupported, variant: "destructive" });
      return;
    }
    setState("loading");
    try {
      const stream = await navigator.mediaDevices.getUserMedia(AR_CAMERA_CONSTRAINTS);
      streamRef.current = stream;
      setReference(null);
      setAnswer(null);
      setSnapshot(null);
      setState("active");
    } catch (error) {
      setState("idle");
      const denied =
        error instanceof DOMException &&
        (error.name === "NotAllowedError" || error.name === "SecurityError");
      const message = denied
        ? CAMERA_NOTICES.denied
        : {
            title: "Camera unavailable",
            description: "No camera could be started. Check that one is connected and not in use.",
          };
      setNotice(message);
      toast({ ...message, variant: "destructive" });
    }
  }

  // attach the stream once the video element is on screen
  useEffect(() => {
    if (state === "active" && videoRef.current && streamRef.current) {
      if (videoRef.current.srcObject !== streamRef.current) {
        videoRef.current.srcObject = streamRef.current;
        videoRef.current.play().catch(() => {});
      }
    }
  }, [state]);

  /** Stop Camera and close: stop the tracks and clear the result (spec section 4). */
  function stopCamera() {
    stopTracks();
    waiting.current = false;
    setReference(null);
    setAnswer(null);
    setSnapshot(null);
    setState("idle");
  }

  function captureFrame(): { dataUrl: string; blob: Promise<Blob | null> } | null {
    const video = videoRef.current;
    if (!video || !video.videoWidth) return null;
    const canvas = document.createElement("canvas");
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext("2d")?.drawImage(video, 0, 0);
    return {
      dataUrl: canvas.toDataURL("image/jpeg", 0.8),
      blob: new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8)),
    };
  }

  async function analyze() {
    const frame = captureFrame();
    if (!frame) {
      toast({
        title: "No picture yet",
        description: "Wait for the camera picture to appear, then try again.",
        variant: "destructive",
      });
      return;
    }
    setSnapshot(frame.dataUrl);
    setReference(null);
    setAnswer(null);
    if (!visionAvailable) {
      setState("result");
      return;
    }
    setState("analyzing");
    const blob = await frame.blob;
    if (!blob) {
      toast({
        title: "Analysis failed",
        description: "The picture could not be captured. Choose the ingredient below instead.",
        variant: "destructive",
      });
      setState("result");
      return;
    }
    const form = new FormData();
    form.set("intent", "analyze");
    form.set("mode", "basic");
    form.set("image", blob, "frame.jpg");
    waiting.current = true;
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  }

  // the answer to Analyze: the model's name for the food, and the reference it matches
  const answered = fetcher.data;
  useEffect(() => {
    if (!answered || !waiting.current) return;
    waiting.current = false;
    if (answered.ok) {
      const { foodName, description, foodAnalysis } = answered.analysis;
      const t = foodAnalysis.totalNutrition;
      setAnswer({
        foodName,
        description,
        nutritionInfo: { calories: t.calories, protein: t.protein, carbs: t.carbs, fat: t.fat },
      });
      setReference(matchIngredientReference(foodName) ?? null);
      toast({ title: CAMERA_NOTICES.detected.title, description: foodName });
    } else {
      toast({
        title: "Analysis failed",
        description: `${answered.message || "An unknown error occurred"}. Choose the ingredient below instead.`,
        variant: "destructive",
      });
    }
    setState("result");
  }, [answered, toast]);

  const cameraOn = state === "active" || state === "analyzing" || state === "result";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">AR Measurement Guide</h1>
      <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
        Point your camera at an ingredient to check standard measurements, a visual size reference
        and its nutrition per 100 g.
      </p>

      <section
        aria-labelledby="camera-heading"
        className="mt-8 rounded-xl border border-gray-200 p-5 dark:border-gray-800"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 id="camera-heading" className="text-xl font-semibold">
            Camera
          </h2>
          {cameraOn ? (
            <button
              type="button"
              onClick={stopCamera}
              aria-label="Close camera"
              className="rounded-md p-1.5 text-gray-700 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-300 dark:hover:bg-gray-800"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          ) : null}
        </div>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {visionAvailable
            ? "Analyze sends one picture to our AI image analysis to name the ingredient."
            : "AI image analysis is not set up on this server: after Analyze, choose the ingredient yourself."}
        </p>

        {notice ? (
          <div
            role="alert"
            className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <p className="font-semibold">{notice.title}</p>
            <p>{notice.description}</p>
          </div>
        ) : null}

        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <div>
            <div className="relative flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-gray-900 text-gray-100">
              {cameraOn ? (
                <video
                  ref={videoRef}
                  playsInline
                  muted
                  autoPlay
                  aria-label="Camera preview"
                  data-testid="camera-preview"
                  className="h-full w-full object-cover"
                />
              ) : state === "loading" ? (
                <Spinner label="Starting the camera..." showLabel className="text-gray-100" />
              ) : (
                <p className="px-6 text-center text-sm">
                  Start the camera to measure an ingredient.
                </p>
              )}
              {state === "analyzing" ? (
                <div className="absolute inset-0 flex items-center justify-center bg-black/60">
                  <Spinner label="Analyzing..." showLabel className="text-white" />
                </div>
              ) : null}
            </div>
            <div className="mt-3 flex flex-wrap gap-2">
              {!cameraOn ? (
                <Button onClick={startCamera} disabled={state === "loading"}>
                  Start Camera
                </Button>
              ) : (
                <>
                  <Button onClick={analyze} disabled={state === "analyzing"}>
                    Analyze
                  </Button>
                  <Button variant="secondary" onClick={stopCamera}>
                    Stop Camera
                  </Button>
                </>
              )}
            </div>
          </div>

          <div aria-live="polite">
            {state === "result" ? (
              <AnalysisResult
                snapshot={snapshot}
                answer={answer}
                reference={reference}
                onPick={setReference}
              />
            ) : (
              <p className="text-sm text-gray-700 dark:text-gray-300">
                The result appears here after Analyze.
              </p>
            )}
          </div>
        </div>
      </section>

      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="how-heading">
          <h2 id="how-heading" className="text-2xl font-bold tracking-tight">
            How it Works
          </h2>
          <ol className="mt-4 space-y-3">
            {HOW_AR_MEASUREMENT_WORKS.map((step, index) => (
              <li key={step.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-700 font-bold text-white dark:bg-emerald-300 dark:text-emerald-950"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="text-sm text-gray-700 dark:text-gray-300">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="tips-heading">
          <h2 id="tips-heading" className="text-2xl font-bold tracking-tight">
            Tips for Better Results
          </h2>
          <ul className="mt-4 space-y-2">
            {AR_TIPS.map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
                  ✓
                </span>
                {tip}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="conversions-heading" className="mt-12">
        <h2 id="conversions-heading" className="text-2xl font-bold tracking-tight">
          Common Measurement Conversions
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-3">
          {MEASUREMENT_CONVERSIONS.map((group) => (
            <div
              key={group.id}
              className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
            >
              <h3 className="font-semibold">{group.title}</h3>
              <dl className="mt-2 space-y-2 text-sm">
                {group.conversions.map((c) => (
                  <div
                    key={c.from}
                    className="flex justify-between gap-3 border-b border-gray-100 pb-1 last:border-0 dark:border-gray-800"
                  >
                    <dt className="font-medium">{c.from}</dt>
                    <dd className="text-right text-gray-700 dark:text-gray-300">{c.to}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="references-heading" className="mt-12">
        <h2 id="references-heading" className="text-2xl font-bold tracking-tight">
          Ingredient References
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INGREDIENT_REFERENCES.map((r) => (
            <ReferenceCard key={r.id} reference={r} />
          ))}
        </div>
      </section>
    </div>
  );
}

function AnalysisResult({
  snapshot,
  answer,
  reference,
  onPick,
}: {
  snapshot: string | null;
  answer: ModelAnswer | null;
  reference: IngredientReference | null;
  onPick: (reference: IngredientReference) => void;
}) {
  const pickId = useId();
  return (
    <div className="space-y-4">
      {snapshot ? (
        <img
          src={snapshot}
          alt="The captured picture"
          className="max-h-40 rounded-lg border border-gray-200 dark:border-gray-700"
        />
      ) : null}
      {answer ? (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
          <p className="font-semibold">Detected: {answer.foodName}</p>
          {answer.description ? <p className="mt-1">{answer.description}</p> : null}
          {!reference ? (
            <p className="mt-1">
              This is not one of the five measured references; pick the closest below.
            </p>
          ) : null}
        </div>
      ) : null}
      <fieldset>
        <legend id={pickId} className="text-sm font-semibold">
          {answer ? "Reference ingredient" : "Which ingredient is this?"}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby={pickId}>
          {INGREDIENT_REFERENCES.map((r) => (
            <Button
              key={r.id}
              size="sm"
              variant={reference?.id === r.id ? "primary" : "secondary"}
              aria-pressed={reference?.id === r.id}
              onClick={() => onPick(r)}
            >
              {r.name}
            </Button>
          ))}
        </div>
      </fieldset>
      {reference ? <ReferenceCard reference={reference} withCalculator /> : null}
    </div>
  );
}

function ReferenceCard({
  reference,
  withCalculator = false,
}: {
  reference: IngredientReference;
  withCalculator?: boolean;
}) {
  const [grams, setGrams] = useState(String(reference.gramsPerStandardMeasurement));
  const gramsId = useId();
  useEffect(() => setGrams(String(reference.gramsPerStandardMeasurement)), [reference]);
  const n = reference.nutritionalInfo;
  const amount = Number(grams);
  const forAmount =
    Number.isFinite(amount) && amount > 0 ? nutritionForGrams(reference, amount) : null;
  return (
    <article
      aria-label={withCalculator ? `Result: ${reference.name}` : reference.name}
      className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h3 className="text-lg font-semibold">{reference.name}</h3>
      <p className="mt-1 text-sm">
        <span className="font-medium">Standard measurement:</span> {reference.standardMeasurement}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-medium">Visual reference:</span> {reference.visualReference}
      </p>
      <h4 className="mt-3 text-sm font-semibold">Nutrition per 100 g</h4>
      <dl className="mt-1 grid grid-cols-4 gap-2 rounded-lg bg-gray-50 p-2 text-center text-sm dark:bg-gray-900">
        {[
          ["Calories", `${n.calories}`],
          ["Protein", `${n.protein} g`],
          ["Carbs", `${n.carbs} g`],
          ["Fat", `${n.fat} g`],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-gray-700 dark:text-gray-300">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {withCalculator ? (
        <div className="mt-3">
          <label htmlFor={gramsId} className={labelClass}>
            Your amount (grams)
          </label>
          <input
            id={gramsId}
            type="number"
            min={0}
            inputMode="decimal"
            value={grams}
            onChange={(e) => setGrams(e.target.value)}
            className={`${inputClass} max-w-[10rem]`}
          />
          {forAmount ? (
            <p className="mt-2 text-sm" data-testid="amount-nutrition">
              {amount} g: {forAmount.calories} kcal, protein {forAmount.protein} g, carbs{" "}
              {forAmount.carbs} g, fat {forAmount.fat} g
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
