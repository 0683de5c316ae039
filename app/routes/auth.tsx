import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { safeRedirect } from "~/domain/safe-redirect";
import {
  ACTIVITY_LEVELS,
  CUISINE_OPTIONS,
  DIETARY_RESTRICTION_OPTIONS,
  GENDERS,
  loginSchema,
  REGISTRATION_DEFAULTS,
  registerFormSchema,
  toRegisterInput,
  type RegisterFormInput,
} from "~/domain/schemas/auth";
import { AUTH_NOTICES, flashNotice, type AuthNotice } from "~/lib/auth-notices.server";
import { getSessionUser, startDecoySession, startUserSession } from "~/lib/auth.server";
import { publicOrigin } from "~/lib/origin.server";
import { isOidcConfigured } from "~/lib/oidc.server";
import { readFormPost } from "~/lib/page-form.server";
import { clientIp } from "~/http/client-ip.server";
import { landingAfterSignIn } from "~/services/sign-in-landing.server";
import { loginWithPassword, registerWithPassword } from "~/services/sign-in.server";
import { RegisterAccountFields, SignInFields } from "~/components/account/account-fields";
import { TermsNotice } from "~/components/terms-notice";
import { useToast } from "~/components/toaster";
import {
  CheckboxList,
  DecimalField,
  FormAlert,
  InputField,
  SelectField,
} from "~/components/ui/field";
import { segmentTabClass } from "~/components/ui/tab-classes";
import { useZodForm } from "~/components/use-zod-form";

export const meta: MetaFunction = () => [
  { title: "Sign in or create an account | NutriCoach" },
  { name: "description", content: "Log in to NutriCoach or create a free account." },
  { name: "robots", content: "noindex" },
];

type Intent = "login" | "register";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (await getSessionUser(request, context)) throw redirect("/");
  const url = new URL(request.url);
  return json({
    redirectTo: safeRedirect(url.searchParams.get("redirectTo")),
    tab: (url.searchParams.get("tab") === "register" ? "register" : "login") as Intent,
    externalSignIn: isOidcConfigured(context.env),
  });
}

function reply(
  intent: Intent,
  result: SubmissionResult<string[]>,
  status: number,
  headers?: HeadersInit,
  notice?: AuthNotice,
) {
  return json({ intent, result, notice: notice ?? null }, { status, headers });
}

function retryAfter(resetAt: number): HeadersInit {
  return { "Retry-After": String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormPost(request);
  const intent: Intent = formData.get("intent") === "register" ? "register" : "login";
  const headers = new Headers();

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: loginSchema });
    if (submission.status !== "success") {
      return reply(intent, submission.reply({ hideFields: ["password"] }), 400);
    }
    const result = await loginWithPassword(context.db, submission.value, {
      client: clientIp(request),
    });
    if (!result.ok) {
      const status = result.reason === "rate_limited" ? 429 : 401;
      const extra = result.reason === "rate_limited" ? retryAfter(result.resetAt) : undefined;
      return reply(
        intent,
        submission.reply({ formErrors: [result.message], hideFields: ["password"] }),
        status,
        extra,
        AUTH_NOTICES.loginFailed(result.message),
      );
    }
    headers.append("Set-Cookie", await startUserSession(request, context, result.user.id));
    await flashNotice(context, headers, AUTH_NOTICES.loginSuccess(result.user.firstName));
    return redirect(
      await landingAfterSignIn(context.db, result.user.id, formData.get("redirectTo")),
      { headers },
    );
  }

  const submission = parseWithZod(formData, { schema: registerFormSchema });
  if (submission.status !== "success") {
    return reply(intent, submission.reply({ hideFields: ["password", "confirmPassword"] }), 400);
  }
  const result = await registerWithPassword(context, toRegisterInput(submission.value), {
    client: clientIp(request),
    origin: publicOrigin(request, context.env),
  });
  if (!result.ok) {
    if (result.reason === "conflict") {
      return reply(
        intent,
        submission.reply({
          fieldErrors: { [result.field]: [result.message] },
          hideFields: ["password", "confirmPassword"],
        }),
        409,
        undefined,
        AUTH_NOTICES.registrationFailed(result.message),
      );
    }
    const extra = result.reason === "rate_limited" ? retryAfter(result.resetAt) : undefined;
    return reply(
      intent,
      submission.reply({
        formErrors: [result.message],
        hideFields: ["password", "confirmPassword"],
      }),
      result.reason === "rate_limited" ? 429 : 400,
      extra,
      AUTH_NOTICES.registrationFailed(result.message),
    );
  }
  // an address that already has an account gets the same answer (ADR 027); its owner an email
  headers.append(
    "Set-Cookie",
    result.decoy
      ? await startDecoySession(request, context)
      : await startUserSession(request, context, result.user.id),
  );
  await flashNotice(context, headers, AUTH_NOTICES.registrationSuccess());
  // new accounts continue with the wizard's physical step (their profile holds the form's values)
  return redirect("/onboarding?step=physical", { headers });
}

// ------------------------------------------------------------------ UI

const buttonClass =
  "inline-flex w-full items-center justify-center rounded-md bg-emerald-700 px-4 py-2.5 font-semibold text-white " +
  "shadow-sm hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 " +
  "focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-80 dark:focus-visible:ring-offset-gray-900";

