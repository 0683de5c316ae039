import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CategoryIcon } from "~/components/coach/category-icons";
import { Composer } from "~/components/coach/composer";
import { Transcript } from "~/components/coach/transcript";
import { useCoachChat } from "~/components/coach/use-coach-chat";
import {
  COACH_NAME,
  COACH_PAGE_TITLE,
  HEADER_CATEGORY_IDS,
  wellnessCategoryById,
} from "~/content/wellness";
import { BUILT_IN_MODEL_LABEL, getConfiguredModel } from "~/lib/ai.server";
import { getSessionUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [
  { title: "Emily AI, your holistic wellness coach | NutriCoach" },
  {
    name: "description",
    content:
      "Ask Emily AI about meal plans, blood sugar, weight, energy, digestion and sleep, with Ayurvedic and TCM perspectives next to the science.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const chat = getConfiguredModel(context.env, "chat");
  const vision = getConfiguredModel(context.env, "vision");
  return json({
    signedIn: !!user,
    firstName: user?.firstName ?? null,
    modelLabel: chat?.label ?? BUILT_IN_MODEL_LABEL,
    builtIn: !chat,
    visionLabel: vision?.label ?? null,
  });
}

export default function NutricoachPage() {
  const data = useLoaderData<typeof loader>();
  const chat = useCoachChat();

  return (
    <div className="mx-auto flex max-w-4xl flex-col px-4 pb-4 pt-4 sm:px-6 sm:py-8">
      <header className="rounded-2xl bg-gradient-to-r from-emerald-700 to-teal-700 p-4 text-white shadow sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold sm:text-3xl">{COACH_PAGE_TITLE}</h1>
            <p className="mt-1 hidden text-emerald-50 sm:block">
              {COACH_NAME}, your holistic nutritionist: nutrition science, Ayurveda and traditional
              Chinese medicine.
            </p>
          </div>
          <ul className="flex flex-wrap gap-2" aria-label="Coaching areas">
            {HEADER_CATEGORY_IDS.map((id) => {
              const category = wellnessCategoryById(id)!;
              return (
                <li
                  key={id}
                  title={category.label}
                  className="flex items-center gap-1 rounded-full bg-white/15 px-2.5 py-1 text-xs sm:px-3 sm:py-1.5 sm:text-sm"
                >
                  <CategoryIcon id={id} />
                  <span>{category.label}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <p className="mt-3 text-xs text-emerald-50 sm:text-sm" data-testid="coach-model">
          Answers from: <strong>{data.modelLabel}</strong>
          {data.builtIn
            ? " (no AI model is configured; replies are built from your profile, our recipes and the USDA food table)"
            : ""}
        </p>
      </header>

      <Transcript
        messages={chat.messages}
        mounted={chat.mounted}
        busy={chat.busy}
        stickToBottom={chat.stickToBottom}
        onRetry={(m) => void chat.retry(m)}
      />
      <Composer busy={chat.busy} onSend={chat.send} />
      <p className="mt-3 text-center text-xs text-gray-700 dark:text-gray-300">
        {COACH_NAME} offers nutrition education, not medical advice.
      </p>
    </div>
  );
}
