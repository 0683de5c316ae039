import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field-classes";
import { RECIPE_CUISINES } from "~/domain/recipe-search";
import { apiRequest } from "~/lib/api-client";
import { requireUser } from "~/lib/auth.server";
import { jobView, type JobView } from "~/lib/recipe-jobs.server";
import { isRecipeAdmin } from "~/services/recipe-admin.server";
import { getRecipeModel } from "~/services/recipe-generation.server";
import { RECIPE_JOB_TYPES } from "~/domain/recipe-jobs";
import { catalogueHealth, listRecipeJobs } from "~/services/recipe-maintenance.server";

export const meta: MetaFunction = () => [{ title: "Recipe administration | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [jobs, health] = await Promise.all([
    listRecipeJobs(context.db, user.id),
    catalogueHealth(context.db),
  ]);
  return json({
    jobs: jobs.map(jobView),
    health,
    isAdmin: isRecipeAdmin(context.env, user),
    aiConfigured: getRecipeModel(context.env) !== null,
  });
}

const JOB_LABELS: Record<string, string> = {
  [RECIPE_JOB_TYPES.populateCuisine]: "Populate catalogue",
  [RECIPE_JOB_TYPES.updateAll]: "Update all recipes",
  [RECIPE_JOB_TYPES.generate]: "Generate recipes",
};

/** Spec 1 section 4: progress resets 0.5 s after success; the page reloads 1.5 s after an update. */
const RESET_AFTER_MS = 500;
const RELOAD_AFTER_MS = 1500;
const POLL_MS = 1000;

function resultMessage(job: Pick<JobView, "error"> & { result?: unknown }): string | null {
  if (job.error) return job.error;
  const result = job.result as { message?: string } | null;
  return result?.message ?? null;
}

