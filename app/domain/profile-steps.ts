/**
 * The onboarding steps' forms (docs/decisions/041): their intents and the spec's notices, shared
 * by the forms (app/components/profile-forms.tsx) and the action they post to
 * (app/http/profile-step-actions.server.ts). Pure.
 */
export const PROFILE_STEP_INTENTS = ["physical", "preferences"] as const;
export type ProfileStepIntent = (typeof PROFILE_STEP_INTENTS)[number];

/** The spec's notice for a save while signed out (document 1 section 8). */
export const AUTH_REQUIRED_NOTICE = {
  title: "Authentication required",
  description: "Please log in with the provider first.",
  variant: "destructive",
} as const;

/** The spec's notice for a save the server refused (document 1 section 8). */
export const SUBMISSION_FAILED = "Submission failed";
