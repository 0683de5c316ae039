import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useFetcher, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { Labelled, LabelledSelect } from "~/components/ui/labelled";
import { inputClass } from "~/components/ui/field-classes";
import { RECIPE_CUISINES } from "~/domain/recipe-search";
import {
  recipeAdminAction,
  type RecipeAdminIntent,
  type RecipeAdminReply,
} from "~/http/recipe-admin-actions.server";
import { requireUser } from "~/lib/auth.server";
import { jobView, type JobView } from "~/lib/recipe-jobs.server";
import { isRecipeAdmin } from "~/services/recipe-admin.server";
import { getRecipeModel } from "~/services/recipe-generation.server";
import { RECIPE_JOB_TYPES, UPDATE_DETAILS_FAILED } from "~/domain/recipe-jobs";
import { catalogueHealth, listRecipeJobs } from "~/services/recipe-maintenance.server";

export const meta: MetaFunction = () => [{ title: "Recipe administration | NutriCoach" }];

/** `?job=<id>`: the job a button just started (the action comes back here), which the page follows. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [jobs, health] = await Promise.all([
    listRecipeJobs(context.db, user.id),
    catalogueHealth(context.db),
  ]);
  const followed = new URL(request.url).searchParams.get("job");
  const views = jobs.map(jobView);
  return json(
    {
      jobs: views,
      followed: views.find((job) => job.id === followed) ?? null,
      health,
      isAdmin: isRecipeAdmin(context.env, user),
      aiConfigured: getRecipeModel(context.env) !== null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** The job buttons (app/http/recipe-admin-actions.server.ts: the API's services and schemas). */
export const action = (args: ActionFunctionArgs) => recipeAdminAction(args);

const JOB_LABELS: Record<string, string> = {
  [RECIPE_JOB_TYPES.populateCuisine]: "Populate catalogue",
  [RECIPE_JOB_TYPES.updateAll]: "Update all recipes",
  [RECIPE_JOB_TYPES.generate]: "Generate recipes",
};
const INTENT_JOB: Record<RecipeAdminIntent, string> = {
  populate: RECIPE_JOB_TYPES.populateCuisine,
  "fill-instructions": RECIPE_JOB_TYPES.populateCuisine,
  "update-all": RECIPE_JOB_TYPES.updateAll,
  generate: RECIPE_JOB_TYPES.generate,
};

/** Spec 1 section 4: progress resets 0.5 s after success; the page reloads 1.5 s after an update. */
const RESET_AFTER_MS = 500;
const RELOAD_AFTER_MS = 1500;
const POLL_MS = 1000;

const CUISINE_OPTIONS = [
  { value: "", label: "All cuisines" },
  ...RECIPE_CUISINES.map((c) => ({ value: c, label: c })),
];

function resultMessage(job: Pick<JobView, "error"> & { result?: unknown }): string | null {
  if (job.error) return job.error;
  const result = job.result as { message?: string } | null;
  return result?.message ?? null;
}

/** A job as the loader's data carries it (`result` is any JSON). */
type FollowedJob = Omit<JobView, "result"> & { result?: unknown };

const unfinished = (job: FollowedJob | null) =>
  job !== null && (job.status === "queued" || job.status === "running");

/**
 * The followed job, from the loader: revalidated every second while it runs (nothing copies it
 * into state); its end is announced once, with 100 % shown for a moment.
 */
