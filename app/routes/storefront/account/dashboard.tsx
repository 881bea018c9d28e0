import { data, Form, Link, redirect } from "react-router";
import { AccountField, FormNotice } from "~/components/storefront/account/account-field";
import { AccountLayout } from "~/components/storefront/account/account-nav";
import "~/components/storefront/account/account.css";
import { nl } from "~/i18n/nl";
import {
  type FieldErrors,
  fieldErrors,
  loginSchema,
  registerSchema,
  typedValues,
} from "~/modules/accounts/accounts.schema";
import { type AuthResult, logIn, loginHeaders, register } from "~/modules/accounts/auth.server";
import { optionalUser } from "~/modules/accounts/guard.server";
import { accountUrls } from "~/modules/accounts/urls";
import { safeRedirectPath } from "~/modules/cms/store-notice";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/dashboard";

const t = nl.account;

const NOTICES = { uitgelogd: t.loggedOut, "wachtwoord-gewijzigd": t.resetDone } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await optionalUser(context);
  const params = new URL(request.url).searchParams;
  const notice = (Object.keys(NOTICES) as (keyof typeof NOTICES)[]).find((k) => params.has(k)) ?? null;
  return {
    user: user ? { firstName: user.firstName, email: user.email } : null,
    notice,
    redirectTo: safeRedirectPath(params.get("redirect_to"), accountUrls.dashboard),
  };
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

type Intent = "login" | "register";
interface ActionResult {
  intent: Intent;
  errors: FieldErrors;
  message?: string;
  values: Record<string, string>;
}

const fail = (result: ActionResult, status: number) => data(result, { status });

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
  const values = typedValues(form);
  const caller = { sessionId: state.sessionId, ip: state.clientIp };
  let result: AuthResult;
  if (intent === "login") {
    const parsed = loginSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) return fail({ intent, errors: fieldErrors(parsed.error), values }, 400);
    result = await logIn(state.db, parsed.data, caller);
  } else {
    const parsed = registerSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) {
      return fail({ intent, errors: fieldErrors(parsed.error), message: t.fixErrors, values }, 400);
    }
    result = await register(state.db, parsed.data, caller);
  }
  if (!result.ok) {
    const { status, message } =
      result.reason === "rate_limited" && intent === "register"
        ? { status: 429, message: t.registerRateLimited }
        : REASONS[result.reason];
    const errors: FieldErrors = result.reason === "taken" ? { email: message } : {};
    state.log.info({ intent, reason: result.reason }, "account login refused");
    return fail({ intent, errors, message, values }, status);
  }
  const headers = await loginHeaders(state.db, result.sessionId, {
    secret: state.secret,
    secure: state.secureCookies,
  });
  const to = safeRedirectPath(form.get("redirect_to"), accountUrls.dashboard);
  return redirect(to, { status: 303, headers });
}

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

function formState(result: ActionResult | undefined, intent: Intent) {
  const mine = result?.intent === intent ? result : undefined;
  return { errors: mine?.errors ?? {}, message: mine?.message, values: mine?.values ?? {} };
}

function LoginForm({
  csrf,
  redirectTo,
  result,
}: {
  csrf: string;
  redirectTo: string;
  result?: ActionResult;
}) {
  const { errors, message, values } = formState(result, "login");
  return (
    <section className="account-box" aria-labelledby="login-title">
      <h2 id="login-title" className="section-title">
        {t.loginTitle}
      </h2>
      {message ? <FormNotice kind="error">{message}</FormNotice> : null}
      <Form method="post" className="account-form" noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <AccountField
          name="email"
          id="username"
          type="email"
          label={t.email}
          autoComplete="username"
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <AccountField
          name="password"
          id="password"
          type="password"
          label={t.password}
          autoComplete="current-password"
          error={errors.password}
          required
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
  result?: ActionResult;
}) {
  const { errors, message, values } = formState(result, "register");
  return (
    <section className="account-box" aria-labelledby="register-title">
      <h2 id="register-title" className="section-title">
        {t.registerTitle}
      </h2>
      {message ? <FormNotice kind="error">{message}</FormNotice> : null}
      <Form method="post" className="account-form" noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value="register" />
        <input type="hidden" name="redirect_to" value={redirectTo} />
        <AccountField
          name="email"
          id="reg_email"
          type="email"
          label={t.email}
          autoComplete="email"
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <AccountField
          name="password"
          id="reg_password"
          type="password"
          label={t.password}
          autoComplete="new-password"
          error={errors.password}
          help={t.passwordHelp}
          required
        />
        <div className="account-form__row">
          <AccountField
            name="first_name"
            id="reg_first_name"
            label={t.firstName}
            autoComplete="given-name"
            defaultValue={values.first_name}
            error={errors.first_name}
            optional
          />
          <AccountField
            name="last_name"
            id="reg_last_name"
            label={t.lastName}
            autoComplete="family-name"
            defaultValue={values.last_name}
            error={errors.last_name}
            optional
          />
        </div>
        <p className="field-help">{t.registerHelp}</p>
        <p className="account-form__actions">
          <button type="submit" className="btn btn-primary" name="register" value="1">
            {t.register}
          </button>
        </p>
      </Form>
    </section>
  );
}
