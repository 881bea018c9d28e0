import { type Submission, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import type { z } from "zod";
import { Field, firstError } from "~/components/forms/field";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { FormNotice } from "~/components/storefront/account/account-field";
import { AccountLayout } from "~/components/storefront/account/account-nav";
import { PrivacyNotice } from "~/components/storefront/privacy-notice";
import "~/components/storefront/account/account.css";
import { accountMessages } from "~/i18n/nl.account";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { loginSchema, registerSchema } from "~/modules/accounts/accounts.schema";
import { type AuthResult, logIn, loginHeaders, register } from "~/modules/accounts/auth.server";
import { optionalUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { safeRedirect } from "~/utils/safe-redirect";
import type { Route } from "./+types/dashboard";

const t = accountMessages;

const NOTICES = { uitgelogd: t.loggedOut, "wachtwoord-gewijzigd": t.resetDone } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalUser(context);
  const params = new URL(request.url).searchParams;
  const notice = (Object.keys(NOTICES) as (keyof typeof NOTICES)[]).find((k) => params.has(k)) ?? null;
  return {
    user: user ? { firstName: user.firstName, email: user.email } : null,
    notice,
    redirectTo: safeRedirect(params.get("redirect_to"), accountUrls.dashboard),
  };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

type Intent = "login" | "register";

const REASONS: Record<Exclude<AuthResult, { ok: true }>["reason"], { status: number; message: string }> = {
  invalid: { status: 401, message: t.loginFailed },
  rate_limited: { status: 429, message: t.rateLimited },
  taken: { status: 409, message: t.emailTaken },
};

/** Login and register (two forms on one page, told apart by `intent`). Success: new session → redirect. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const intent: Intent = form.get("intent") === "register" ? "register" : "login";
  const submission = intent === "login" ? parseForm(form, loginSchema) : parseForm(form, registerSchema);
  const fail = (message: string | undefined, status: number, fieldErrors?: Record<string, string[]>) =>
    data(
      {
        intent,
        message,
        result: submission.reply({ hideFields: SECRET_FIELDS, ...(fieldErrors ? { fieldErrors } : {}) }),
      },
      { status },
    );
  if (submission.status !== "success") return fail(intent === "register" ? t.fixErrors : undefined, 400);
  const caller = { sessionId: state.sessionId, ip: state.clientIp };
  const result: AuthResult =
    intent === "login"
      ? await logIn(state.db, loginSchema.parse(submission.value), caller)
      : await register(state.db, registerSchema.parse(submission.value), caller);
  if (!result.ok) {
    const { status, message } =
      result.reason === "rate_limited" && intent === "register"
        ? { status: 429, message: t.registerRateLimited }
        : REASONS[result.reason];
    state.log.info({ intent, reason: result.reason }, "account login refused");
    return fail(message, status, result.reason === "taken" ? { email: [message] } : undefined);
  }
  const headers = await loginHeaders(state.db, result.sessionId, {
    secret: state.secret,
    secure: state.secureCookies,
  });
  const to = safeRedirect(form.get("redirect_to"), accountUrls.dashboard);
  return redirect(to, { status: 303, headers });
}

type ActionResult = Route.ComponentProps["actionData"];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const { user, notice } = loaderData;
  if (user) {
    return (
      <AccountLayout csrf={csrf} title={t.title}>
        <p className="text-lg font-semibold">{t.hello(user.firstName)}</p>
        <p className="mt-2">{t.dashboardIntro}</p>
        <ul className="account-dashboard-links">
          <li>
            <Link to={accountUrls.orders}>{t.orders}</Link>
          </li>
          <li>
            <Link to={accountUrls.addresses}>{t.addresses}</Link>
          </li>
        </ul>
      </AccountLayout>
    );
  }
  return (
    <div className="account">
      <h1 className="page-title">{t.title}</h1>
      {notice ? (
        <div className="mt-4">
          <FormNotice kind="success">{NOTICES[notice]}</FormNotice>
        </div>
      ) : null}
      <div className="account-forms">
        <LoginForm csrf={csrf} redirectTo={loaderData.redirectTo} result={actionData} />
        <RegisterForm csrf={csrf} redirectTo={loaderData.redirectTo} result={actionData} />
      </div>
    </div>
  );
}

/** One of the two forms under Conform: its own last result only (the other form's stays untouched). */
function useAccountForm<S extends typeof loginSchema | typeof registerSchema>(
  result: ActionResult,
  intent: Intent,
  schema: S,
) {
  const mine = result?.intent === intent ? result : undefined;
  const [form, fields] = useForm<z.input<S>>({
    id: intent,
    lastResult: mine?.result ?? null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema) as Submission<z.input<S>>,
  });
  return { form, fields, message: mine?.message, first: firstError(mine?.result) };
}

function LoginForm({ csrf, redirectTo, result }: { csrf: string; redirectTo: string; result: ActionResult }) {
  const { form, fields, message, first } = useAccountForm(result, "login", loginSchema);
  return (
    <section className="account-box" aria-labelledby="login-title">
      <h2 id="login-title" className="section-title">
        {t.loginTitle}
      </h2>
      {message ? <FormNotice kind="error">{message}</FormNotice> : null}
      <Form method="post" className="account-form" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <Field
          field={fields.email}
          id="username"
          type="email"
          label={t.email}
          autoComplete="username"
          autoFocus={first === "email"}
        />
        <Field
          field={fields.password}
          id="password"
          type="password"
          label={t.password}
          autoComplete="current-password"
          autoFocus={first === "password"}
        />
        <p className="account-form__actions">
          <button type="submit" className="btn btn-primary" name="login" value="1">
            {t.login}
          </button>
          <Link to={accountUrls.lostPassword} className="account-link">
            {t.lostPasswordLink}
          </Link>
        </p>
      </Form>
    </section>
  );
}

function RegisterForm({
  csrf,
  redirectTo,
  result,
}: {
  csrf: string;
  redirectTo: string;
  result: ActionResult;
}) {
  const { form, fields, message, first } = useAccountForm(result, "register", registerSchema);
  return (
    <section className="account-box" aria-labelledby="register-title">
      <h2 id="register-title" className="section-title">
        {t.registerTitle}
      </h2>
      {message ? <FormNotice kind="error">{message}</FormNotice> : null}
      <Form method="post" className="account-form" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <Field
          field={fields.email}
          id="reg_email"
          type="email"
          label={t.email}
          autoComplete="email"
          autoFocus={first === "email"}
        />
        <Field
          field={fields.password}
          id="reg_password"
          type="password"
          label={t.password}
          autoComplete="new-password"
          autoFocus={first === "password"}
          help={t.passwordHelp}
        />
        <div className="account-form__row">
          <Field
            field={fields.first_name}
            id="reg_first_name"
            label={t.firstName}
            autoComplete="given-name"
            autoFocus={first === "first_name"}
            optional
          />
          <Field
            field={fields.last_name}
            id="reg_last_name"
            label={t.lastName}
            autoComplete="family-name"
            autoFocus={first === "last_name"}
            optional
          />
        </div>
        <p className="field-help">{t.registerHelp}</p>
        <PrivacyNotice />
        <p className="account-form__actions">
          <button type="submit" className="btn btn-primary" name="register" value="1">
            {t.register}
          </button>
        </p>
      </Form>
    </section>
  );
}
