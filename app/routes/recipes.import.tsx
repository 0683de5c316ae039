/**
 * /recipes/import (signed-in): bring a recipe from a link or a pasted text, review what the food
 * engine reads of it, fix the lines it cannot read, save it as your own private recipe. Every step
 * posts to this route's action with an `intent` (conform + zod), so it works before JavaScript
 * loads. ADR 038 (the import), ADR 039 (the guarded fetch).
 */
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, InputField, inputClass } from "~/components/ui/field";
import { MEAL_TYPES } from "~/domain/meal-types";
import { parseIdParam } from "~/domain/schemas/recipes";
import {
  importLinkSchema,
  importReviewSchema,
  importTextSchema,
} from "~/domain/schemas/recipe-import";
import { requireUser } from "~/lib/auth.server";
import { importFetchDeps } from "~/lib/guarded-fetch.server";
import { readFormPost } from "~/lib/page-form.server";
import { flashToast } from "~/lib/toast.server";
import {
  checkIngredients,
  deleteImportedRecipe,
  draftFromLink,
  draftFromText,
  ImportRefusedError,
  limitImports,
  reviewDefaults,
  saveImportedRecipe,
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

type ReviewValues = ReturnType<typeof reviewDefaults>;
type ActionData =
  | { step: "start"; intent: "link" | "text"; result: SubmissionResult<string[]> }
  | {
      step: "review";
      defaults: ReviewValues;
      check: ImportCheck | null;
      result: SubmissionResult<string[]> | null;
    };

const checkOf = (r: Awaited<ReturnType<typeof checkIngredients>>): ImportCheck => ({
  perServing: r.perServing,
  dietaryTags: r.dietaryTags,
  unresolved: r.unresolved,
});

/** The submitted review fields as text, to show the form again as the user left it. */
function submittedValues(formData: FormData): ReviewValues {
  const text = (name: string) => {
    const v = formData.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    title: text("title"),
    description: text("description"),
    servings: text("servings"),
    totalTime: text("totalTime"),
    cuisine: text("cuisine"),
    mealType: text("mealType") || "dinner",
    ingredients: text("ingredients"),
    instructions: text("instructions"),
    sourceUrl: text("sourceUrl"),
  };
}

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
      await limitImports(context.db, user.id);
      const value = submission.value as { url?: string; text?: string };
      const draft =
        intent === "link"
          ? await draftFromLink(
              value.url!,
              importFetchDeps(context.env, (u, i) => fetch(u, i)),
            )
          : draftFromText(value.text!);
      const defaults = reviewDefaults(draft);
      const check = checkOf(
        await checkIngredients(context.db, draft.ingredients, Number(defaults.servings)),
      );
      return json<ActionData>({ step: "review", defaults, check, result: null });
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
    const defaults = submittedValues(formData);
    if (submission.status !== "success")
      return json<ActionData>(
        { step: "review", defaults, check: null, result: submission.reply() },
        400,
      );
    const review = submission.value;
    if (intent === "check") {
      const check = checkOf(
        await checkIngredients(context.db, review.ingredients, review.servings),
      );
      return json<ActionData>({ step: "review", defaults, check, result: null });
    }
    const saved = await saveImportedRecipe(context.db, user.id, review);
    if (!saved.ok)
      return json<ActionData>(
        {
          step: "review",
          defaults,
          check: saved.check,
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
      description: "Only you can see it.",
    });
    return redirect(`/recipes/${saved.id}`, { headers });
  }

  return json({ message: "Unknown action." }, { status: 400 });
}

const MEAL_LABELS: Record<string, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};