export default function RecipeAdminPage() {
  const data = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [cuisine, setCuisine] = useState("");
  const [count, setCount] = useState(3);
  const [active, setActive] = useState<{ id: string; type: string; progress: number } | null>(null);
  const [lastMessage, setLastMessage] = useState<string | null>(null);
  // polling stops when the page unmounts; the mount sets it back, because StrictMode (the
  // development server) unmounts and mounts once more, which left the flag set and every job
  // stuck at 10 %
  const stopped = useRef(false);
  useEffect(() => {
    stopped.current = false;
    return () => {
      stopped.current = true;
    };
  }, []);

  async function run(type: string, path: string, body: unknown) {
    setActive({ id: "", type, progress: 10 });
    setLastMessage(null);
    try {
      const started = await apiRequest<{ jobId: string }>("POST", path, body);
      let job: JobView | null = null;
      while (!stopped.current) {
        job = await apiRequest<JobView>("GET", `/api/jobs/${started.jobId}`);
        setActive({ id: job.id, type, progress: Math.max(10, job.progress) });
        if (job.status === "completed" || job.status === "failed") break;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
      if (!job) return;
      if (job.status === "failed") throw new Error(job.error ?? "The job failed.");
      setActive({ id: job.id, type, progress: 100 });
      const message = resultMessage(job) ?? "Done.";
      setLastMessage(message);
      toast({ title: JOB_LABELS[type] ?? "Done", description: message });
      setTimeout(() => setActive(null), RESET_AFTER_MS);
      if (type === RECIPE_JOB_TYPES.updateAll)
        setTimeout(() => window.location.reload(), RELOAD_AFTER_MS);
      else revalidator.revalidate();
    } catch (error) {
      setActive(null);
      const message = error instanceof Error ? error.message : String(error);
      setLastMessage(message);
      toast({
        title: type === RECIPE_JOB_TYPES.updateAll ? "Error" : "Error generating recipes",
        description:
          type === RECIPE_JOB_TYPES.updateAll
            ? "Failed to update recipe details. Please try again."
            : message,
        variant: "destructive",
      });
      revalidator.revalidate();
    }
  }

  const busy = active !== null;
  const generationBlocked = !data.aiConfigured
    ? "No AI model configured: set AI_BASE_URL and AI_CHAT_MODEL to generate recipes."
    : !data.isAdmin
      ? "Only administrators (ADMIN_EMAILS, with a verified address) can generate recipes with the AI model."
      : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Recipe administration</h1>
      <p className="mt-2 max-w-3xl text-sm text-gray-700 sm:text-base dark:text-gray-300">
        Keep the recipe catalogue complete: add missing catalogue recipes, recompute nutrition and
        dietary tags from the USDA food table, and fill in missing instructions. Jobs run in the
        background; this page follows their progress.
      </p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:mt-6 md:grid-cols-4">
        {[
          ["Recipes", data.health.total],
          ["Generated by AI", data.health.generated],
          ["Missing instructions", data.health.missingInstructions],
          ["Catalogue recipes missing", data.health.catalogueMissing],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-gray-200 p-3 dark:border-gray-800">
            <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 min-h-14" aria-live="polite">
        {active ? (
          <div>
            <p className="text-sm font-medium">
              {JOB_LABELS[active.type]}: {active.progress}%
            </p>
            <progress
              max={100}
              value={active.progress}
              aria-label={`${JOB_LABELS[active.type]} progress`}
              className="mt-1 h-2 w-full accent-emerald-700"
            />
          </div>
        ) : lastMessage ? (
          <p className="text-sm text-gray-800 dark:text-gray-200" data-testid="job-message">
            {lastMessage}
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="catalogue-heading"
        className="mt-4 rounded-xl border border-gray-200 p-5 dark:border-gray-800"
      >
        <h2 id="catalogue-heading" className="text-xl font-semibold">
          Catalogue
        </h2>
        <div className="mt-4 max-w-xs">
          <label htmlFor="admin-cuisine" className={labelClass}>
            Cuisine
          </label>
          <select
            id="admin-cuisine"
            value={cuisine}
            onChange={(e) => setCuisine(e.target.value)}
            className={inputClass}
          >
            <option value="">All cuisines</option>
            {RECIPE_CUISINES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            disabled={busy}
            onClick={() =>
              run(RECIPE_JOB_TYPES.populateCuisine, "/api/cuisine-recipes/populate", {
                forceAdd: false,
                cuisine: cuisine || null,
              })
            }
          >
            Populate database
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(RECIPE_JOB_TYPES.populateCuisine, "/api/cuisine-recipes/populate", {
                forceAdd: true,
                cuisine: cuisine || null,
              })
            }
          >
            Fill in missing instructions
          </Button>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              run(RECIPE_JOB_TYPES.updateAll, "/api/recipe-agent/update-all-recipes", undefined)
            }
          >
            Update all recipes
          </Button>
        </div>
      </section>

      <section
        aria-labelledby="generate-heading"
        className="mt-6 rounded-xl border border-gray-200 p-5 dark:border-gray-800"
      >
        <h2 id="generate-heading" className="text-xl font-semibold">
          Generate new recipes
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          The AI model writes the recipes; their nutrition and tags are computed from the food
          table.
        </p>
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="admin-count" className={labelClass}>
              How many
            </label>
            <input
              id="admin-count"
              type="number"
              min={1}
              max={6}
              value={count}
              onChange={(e) => setCount(Math.min(6, Math.max(1, Number(e.target.value) || 1)))}
              className={`${inputClass} w-24`}
            />
          </div>
          <Button
            disabled={busy || generationBlocked !== null}
            aria-describedby={generationBlocked ? "generate-blocked" : undefined}
            onClick={() =>
              run(RECIPE_JOB_TYPES.generate, "/api/recipe-agent/populate", {
                forceRegenerate: false,
                cuisine: cuisine || null,
                count,
              })
            }
          >
            Generate recipes
          </Button>
        </div>
        {generationBlocked ? (
          <p id="generate-blocked" className="mt-3 text-sm text-amber-900 dark:text-amber-200">
            {generationBlocked}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="jobs-heading" className="mt-8">
        <h2 id="jobs-heading" className="text-xl font-semibold">
          Your recent jobs
        </h2>
        {data.jobs.length === 0 ? (
          <p className="mt-2 text-gray-700 dark:text-gray-300">No jobs yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-800 dark:border-gray-800">
            {data.jobs.map((job) => (
              <li
                key={job.id}
                className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm"
                data-testid="admin-job"
              >
                <span className="font-medium">{JOB_LABELS[job.type] ?? job.type}</span>
                <span className="text-gray-700 dark:text-gray-300">
                  {job.status} · {job.progress}%
                </span>
                <span className="w-full text-gray-800 dark:text-gray-200">
                  {resultMessage(job)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
