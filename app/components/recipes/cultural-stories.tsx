/**
 * Cultural stories on the recipe page (spec 1 sections 3-6): the list with badges, region, era and
 * likes; the form in a dialog for signed-in users (login link for guests); Edit for the author.
 * Liking has no client-side login check (spec 1 section 6): a guest's like is refused by the server
 * (401) and answered with a login prompt.
 *
 * A new story posts to the recipe page's action (intent `add-story`, docs/decisions/041) through a
 * fetcher, so it works before JavaScript loads: without it, "Share a cultural story" is a link to
 * `?story=new`, where the server renders the form in the page instead of the dialog; the action
 * redirects back with its notice and the loader brings the new list. A story's heart posts
 * `like-story` / `unlike-story` to the same action, and the author's edit `edit-story` (from the
 * dialog, so with JavaScript only).
 */
import { useActionData, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  CULTURAL_BADGES,
  CULTURAL_BADGE_TYPES,
  DEFAULT_CULTURAL_BADGE_TYPE,
} from "~/content/cultural-badges";
import { useOptionalUser } from "../shell-user";
import { useHydrated } from "../use-hydrated";
import { useToast } from "../toaster";
import { Button, buttonClass, clickInstead } from "../ui/button";
import { Modal } from "../ui/dialog";
import { Field, FieldErrors, inputClass } from "../ui/field";
import { CulturalBadge } from "./cultural-badge-list";
import { HeartIcon } from "./favorite-button";
import { PageLinks } from "./page-links";

export type StoryView = {
  id: number;
  /** set only on the viewer's own stories */
  userId: number | null;
  isOwn: boolean;
  title: string;
  story: string;
  badgeType: string;
  region: string | null;
  era: string | null;
  imageUrl: string | null;
  likes: number;
  createdAt: string;
  author: { firstName: string | null; lastName: string | null };
  likedByMe: boolean;
};

type StoryFields = {
  title: string;
  story: string;
  badgeType: string;
  region: string;
  era: string;
  imageUrl: string;
};

type StoryActionData = {
  intent: "add-story" | "edit-story";
  result: {
    initialValue?: Record<string, unknown> | null;
    error?: Record<string, string[] | null> | null;
  };
};

function isStoryReply(data: unknown, intent: StoryActionData["intent"]): data is StoryActionData {
  return (
    typeof data === "object" && data !== null && (data as { intent?: unknown }).intent === intent
  );
}

/** The form values the server sent back with its errors (conform's reply), so nothing typed is lost. */
function fieldsFromReply(reply: StoryActionData | null): StoryFields | null {
  const value = reply?.result.initialValue;
  if (!value) return null;
  const text = (name: keyof StoryFields) =>
    typeof value[name] === "string" ? (value[name] as string) : EMPTY[name];
  return {
    title: text("title"),
    story: text("story"),
    badgeType: text("badgeType"),
    region: text("region"),
    era: text("era"),
    imageUrl: text("imageUrl"),
  };
}

const EMPTY: StoryFields = {
  title: "",
  story: "",
  badgeType: DEFAULT_CULTURAL_BADGE_TYPE,
  region: "",
  era: "",
  imageUrl: "",
};