function StartForms({ data }: { data: Extract<ActionData, { step: "start" }> | undefined }) {
  const busy = useNavigation().state !== "idle";
  const [linkForm, linkFields] = useForm({
    id: "import-link",
    lastResult: data?.intent === "link" ? data.result : null,
    constraint: getZodConstraint(importLinkSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importLinkSchema }),
  });
  const [textForm, textFields] = useForm({
    id: "import-text",
    lastResult: data?.intent === "text" ? data.result : null,
    constraint: getZodConstraint(importTextSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importTextSchema }),
  });
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="from-link">
        <h2 id="from-link" className="text-xl font-semibold">
          From a link
        </h2>
        <Form method="post" {...getFormProps(linkForm)} className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="link" />
          <FormAlert id={linkForm.errorId} errors={linkForm.errors} />
          <InputField
            meta={linkFields.url}
            label="Recipe page link"
            type="text"
            inputMode="url"
            hint="A page from a recipe site, e.g. https://example.com/lentil-soup"
          />
          <Button type="submit" disabled={busy}>
            Read the page
          </Button>
        </Form>
      </section>
      <section aria-labelledby="from-text">
        <h2 id="from-text" className="text-xl font-semibold">
          From text
        </h2>
        <Form method="post" {...getFormProps(textForm)} className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="text" />
          <FormAlert id={textForm.errorId} errors={textForm.errors} />
          <Field
            id={textFields.text.id}
            label="The recipe"
            errorId={textFields.text.errorId}
            errors={textFields.text.errors}
            hint="The title on the first line, then 'Ingredients' and 'Method' with one item a line."
          >
            <textarea {...getTextareaProps(textFields.text)} rows={10} className={inputClass} />
          </Field>
          <Button type="submit" disabled={busy}>
            Read the text
          </Button>
        </Form>
      </section>
    </div>
  );
}

function ReviewForm({ data }: { data: Extract<ActionData, { step: "review" }> }) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "import-review",
    lastResult: data.result,
    defaultValue: data.defaults,
    constraint: getZodConstraint(importReviewSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importReviewSchema }),
  });
  const check = data.check;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
      <h2 className="text-xl font-semibold">Check the recipe</h2>
      <FormAlert id={form.errorId} errors={form.errors} />
      {check ? (
        check.unresolved.length ? (
          <div
            role="alert"
            data-testid="unmatched-lines"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
          >
            <p className="font-medium">
              {`We could not read ${check.unresolved.length} ${
                check.unresolved.length === 1 ? "line" : "lines"
              }. Fix or remove ${check.unresolved.length === 1 ? "it" : "them"}, then check again:`}
            </p>
            <ul className="mt-2 list-disc pl-5">
              {check.unresolved.map((u) => (
                <li key={u.line}>
                  <strong>{u.line}</strong>: {u.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p data-testid="import-nutrition" className="text-gray-800 dark:text-gray-200">
            Every line read. Per serving: {Math.round(check.perServing.kcal)} kcal,{" "}
            {Math.round(check.perServing.protein)} g protein, {Math.round(check.perServing.carbs)} g
            carbs, {Math.round(check.perServing.fat)} g fat.
          </p>
        )
      ) : null}
      <input type="hidden" name={fields.sourceUrl.name} value={data.defaults.sourceUrl} />
      <InputField meta={fields.title} label="Title" type="text" />
      <Field
        id={fields.description.id}
        label="Description"
        errorId={fields.description.errorId}
        errors={fields.description.errors}
      >
        <textarea {...getTextareaProps(fields.description)} rows={2} className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField meta={fields.servings} label="Servings" type="number" />
        <InputField meta={fields.totalTime} label="Total time (minutes)" type="number" />
        <Field
          id={fields.mealType.id}
          label="Meal type"
          errorId={fields.mealType.errorId}
          errors={fields.mealType.errors}
        >
          <select
            id={fields.mealType.id}
            name={fields.mealType.name}
            defaultValue={data.defaults.mealType}
            className={inputClass}
          >
            {MEAL_TYPES.map((m) => (
              <option key={m} value={m}>
                {MEAL_LABELS[m]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <InputField meta={fields.cuisine} label="Cuisine" type="text" />
      <Field
        id={fields.ingredients.id}
        label="Ingredients, one a line"
        errorId={fields.ingredients.errorId}
        errors={fields.ingredients.errors}
      >
        <textarea {...getTextareaProps(fields.ingredients)} rows={10} className={inputClass} />
      </Field>
      <Field
        id={fields.instructions.id}
        label="Steps, one a line"
        errorId={fields.instructions.errorId}
        errors={fields.instructions.errors}
      >
        <textarea {...getTextareaProps(fields.instructions)} rows={8} className={inputClass} />
      </Field>
      <div className="flex gap-3">
        <Button type="submit" name="intent" value="check" variant="secondary" disabled={busy}>
          Check again
        </Button>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          Save my recipe
        </Button>
      </div>
    </Form>
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
      {data?.step === "review" ? <ReviewForm data={data} /> : <StartForms data={data} />}
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
