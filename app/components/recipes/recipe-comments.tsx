/**
 * Comments and reviews (spec 1 sections 3-6): the average rating to one decimal, the list with
 * Delete for the author only, and the form (signed-in users; guests see a login link). An empty or
 * blank comment is refused with 'Comment cannot be empty' and the Post button is disabled (once
 * JavaScript runs); the rating 1-5 is optional and can be cleared.
 *
 * The form and each Delete post to the recipe page's action (docs/decisions/041) through fetchers,
 * so they work before JavaScript loads; the action redirects back with its notice and the page's
 * loader brings the new list (nothing here mirrors it).
 */
import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { COMMENT_EMPTY_MESSAGE, isBlankComment, MAX_COMMENT_LENGTH } from "~/domain/comment-rules";
import { useOptionalUser } from "../shell-user";
import { useHydrated } from "../use-hydrated";
import { Button } from "../ui/button";
import { FieldErrors, inputClass, labelClass } from "../ui/field";
import { Labelled } from "../ui/labelled";
import { PageLinks } from "./page-links";

export type CommentView = {
  id: number;
  /** set only on the viewer's own comments */
  userId: number | null;
  isOwn: boolean;
  comment: string;
  rating: number | null;
  createdAt: string;
  user: { firstName: string | null; lastName: string | null; profileImageUrl: string | null };
};