function StoryForm({
  recipeId,
  editing,
  onDone,
  onCancel,
}: {
  recipeId: number;
  editing: StoryView | null;
  onDone: () => void;
  /** absent when the form is in the page (no dialog to close) */
  onCancel?: () => void;
}) {
  const location = useLocation();
  const intent = editing ? "edit-story" : "add-story";
  const fetcher = useFetcher({ key: `story:${recipeId}:${editing?.id ?? "new"}` });
  // the server's answer: the fetcher's, or the page's own without JavaScript
  const actionData = useActionData();
  const reply = isStoryReply(fetcher.data, intent)
    ? fetcher.data
    : isStoryReply(actionData, intent)
      ? actionData
      : null;
  const [fields, setFields] = useState<StoryFields>(() =>
    editing
      ? {
          title: editing.title,
          story: editing.story,
          badgeType: editing.badgeType,
          region: editing.region ?? "",
          era: editing.era ?? "",
          imageUrl: editing.imageUrl ?? "",
        }
      : (fieldsFromReply(reply) ?? EMPTY),
  );
  const [clientErrors, setErrors] = useState<Record<string, string[]> | null>(null);
  const errors: Record<string, string[] | null | undefined> =
    clientErrors ?? reply?.result.error ?? {};
  const pending = fetcher.state !== "idle";
  const set = (name: keyof StoryFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  // a new story: a redirect leaves fetcher.data as it was (saved: close); an answer with errors
  // replaces it (keep the form open with the server's messages)
  const posted = useRef<{ data: unknown } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !posted.current) return;
    if (fetcher.data === posted.current.data) onDone();
    else setErrors(null);
    posted.current = null;
  }, [fetcher.state, fetcher.data, onDone]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // zod loads on the first submit, not with the page (the recipe page's JavaScript budget)
    const { storyFieldsSchema } = await import("~/domain/schemas/recipes");
    const parsed = storyFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>);
      return;
    }
    // the action parses the same fields again (conform) and answers with its notice
    posted.current = { data: fetcher.data };
    fetcher.submit(form);
  }

  const props = (name: keyof StoryFields) => ({
    id: `story-${name}`,
    name,
    value: fields[name],
    onChange: set(name),
    "aria-invalid": errors[name]?.length ? true : undefined,
    "aria-describedby": errors[name]?.length ? `story-${name}-error` : undefined,
    className: inputClass,
  });

  return (
    <fetcher.Form
      method="post"
      action={editing ? `/recipes/${recipeId}` : `/recipes/${recipeId}?story=new`}
      preventScrollReset
      onSubmit={submit}
      noValidate
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {editing ? <input type="hidden" name="storyId" value={editing.id} /> : null}
      <input type="hidden" name="redirectTo" value={location.pathname} />
      <FieldErrors id="story-form-error" errors={errors[""]} />
      <Field id="story-title" label="Title" errorId="story-title-error" errors={errors.title}>
        <input {...props("title")} maxLength={100} />
      </Field>
      <Field
        id="story-story"
        label="Story"
        errorId="story-story-error"
        errors={errors.story}
        hint="20 to 2000 characters"
      >
        <textarea {...props("story")} rows={6} maxLength={2000} />
      </Field>
      <Field
        id="story-badgeType"
        label="Badge"
        errorId="story-badgeType-error"
        errors={errors.badgeType}
      >
        <select {...props("badgeType")}>
          {CULTURAL_BADGE_TYPES.map((type) => (
            <option key={type} value={type}>
              {CULTURAL_BADGES[type].label}
            </option>
          ))}
        </select>
      </Field>
      <p className="text-xs text-gray-700 dark:text-gray-300">
        {CULTURAL_BADGES[fields.badgeType as keyof typeof CULTURAL_BADGES]?.description}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="story-region"
          label="Region (optional)"
          errorId="story-region-error"
          errors={errors.region}
        >
          <input {...props("region")} maxLength={100} />
        </Field>
        <Field id="story-era" label="Era (optional)" errorId="story-era-error" errors={errors.era}>
          <input {...props("era")} maxLength={100} />
        </Field>
      </div>
      <Field
        id="story-imageUrl"
        label="Image URL (optional)"
        errorId="story-imageUrl-error"
        errors={errors.imageUrl}
      >
        <input {...props("imageUrl")} type="url" inputMode="url" />
      </Field>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <a href={`${location.pathname}#stories-heading`} className={buttonClass("secondary")}>
            Cancel
          </a>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save changes" : "Add story"}
        </Button>
      </div>
    </fetcher.Form>
  );
}

function authorName(author: StoryView["author"]) {
  return [author.firstName, author.lastName].filter(Boolean).join(" ") || "A NutriCoach member";
}

