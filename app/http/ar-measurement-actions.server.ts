/**
 * /ar-measurement's action (docs/decisions/041): Analyze posts the captured frame (multipart,
 * intent `analyze`, mode `basic`) and gets the basic analysis of /food-analysis (`analyzeForm`, the
 * path of POST /api/recipe-agent/analyze-image), whose food name picks the reference ingredient.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { readFormPost } from "~/lib/page-form.server";
import { analyzeForm } from "./food-analysis-actions.server";

export async function arMeasurementAction({ request, context }: ActionFunctionArgs) {
  const form = await readFormPost(request);
  if (form.get("intent") !== "analyze" || form.get("mode") !== "basic")
    throw new Response("Unknown intent", { status: 400 });
  return analyzeForm(request, context, form);
}
