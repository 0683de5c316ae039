/**
 * /onboarding: the three-tab wizard of spec 1 section 2 (Account, Physical Info, Preferences).
 * Guests see the Account tab (ADR 004: the guest variant); the other tabs are disabled for them.
 * Without an identity provider the Account tab signs in and registers inline, posting to /auth's
 * action (the same forms, schemas and rate limits). Physical Info carries the goal step (goal,
 * weekly pace, goal weight, macro preset), saved with the body data so safety is judged on both.
 * For a signed-in user the loader checks the profile: one exists -> /recommendations; missing or
 * unreadable -> the Physical tab. `?step=physical` (where registration sends a new account, whose
 * profile holds the registration form's values) opens that step without the check.
 *
 * The step is the URL's `?step=` (the loader decides it; tabs, Back and Continue change the URL), and
 * the physical and preferences steps post to this page's action
 * (app/http/profile-step-actions.server.ts, docs/decisions/041), which redirects to the next step:
 * the wizard works without JavaScript.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { Logo } from "~/components/logo";
import { TermsNotice } from "~/components/terms-notice";
import { PhysicalInfoForm, PreferencesForm } from "~/components/profile-forms";
import { Button, buttonClass } from "~/components/ui/button";
import { RegisterAccountFields, SignInFields } from "~/components/account/account-fields";
import { FormAlert } from "~/components/ui/field";
import { segmentTabClass } from "~/components/ui/tab-classes";
import { useZodForm } from "~/components/use-zod-form";
import { LinkButton } from "~/components/ui/link-button";
import { loginSchema, registerFormSchema } from "~/domain/schemas/auth";
import { profileFormDefaults } from "~/domain/schemas/profile";
import { profileStepAction } from "~/http/profile-step-actions.server";
import { getSessionUser } from "~/lib/auth.server";
import { isOidcConfigured } from "~/lib/oidc.server";
import { getProfile, type Profile } from "~/services/profiles.server";

export const meta: MetaFunction = () => [
  { title: "Get started | NutriCoach" },
  {
    name: "description",
    content:
      "Set up your NutriCoach profile: body data, dietary restrictions and favourite cuisines.",
  },
];

const STEPS = ["account", "physical", "preferences"] as const;
type Step = (typeof STEPS)[number];
const STEP_LABELS: Record<Step, string> = {
  account: "Account",
  physical: "Physical Info",
  preferences: "Preferences",
};

function isStep(value: string | null): value is Step {
  return (STEPS as readonly string[]).includes(value ?? "");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const requested = new URL(request.url).searchParams.get("step");
  const headers = { "Cache-Control": "private, no-store" };
  const externalSignIn = isOidcConfigured(context.env);
  if (!user) {
    return json(
      {
        user: null,
        step: "account" as Step,
        hasProfile: false,
        defaults: profileFormDefaults(null),
        externalSignIn,
      },
      { headers },
    );
  }
  let profile: Profile | null = null;
  try {
    profile = await getProfile(context.db, user.id);
  } catch (error) {
    // spec: any failure of the check leads to the Physical tab
    console.error("onboarding: profile check failed", error);
  }
  if (profile && !isStep(requested)) throw redirect("/recommendations", { headers });
  let step: Step = isStep(requested) ? requested : "physical";
  if (step === "preferences" && !profile) step = "physical";
  return json(
    {
      user: { firstName: user.firstName, username: user.username },
      step,
      hasProfile: profile !== null,
      defaults: profileFormDefaults(profile),
      externalSignIn,
    },
    { headers },
  );
}

/** The physical step goes on to preferences, preferences to the recommendations. */
export const action = (args: ActionFunctionArgs) =>
  profileStepAction(args, {
    physical: {
      to: "/onboarding?step=preferences",
      withGoal: true,
      toast: {
        title: "Physical information saved!",
        description: "Now let's set up your dietary preferences.",
      },
    },
    preferences: {
      to: "/recommendations",
      toast: {
        title: "Setup complete!",
        description: "Now let's explore your personalized meal recommendations.",
      },
    },
  });

