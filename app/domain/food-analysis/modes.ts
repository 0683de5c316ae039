/**
 * The choices of /food-analysis, one row (issue 19), and the open one in the URL (`?mode=`, issue 20):
 * reload and Back keep it, and the server renders that mode. `image` (a photo and/or a typed
 * description, the multi-agent analysis) is the default and has no parameter.
 */
import type { FoodAnalysis } from "./analysis";

export const ANALYSIS_MODES = [
  { id: "image", label: "Image Analysis", short: "Photo" },
  { id: "video", label: "Real-time Video", short: "Video" },
  { id: "history", label: "Analysis History", short: "History" },
  { id: "basic", label: "Basic Analysis", short: "Basic" },
] as const;

export type AnalysisView = (typeof ANALYSIS_MODES)[number]["id"];

export const DEFAULT_ANALYSIS_VIEW: AnalysisView = "image";

/** The mode a `?mode=` value names; anything else is the default. */
export function parseAnalysisView(value: string | null | undefined): AnalysisView {
  return ANALYSIS_MODES.find((m) => m.id === value)?.id ?? DEFAULT_ANALYSIS_VIEW;
}

/** The page's URL for a mode (the default has no parameter). */
export function analysisViewHref(view: AnalysisView): string {
  return view === DEFAULT_ANALYSIS_VIEW ? "/food-analysis" : `/food-analysis?mode=${view}`;
}

/** A photo alone with no vision model: the page's "Describe your food" notice, and its refusal. */
export const PHOTO_NEEDS_WORDS =
  "Photos are not recognised yet: type what the food is and how much.";

/** An analysis as the page's action answers it (the JSON APIs' fields, and which analysis ran). */
export type PageAnalysis = {
  mode: "multi-agent" | "basic";
  foodAnalysis: FoodAnalysis;
  foodName: string;
  description: string;
  model: string;
  analysisId: number | null;
  createdAt: string;
};

/** The page action's answer to intent `analyze`: the analysis, or the refusal's message. */
export type AnalyzeAnswer =
  | { intent: "analyze"; ok: true; mode: PageAnalysis["mode"]; analysis: PageAnalysis }
  | {
      intent: "analyze";
      ok: false;
      mode: PageAnalysis["mode"];
      message: string;
      /** conform's reply (submission.reply()) */
      result?: unknown;
    };

/** A camera frame's analysis (never stored): the API's fields without `success`. */
export type VideoFrameResult = {
  foods: { name: string; portion: string; confidence: number }[];
  totalNutrition: FoodAnalysis["totalNutrition"];
  healthScore: number;
  description: string;
  timestamp: string;
};

/** The page action's answer to intent `video-frame`. */
export type VideoFrameAnswer =
  | { intent: "video-frame"; ok: true; frame: VideoFrameResult }
  | { intent: "video-frame"; ok: false; message: string };
