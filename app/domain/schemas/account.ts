/**
 * The account forms of /settings and the JSON API: password change, account deletion. The new
 * password follows the sign-in form's rule (spec 1 section 5: at least 6 characters). Pure.
 */
import { z } from "zod";
import { loginSchema } from "./auth";

const MAX_PASSWORD = 256;

export const passwordChangeSchema = z
  .object({
    /** required when the account has a password (the service checks it) */
    currentPassword: z
      .string({ invalid_type_error: "Please enter your current password" })
      .max(MAX_PASSWORD, "That password is not correct.")
      .optional(),
    newPassword: loginSchema.shape.password,
    confirmPassword: z
      .string({
        required_error: "Confirm password must be at least 6 characters",
        invalid_type_error: "Confirm password must be at least 6 characters",
      })
      .min(6, "Confirm password must be at least 6 characters")
      .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/account and the settings page's deletion form. */
export const accountDeleteSchema = z.object({
  password: z
    .string({
      required_error: "Please enter your password",
      invalid_type_error: "Please enter your password",
    })
    .min(1, "Please enter your password")
    .max(MAX_PASSWORD, "That password is not correct."),
});
export type AccountDeleteInput = z.infer<typeof accountDeleteSchema>;
