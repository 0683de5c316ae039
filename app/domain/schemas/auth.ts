/**
 * Login and registration rules (spec document 1 section 5, document 2 section 5), shared by the
 * /auth forms (conform, client and server) and the JSON API (/api/login, /api/register).
 * Pure: no I/O.
 */
import { z } from "zod";
import { CUISINES } from "../cuisines";

export const GENDERS = ["not specified", "male", "female", "other"] as const;
export const ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "active", "very active"] as const;

export const DIETARY_RESTRICTION_OPTIONS = [
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "glutenFree", label: "Gluten-free" },
  { value: "dairyFree", label: "Dairy-free" },
  { value: "nutFree", label: "Nut-free" },
  { value: "lowCarb", label: "Low-carb" },
] as const;

export const CUISINE_OPTIONS = CUISINES;

export const REGISTRATION_DEFAULTS = {
  age: 30,
  height: 170,
  weight: 70,
  gender: "not specified",
  activityLevel: "moderate",
  dietaryRestrictions: [] as string[],
  cuisinePreferences: [] as string[],
} as const;

/** Inputs that bound the work a request can cause: long enough for any real value. */
const MAX_EMAIL = 254;
const MAX_PASSWORD = 256;
const MAX_NAME = 80;
const MAX_LIST = 30;
const MAX_LIST_ITEM = 60;

const email = z
  .string({
    required_error: "Please enter a valid email address",
    invalid_type_error: "Please enter a valid email address",
  })
  .trim()
  .max(MAX_EMAIL, "Please enter a valid email address")
  .email("Please enter a valid email address");

const password = z
  .string({
    required_error: "Password must be at least 6 characters",
    invalid_type_error: "Password must be at least 6 characters",
  })
  .min(6, "Password must be at least 6 characters")
  .max(MAX_PASSWORD, `Password must be at most ${MAX_PASSWORD} characters`);

/**
 * A number input: the client keeps an emptied input as "" (spec), which means "not given".
 * conform coerces the form's text to a number inside the preprocess step.
 */
function optionalNumber(label: string, unit: string, min: number, max: number) {
  const suffix = unit ? ` ${unit}` : "";
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z
      .number({ invalid_type_error: `${label} must be a number` })
      .min(min, `${label} must be at least ${min}${suffix}`)
      .max(max, `${label} must be less than ${max}${suffix}`)
      .optional(),
  );
}

const textList = (label: string) =>
  z
    .array(
      z
        .string({ invalid_type_error: `${label} must be a list of text` })
        .trim()
        .min(1)
        .max(MAX_LIST_ITEM),
      {
        invalid_type_error: `${label} must be a list of text`,
      },
    )
    .max(MAX_LIST, `Choose at most ${MAX_LIST}`)
    .optional()
    .default([]);

export const loginSchema = z.object({
  email,
  password,
});

/** The fields the API receives: the registration form without confirmPassword. */
export const registerFields = {
  username: z
    .string({
      required_error: "Username must be at least 3 characters",
      invalid_type_error: "Username must be at least 3 characters",
    })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(40, "Username must be at most 40 characters"),
  firstName: z
    .string({
      required_error: "First name must be at least 2 characters",
      invalid_type_error: "First name must be at least 2 characters",
    })
    .trim()
    .min(2, "First name must be at least 2 characters")
    .max(MAX_NAME, `First name must be at most ${MAX_NAME} characters`),
  lastName: z
    .string({
      required_error: "Last name must be at least 2 characters",
      invalid_type_error: "Last name must be at least 2 characters",
    })
    .trim()
    .min(2, "Last name must be at least 2 characters")
    .max(MAX_NAME, `Last name must be at most ${MAX_NAME} characters`),
  email,
  password,
  age: optionalNumber("Age", "", 16, 120),
  height: optionalNumber("Height", "cm", 100, 250),
  weight: optionalNumber("Weight", "kg", 30, 300),
  gender: z.enum(GENDERS, { errorMap: () => ({ message: "Please select a gender" }) }).optional(),
  activityLevel: z
    .enum(ACTIVITY_LEVELS, { errorMap: () => ({ message: "Please select an activity level" }) })
    .optional(),
  dietaryRestrictions: textList("Dietary restrictions"),
  cuisinePreferences: textList("Cuisine preferences"),
};

/** POST /api/register */
export const registerApiSchema = z.object(registerFields);

/**
 * The Register tab of /auth: the API fields plus confirmPassword, which must match. The match is
 * checked before the field rules (a preprocess step) so "Passwords do not match" shows even while
 * other fields are still empty; one message at a time under confirmPassword, its length rule first.
 */
export const registerFormSchema = z.preprocess(
  (value, ctx) => {
    if (value && typeof value === "object") {
      const { password, confirmPassword } = value as Record<string, unknown>;
      if (
        typeof confirmPassword === "string" &&
        confirmPassword.length >= 6 &&
        password !== confirmPassword
      ) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          message: "Passwords do not match",
          path: ["confirmPassword"],
        });
      }
    }
    return value;
  },
  z.object({
    ...registerFields,
    confirmPassword: z
      .string({
        required_error: "Confirm password must be at least 6 characters",
        invalid_type_error: "Confirm password must be at least 6 characters",
      })
      .min(6, "Confirm password must be at least 6 characters")
      .max(MAX_PASSWORD),
  }),
);

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerApiSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

/** The form schema without its confirmation: what the account service needs. */
export function toRegisterInput({
  confirmPassword: _confirm,
  ...rest
}: RegisterFormInput): RegisterInput {
  return rest;
}

// ------------------------------------------------------------------ account emails (ADR 027)

export const INVALID_LINK_MESSAGE = "This link does not work any more. Ask for a new one.";
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that address, we sent it a link to choose a new password. The link works once, for 30 minutes.";

/** A token from an emailed link: 32 random bytes in base64url. */
const emailToken = z
  .string({ required_error: INVALID_LINK_MESSAGE, invalid_type_error: INVALID_LINK_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, INVALID_LINK_MESSAGE);

export const passwordResetRequestSchema = z.object({ email }).strict();

export const passwordResetSchema = z.object({ token: emailToken, password }).strict();

/** The reset page's form: the new password twice. */
export const passwordResetFormSchema = z
  .object({
    token: emailToken,
    password,
    confirmPassword: z.string({ required_error: "Passwords do not match" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const verifyEmailSchema = z.object({ token: emailToken }).strict();
