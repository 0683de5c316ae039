/**
 * The account forms' fields, one markup wherever they appear: signing in (/auth and the onboarding
 * wizard), registering (the same two), and choosing a new password (/reset-password, /settings).
 */
import type { getInputProps } from "@conform-to/react";
import { InputField } from "../ui/field";

type Meta = Parameters<typeof getInputProps>[0];

export function SignInFields({ fields }: { fields: { email: Meta; password: Meta } }) {
  return (
    <>
      <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <InputField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}

/** The labels where an account already has a password (reset, change). */
export const NEW_PASSWORD_LABELS = ["New password", "Confirm new password"] as const;

/** A new password and its confirmation, side by side. */
export function NewPasswordFields({
  password,
  confirm,
  labels = ["Password", "Confirm password"],
}: {
  password: Meta;
  confirm: Meta;
  labels?: readonly [string, string];
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField meta={password} label={labels[0]} type="password" autoComplete="new-password" />
      <InputField meta={confirm} label={labels[1]} type="password" autoComplete="new-password" />
    </div>
  );
}

/** The account part of registering: username, names, email and the password twice. */
export function RegisterAccountFields({
  fields,
}: {
  fields: Record<
    "username" | "firstName" | "lastName" | "email" | "password" | "confirmPassword",
    Meta
  >;
}) {
  return (
    <>
      <InputField meta={fields.username} label="Username" type="text" autoComplete="username" />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          meta={fields.firstName}
          label="First name"
          type="text"
          autoComplete="given-name"
        />
        <InputField
          meta={fields.lastName}
          label="Last name"
          type="text"
          autoComplete="family-name"
        />
      </div>
      <InputField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <NewPasswordFields password={fields.password} confirm={fields.confirmPassword} />
    </>
  );
}
