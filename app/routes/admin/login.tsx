import { data, Form, redirect } from "react-router";
import { z } from "zod";
import "~/components/admin/admin.css";
import { TextField } from "~/components/admin/fields";
import { nl } from "~/i18n/nl";
import { logIn, loginHeaders } from "~/modules/accounts/auth.server";
import { createFirstAdministrator } from "~/modules/accounts/first-admin.server";
import { adminReturnPath } from "~/modules/accounts/guard.server";
import { currentUser, startLoginSession } from "~/modules/accounts/login-session.server";
import { countAdministrators } from "~/modules/accounts/users.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/login";

const t = nl.admin;
const PASSWORD_MIN = 12;
const PASSWORD_MAX = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, sessionId } = getState(context);
  const user = await currentUser(db, sessionId);
  if (user?.role === "administrator") throw redirect(urls.admin);
  // First run: without any administrator this page offers to create one instead of a login.
  const setup = (await countAdministrators(db)) === 0;
  return { setup, back: new URL(request.url).searchParams.get("terug") ?? "" };
}

export function meta() {
  return [{ title: `${t.login.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

type Errors = Partial<Record<"email" | "password" | "password_repeat" | "form", string>>;
const fail = (intent: "login" | "setup", email: string, errors: Errors, status: number) =>
  data({ intent, email, errors }, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const intent = form.get("intent") === "setup" ? "setup" : "login";
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const cookie = { secret: state.secret, secure: state.secureCookies };

  if (intent === "setup") {
    const errors: Errors = {};
    if (!z.email().safeParse(email).success) errors.email = t.setup.errors.emailInvalid;
    if (password.length < PASSWORD_MIN) errors.password = t.setup.errors.passwordTooShort;
    else if (password.length > PASSWORD_MAX) errors.password = t.setup.errors.passwordTooLong;
    else if (password !== form.get("password_repeat"))
      errors.password_repeat = t.setup.errors.passwordMismatch;
    if (Object.keys(errors).length) return fail(intent, email, errors, 400);
    // Re-checked inside the transaction: only while there is no administrator at all.
    const created = await createFirstAdministrator(state.db, { email, password });
    if (!created.ok) {
      return created.error === "emailTaken"
        ? fail(intent, email, { email: t.setup.errors.emailTaken }, 409)
        : fail("login", email, { form: t.setup.errors.alreadyExists }, 409);
    }
    state.log.info({ userId: created.user.id }, "first administrator created");
    const sessionId = await startLoginSession(state.db, state.sessionId, created.user.id);
    return redirect(urls.admin, { status: 303, headers: await loginHeaders(state.db, sessionId, cookie) });
  }

  const errors: Errors = {};
  if (!email) errors.email = t.login.errors.emailRequired;
  if (!password) errors.password = t.login.errors.passwordRequired;
  if (Object.keys(errors).length) return fail(intent, email, errors, 400);
  // The shared login flow (rate limit, argon2id, rotated session id, cookies) of the accounts module.
  const result = await logIn(
    state.db,
    { email, password },
    { sessionId: state.sessionId, ip: state.clientIp },
  );
  if (!result.ok) {
    return result.reason === "rate_limited"
      ? fail(intent, email, { form: t.login.errors.rateLimited }, 429)
      : fail(intent, email, { form: t.login.errors.invalid }, 401);
  }
  const headers = await loginHeaders(state.db, result.sessionId, cookie);
  // Valid credentials of a shopper: logged in as that shopper (the old session id is gone), but not let in.
  const user = await currentUser(state.db, result.sessionId);
  if (user?.role !== "administrator") {
    return data(
      { intent, email, errors: { form: t.login.errors.notAllowed } as Errors },
      { status: 403, headers },
    );
  }
  return redirect(adminReturnPath(String(form.get("terug") ?? "")), { status: 303, headers });
}

/** Admin login; on first run (no administrator yet) the form that creates the first one. */
export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const setup = loaderData.setup && actionData?.intent !== "login";
  const errors: Errors = actionData?.errors ?? {};
  const email = actionData?.email ?? "";
  return (
    <div className="admin-narrow">
      <h1 className="page-title">{setup ? t.setup.title : t.login.title}</h1>
      {setup ? <p className="mt-2">{t.setup.intro}</p> : null}
      {errors.form ? (
        <div className="admin-notice admin-notice--error mt-4" role="alert" id="form-error">
          {errors.form}
        </div>
      ) : null}
      <Form method="post" className="admin-form mt-6" noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value={setup ? "setup" : "login"} />
        <input type="hidden" name="terug" value={loaderData.back} />
        <TextField
          name="email"
          type="email"
          label={setup ? t.setup.email : t.login.email}
          autoComplete={setup ? "email" : "username"}
          defaultValue={email}
          error={errors.email}
          required
        />
        <TextField
          name="password"
          type="password"
          label={setup ? t.setup.password : t.login.password}
          autoComplete={setup ? "new-password" : "current-password"}
          help={setup ? t.setup.passwordHint : undefined}
          error={errors.password}
          required
        />
        {setup ? (
          <TextField
            name="password_repeat"
            type="password"
            label={t.setup.passwordRepeat}
            autoComplete="new-password"
            error={errors.password_repeat}
            required
          />
        ) : null}
        <p>
          <button type="submit" className="btn btn-primary">
            {setup ? t.setup.submit : t.login.submit}
          </button>
        </p>
      </Form>
    </div>
  );
}
