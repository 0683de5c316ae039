/**
 * /settings: every profile field in one place (goal, pace, macro preset, body data, activity,
 * restrictions, cuisines, dislikes), the adaptive target's offer, the password, sign out
 * everywhere, the data export and account deletion. Every form posts to this route's action with
 * an `intent` (conform + the same zod schemas as the JSON API), so it all works before JavaScript
 * loads; success redirects here with a notice, a refusal answers 400 (403 for a wrong password)
 * with the messages under the fields. Rules live in the services (profiles, account-security,
 * adaptive-target); docs/decisions/020-settings-and-account-data.md.
 */
import { getFormProps, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { GoalFields } from "~/components/goal-fields";
import { PhysicalFields, PreferenceFields } from "~/components/profile-forms";
import { Button } from "~/components/ui/button";
import { NEW_PASSWORD_LABELS, NewPasswordFields } from "~/components/account/account-fields";
import { FormAlert, InputField } from "~/components/ui/field";
import { useZodForm } from "~/components/use-zod-form";
import { formatInteger } from "~/domain/format";
import {
  accountDeleteSchema,
  passwordChangeSchema,
  type AccountDeleteInput,
  type PasswordChangeInput,
} from "~/domain/schemas/account";
import {
  goalFormSchema,
  physicalFormSchema,
  preferencesFormSchema,
  profileFormDefaults,
} from "~/domain/schemas/profile";
import { dailyTargets, describeMacros, describeTarget, weeksToGoal } from "~/domain/targets";
import { endUserSession, getSessionId, requireUser, startUserSession } from "~/lib/auth.server";
import { flashToast, type ToastInput } from "~/lib/toast.server";
import {
  changePassword,
  deleteAccount,
  hasPassword,
  signOutEverywhere,
  type PasswordCheck,
} from "~/services/account-security.server";
import {
  decideAdaptiveTarget,
  loadAdaptiveOffer,
  type AdaptiveDecision,
} from "~/services/adaptive-target.server";
import { getProfile, saveProfile, updateProfile } from "~/services/profiles.server";

export const meta: MetaFunction = () => [
  { title: "Settings | NutriCoach" },
  { name: "robots", content: "noindex" },
];

const INTENTS = [
  "goal",
  "body",
  "preferences",
  "accept-target",
  "dismiss-target",
  "reset-target",
  "password",
  "sign-out-everywhere",
  "delete-account",
] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const [profile, passwordSet, offer] = await Promise.all([
    getProfile(context.db, user.id),
    hasPassword(context.db, user.id),
    loadAdaptiveOffer(context.db, user.id),
  ]);
  const targets = dailyTargets(profile ?? {});
  return json(
    {
      email: user.email,
      hasProfile: profile !== null,
      hasPassword: passwordSet,
      defaults: profileFormDefaults(profile),
      target: {
        calories: targets.calories,
        headline: describeTarget(targets),
        macros: describeMacros(targets),
        notes: targets.notes,
        basis: targets.basis,
        weeks: weeksToGoal(targets, profile?.weight ?? null, profile?.goalWeight ?? null),
      },
      adaptive:
        offer === null
          ? null
          : offer.kind === "offer"
            ? {
                kind: "offer" as const,
                reasoning: offer.reasoning,
                proposed: offer.proposed.calories,
                current: offer.current.calories,
              }
            : { kind: "none" as const, message: offer.message },
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// ---------------------------------------------------------------- action

function reply(intent: Intent, result: SubmissionResult<string[]>, status = 400) {
  return json({ intent, result }, { status });
}

async function done(
  context: AppLoadContext,
  toast: ToastInput,
  to = "/settings",
  headers = new Headers(),
) {
  await flashToast(context, headers, toast);
  return redirect(to, { headers });
}

function isIntent(value: unknown): value is Intent {
  return (INTENTS as readonly unknown[]).includes(value);
}

/** A password check's refusal as the form's messages: under the field, or for the whole form. */
function passwordRefusal(check: Exclude<PasswordCheck, { ok: true }>, field: string) {
  return check.reason === "rate_limited"
    ? { formErrors: [check.message], status: 429 }
    : { fieldErrors: { [field]: [check.message] }, status: 403 };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isIntent(intent)) throw new Response("Unknown form", { status: 400 });
  const { db } = context;

  switch (intent) {
    case "goal": {
      const submission = parseWithZod(formData, { schema: goalFormSchema });
      if (submission.status !== "success") return reply(intent, submission.reply());
      const updated = await updateProfile(db, user.id, {
        goal: submission.value.goal,
        weeklyPace: submission.value.weeklyPace ?? null,
        goalWeight: submission.value.goalWeight ?? null,
        macroPreset: submission.value.macroPreset ?? null,
      });
      if (!updated)
        return reply(intent, submission.reply({ formErrors: ["Add your body data below first."] }));
      if (!updated.ok) return reply(intent, submission.reply({ fieldErrors: updated.fields }));
      return done(context, {
        title: "Goal saved",
        description: `Your target: ${describeTarget(dailyTargets(updated.profile))}.`,
      });
    }
    case "body": {
      const submission = parseWithZod(formData, { schema: physicalFormSchema });
      if (submission.status !== "success") return reply(intent, submission.reply());
      const saved = await saveProfile(db, user.id, submission.value);
      if (!saved.ok) return reply(intent, submission.reply({ fieldErrors: saved.fields }));
      return done(context, {
        title: "Body data saved",
        description: `Your target: ${describeTarget(dailyTargets(saved.profile))}.`,
      });
    }
    case "preferences": {
      const submission = parseWithZod(formData, { schema: preferencesFormSchema });
      if (submission.status !== "success") return reply(intent, submission.reply());
      const updated = await updateProfile(db, user.id, submission.value);
      if (!updated)
        return reply(intent, submission.reply({ formErrors: ["Add your body data below first."] }));
      return done(context, {
        title: "Preferences saved!",
        description: "Recipes and new meal plans will respect them.",
      });
    }
    case "accept-target":
    case "dismiss-target":
    case "reset-target": {
      const decision = intent.split("-")[0] as AdaptiveDecision;
      const result = await decideAdaptiveTarget(db, user.id, decision);
      return done(context, {
        title: result.ok ? "Target updated" : "Nothing to change",
        description: result.message,
      });
    }
    case "password": {
      const submission = parseWithZod(formData, { schema: passwordChangeSchema });
      if (submission.status !== "success")
        return reply(
          intent,
          submission.reply({ hideFields: ["currentPassword", "newPassword", "confirmPassword"] }),
        );
      const check = await changePassword(
        { db, sessions: context.kv.sessions },
        user.id,
        submission.value,
        await getSessionId(request, context),
      );
      if (!check.ok) {
        const { status, ...errors } = passwordRefusal(check, "currentPassword");
        return reply(
          intent,
          submission.reply({
            ...errors,
            hideFields: ["currentPassword", "newPassword", "confirmPassword"],
          }),
          status,
        );
      }
      // a fresh session for this browser: the old one was created before the revocation
      const headers = new Headers({
        "Set-Cookie": await startUserSession(request, context, user.id),
      });
      return done(
        context,
        {
          title: "Password changed",
          description: "Your other sessions have been signed out.",
        },
        "/settings",
        headers,
      );
    }
    case "sign-out-everywhere": {
      await signOutEverywhere({ db, sessions: context.kv.sessions }, user.id);
      const headers = new Headers({ "Set-Cookie": await endUserSession(request, context) });
      return done(
        context,
        {
          title: "Signed out everywhere",
          description: "Every session of your account has ended, this one too.",
        },
        "/auth",
        headers,
      );
    }
    case "delete-account": {
      const submission = parseWithZod(formData, { schema: accountDeleteSchema });
      if (submission.status !== "success")
        return reply(intent, submission.reply({ hideFields: ["password"] }));
      const check = await deleteAccount(
        { db, sessions: context.kv.sessions, images: context.images, edgeCache: context.edgeCache },
        user.id,
        submission.value.password,
      );
      if (!check.ok) {
        const { status, ...errors } = passwordRefusal(check, "password");
        return reply(intent, submission.reply({ ...errors, hideFields: ["password"] }), status);
      }
      const headers = new Headers({ "Set-Cookie": await endUserSession(request, context) });
      return done(
        context,
        {
          title: "Account deleted",
          description: "Your account and everything in it have been deleted.",
        },
        "/",
        headers,
      );
    }
  }
}

// ---------------------------------------------------------------- UI

type ActionData = { intent: Intent; result: SubmissionResult<string[]> };

function useLastResult(intent: Intent) {
  const data = useActionData<ActionData>();
  return data?.intent === intent ? data.result : undefined;
}

/** A settings form: conform with the intent's schema, validated in the browser and by the action. */
function useIntentForm<Shape extends Record<string, unknown>>(
  intent: Intent,
  schema: z.ZodTypeAny,
  defaultValue?: DefaultValue<Shape>,
) {
  return useZodForm<z.ZodTypeAny, Shape>(schema, {
    id: `settings-${intent}`,
    lastResult: useLastResult(intent),
    defaultValue,
  });
}

function usePending(intent: Intent) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-gray-900 dark:text-gray-100">
        {title}
      </h2>
      {description ? (
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{description}</p>
      ) : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function SaveButton({ intent, label, busy }: { intent: Intent; label: string; busy?: string }) {
  const pending = usePending(intent);
  return (
    <Button type="submit" name="intent" value={intent} disabled={pending}>
      {pending ? (busy ?? "Saving...") : label}
    </Button>
  );
}

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          Your goal, body data and food preferences drive every number in NutriCoach: the nutrition
          summary, new meal plans, Emily AI and your dashboard. Signed in as {data.email}.
        </p>
      </div>

      <Section id="target" title="Your daily target">
        <p className="text-2xl font-bold text-emerald-900 dark:text-emerald-100">
          <span data-testid="settings-target">{formatInteger(data.target.calories)}</span> kcal a
          day
        </p>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {data.target.headline}
          {data.target.weeks ? `; about ${data.target.weeks} weeks to your goal weight` : ""}.
          Macros: {data.target.macros}.
        </p>
        {data.target.notes.map((note) => (
          <p
            key={note.code}
            role="note"
            className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {note.text}
          </p>
        ))}
        <AdaptiveTarget adaptive={data.adaptive} measured={data.target.basis === "measured"} />
      </Section>

      <Section
        id="goal"
        title="Goal"
        description="What you want to achieve and how fast. We never set a target below a safe minimum."
      >
        <GoalForm defaultValue={data.defaults.goal} />
      </Section>

      <Section id="body" title="Body and activity">
        <BodyForm defaultValue={data.defaults.physical} />
      </Section>

      <Section id="preferences" title="Food preferences">
        <PreferencesSettingsForm defaultValue={data.defaults.preferences} />
      </Section>

      <Section id="password" title="Password">
        <PasswordForm hasPassword={data.hasPassword} />
      </Section>

      <Section
        id="sessions"
        title="Sign out everywhere"
        description="Ends every session of your account, on every device, this one included."
      >
        <Form method="post">
          <SaveButton
            intent="sign-out-everywhere"
            label="Sign out everywhere"
            busy="Signing out..."
          />
        </Form>
      </Section>

      <Section
        id="data"
        title="Your data"
        description="Download everything your account holds: profile, plans, logs, lists, comments and more, as JSON."
      >
        <a
          href="/api/account/export"
          download
          className="inline-flex items-center rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
        >
          Download my data
        </a>
      </Section>

      <Section
        id="delete"
        title="Delete account"
        description="Deletes your account and everything in it: profile, meal plans, logs, lists, comments, stories, uploaded photos and every session. This cannot be undone."
      >
        <DeleteAccountForm />
      </Section>

      <p className="text-sm text-gray-700 dark:text-gray-300">
        <Link
          to="/profile"
          className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
        >
          Back to your dashboard
        </Link>
      </p>
    </div>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function AdaptiveTarget({
  adaptive,
  measured,
}: {
  adaptive: LoaderData["adaptive"];
  measured: boolean;
}) {
  return (
    <div className="mt-4 border-t border-gray-200 pt-4 dark:border-gray-800">
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-100">Adjusted to you</h3>
      {adaptive?.kind === "offer" ? (
        <div className="mt-2 space-y-2 text-sm text-gray-800 dark:text-gray-200">
          {adaptive.reasoning.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <Form method="post" className="flex flex-wrap gap-3 pt-1">
            <SaveButton
              intent="accept-target"
              label={`Use ${formatInteger(adaptive.proposed)} kcal`}
            />
            <Button type="submit" name="intent" value="dismiss-target" variant="secondary">
              Keep {formatInteger(adaptive.current)} kcal
            </Button>
          </Form>
        </div>
      ) : (
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          {adaptive?.message ??
            "Log your weight and meals for two weeks and we will measure your real energy needs."}
        </p>
      )}
      {measured ? (
        <Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="reset-target" variant="ghost" size="sm">
            Go back to the equation&apos;s estimate
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function GoalForm({ defaultValue }: { defaultValue: LoaderData["defaults"]["goal"] }) {
  const [form, fields] = useIntentForm("goal", goalFormSchema, defaultValue);
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="goal" />
      <GoalFields fields={fields} />
      <SaveButton intent="goal" label="Save goal" />
    </Form>
  );
}

function BodyForm({ defaultValue }: { defaultValue: LoaderData["defaults"]["physical"] }) {
  const [form, fields] = useIntentForm("body", physicalFormSchema, defaultValue);
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="body" />
      <PhysicalFields fields={fields} />
      <SaveButton intent="body" label="Save body data" />
    </Form>
  );
}

function PreferencesSettingsForm({
  defaultValue,
}: {
  defaultValue: LoaderData["defaults"]["preferences"];
}) {
  const [form, fields] = useIntentForm("preferences", preferencesFormSchema, {
    dietaryRestrictions: defaultValue.dietaryRestrictions,
    cuisinePreferences: defaultValue.cuisinePreferences,
    dislikedIngredients: defaultValue.dislikedIngredients,
  });
  return (
    <Form method="post" className="space-y-5" {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="preferences" />
      <PreferenceFields fields={fields} otherCuisines={defaultValue.otherCuisines} />
      <SaveButton intent="preferences" label="Save preferences" />
    </Form>
  );
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [form, fields] = useIntentForm<PasswordChangeInput>("password", passwordChangeSchema);
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {hasPassword
          ? "Changing your password signs you out on every other device."
          : "Your account signs in through an identity provider; set a password to sign in with your email too."}
      </p>
      <input type="hidden" name="intent" value="password" />
      <FormAlert id={form.errorId} errors={form.errors} />
      {hasPassword ? (
        <InputField
          meta={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
      ) : null}
      <NewPasswordFields
        password={fields.newPassword}
        confirm={fields.confirmPassword}
        labels={NEW_PASSWORD_LABELS}
      />
      <SaveButton intent="password" label="Change password" />
    </Form>
  );
}

function DeleteAccountForm() {
  const [form, fields] = useIntentForm<AccountDeleteInput>("delete-account", accountDeleteSchema);
  const pending = usePending("delete-account");
  return (
    <Form method="post" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="delete-account" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <InputField
        meta={fields.password}
        label="Your password, to confirm"
        type="password"
        autoComplete="current-password"
      />
      <Button
        type="submit"
        name="intent"
        value="delete-account"
        variant="danger"
        disabled={pending}
      >
        {pending ? "Deleting..." : "Delete my account"}
      </Button>
    </Form>
  );
}
