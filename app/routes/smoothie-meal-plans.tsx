import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
  Tab,
  TabGroup,
  TabList,
  TabPanel,
  TabPanels,
} from "@headlessui/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useFetcher, useFetchers, useLoaderData, useLocation } from "@remix-run/react";
import { useMemo, useState, type ReactNode } from "react";
import { NutrientGrid } from "~/components/nutrient-grid";
import { useOptionalUser } from "~/components/shell-user";
import { Badge } from "~/components/ui/badge";
import {
  Button,
  buttonClass,
  clickInstead,
  type ButtonSize,
  type ButtonVariant,
} from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import {
  SMOOTHIE_PLANS,
  SMOOTHIE_PLAN_USAGE_NOTE,
  recipesOfPlan,
  type SmoothiePlan,
  type SmoothieRecipe,
} from "~/content/smoothies";
import type { SavedItemKind } from "~/domain/schemas/shopping";
import { smoothiePageAction } from "~/http/smoothie-actions.server";
import { getSessionUser } from "~/lib/auth.server";
import { listSavedItems, type SavedItemDto } from "~/services/saved-items.server";

export const meta: MetaFunction = () => [
  { title: "Smoothie Meal Plans | NutriCoach" },
  {
    name: "description",
    content:
      "Ten nutritionist-written smoothie recipes in five plans: detox, weight management, energy, recovery and immunity.",
  },
];

/** Public page; a signed-in user's saved plans and recipes come with it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const saved = user
    ? (await listSavedItems(context.db, user.id)).filter((i) => i.kind !== "diet-plan")
    : [];
  return json({ saved }, { headers: { "Cache-Control": "private, no-store" } });
}

/** Save and unsave a plan or a recipe (app/http/smoothie-actions.server.ts). */
export const action = (args: ActionFunctionArgs) => smoothiePageAction(args);

const key = (kind: SavedItemKind, itemId: string) => `${kind}:${itemId}`;

/**
 * What is saved: the loader's rows, with the saves and unsaves on their way shown as done
 * (optimistic, from the fetchers' form data); a failed one revalidates back.
 */
function useSavedItems(rows: SavedItemDto[]) {
  const fetchers = useFetchers();
  return useMemo(() => {
    const saved = new Map(rows.map((s) => [key(s.kind, s.itemId), s.id]));
    const pending = new Set<string>();
    for (const f of fetchers) {
      const intent = f.formData?.get("intent");
      const k = `${f.formData?.get("kind")}:${f.formData?.get("itemId")}`;
      if (intent === "save") saved.set(k, saved.get(k) ?? 0);
      else if (intent === "unsave") saved.delete(k);
      else continue;
      pending.add(k);
    }
    return {
      /** the saved row's id (0 while a save is on its way), or undefined */
      savedId: (kind: SavedItemKind, id: string) => saved.get(key(kind, id)),
      busy: (kind: SavedItemKind, id: string) => pending.has(key(kind, id)),
    };
  }, [rows, fetchers]);
}

/**
 * Saves or unsaves one item: a fetcher form posting to the page's action (a plain form without
 * JavaScript). A guest with JavaScript is asked to sign in first (`onGuest`); without it the
 * action sends them to sign in.
 */
function SaveForm({
  kind,
  itemId,
  savedId,
  busy,
  onGuest,
  variant,
  size,
  className,
  ariaLabel,
  children,
}: {
  kind: SavedItemKind;
  itemId: string;
  savedId: number | undefined;
  busy: boolean;
  onGuest?: () => void;
  variant: ButtonVariant;
  size: ButtonSize;
  className?: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher({ key: `save-${kind}-${itemId}` });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action="/smoothie-meal-plans" preventScrollReset>
      <input type="hidden" name="intent" value={savedId !== undefined ? "unsave" : "save"} />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="itemId" value={itemId} />
      {savedId ? <input type="hidden" name="id" value={savedId} /> : null}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        size={size}
        variant={variant}
        className={className}
        aria-label={ariaLabel}
        disabled={busy}
        onClick={clickInstead(onGuest)}
      >
        {children}
      </Button>
    </fetcher.Form>
  );
}

