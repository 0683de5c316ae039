/**
 * The /food-analysis page's action (docs/decisions/041): intent `analyze` analyses a photo and/or a
 * typed description (multipart, so it works before JavaScript loads) through the same path as
 * POST /api/multi-agent/analyze-comprehensive and /api/recipe-agent/analyze-image
 * (`analyseRequest`); the result comes back as the action's data, which the page renders from
 * `fetcher.data` (JavaScript) or `useActionData()` (a plain post). A signed-in user's analysis is
 * stored, so the page's loader (run again after the post) lists it in the history. A refusal
 * answers its API status with conform's reply and the API's message. Intent `log-meal` logs a
 * stored analysis of the user's as a meal (the service of POST /api/food-analyses/{id}/log) and
 * comes back to `redirectTo` with the notice. Intent `video-frame` analyses one camera frame of
 * Real-time Video (the path of POST /api/multi-agent/analyze-video-frame, never stored).
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import {
  PHOTO_NEEDS_WORDS,
  type AnalyzeAnswer,
  type PageAnalysis,
  type VideoFrameAnswer,
} from "~/domain/food-analysis/modes";
import { safeRedirect } from "~/domain/safe-redirect";
import { logMealRequestSchema, mealDescriptionSchema } from "~/domain/schemas/ai";
import { apiError } from "~/lib/api.server";
import { requireUser } from "~/lib/auth.server";
import { imageFromForm } from "~/lib/image-input.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast } from "~/lib/toast.server";
import { logAnalysisAsMeal } from "~/services/food-analysis.server";
import {
  analyseRequest,
  analysisAnswerOf,
  analyseVideoFrame,
  logAnalysisRefusal,
  NO_IMAGE_MESSAGES,
} from "./food-analysis-request.server";

export const ANALYSIS_PAGE_INTENTS = ["analyze", "log-meal", "video-frame"] as const;

const analyzeFormSchema = z.object({
  mode: z.enum(["multi-agent", "basic"]),
  description: mealDescriptionSchema.optional(),
  // the bytes are checked by imageFromForm (JPEG, PNG, GIF or WebP, at most 5 MB)
  image: z.instanceof(File).optional(),
});

const logMealFormSchema = logMealRequestSchema.extend({
  analysisId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The message (and field messages) of an API error Response: the analysis path's refusals. */
async function refusalOf(response: Response) {
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  } | null;
  return {
    // the page says what its notice says (issue 19: no developer language on the page)
    message:
      body?.error?.code === "vision_model_unavailable"
        ? PHOTO_NEEDS_WORDS
        : (body?.error?.message ?? "An unknown error occurred"),
    fields: body?.error?.fields ?? {},
  };
}

/** The refusal answer: its status, the message and conform's reply. */
function refused(mode: PageAnalysis["mode"], message: string, result: unknown, status: number) {
  const answer: AnalyzeAnswer = { intent: "analyze", ok: false, mode, message, result };
  return json(answer, { status });
}

/**
 * Intent `analyze` of a posted form (this page's, and /ar-measurement's captured frame): the
 * analysis as the action's data, or the refusal with conform's reply and the API's message.
 */
export async function analyzeForm(
  request: Request,
  context: ActionFunctionArgs["context"],
  form: FormData,
) {
  const submission = parseWithZod(form, { schema: analyzeFormSchema });
  const askedMode = form.get("mode") === "basic" ? "basic" : "multi-agent";
  if (submission.status !== "success") {
    const message =
      Object.values(submission.error ?? {}).flat()[0] ?? "The form could not be read.";
    return refused(askedMode, message, submission.reply(), 400);
  }
  const { mode, description } = submission.value;
  let answer: Awaited<ReturnType<typeof analyseRequest>>;
  try {
    const image = await imageFromForm(form, "image");
    answer = await analyseRequest(request, context, mode, {
      image,
      description: description ?? "",
      visitorContext: () => null,
    });
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    answer = { response: error };
  }
  if ("response" in answer) {
    const { message, fields } = await refusalOf(answer.response);
    const reply = submission.reply({ formErrors: [message], fieldErrors: fields });
    return refused(mode, message, reply, answer.response.status);
  }
  const analysis: PageAnalysis = { mode, ...analysisAnswerOf(answer.outcome) };
  const done: AnalyzeAnswer = { intent: "analyze", ok: true, mode, analysis };
  return json(done);
}

export async function foodAnalysisPageAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormPost(request);
  const intent = z.enum(ANALYSIS_PAGE_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  switch (intent.data) {
    case "analyze":
      return analyzeForm(request, context, form);
    case "log-meal": {
      // the numbers are the stored analysis's (the user's own), never the form's
      const user = await requireUser(request, context);
      const submission = parseWithZod(form, { schema: logMealFormSchema });
      if (submission.status !== "success") {
        const message =
          Object.values(submission.error ?? {}).flat()[0] ?? "The form could not be read.";
        return json({ intent: intent.data, message, result: submission.reply() }, { status: 400 });
      }
      const { analysisId, mealType, date } = submission.value;
      try {
        const row = await logAnalysisAsMeal(context.db, user.id, analysisId, {
          mealType,
          date: date ?? new Date().toISOString().slice(0, 10),
        });
        return replaceWithToast(context, safeRedirect(form.get("redirectTo"), "/food-analysis"), {
          title: "Meal logged",
          description: `${row.foodName} was added to your ${mealType} log.`,
        });
      } catch (error) {
        const refusal = logAnalysisRefusal(error);
        if (!refusal) throw error;
        return json(
          { intent: intent.data, message: refusal.message, result: null },
          { status: refusal.status },
        );
      }
    }
    case "video-frame": {
      // a camera frame (Real-time Video posts one every 2 s): analysed, never stored
      let answer: Awaited<ReturnType<typeof analyseVideoFrame>>;
      try {
        const image = await imageFromForm(form, "image");
        answer = image
          ? await analyseVideoFrame(request, context, image, null)
          : { response: apiError(400, "missing_image", NO_IMAGE_MESSAGES["multi-agent"]) };
      } catch (error) {
        if (!(error instanceof Response)) throw error;
        answer = { response: error };
      }
      if ("response" in answer) {
        const { message } = await refusalOf(answer.response);
        const refusal: VideoFrameAnswer = { intent: "video-frame", ok: false, message };
        return json(refusal, { status: answer.response.status });
      }
      const done: VideoFrameAnswer = { intent: "video-frame", ok: true, frame: answer.frame };
      return json(done);
    }
  }
}
