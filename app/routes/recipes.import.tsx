/**
 * /recipes/import (signed-in): bring a recipe from a link or a pasted text, review what the food
 * engine reads of it, fix the lines it cannot read, save it as your own private recipe. Every step
 * posts to this route's action with an `intent` (conform + zod), so it works before JavaScript
 * loads. ADR 038 (the import), ADR 039 (the guarded fetch).
 */
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { RecipeReviewForm } from "~/components/recipes/recipe-review-form";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { FormAlert, InputField, TextareaField } from "~/components/ui/field";
import { parseIdParam } from "~/domain/schemas/recipes";
import {
  importLinkSchema,
  importReviewSchema,
  importTextSchema,
  reviewValuesFromForm,
  type ReviewValues,
} from "~/domain/schemas/recipe-import";
import { requireUser } from "~/lib/auth.server";
import { recipeImportDeps } from "~/http/recipe-import-deps.server";
import { readFormPost } from "~/lib/page-form.server";
import { flashToast } from "~/lib/toast.server";
import {
  checkIngredients,
  deleteImportedRecipe,
  ImportRefusedError,
  readImport,
  saveImportedRecipe,
  importCheckOf,
  type ImportCheck,
} from "~/services/recipe-import.server";
import { queryRecipes } from "~/services/recipes.server";

export const meta: MetaFunction = () => [{ title: "Import a recipe | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const own = await queryRecipes(context.db, {
    viewerId: user.id,
    ownOnly: true,
    order: "id",
    limit: 100,
    offset: 0,
  });
  return json({ own: own.recipes.map((r) => ({ id: r.id, title: r.title })) });
}

type ActionData =
  | { step: "start"; intent: "link" | "text"; result: SubmissionResult<string[]> }
  | {
      step: "review";
      defaults: ReviewValues;
      check: ImportCheck | null;
      result: SubmissionResult<string[]> | null;
      /** why the page's picture cannot be copied, said once after reading the link */
      pictureProblem?: string | null;
      /** a plain page read by the configured model */
      readByModel?: boolean;
    };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await readFormPost(request);
  const intent = formData.get("intent");

  if (intent === "delete") {
    const id = parseIdParam(String(formData.get("recipeId") ?? ""));
    if (!id || !(await deleteImportedRecipe(context.db, user.id, id)))
      throw json({ message: "Recipe not found." }, { status: 404 });
    const headers = new Headers();
    await flashToast(context, headers, { title: "Recipe deleted" });
    return redirect("/recipes/import", { headers });
  }

  if (intent === "link" || intent === "text") {
    const submission =
      intent === "link"
        ? parseWithZod(formData, { schema: importLinkSchema })
        : parseWithZod(formData, { schema: importTextSchema });
    if (submission.status !== "success")
      return json<ActionData>({ step: "start", intent, result: submission.reply() }, 400);
    try {
      const value = submission.value as { url: string } | { text: string };
      const reading = await readImport(context.db, user.id, value, recipeImportDeps(context));
      return json<ActionData>({
        step: "review",
        defaults: reading.values,
        check: reading.check,
        result: null,
        pictureProblem: reading.picture.problem,
        readByModel: reading.readByModel,
      });
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error;
      return json<ActionData>(
        { step: "start", intent, result: submission.reply({ formErrors: [error.message] }) },
        error.status,
      );
    }
  }

  if (intent === "check" || intent === "save") {
    const submission = parseWithZod(formData, { schema: importReviewSchema });
    const defaults = reviewValuesFromForm(formData);
    // the draft's own warning, said again on every answer about it (a display hint only)
    const readByModel = formData.get("readByModel") === "yes";
    if (submission.status !== "success")
      return json<ActionData>(
        { step: "review", defaults, check: null, result: submission.reply(), readByModel },
        400,
      );
    const review = submission.value;
    if (intent === "check") {
      const check = importCheckOf(
        await checkIngredients(context.db, review.ingredients, review.servings),
      );
      return json<ActionData>({ step: "review", defaults, check, result: null, readByModel });
    }
    const saved = await saveImportedRecipe(context.db, user.id, review, recipeImportDeps(context));
    if (!saved.ok)
      return json<ActionData>(
        {
          step: "review",
          defaults,
          check: saved.check,
          readByModel,
          result: submission.reply({
            formErrors: [
              "Fix or remove the ingredient lines we could not read before saving, so the nutrition is right.",
            ],
          }),
        },
        400,
      );
    const headers = new Headers();
    await flashToast(context, headers, {
      title: "Recipe saved",
      description:
        saved.picture === "not_copied"
          ? "Only you can see it. Its picture could not be copied, so it shows drawn art."
          : "Only you can see it.",
    });
    return redirect(`/recipes/${saved.id}`, { headers });
  }

  return json({ message: "Unknown action." }, { status: 400 });
}

