import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ArGuide } from "~/components/ar-measurement/guide";
import { CameraSection } from "~/components/ar-measurement/camera-section";
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

export default function ArMeasurementPage() {
  const { visionAvailable } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">AR Measurement Guide</h1>
      <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
        Point your camera at an ingredient to check standard measurements, a visual size reference
        and its nutrition per 100 g.
      </p>
      <CameraSection visionAvailable={visionAvailable} />
      <ArGuide />
    </div>
  );
}
