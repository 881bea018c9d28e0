import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { Field, firstError } from "~/components/forms/field";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { FormNotice } from "~/components/storefront/account/account-field";
import "~/components/storefront/account/account.css";
import { accountMessages } from "~/i18n/nl.account";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { resetPasswordSchema } from "~/modules/accounts/accounts.schema";
import { isResetTokenUsable, resetPasswordWithToken } from "~/modules/accounts/password-reset.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/reset-password";

const t = accountMessages;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const usable = await isResetTokenUsable(getState(context).db, token);
  return { token: usable ? token : "", usable };
}

export function meta() {
  return [
    { title: `${t.resetTitle} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
    // The token is in the URL: never send it to another site.
    { name: "referrer", content: "no-referrer" },
  ];
}

/** Sets the new password (the token is claimed once); then back to the login form with a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const submission = parseForm(form, resetPasswordSchema);
  const result = submission.reply({ hideFields: SECRET_FIELDS });
  if (submission.status !== "success")
    return data({ result, message: undefined, invalid: false }, { status: 400 });
  const userId = await resetPasswordWithToken(state.db, submission.value.token, submission.value.password);
  if (userId === null) return data({ result, message: t.resetInvalid, invalid: true }, { status: 400 });
  state.log.info({ userId }, "password reset");
  return redirect(`${accountUrls.dashboard}?wachtwoord-gewijzigd=1`, { status: 303 });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const invalid = !loaderData.usable || actionData?.invalid;
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? null,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, resetPasswordSchema),
  });
  return (
    <div className="account account-narrow">
      <h1 className="page-title">{t.resetTitle}</h1>
      {invalid ? (
        <div className="mt-4">
          <FormNotice kind="error">{t.resetInvalid}</FormNotice>
          <p className="mt-4">
            <Link to={accountUrls.lostPassword} className="btn btn-primary">
              {t.lostPasswordSubmit}
            </Link>
          </p>
        </div>
      ) : (
        <>
          {actionData?.message ? (
            <div className="mt-4">
              <FormNotice kind="error">{actionData.message}</FormNotice>
            </div>
          ) : null}
          <p className="mt-4">{t.resetIntro}</p>
          <Form method="post" className="account-form" id={form.id} onSubmit={form.onSubmit} noValidate>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="token" value={loaderData.token} />
            <Field
              field={fields.password}
              id="password_1"
              type="password"
              label={t.newPassword}
              autoComplete="new-password"
              help={t.passwordHelp}
              autoFocus={firstError(actionData?.result) === "password"}
            />
            <p className="account-form__actions">
              <button type="submit" className="btn btn-primary">
                {t.resetSubmit}
              </button>
            </p>
          </Form>
        </>
      )}
    </div>
  );
}