const stepHref = (step: Step) => `/onboarding?step=${step}`;

export default function OnboardingPage() {
  const data = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const signedIn = data.user !== null;
  // the step the URL names (the loader's answer), or the one being opened
  const opening =
    navigation.location?.pathname === "/onboarding"
      ? new URLSearchParams(navigation.location.search).get("step")
      : null;
  const step: Step = signedIn && isStep(opening) ? opening : data.step;
  const index = STEPS.indexOf(step);
  const { defaults, hasProfile } = data;
  const open = (next: Step) => navigate(stepHref(next), { preventScrollReset: true });

  const tabClass = `${segmentTabClass} data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-600 dark:data-[disabled]:text-gray-400`;

  return (
    <div className="min-h-screen bg-gray-50 px-4 py-6 sm:py-10 dark:bg-gray-950">
      <div className="mx-auto w-full max-w-2xl">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Link to="/" className="rounded-md">
            <Logo />
          </Link>
          <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">
            Set up your personalized plan
          </h1>
          <p className="text-gray-700 dark:text-gray-300">
            Three short steps to recipes and targets that fit you.
          </p>
        </div>

        <div className="mb-6">
          <div className="mb-2 flex justify-between text-sm font-medium text-gray-700 dark:text-gray-300">
            <span id="onboarding-progress-label">{index + 1} of 3 Steps</span>
            <span>{STEP_LABELS[step]}</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="onboarding-progress-label"
            aria-valuemin={1}
            aria-valuemax={3}
            aria-valuenow={index + 1}
            className="h-2 w-full rounded-full bg-gray-200 dark:bg-gray-800"
          >
            <div
              className={`h-2 rounded-full bg-emerald-700 transition-all dark:bg-emerald-400 ${
                ["w-1/3", "w-2/3", "w-full"][index]
              }`}
            />
          </div>
        </div>

        <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6 dark:bg-gray-900 dark:ring-gray-800">
          <TabGroup selectedIndex={index} onChange={(i) => open(STEPS[i])}>
            <TabList className="mb-6 grid grid-cols-3 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800">
              <Tab className={tabClass}>Account</Tab>
              <Tab className={tabClass} disabled={!signedIn}>
                Physical Info
              </Tab>
              <Tab className={tabClass} disabled={!signedIn || !hasProfile}>
                Preferences
              </Tab>
            </TabList>
            <TabPanels>
              <TabPanel>
                {data.user ? (
                  <SignedInAccount name={data.user.firstName || data.user.username} />
                ) : (
                  <GuestAccount externalSignIn={data.externalSignIn} />
                )}
              </TabPanel>
              <TabPanel>
                <h2 className="mb-1 text-lg font-semibold text-gray-900 dark:text-gray-100">
                  Your body, activity and goal
                </h2>
                <p className="mb-6 text-sm text-gray-700 dark:text-gray-300">
                  We use these to set your daily calorie target.
                </p>
                <PhysicalInfoForm
                  defaultValue={defaults.physical}
                  goal={defaults.goal}
                  backHref={stepHref("account")}
                />
              </TabPanel>
              <TabPanel>
                <h2 className="mb-1 text-lg font-semibold text-gray-900 dark:text-gray-100">
                  Your food preferences
                </h2>
                <p className="mb-6 text-sm text-gray-700 dark:text-gray-300">
                  Recipes and meal plans will respect these.
                </p>
                <PreferencesForm
                  defaultValue={defaults.preferences}
                  submitLabel="Complete & View Recommendations"
                  backHref={stepHref("physical")}
                />
              </TabPanel>
            </TabPanels>
          </TabGroup>
        </div>
      </div>
    </div>
  );
}

