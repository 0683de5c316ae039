/**
 * The recipe card (spec 1 section 2): image, calories badge, first dietary tag, title, description,
 * cultural badges, prep time, servings, protein/carbs/fat, favourite heart and 'View Recipe'. For a
 * user with restrictions, the ingredients they flag are listed with their swap popovers.
 *
 * Loaders send `toRecipeCard(recipe, restrictions)`: the card's fields and the flagged lines, not
 * the whole recipe (ingredients and steps were two thirds of /recommendations' loader data).
 */
import { Link } from "@remix-run/react";
import { flagIngredient } from "~/content/substitutions";
import type { RecipeListItem } from "~/domain/recipe";
import { formatTag, readIngredients } from "~/domain/recipe-content";
import { CulturalBadgeList } from "./cultural-badge-list";
import { FavoriteButton } from "./favorite-button";
import { SwapPopover } from "./swap-popover";

export type RecipeCardData = Pick<
  RecipeListItem,
  | "id"
  | "title"
  | "description"
  | "imageUrl"
  | "calories"
  | "protein"
  | "carbs"
  | "fat"
  | "prepTime"
  | "servings"
  | "cuisine"
  | "dietaryTags"
  | "culturalBadges"
> & {
  /** the ingredient lines the viewer's restrictions flag */
  flagged: string[];
};

/** The lines of a recipe's ingredients that the restrictions flag. */
export function flaggedIngredients(
  recipe: { ingredients: unknown },
  restrictions: readonly string[],
) {
  if (restrictions.length === 0) return [];
  const read = readIngredients(recipe.ingredients);
  if (read.status !== "ok") return [];
  return read.lines
    .filter((l): l is Extract<typeof l, { ok: true }> => l.ok)
    .map((l) => l.text)
    .filter((text) => flagIngredient(text, restrictions));
}

/** What a card shows of a recipe, with the lines `restrictions` flag worked out once, on the server. */
export function toRecipeCard(
  recipe: RecipeListItem,
  restrictions: readonly string[],
): RecipeCardData {
  return {
    id: recipe.id,
    title: recipe.title,
    description: recipe.description,
    imageUrl: recipe.imageUrl,
    calories: recipe.calories,
    protein: recipe.protein,
    carbs: recipe.carbs,
    fat: recipe.fat,
    prepTime: recipe.prepTime,
    servings: recipe.servings,
    cuisine: recipe.cuisine,
    dietaryTags: recipe.dietaryTags,
    culturalBadges: recipe.culturalBadges,
    flagged: flaggedIngredients(recipe, restrictions),
  };
}

export function RecipeCard({
  recipe,
  favorited,
  restrictions = [],
  headingLevel = 3,
  priority = false,
}: {
  recipe: RecipeCardData;
  favorited: boolean;
  /** the viewer's restrictions, for the substitutes the swap popovers offer */
  restrictions?: readonly string[];
  headingLevel?: 2 | 3;
  /** a card in the first row: its image loads at once, with high priority (it is the LCP) */
  priority?: boolean;
}) {
  const firstTag = recipe.dietaryTags[0];
  const flagged = recipe.flagged;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      // no content-visibility:auto here: a skipped card's guessed height (560 px) was replaced by
      // its real one (626-651 px at 1280 px) as it neared the viewport, so "Load More Recipes"
      // moved 64 px down under a pointer already on its way (a click lost; ADR 049 addendum)
      className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-800 dark:bg-gray-900"
      data-testid="recipe-card"
      data-recipe-id={recipe.id}
    >
      <div className="relative">
        <img
          src={recipe.imageUrl}
          alt=""
          width={800}
          height={600}
          loading={priority ? "eager" : "lazy"}
          // React 18 knows the attribute only in lower case
          {...(priority ? { fetchpriority: "high" } : {})}
          className="aspect-[4/3] w-full bg-gray-100 object-cover dark:bg-gray-800"
        />
        <span className="absolute left-3 top-3 rounded-full bg-white px-2.5 py-1 text-xs font-semibold text-gray-900 shadow dark:bg-gray-900 dark:text-gray-100">
          {recipe.calories} kcal
        </span>
        <FavoriteButton
          recipeId={recipe.id}
          title={recipe.title}
          initial={favorited}
          className="absolute right-3 top-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          {firstTag ? (
            <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">
              {formatTag(firstTag)}
            </span>
          ) : null}
          <span className="text-gray-700 dark:text-gray-300">{recipe.cuisine}</span>
        </div>
        <Heading className="text-lg font-semibold leading-snug">
          <Link
            to={`/recipes/${recipe.id}`}
            className="hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
          >
            {recipe.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-gray-700 dark:text-gray-300">
          {recipe.description}
        </p>
        <CulturalBadgeList types={recipe.culturalBadges} />
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-gray-800 dark:text-gray-200">
          <div className="flex gap-1">
            <dt className="text-gray-700 dark:text-gray-300">Prep:</dt>
            <dd>{recipe.prepTime} min</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-gray-700 dark:text-gray-300">Servings:</dt>
            <dd>{recipe.servings}</dd>
          </div>
        </dl>
        <dl className="grid grid-cols-3 gap-2 rounded-lg bg-gray-50 p-2 text-center text-xs dark:bg-gray-800">
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Protein</dt>
            <dd className="font-semibold">{Math.round(recipe.protein)}g</dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Carbs</dt>
            <dd className="font-semibold">{Math.round(recipe.carbs)}g</dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Fat</dt>
            <dd className="font-semibold">{Math.round(recipe.fat)}g</dd>
          </div>
        </dl>
        {flagged.length ? (
          <div className="text-sm">
            <p className="font-medium text-amber-900 dark:text-amber-200">
              Ingredients to swap for your diet
            </p>
            <ul className="mt-1 space-y-1">
              {flagged.slice(0, 4).map((text) => (
                <li key={text} className="flex items-center justify-between gap-2">
                  <span className="truncate text-gray-800 dark:text-gray-200">{text}</span>
                  <SwapPopover ingredient={text} restrictions={restrictions} />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-auto pt-2">
          <Link
            to={`/recipes/${recipe.id}`}
            aria-label={`View Recipe: ${recipe.title}`}
            className="inline-flex w-full items-center justify-center rounded-md bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-gray-900"
          >
            View Recipe
          </Link>
        </div>
      </div>
    </article>
  );
}

export function RecipeGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
