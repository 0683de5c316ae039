/**
 * What the dashboard's forms share (docs/decisions/041): the user's day, where a save returns, the
 * fetcher and the server's reply of each form, the link or button that opens a form, and the
 * forms' validation (zod), which loads after the page so the page's first load stays small.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import type { WellnessIntent } from "~/domain/wellness-forms";
import type * as FormValidation from "./form-validation";
import { FormAlert } from "../ui/field";
import { Button, buttonClass, type ButtonSize, type ButtonVariant } from "../ui/button";
import { LinkButton } from "../ui/link-button";

export type DashboardActions = {
  /** the user's local day, YYYY-MM-DD */
  today: string;
  /** where a save or Cancel returns: the dashboard with its tab, without an in-page form */
  backTo: string;
};

export const DashboardContext = createContext<DashboardActions | null>(null);

export function useDashboard(): DashboardActions {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard must be used inside the wellness dashboard");
  return value;
}

/** The action's answer to a form with errors (app/http/wellness-actions.server.ts). */
export type DashboardReply = { formId: string; result: SubmissionResult<string[]> };

function isReplyFor(data: unknown, formId: string): data is DashboardReply {
  return typeof data === "object" && data !== null && (data as DashboardReply).formId === formId;
}

/**
 * A form's fetcher and the server's reply to it: the fetcher's, or the page's own when the browser
 * posted without JavaScript. `onSaved` runs when a post answered with a redirect (a redirect leaves
 * fetcher.data as it was; a reply with errors replaces it).
 */
export function useDashboardFetcher(formId: string, onSaved?: () => void) {
  const fetcher = useFetcher<DashboardReply>();
  const actionData = useActionData();
  const lastResult = isReplyFor(fetcher.data, formId)
    ? fetcher.data.result
    : isReplyFor(actionData, formId)
      ? actionData.result
      : undefined;
  const posted = useRef<{ data: unknown } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !posted.current) return;
    if (fetcher.data === posted.current.data) onSaved?.();
    posted.current = null;
  }, [fetcher.state, fetcher.data, onSaved]);
  return {
    fetcher,
    lastResult,
    pending: fetcher.state !== "idle",
    /** call when the form is sent */
    sent: () => {
      posted.current = { data: fetcher.data };
    },
  };
}

/** The fields every dashboard form posts besides its own: the intent and where to return. */
export function IntentFields({
  intent,
  children,
}: {
  intent: WellnessIntent;
  children?: ReactNode;
}) {
  const { backTo } = useDashboard();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={backTo} />
      {children}
    </>
  );
}

/** Where a form posts: the page as it is (with `?log=` when the form is in the page). */
export function useFormAction(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/**
 * Opens a form: a button that opens its dialog once JavaScript runs, before that a link to the
 * page with the form in it (`href`, e.g. `?log=water`).
 */
export function OpenFormButton({
  label,
  onOpen,
  ...props
}: {
  label: string;
  href: string;
  onOpen: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  ariaLabel?: string;
}) {
  return (
    <LinkButton {...props} onClick={onOpen}>
      {label}
    </LinkButton>
  );
}

/** The link of an in-page form: the dashboard (with its tab) and `params`. */
export function useInPageHref(): (params: Record<string, string>) => string {
  const { backTo } = useDashboard();
  return (params) => {
    const [path, query = ""] = backTo.split("?");
    const search = new URLSearchParams(query);
    for (const [k, v] of Object.entries(params)) search.set(k, v);
    return `${path}?${search.toString()}#in-page-form`;
  };
}

type Validation = typeof FormValidation;
let validationModule: Validation | null = null;

/** The forms' zod schemas and conform's parser, loaded after the page; null until then. */
export function useValidation(): Validation | null {
  const [loaded, setLoaded] = useState(validationModule);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import("./form-validation").then((m) => {
      validationModule = m;
      if (live) setLoaded(m);
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/** Cancel (closes the dialog, or a link back when the form is in the page) and the submit button. */
export function FormButtons({
  onCancel,
  backTo,
  pending,
  label,
}: {
  onCancel?: () => void;
  backTo: string;
  pending: boolean;
  label: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : (
        <a href={backTo} className={buttonClass("ghost")}>
          Cancel
        </a>
      )}
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : label}
      </Button>
    </div>
  );
}

/**
 * A dashboard form's conform state: the fetcher and the server's reply (useDashboardFetcher),
 * checked in the browser with the form's schema once the schemas have loaded (by the server
 * before that), validated on blur and again on input. `onDone` runs after a save.
 */
export function useDashboardForm({
  id,
  onDone,
  defaultValue,
  schema,
}: {
  id: string;
  onDone?: () => void;
  defaultValue: Record<string, string>;
  /** the form's schema, from the loaded validation module */
  schema: (validation: Validation) => Parameters<Validation["parseWithZod"]>[1]["schema"];
}) {
  const { fetcher, lastResult, pending, sent } = useDashboardFetcher(id, onDone);
  const validation = useValidation();
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation
      ? ({ formData }) => validation.parseWithZod(formData, { schema: schema(validation) })
      : undefined,
    onSubmit: sent,
  });
  return { fetcher, form, fields, pending };
}

/**
 * A dashboard form (from useDashboardForm): posted to the page with its intent and `hidden`
 * fields, the server's message about the whole form, the fields, then Cancel and `submitLabel`.
 */
export function DashboardForm({
  state: { fetcher, form, pending },
  intent,
  hidden,
  onDone,
  submitLabel,
  children,
}: {
  state: ReturnType<typeof useDashboardForm>;
  intent: WellnessIntent;
  hidden?: ReactNode;
  onDone?: () => void;
  submitLabel: string;
  children: ReactNode;
}) {
  const { backTo } = useDashboard();
  return (
    <fetcher.Form
      method="post"
      action={useFormAction()}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <IntentFields intent={intent}>{hidden}</IntentFields>
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <FormButtons onCancel={onDone} backTo={backTo} pending={pending} label={submitLabel} />
    </fetcher.Form>
  );
}