/** A start form's conform state: checked on submit with `schema`, the action's reply to `intent`. */
function useStartForm<S extends z.ZodTypeAny>(
  intent: "link" | "text",
  schema: S,
  data: Extract<ActionData, { step: "start" }> | undefined,
) {
  return useForm<z.output<S>>({
    id: `import-${intent}`,
    lastResult: data?.intent === intent ? data.result : null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

function StartForms({ data }: { data: Extract<ActionData, { step: "start" }> | undefined }) {
  const busy = useNavigation().state !== "idle";
  const [linkForm, linkFields] = useStartForm("link", importLinkSchema, data);
  const [textForm, textFields] = useStartForm("text", importTextSchema, data);
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <StartForm
        id="from-link"
        heading="From a link"
        intent="link"
        form={linkForm}
        busy={busy}
        submitLabel="Read the page"
      >
        <InputField
          meta={linkFields.url}
          label="Recipe page link"
          type="text"
          inputMode="url"
          hint="A page from a recipe site, e.g. https://example.com/lentil-soup"
        />
      </StartForm>
      <StartForm
        id="from-text"
        heading="From text"
        intent="text"
        form={textForm}
        busy={busy}
        submitLabel="Read the text"
      >
        <TextareaField
          meta={textFields.text}
          label="The recipe"
          rows={10}
          hint="The title on the first line, then 'Ingredients' and 'Method' with one item a line."
        />
      </StartForm>
    </div>
  );
}

/** One way to start an import: its heading, the form (posting `intent`) and its button. */
function StartForm<Shape extends Record<string, unknown>>({
  id,
  heading,
  intent,
  form,
  busy,
  submitLabel,
  children,
}: {
  id: string;
  heading: string;
  intent: "link" | "text";
  form: FormMetadata<Shape, string[]>;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <FormAlert id={form.errorId} errors={form.errors} />
        {children}
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </Form>
    </section>
  );
}

export default function ImportRecipe() {
  const { own } = useLoaderData<typeof loader>();
  const data = useActionData<ActionData>();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold">Import a recipe</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">
        Bring a recipe from a web page or paste it as text. It stays private to you.
      </p>
      {data?.step === "review" ? (
        <RecipeReviewForm
          id="import-review"
          heading="Check the recipe"
          submitIntent="save"
          submitLabel="Save my recipe"
          defaults={data.defaults}
          check={data.check}
          result={data.result}
          pictureProblem={data.pictureProblem ?? null}
          readByModel={data.readByModel ?? false}
        />
      ) : (
        <StartForms data={data} />
      )}
      <section aria-labelledby="own-recipes" className="mt-10">
        <h2 id="own-recipes" className="text-xl font-semibold">
          Your recipes
        </h2>
        {own.length ? (
          <ul className="mt-3 space-y-1" data-testid="own-recipes">
            {own.map((r) => (
              <li key={r.id}>
                <Link
                  to={`/recipes/${r.id}`}
                  className="text-emerald-800 underline dark:text-emerald-300"
                >
                  {r.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-gray-700 dark:text-gray-300">No imported recipes yet.</p>
        )}
      </section>
    </div>
  );
}
