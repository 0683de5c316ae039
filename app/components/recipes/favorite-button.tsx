/**
 * The favourite heart (spec 1 section 4): adds or removes the recipe from the signed-in user's
 * favourites through the recipe page's action (docs/decisions/041), disabled while it posts, with
 * the spec's notices (flash notices from the action). Guests get the 'Create an
 * account' prompt with a Sign Up link to /onboarding.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useOptionalUser } from "../shell-user";
import { useToast } from "../toaster";

const favoriteKey = (recipeId: number) => `favorite:${recipeId}`;

/**
 * The recipe page's favourite state (docs/decisions/041): the loader's answer, or, while a
 * FavoriteForm of this recipe is posting, what it posted (optimistic; a failed write revalidates).
 */
export function useFavoriteState(recipeId: number, saved: boolean) {
  const fetcher = useFetcher({ key: favoriteKey(recipeId) });
  const posted = fetcher.formData?.get("intent");
  const favorited = posted === "favorite" ? true : posted === "unfavorite" ? false : saved;
  return { recipeId, favorited, pending: fetcher.state !== "idle", fetcher };
}

/** What `useFavoriteState` answers: the state, and the fetcher its forms post through. */
export type FavoriteState = ReturnType<typeof useFavoriteState>;

/**
 * A form around a favourite button (type="submit"): posts `favorite`/`unfavorite` to the recipe
 * page's action, with or without JavaScript. A guest with JavaScript gets the 'Create an account'
 * notice; without it the action sends them to sign in. It posts through the state's fetcher (one
 * per recipe and view, however many forms show it: each `useFetcher` is a fair part of a card's
 * server render).
 */
export function FavoriteForm({
  state,
  className,
  children,
}: {
  state: FavoriteState;
  className?: string;
  children: ReactNode;
}) {
  const user = useOptionalUser();
  const { toast } = useToast();
  const { fetcher, recipeId, favorited } = state;
  const location = useLocation();
  return (
    <fetcher.Form
      method="post"
      action={`/recipes/${recipeId}`}
      preventScrollReset
      className={className}
      onSubmit={(event) => {
        if (user) return;
        event.preventDefault();
        toast({
          title: "Create an account",
          description: "Sign up to save your favorite recipes.",
          action: { label: "Sign Up", href: "/onboarding" },
        });
      }}
    >
      <input type="hidden" name="intent" value={favorited ? "unfavorite" : "favorite"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {children}
    </fetcher.Form>
  );
}

export function HeartIcon({
  filled,
  className = "h-5 w-5",
}: {
  filled: boolean;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.9 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.4 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z"
      />
    </svg>
  );
}

/**
 * A recipe card's heart: a FavoriteForm (the recipe page's action, with or without JavaScript),
 * pressed from the loader's favourites or, while it posts, from what it posted.
 */
export function FavoriteButton({
  recipeId,
  title,
  initial,
  className = "",
}: {
  recipeId: number;
  title: string;
  /** the loader's answer: the recipe is one of the viewer's favourites */
  initial: boolean;
  className?: string;
}) {
  const state = useFavoriteState(recipeId, initial);
  const { favorited, pending } = state;
  return (
    <FavoriteForm state={state} className={className}>
      <button
        type="submit"
        disabled={pending}
        aria-pressed={favorited}
        aria-label={favorited ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
        className={
          "inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-rose-700 shadow ring-1 ring-gray-200 " +
          "hover:bg-rose-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-70 " +
          "dark:bg-gray-900 dark:text-rose-300 dark:ring-gray-700 dark:hover:bg-gray-800"
        }
      >
        <HeartIcon filled={favorited} />
      </button>
    </FavoriteForm>
  );
}
