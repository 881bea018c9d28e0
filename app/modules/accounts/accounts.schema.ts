import { z } from "zod";
import { accountMessages as m } from "~/i18n/nl.account";
import { adminMessages } from "~/i18n/nl.admin";

/** Forms of the account pages (spec §2.4), shared by the form and the server. Messages are Dutch. */

export const PASSWORD_MIN = 10;
/** argon2 would take any length; a cap keeps a megabyte "password" from costing server time. */
export const PASSWORD_MAX = 256;

/** Optional text: `.optional()` so the form's constraint (getZodConstraint) leaves it not required. */
const text = (max: number) =>
  z
    .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().max(max, m.tooLong))
    .optional()
    .transform((v) => v ?? "");

export const emailField = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
  z.email({ error: m.emailInvalid }).max(254, m.emailInvalid),
);

/** A new password: at least 10 characters (spaces count, nothing is trimmed). */
export const newPasswordField = z.preprocess(
  (v) => (typeof v === "string" ? v : ""),
  z
    .string()
    .min(PASSWORD_MIN, m.passwordTooShort(PASSWORD_MIN))
    .max(PASSWORD_MAX, m.passwordTooLong(PASSWORD_MAX)),
);

export const loginSchema = z.object({
  email: emailField,
  password: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.string().min(1, m.passwordRequired).max(PASSWORD_MAX, m.loginFailed),
  ),
});

export const registerSchema = z.object({
  email: emailField,
  password: newPasswordField,
  first_name: text(100),
  last_name: text(100),
});

export const lostPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().max(200)),
  password: newPasswordField,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;

/** Field → first Dutch message, for showing beside each field. */
export type FieldErrors = Record<string, string>;

export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

const adminText = adminMessages;
const raw = (v: unknown) => (typeof v === "string" ? v : "");

/** The admin login form (spec §4): both fields filled in; the login flow judges the rest. */
export const adminLoginSchema = z.object({
  email: z.preprocess(
    (v) => raw(v).trim(),
    z.string().min(1, adminText.login.errors.emailRequired).max(254, adminText.login.errors.emailRequired),
  ),
  password: z.preprocess(
    raw,
    z
      .string()
      .min(1, adminText.login.errors.passwordRequired)
      .max(PASSWORD_MAX, adminText.login.errors.invalid),
  ),
});

export const ADMIN_PASSWORD_MIN = 12;
export const ADMIN_PASSWORD_MAX = 200;

/** First run: the form that creates the first administrator. */
export const adminSetupSchema = z
  .object({
    email: z.preprocess((v) => raw(v).trim(), z.email({ error: adminText.setup.errors.emailInvalid })),
    password: z.preprocess(
      raw,
      z
        .string()
        .min(ADMIN_PASSWORD_MIN, adminText.setup.errors.passwordTooShort)
        .max(ADMIN_PASSWORD_MAX, adminText.setup.errors.passwordTooLong),
    ),
    password_repeat: z.preprocess(raw, z.string()),
  })
  .refine((v) => v.password === v.password_repeat, {
    path: ["password_repeat"],
    error: adminText.setup.errors.passwordMismatch,
  });