function GuestAccount({ externalSignIn }: { externalSignIn: boolean }) {
  const [redirecting, setRedirecting] = useState(false);
  const linkClass =
    "font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300";
  if (!externalSignIn) return <InlineEmailAccount />;
  return (
    <div className="space-y-5 text-center">
      <div>
        <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Sign in to get started
        </h2>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          Your profile, favourites and meal plans are saved to your account.
        </p>
      </div>
      <Button
        size="lg"
        className="w-full"
        disabled={redirecting}
        onClick={() => {
          setRedirecting(true);
          window.location.assign("/api/login?redirectTo=%2Fonboarding");
        }}
      >
        {redirecting ? "Redirecting..." : "Log in"}
      </Button>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Prefer email?{" "}
        <Link to="/auth?redirectTo=%2Fonboarding" className={linkClass}>
          Sign in with email
        </Link>{" "}
        or{" "}
        <Link to="/auth?tab=register" className={linkClass}>
          create an account
        </Link>
        .
      </p>
    </div>
  );
}

/** What /auth's action answers a refused form with. */
type AuthReply = { intent: "login" | "register"; result: SubmissionResult<string[]> };

const ACCOUNT_TABS = ["register", "login"] as const;

/**
 * No identity provider: registration and email sign-in right here. Both post to /auth's action
 * (without JavaScript the browser goes there and shows any errors); with JavaScript a fetcher
 * keeps the visitor on this page and shows the errors under the fields.
 */
function InlineEmailAccount() {
  return (
    <div className="space-y-4">
      <div className="text-center">
        <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Create your free account
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Your profile, favourites and meal plans are saved to your account. Already have one? Sign
          in instead.
        </p>
      </div>
      <TabGroup>
        <TabList
          aria-label="Account"
          className="grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
        >
          {ACCOUNT_TABS.map((t) => (
            <Tab key={t} className={segmentTabClass}>
              {t === "register" ? "Create account" : "Sign in with email"}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel>
            <InlineRegister />
          </TabPanel>
          <TabPanel>
            <InlineLogin />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </div>
  );
}

function SubmitButton({ pending, idle, busy }: { pending: boolean; idle: string; busy: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? busy : idle}
    </Button>
  );
}

function InlineLogin() {
  const fetcher = useFetcher<AuthReply>();
  const [form, fields] = useZodForm(loginSchema, {
    id: "onboarding-login",
    lastResult: fetcher.data?.intent === "login" ? fetcher.data.result : undefined,
  });
  return (
    <fetcher.Form method="post" action="/auth" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value="/onboarding" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SignInFields fields={fields} />
      <SubmitButton pending={fetcher.state !== "idle"} idle="Sign in" busy="Signing you in..." />
    </fetcher.Form>
  );
}

function InlineRegister() {
  const fetcher = useFetcher<AuthReply>();
  const [form, fields] = useZodForm(registerFormSchema, {
    id: "onboarding-register",
    lastResult: fetcher.data?.intent === "register" ? fetcher.data.result : undefined,
  });
  return (
    <fetcher.Form method="post" action="/auth" className="space-y-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="register" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <RegisterAccountFields fields={fields} />
      <TermsNotice />
      <SubmitButton
        pending={fetcher.state !== "idle"}
        idle="Create account"
        busy="Creating your account..."
      />
    </fetcher.Form>
  );
}

function SignedInAccount({ name }: { name: string }) {
  return (
    <div className="space-y-5 text-center">
      <div>
        <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          You&apos;re signed in
        </h2>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          Welcome, {name}. Next, tell us a little about yourself.
        </p>
      </div>
      <LinkButton size="lg" className="w-full" href={stepHref("physical")}>
        Continue
      </LinkButton>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Already set up?{" "}
        <Link
          to="/recommendations"
          className={buttonClass("ghost", "sm", "underline underline-offset-2")}
        >
          Go to your recommendations
        </Link>
      </p>
    </div>
  );
}