function useFollowedJob(job: FollowedJob | null, posting: boolean, refusal: unknown) {
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const running = unfinished(job);
  // a job is this page's to announce when the page saw it run, or it came after the page's post
  // (a quick job may have ended before the page first read it)
  const seenRunning = useRef<string | null>(null);
  const postedFrom = useRef<string | null | undefined>(undefined);
  const [finished, setFinished] = useState<string | null>(null);
  if (running && job) seenRunning.current = job.id;
  if (posting && postedFrom.current === undefined) postedFrom.current = job?.id ?? null;

  useEffect(() => {
    // a refused post started nothing
    if (refusal) postedFrom.current = undefined;
  }, [refusal]);

  useEffect(() => {
    if (!running || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
    // revalidator changes identity on every render; the job's state decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, revalidator.state, job]);

  useEffect(() => {
    // announced once, and only for this page's job (not on a reload of ?job=)
    if (!job || running) return;
    const posted = postedFrom.current !== undefined && postedFrom.current !== job.id;
    if (seenRunning.current !== job.id && !posted) return;
    seenRunning.current = null;
    postedFrom.current = undefined;
    if (job.status === "completed") {
      toast({ title: JOB_LABELS[job.type] ?? "Done", description: resultMessage(job) ?? "Done." });
      setFinished(job.id);
      setTimeout(() => setFinished(null), RESET_AFTER_MS);
      if (job.type === RECIPE_JOB_TYPES.updateAll)
        setTimeout(() => revalidator.revalidate(), RELOAD_AFTER_MS);
    } else {
      toast({
        title: job.type === RECIPE_JOB_TYPES.updateAll ? "Error" : "Error generating recipes",
        description:
          job.type === RECIPE_JOB_TYPES.updateAll
            ? UPDATE_DETAILS_FAILED
            : (job.error ?? "The job failed."),
        variant: "destructive",
      });
    }
    // toast and revalidator change identity on every render; the job's end decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job, running]);

  return { justFinished: job !== null && finished === job.id };
}

export default function RecipeAdminPage() {
  const data = useLoaderData<typeof loader>();
  const { toast } = useToast();
  const fetcher = useFetcher<RecipeAdminReply>();
  const { justFinished } = useFollowedJob(
    data.followed,
    fetcher.formData !== undefined,
    fetcher.data,
  );
  // a refusal: the fetcher's answer, or the page's own post's without JavaScript
  const posted = useActionData<RecipeAdminReply>();
  const reply = fetcher.data ?? posted;
  const refused = Object.values(reply?.result.error ?? {}).flatMap((list) => list ?? []);

  // a refused start is announced as the buttons always did
  const announced = useRef<RecipeAdminReply | null>(null);
  useEffect(() => {
    const reply = fetcher.data;
    if (!reply || announced.current === reply) return;
    announced.current = reply;
    const type = INTENT_JOB[reply.intent];
    toast({
      title: type === RECIPE_JOB_TYPES.updateAll ? "Error" : "Error generating recipes",
      description:
        type === RECIPE_JOB_TYPES.updateAll
          ? UPDATE_DETAILS_FAILED
          : Object.values(reply.result.error ?? {})
              .flatMap((list) => list ?? [])
              .join(" ") || "Please check the form.",
      variant: "destructive",
    });
  }, [fetcher.data, toast]);

  // the bar: 10 % while the post is on its way, then the followed job's own progress
  const posting = fetcher.formData?.get("intent") as RecipeAdminIntent | undefined;
  const followed = data.followed;
  const active = posting
    ? { type: INTENT_JOB[posting], progress: 10 }
    : followed && (unfinished(followed) || justFinished)
      ? {
          type: followed.type,
          progress: justFinished ? 100 : Math.max(10, followed.progress),
        }
      : null;
  const lastMessage = followed && !refused.length ? resultMessage(followed) : null;
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
        {unfinished(followed) ? (
          // without JavaScript the page reloads itself while the job runs
          <noscript>
            <meta httpEquiv="refresh" content="3" />
          </noscript>
        ) : null}
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

      {/* one form for both sections: the cuisine applies to populating and generating */}
      <fetcher.Form method="post">
        <FormAlert errors={refused} />
        <section
          aria-labelledby="catalogue-heading"
          className="mt-4 rounded-xl border border-gray-200 p-5 dark:border-gray-800"
        >
          <h2 id="catalogue-heading" className="text-xl font-semibold">
            Catalogue
          </h2>
          <LabelledSelect
            id="admin-cuisine"
            label="Cuisine"
            className="mt-4 max-w-xs"
            name="cuisine"
            defaultValue=""
            options={CUISINE_OPTIONS}
          />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="populate" disabled={busy}>
              Populate database
            </Button>
            <Button
              type="submit"
              name="intent"
              value="fill-instructions"
              variant="secondary"
              disabled={busy}
            >
              Fill in missing instructions
            </Button>
            <Button
              type="submit"
              name="intent"
              value="update-all"
              variant="secondary"
              disabled={busy}
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
            <Labelled id="admin-count" label="How many">
              <input
                id="admin-count"
                type="number"
                min={1}
                max={6}
                name="count"
                defaultValue={3}
                className={`${inputClass} w-24`}
              />
            </Labelled>
            <Button
              type="submit"
              name="intent"
              value="generate"
              disabled={busy || generationBlocked !== null}
              aria-describedby={generationBlocked ? "generate-blocked" : undefined}
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
      </fetcher.Form>

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