const capitalise = (word: string) => word[0].toUpperCase() + word.slice(1);

const GENDER_OPTIONS = GENDERS.map((gender) => ({
  value: gender,
  label: gender === "not specified" ? "Prefer not to say" : capitalise(gender),
}));

const ACTIVITY_OPTIONS = ACTIVITY_LEVELS.map((level) => ({
  value: level,
  label: capitalise(level),
}));

/** A group of the register form's fields in a box, with its legend. */
function BoxedFieldset({
  legend,
  className = "",
  children,
}: {
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={`${className} rounded-md border border-gray-200 p-4 dark:border-gray-700`.trim()}
    >
      <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
        {legend}
      </legend>
      {children}
    </fieldset>
  );
}

function usePendingIntent(): Intent | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formAction?.split("?")[0] !== "/auth") return null;
  const intent = navigation.formData?.get("intent");
  return intent === "login" || intent === "register" ? intent : null;
}

function LoginForm({
  redirectTo,
  lastResult,
}: {
  redirectTo: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const pending = usePendingIntent() === "login";
  const [form, fields] = useZodForm(loginSchema, { id: "login", lastResult });
  return (
    <Form method="post" action="/auth" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SignInFields fields={fields} />
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? "Signing you in..." : "Sign in"}
      </button>
      <p className="text-center text-sm">
        <Link
          to="/forgot-password"
          className="font-medium text-emerald-800 underline dark:text-emerald-300"
        >
          Forgot your password?
        </Link>
      </p>
    </Form>
  );
}

function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const pending = usePendingIntent() === "register";
  const [form, fields] = useZodForm<typeof registerFormSchema, RegisterFormInput>(
    registerFormSchema,
    { id: "register", lastResult, defaultValue: REGISTRATION_DEFAULTS },
  );
  return (
    <Form method="post" action="/auth" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="register" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <RegisterAccountFields fields={fields} />

      <BoxedFieldset legend="About you" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField meta={fields.age} label="Age" type="number" inputMode="numeric" />
          <DecimalField meta={fields.height} label="Height (cm)" />
          <DecimalField meta={fields.weight} label="Weight (kg)" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField meta={fields.gender} label="Gender" options={GENDER_OPTIONS} />
          <SelectField
            meta={fields.activityLevel}
            label="Activity level"
            options={ACTIVITY_OPTIONS}
          />
        </div>
      </BoxedFieldset>

      <BoxedFieldset legend="Dietary restrictions">
        <CheckboxList meta={fields.dietaryRestrictions} options={DIETARY_RESTRICTION_OPTIONS} />
      </BoxedFieldset>

      <BoxedFieldset legend="Favourite cuisines">
        <CheckboxList
          meta={fields.cuisinePreferences}
          options={CUISINE_OPTIONS.map((c) => ({ value: c, label: c }))}
        />
      </BoxedFieldset>

      <TermsNotice />
      <button type="submit" className={buttonClass} disabled={pending}>
        {pending ? "Creating your account..." : "Create account"}
      </button>
    </Form>
  );
}

const TABS: Intent[] = ["login", "register"];

export default function AuthPage() {
  const { redirectTo, tab, externalSignIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [selected, setSelected] = useState(TABS.indexOf(actionData?.intent ?? tab));
  useAuthFailureNotice(actionData);

  const tabClass = `w-full ${segmentTabClass}`;

  return (
    <main className="flex min-h-screen items-start justify-center bg-gray-50 px-4 py-10 dark:bg-gray-950">
      <div className="w-full max-w-xl">
        <div className="mb-6 text-center">
          <Link to="/" className="text-2xl font-bold text-emerald-800 dark:text-emerald-300">
            NutriCoach
          </Link>
          <h1 className="mt-2 text-xl font-semibold text-gray-900 dark:text-gray-100">
            {selected === 0 ? "Welcome back" : "Create your free account"}
          </h1>
        </div>
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
          <TabGroup selectedIndex={selected} onChange={setSelected}>
            <TabList className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
              <Tab className={tabClass}>Login</Tab>
              <Tab className={tabClass}>Register</Tab>
            </TabList>
            <TabPanels>
              <TabPanel>
                <LoginForm
                  redirectTo={redirectTo}
                  lastResult={actionData?.intent === "login" ? actionData.result : undefined}
                />
                {externalSignIn ? (
                  <div className="mt-6 border-t border-gray-200 pt-6 dark:border-gray-700">
                    <a
                      href={`/api/login${redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`}`}
                      className="inline-flex w-full items-center justify-center rounded-md border border-gray-300 px-4 py-2.5 font-semibold text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
                    >
                      Continue with your identity provider
                    </a>
                  </div>
                ) : null}
              </TabPanel>
              <TabPanel>
                <RegisterForm
                  lastResult={actionData?.intent === "register" ? actionData.result : undefined}
                />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </div>
      </div>
    </main>
  );
}

/** The spec's failure notices ('Login failed' / 'Registration failed' with the server message). */
function useAuthFailureNotice(actionData: { notice: AuthNotice | null } | undefined) {
  const { toast } = useToast();
  useEffect(() => {
    // the action's words (AUTH_NOTICES, a server module): each failed submission is a new object
    if (actionData?.notice) toast(actionData.notice);
  }, [actionData, toast]);
}