export default function SmoothieMealPlansPage() {
  const data = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  const location = useLocation();
  const saved = useSavedItems(data.saved as SavedItemDto[]);
  const [planIndex, setPlanIndex] = useState(0);
  const [signInFor, setSignInFor] = useState<string | null>(null);

  const savedPlans = SMOOTHIE_PLANS.filter(
    (p) => saved.savedId("smoothie-plan", p.id) !== undefined,
  );
  const savedRecipes = SMOOTHIE_PLANS.flatMap(recipesOfPlan).filter(
    (r, i, all) =>
      saved.savedId("smoothie-recipe", r.id) !== undefined &&
      all.findIndex((x) => x.id === r.id) === i,
  );
  const saveProps = (kind: SavedItemKind, id: string, label: string) => ({
    kind,
    itemId: id,
    savedId: saved.savedId(kind, id),
    busy: saved.busy(kind, id),
    onGuest: user ? undefined : () => setSignInFor(label),
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold tracking-tight">Smoothie Meal Plans</h1>
        <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
          Ten smoothies in five plans, each written for a goal. Open a recipe to see its
          ingredients, steps and nutrition.
        </p>

        {user && (savedPlans.length > 0 || savedRecipes.length > 0) ? (
          <section
            aria-labelledby="saved-heading"
            className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-800 dark:bg-emerald-950"
          >
            <h2 id="saved-heading" className="font-semibold">
              Your saved smoothies
            </h2>
            <p className="mt-1 text-sm">
              {savedPlans.length ? `Plans: ${savedPlans.map((p) => p.name).join(", ")}. ` : ""}
              {savedRecipes.length ? `Recipes: ${savedRecipes.map((r) => r.name).join(", ")}.` : ""}
            </p>
          </section>
        ) : null}
      </div>

      <TabGroup selectedIndex={planIndex} onChange={setPlanIndex} className="mt-8">
        <TabList aria-label="Smoothie plans" className="flex flex-wrap gap-2 print:hidden">
          {SMOOTHIE_PLANS.map((plan) => (
            <Tab
              key={plan.id}
              className="rounded-full border border-gray-300 px-4 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:border-emerald-700 data-[selected]:bg-emerald-700 data-[selected]:text-white dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:data-[selected]:border-emerald-300 dark:data-[selected]:bg-emerald-300 dark:data-[selected]:text-emerald-950"
            >
              {plan.name}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          {SMOOTHIE_PLANS.map((plan) => (
            <TabPanel key={plan.id}>
              <PlanPanel plan={plan} saveProps={saveProps} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>

      <Modal
        open={signInFor !== null}
        onClose={() => setSignInFor(null)}
        title="Sign in to save"
        description={`Sign in or create a free account to save ${signInFor ?? "this"} and find it again on any device.`}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setSignInFor(null)}>
            Not now
          </Button>
          <Link
            to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`}
            className={buttonClass("primary")}
          >
            Sign in
          </Link>
        </div>
      </Modal>
    </div>
  );
}

type SaveProps = (
  kind: SavedItemKind,
  id: string,
  label: string,
) => Omit<Parameters<typeof SaveForm>[0], "variant" | "size" | "children">;

function PlanPanel({ plan, saveProps }: { plan: SmoothiePlan; saveProps: SaveProps }) {
  const recipes = recipesOfPlan(plan);
  const planSave = saveProps("smoothie-plan", plan.id, `the ${plan.name} plan`);
  const planSaved = planSave.savedId !== undefined;
  return (
    <div>
      <div className="print:hidden">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{plan.name}</h2>
            <div className="mt-2 flex flex-wrap gap-2">
              <Badge tone="sky">{plan.duration}</Badge>
              <Badge tone="emerald">Goal: {plan.targetGoal}</Badge>
            </div>
            <p className="mt-3 max-w-2xl text-gray-700 dark:text-gray-300">{plan.description}</p>
          </div>
          <div className="flex gap-2">
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              Print
            </Button>
            <SaveForm {...planSave} size="sm" variant={planSaved ? "secondary" : "primary"}>
              {planSaved ? "Saved Plan" : "Save Plan"}
            </SaveForm>
          </div>
        </div>

        <aside
          aria-labelledby={`how-${plan.id}`}
          className="mt-5 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
        >
          <h3 id={`how-${plan.id}`} className="font-semibold">
            How to Use This Plan
          </h3>
          <p className="mt-1 text-sm">{SMOOTHIE_PLAN_USAGE_NOTE}</p>
        </aside>

        <ol className="mt-6 space-y-3">
          {recipes.map((recipe, index) => (
            <li key={`${plan.id}-${index}`}>
              <RecipeDisclosure
                day={index + 1}
                recipe={recipe}
                save={saveProps("smoothie-recipe", recipe.id, recipe.name)}
              />
            </li>
          ))}
        </ol>
      </div>
      <PrintPlan plan={plan} recipes={recipes} />
    </div>
  );
}

function RecipeDisclosure({
  day,
  recipe,
  save,
}: {
  day: number;
  recipe: SmoothieRecipe;
  save: ReturnType<SaveProps>;
}) {
  const n = recipe.nutritionInfo;
  const saved = save.savedId !== undefined;
  return (
    <Disclosure as="div" className="rounded-xl border border-gray-200 dark:border-gray-800">
      <h3>
        <DisclosureButton className="group flex w-full items-center justify-between gap-4 rounded-xl p-4 text-left focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600">
          <img
            src={`/images/smoothies/${recipe.id}.svg`}
            alt=""
            width={80}
            height={60}
            loading="lazy"
            decoding="async"
            className="h-[60px] w-20 shrink-0 rounded-lg object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300">
              Day {day}
            </span>
            <span className="text-lg font-semibold">{recipe.name}</span>
            <span className="mt-1 block text-sm text-gray-700 dark:text-gray-300">
              {recipe.category} · {recipe.prepTime} · {n.calories} kcal
            </span>
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="h-5 w-5 shrink-0 transition-transform group-data-[open]:rotate-180"
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </DisclosureButton>
      </h3>
      <DisclosurePanel className="border-t border-gray-200 p-4 dark:border-gray-800">
        <p className="text-gray-700 dark:text-gray-300">{recipe.description}</p>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="font-semibold">Ingredients</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {recipe.ingredients.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h4 className="mt-4 font-semibold">Instructions</h4>
            <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
              {recipe.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h4 className="font-semibold">Health benefits</h4>
            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
              {recipe.healthBenefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <h4 className="mt-4 font-semibold">Nutrition per smoothie</h4>
            <NutrientGrid
              className="mt-2 grid grid-cols-5 gap-2 rounded-lg bg-gray-50 p-3 text-center text-sm dark:bg-gray-900"
              items={[
                ["Calories", `${n.calories}`],
                ["Protein", `${n.protein} g`],
                ["Carbs", `${n.carbs} g`],
                ["Fat", `${n.fat} g`],
                ["Fibre", `${n.fiber} g`],
              ]}
            />
            <SaveForm
              {...save}
              className="mt-4"
              size="sm"
              variant={saved ? "secondary" : "primary"}
              ariaLabel={`${saved ? "Saved" : "Save"} recipe: ${recipe.name}`}
            >
              {saved ? "Saved Recipe" : "Save Recipe"}
            </SaveForm>
          </div>
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** The plan on paper, every recipe in full: shown only when printing. */
function PrintPlan({ plan, recipes }: { plan: SmoothiePlan; recipes: SmoothieRecipe[] }) {
  return (
    <section aria-hidden="true" className="hidden text-black print:block">
      <h2 className="text-2xl font-bold">
        {plan.name}: {plan.duration}, goal: {plan.targetGoal}
      </h2>
      <p className="mt-1 text-sm">{plan.description}</p>
      <p className="mt-1 text-sm italic">{SMOOTHIE_PLAN_USAGE_NOTE}</p>
      {recipes.map((recipe, index) => {
        const n = recipe.nutritionInfo;
        return (
          <div key={`${recipe.id}-${index}`} className="mt-5 break-inside-avoid">
            <h3 className="border-b border-black text-lg font-bold">
              Day {index + 1}: {recipe.name} ({recipe.prepTime})
            </h3>
            <p className="text-sm">
              {n.calories} kcal · protein {n.protein} g · carbs {n.carbs} g · fat {n.fat} g · fibre{" "}
              {n.fiber} g
            </p>
            <p className="mt-1 text-sm">
              <strong>Ingredients:</strong> {recipe.ingredients.join("; ")}
            </p>
            <ol className="mt-1 list-decimal pl-5 text-sm">
              {recipe.instructions.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        );
      })}
    </section>
  );
}
