/**
 * The texts of the account emails: address verification, password reset, and the notice that
 * someone tried to register an address that already has an account. Pure: the caller gives the
 * links (on the app's public origin) and sends them through the mailer.
 */

/** What an account email says; the mailer adds the recipient. */
export type MailMessageText = { subject: string; text: string };

export const VERIFY_EMAIL_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;

export function verificationMail(link: string, firstName: string | null): MailMessageText {
  return {
    subject: "Confirm your NutriCoach email address",
    text: [
      `Hello ${firstName || "there"},`,
      "",
      "Please confirm that this address belongs to your NutriCoach account:",
      link,
      "",
      "You will be asked to sign in first. The link works for 3 days.",
      "If you did not create a NutriCoach account, ignore this email: nothing will change.",
    ].join("\n"),
  };
}

export function passwordResetMail(link: string): MailMessageText {
  return {
    subject: "Reset your NutriCoach password",
    text: [
      "Someone (hopefully you) asked to reset the password of the NutriCoach account for this address.",
      "",
      "Choose a new password here (the link works once, for 30 minutes):",
      link,
      "",
      "Resetting signs you out everywhere else. If you did not ask, ignore this email: your password stays as it is.",
    ].join("\n"),
  };
}

export function existingAccountMail(signInLink: string, resetLink: string): MailMessageText {
  return {
    subject: "You already have a NutriCoach account",
    text: [
      "Someone (maybe you) tried to create a NutriCoach account with this address, which already has one.",
      "",
      `Sign in: ${signInLink}`,
      `Forgot your password? Reset it: ${resetLink}`,
      "",
      "If it was not you, ignore this email: nobody got into your account.",
    ].join("\n"),
  };
}
