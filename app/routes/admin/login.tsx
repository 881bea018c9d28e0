import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, redirect } from "react-router";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import "~/components/admin/admin.css";
import { Field, firstError } from "~/components/forms/field";
import { nl } from "~/i18n/nl";
import { adminLoginSchema, adminSetupSchema } from "~/modules/accounts/accounts.schema";
import { logIn, loginHeaders } from "~/modules/accounts/auth.server";
import { createFirstAdministrator } from "~/modules/accounts/first-admin.server";
import { adminReturnPath } from "~/modules/accounts/guard.server";
import { currentUser, startLoginSession } from "~/modules/accounts/login-session.server";
import { isStaff } from "~/modules/accounts/roles";
import { countAdministrators } from "~/modules/accounts/users.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/login";

const t = nl.admin;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, sessionId } = getState(context);
  const user = await currentUser(db, sessionId);
  if (user && isStaff(user.role)) throw redirect(urls.admin);
  // First run: without any administrator this page offers to create one instead of a login.
  const setup = (await countAdministrators(db)) === 0;
  return { setup, back: new URL(request.url).searchParams.get("terug") ?? "" };
}

export function meta() {
  return [{ title: `${t.login.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

type Intent = "login" | "setup";
const schemaFor = (intent: Intent) => (intent === "setup" ? adminSetupSchema : adminLoginSchema);

export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const intent: Intent = form.get("intent") === "setup" ? "setup" : "login";
  const submission = parseForm(form, schemaFor(intent));
  const fail = (formError: string, status: number, headers?: HeadersInit) =>
    data(
      { intent, result: submission.reply({ formErrors: [formError], hideFields: SECRET_FIELDS }) },
      { status, headers },
    );
  if (submission.status !== "success") {
    return data({ intent, result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 });
  }
  const { email, password } = submission.value;
  const cookie = { secret: state.secret, secure: state.secureCookies };

  if (intent === "setup") {
    // Re-checked inside the transaction: only while there is no administrator at all.
    const created = await createFirstAdministrator(state.db, { email, password });
    if (!created.ok) {
      if (created.error === "emailTaken") {
        const result = submission.reply({
          fieldErrors: { email: [t.setup.errors.emailTaken] },
          hideFields: SECRET_FIELDS,
        });
        return data({ intent, result }, { status: 409 });
      }
      return data(
        {
          intent: "login" as Intent,
          result: submission.reply({ formErrors: [t.setup.errors.alreadyExists], hideFields: SECRET_FIELDS }),
        },
        { status: 409 },
      );
    }
    state.log.info({ userId: created.user.id }, "first administrator created");
    const sessionId = await startLoginSession(state.db, state.sessionId, created.user.id);
    return redirect(urls.admin, { status: 303, headers: await loginHeaders(state.db, sessionId, cookie) });
  }

  // The shared login flow (rate limit, argon2id, rotated session id, cookies) of the accounts module.
  const result = await logIn(
    state.db,
    { email, password },
    { sessionId: state.sessionId, ip: state.clientIp },
  );
  if (!result.ok) {
    return result.reason === "rate_limited"
      ? fail(t.login.errors.rateLimited, 429)
      : fail(t.login.errors.invalid, 401);
  }
  const headers = await loginHeaders(state.db, result.sessionId, cookie);
  // Valid credentials of a shopper: logged in as that shopper (the old session id is gone), but not let in.
  const user = await currentUser(state.db, result.sessionId);
  if (!user || !isStaff(user.role)) return fail(t.login.errors.notAllowed, 403, headers);
  return redirect(adminReturnPath(String(form.get("terug") ?? "")), { status: 303, headers });
}

/** Admin login; on first run (no administrator yet) the form that creates the first one. */
export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const setup = loaderData.setup && actionData?.intent !== "login";
  const schema = schemaFor(setup ? "setup" : "login");
  const lastResult = actionData?.intent === (setup ? "setup" : "login") ? actionData.result : undefined;
  const [form, fields] = useForm({
    lastResult: lastResult ?? null,
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
  // A form-level error that arrives with the intent switched (setup → login) still shows.
  const formError = form.errors?.[0] ?? actionData?.result.error?.[""]?.[0];
  const first = firstError(lastResult);
  return (
    <div className="admin-narrow admin-login">
      <h1 className="page-title">{setup ? t.setup.title : t.login.title}</h1>
      {setup ? <p className="mt-2">{t.setup.intro}</p> : null}
      {formError ? (
        <div className="admin-notice admin-notice--error mt-4" role="alert" id="form-error">
          {formError}
        </div>
      ) : null}
      <Form method="post" className="admin-form mt-6" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="intent" value={setup ? "setup" : "login"} />
        <input type="hidden" name="terug" value={loaderData.back} />
        <Field
          field={fields.email}
          type="email"
          label={setup ? t.setup.email : t.login.email}
          autoComplete={setup ? "email" : "username"}
          autoFocus={first === "email"}
        />
        <Field
          field={fields.password}
          type="password"
          passwordToggle={false}
          label={setup ? t.setup.password : t.login.password}
          autoComplete={setup ? "new-password" : "current-password"}
          help={setup ? t.setup.passwordHint : undefined}
          autoFocus={first === "password"}
        />
        {setup ? (
          <Field
            field={fields.password_repeat}
            type="password"
            passwordToggle={false}
            label={t.setup.passwordRepeat}
            autoComplete="new-password"
            autoFocus={first === "password_repeat"}
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