function Stars({ rating, label }: { rating: number; label?: string }) {
  return (
    <span
      className="inline-flex items-center gap-0.5 text-amber-700 dark:text-amber-300"
      role="img"
      aria-label={label ?? `${rating} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4"
          fill={n <= Math.round(rating) ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <path d="m10 1.8 2.5 5.2 5.7.8-4.1 4 1 5.7L10 14.8l-5.1 2.7 1-5.7-4.1-4 5.7-.8L10 1.8Z" />
        </svg>
      ))}
    </span>
  );
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

type CommentActionData = {
  intent: "comment";
  result: { error?: Record<string, string[] | null> | null };
};

function isCommentReply(data: unknown): data is CommentActionData {
  return (
    typeof data === "object" && data !== null && (data as { intent?: unknown }).intent === "comment"
  );
}

function DeleteCommentForm({ recipeId, commentId }: { recipeId: number; commentId: number }) {
  const fetcher = useFetcher({ key: `comment-delete:${commentId}` });
  const location = useLocation();
  return (
    <fetcher.Form method="post" action={`/recipes/${recipeId}`} preventScrollReset>
      <input type="hidden" name="intent" value="delete-comment" />
      <input type="hidden" name="commentId" value={commentId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        disabled={fetcher.state !== "idle"}
        aria-label="Delete your comment"
      >
        Delete
      </Button>
    </fetcher.Form>
  );
}

export function RecipeComments({
  recipeId,
  comments,
  summary,
  loginHref,
  olderHref = null,
  newestHref = null,
}: {
  recipeId: number;
  comments: CommentView[];
  summary: { count: number; ratingCount: number; averageRating: number | null };
  loginHref: string;
  /** no longer needed: the page's loader revalidates after the action */
  onChanged?: () => void;
  olderHref?: string | null;
  newestHref?: string | null;
}) {
  const user = useOptionalUser();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher({ key: `comment:${recipeId}` });
  // the server's answer: the fetcher's, or the page's own without JavaScript
  const actionData = useActionData();
  const reply = isCommentReply(fetcher.data)
    ? fetcher.data
    : isCommentReply(actionData)
      ? actionData
      : null;
  const [text, setText] = useState("");
  const [rating, setRating] = useState<number | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  const serverErrors = reply?.result.error ?? null;
  const shownError =
    error ?? serverErrors?.comment ?? serverErrors?.rating ?? serverErrors?.[""] ?? null;
  const pending = fetcher.state !== "idle";

  // after a post: a redirect leaves fetcher.data as it was (success: clear the form); an answer
  // with errors replaces it (keep what was typed)
  const posted = useRef<{ data: unknown } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !posted.current) return;
    if (fetcher.data === posted.current.data) {
      setText("");
      setRating(null);
      setError(null);
    }
    posted.current = null;
  }, [fetcher.state, fetcher.data]);

  // the one rule checked here; the action runs the whole schema (conform's parseWithZod) and its
  // reply shows any other error, so zod stays out of this page's chunk
  function validate(event: React.FormEvent) {
    if (isBlankComment(text)) {
      event.preventDefault();
      setError([COMMENT_EMPTY_MESSAGE]);
      return;
    }
    posted.current = { data: fetcher.data };
  }

  return (
    <section aria-labelledby="comments-heading" data-print="hide" className="mt-12">
      <h2 id="comments-heading" className="text-2xl font-semibold">
        Comments and reviews
      </h2>
      <p
        className="mt-2 flex items-center gap-2 text-gray-800 dark:text-gray-200"
        data-testid="rating-summary"
      >
        {summary.averageRating !== null ? (
          <>
            <Stars
              rating={summary.averageRating}
              label={`Average rating ${summary.averageRating.toFixed(1)} out of 5`}
            />
            <span>
              <strong>{summary.averageRating.toFixed(1)}</strong> out of 5 ({summary.ratingCount}{" "}
              {summary.ratingCount === 1 ? "rating" : "ratings"})
            </span>
          </>
        ) : (
          <span>No ratings yet</span>
        )}
        <span className="text-gray-700 dark:text-gray-300">
          · {summary.count} {summary.count === 1 ? "comment" : "comments"}
        </span>
      </p>

      {user ? (
        <fetcher.Form
          method="post"
          action={`/recipes/${recipeId}`}
          preventScrollReset
          onSubmit={validate}
          noValidate
          className="mt-6 space-y-3 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
        >
          <input type="hidden" name="intent" value="comment" />
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <Labelled id="comment-text" label="Your comment">
            <textarea
              id="comment-text"
              name="comment"
              rows={3}
              value={text}
              maxLength={MAX_COMMENT_LENGTH}
              onChange={(e) => {
                setText(e.target.value);
                if (error) setError(null);
              }}
              onBlur={() => {
                if (text.length > 0 && isBlankComment(text)) setError([COMMENT_EMPTY_MESSAGE]);
              }}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? "comment-text-error" : undefined}
              className={inputClass}
            />
            <FieldErrors id="comment-text-error" errors={shownError} />
          </Labelled>
          <fieldset>
            <legend className={labelClass}>Rating (optional)</legend>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="inline-flex items-center gap-1 text-sm">
                  <input
                    type="radio"
                    name="rating"
                    value={n}
                    checked={rating === n}
                    onChange={() => setRating(n)}
                    className="accent-emerald-700"
                  />
                  {n} {n === 1 ? "star" : "stars"}
                </label>
              ))}
              {rating !== null ? (
                <button
                  type="button"
                  onClick={() => setRating(null)}
                  className="text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
                >
                  Clear rating
                </button>
              ) : null}
            </div>
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={pending || (hydrated && isBlankComment(text))}>
              {pending ? "Posting..." : "Post comment"}
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <p className="mt-4">
          <a
            href={loginHref}
            className="font-medium text-emerald-800 underline dark:text-emerald-300"
          >
            Log in to leave a comment
          </a>
        </p>
      )}

      {comments.length === 0 ? (
        <p className="mt-6 text-gray-700 dark:text-gray-300">No comments yet</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {comments.map((c) => {
            const name =
              [c.user.firstName, c.user.lastName].filter(Boolean).join(" ") ||
              "A NutriCoach member";
            return (
              <li
                key={c.id}
                className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
                data-testid="comment"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-2">
                    <span className="font-semibold">{name}</span>
                    <time
                      dateTime={c.createdAt}
                      className="text-sm text-gray-700 dark:text-gray-300"
                    >
                      {dateFormat.format(new Date(c.createdAt))}
                    </time>
                  </div>
                  {c.rating ? <Stars rating={c.rating} /> : null}
                </div>
                <p className="mt-2 whitespace-pre-line text-gray-800 dark:text-gray-200">
                  {c.comment}
                </p>
                {user && c.isOwn ? (
                  <div className="mt-2 flex justify-end">
                    <DeleteCommentForm recipeId={recipeId} commentId={c.id} />
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <PageLinks
        olderHref={olderHref}
        newestHref={newestHref}
        older="Show older comments"
        newest="Back to the newest comments"
      />
    </section>
  );
}