export function CulturalStories({
  recipeId,
  stories,
  loginHref,
  onChanged,
  olderHref = null,
  newestHref = null,
}: {
  recipeId: number;
  stories: StoryView[];
  loginHref: string;
  onChanged: () => void;
  /** the next page of older stories, when there is one */
  olderHref?: string | null;
  /** back to the newest stories, when this is an older page */
  newestHref?: string | null;
}) {
  const user = useOptionalUser();
  const { toast } = useToast();
  const hydrated = useHydrated();
  const location = useLocation();
  const [params] = useSearchParams();
  // ?story=new: the form in the page, for a browser without JavaScript (the link below)
  const inPage = user !== null && params.get("story") === "new";
  const [dialog, setDialog] = useState<{ editing: StoryView | null } | null>(null);

  return (
    <section aria-labelledby="stories-heading" data-print="hide" className="mt-12">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stories-heading" className="text-2xl font-semibold">
          Cultural stories
        </h2>
        {user && inPage ? null : user && hydrated ? (
          <Button variant="secondary" onClick={() => setDialog({ editing: null })}>
            Share a cultural story
          </Button>
        ) : user ? (
          <a
            href={`${location.pathname}?story=new#share-story`}
            className={buttonClass("secondary")}
          >
            Share a cultural story
          </a>
        ) : (
          <a
            href={loginHref}
            className="font-medium text-emerald-800 underline dark:text-emerald-300"
          >
            Log in to share a cultural story
          </a>
        )}
      </div>
      {inPage ? (
        <div
          id="share-story"
          className="mt-4 rounded-xl border border-gray-200 p-4 dark:border-gray-800"
        >
          <h3 className="text-lg font-semibold">Share a cultural story</h3>
          <p className="mb-4 mt-1 text-sm text-gray-700 dark:text-gray-300">
            Tell the history, the family memory or the tradition behind this dish.
          </p>
          <StoryForm recipeId={recipeId} editing={null} onDone={onChanged} />
        </div>
      ) : null}
      {stories.length === 0 ? (
        <p className="mt-4 text-gray-700 dark:text-gray-300">No cultural stories yet</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {stories.map((story) => (
            <li
              key={story.id}
              className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
              data-testid="cultural-story"
            >
              <div className="flex flex-wrap items-center gap-2">
                <CulturalBadge type={story.badgeType} />
                {story.region ? (
                  <span className="text-sm text-gray-700 dark:text-gray-300">{story.region}</span>
                ) : null}
                {story.era ? (
                  <span className="text-sm text-gray-700 dark:text-gray-300">· {story.era}</span>
                ) : null}
              </div>
              <h3 className="mt-2 text-lg font-semibold">{story.title}</h3>
              <p className="mt-1 whitespace-pre-line text-gray-800 dark:text-gray-200">
                {story.story}
              </p>
              {story.imageUrl ? (
                <p className="mt-2 text-sm">
                  <a
                    href={story.imageUrl}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className="text-emerald-800 underline dark:text-emerald-300"
                  >
                    View image
                  </a>
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
                <span>By {authorName(story.author)}</span>
                <StoryLikeForm
                  recipeId={recipeId}
                  story={story}
                  onGuest={
                    user
                      ? undefined
                      : () =>
                          toast({
                            title: "Log in to like stories",
                            description: "Sign in to like cultural stories.",
                            action: { label: "Log in", href: loginHref },
                          })
                  }
                />
                {user && story.isOwn ? (
                  <button
                    type="button"
                    onClick={() => setDialog({ editing: story })}
                    className={buttonClass("ghost", "sm")}
                    aria-label={`Edit “${story.title}”`}
                  >
                    Edit
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        olderHref={olderHref}
        newestHref={newestHref}
        older="Show older stories"
        newest="Back to the newest stories"
      />
      <Modal
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.editing ? "Edit your cultural story" : "Share a cultural story"}
        description="Tell the history, the family memory or the tradition behind this dish."
        size="lg"
      >
        {dialog ? (
          <StoryForm
            key={dialog.editing?.id ?? "new"}
            recipeId={recipeId}
            editing={dialog.editing}
            onCancel={() => setDialog(null)}
            onDone={() => {
              setDialog(null);
              onChanged();
            }}
          />
        ) : null}
      </Modal>
    </section>
  );
}

/**
 * A story's heart: posts `like-story` / `unlike-story` to the recipe page's action (a plain form
 * without JavaScript, where a guest is sent to sign in); with JavaScript the heart and its count
 * change at once (from the fetcher's form data) and a guest gets the login prompt instead.
 */
function StoryLikeForm({
  recipeId,
  story,
  onGuest,
}: {
  recipeId: number;
  story: StoryView;
  onGuest?: () => void;
}) {
  const fetcher = useFetcher({ key: `story-like-${story.id}` });
  const location = useLocation();
  const pending = fetcher.formData?.get("intent");
  const liked = pending ? pending === "like-story" : story.likedByMe;
  const likes = story.likes + (liked === story.likedByMe ? 0 : liked ? 1 : -1);
  return (
    <fetcher.Form method="post" action={`/recipes/${recipeId}`} preventScrollReset>
      <input type="hidden" name="intent" value={liked ? "unlike-story" : "like-story"} />
      <input type="hidden" name="storyId" value={story.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        onClick={clickInstead(onGuest)}
        disabled={fetcher.state !== "idle"}
        aria-pressed={liked}
        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-rose-800 hover:bg-rose-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-70 dark:text-rose-300 dark:hover:bg-gray-800"
      >
        <HeartIcon filled={liked} className="h-4 w-4" />
        <span className="sr-only">{`Like “${story.title}”, `}</span>
        <span data-testid="story-likes">{likes}</span>
        <span className="sr-only">{likes === 1 ? " like" : " likes"}</span>
      </button>
    </fetcher.Form>
  );
}
