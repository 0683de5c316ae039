/**
 * The auth notices of the spec (document 1 section 8), sent through the app's one toast mechanism
 * (toast.server.ts). Routes call these; the wording lives here.
 */
import type { AppContext } from "./context.server";
import { flashToast } from "./toast.server";

export type AuthNotice = {
  title: string;
  description: string;
  variant?: "default" | "destructive";
};

export const AUTH_NOTICES = {
  loginSuccess: (firstName: string | null | undefined): AuthNotice => ({
    title: "Login successful",
    description: `Welcome back, ${firstName || "user"}!`,
  }),
  registrationSuccess: (): AuthNotice => ({
    title: "Registration successful",
    description: "Your account has been created successfully.",
  }),
  loggedOut: (): AuthNotice => ({
    title: "Logged out",
    description: "You have been logged out successfully.",
  }),
  loginFailed: (message?: string): AuthNotice => ({
    title: "Login failed",
    description: message || "Login failed",
    variant: "destructive",
  }),
  registrationFailed: (message?: string): AuthNotice => ({
    title: "Registration failed",
    description: message || "Registration failed",
    variant: "destructive",
  }),
  accountClaimed: (): AuthNotice => ({
    title: "Login successful",
    description:
      "Your identity provider confirmed this address, so we secured the account: a password set before the address was verified was removed and other sessions were signed out. Use 'Forgot your password?' to set one.",
  }),
  providerLinked: (): AuthNotice => ({
    title: "Identity provider linked",
    description: "You can now sign in with your identity provider as well.",
  }),
  emailVerified: (): AuthNotice => ({
    title: "Email verified",
    description: "Thank you: your email address is confirmed.",
  }),
  passwordReset: (): AuthNotice => ({
    title: "Password changed",
    description: "Your new password is set, and you were signed out everywhere else.",
  }),
  externalSignInUnavailable: (): AuthNotice => ({
    title: "External sign-in is not available",
    description: "Sign-in with an identity provider is not configured. Email sign-in is available.",
  }),
} as const;

/** Appends the (signed) flash-toast cookie for `notice` to `headers`. */
export async function flashNotice(
  context: Pick<AppContext, "cookies">,
  headers: Headers,
  notice: AuthNotice,
): Promise<void> {
  await flashToast(context, headers, notice);
}
