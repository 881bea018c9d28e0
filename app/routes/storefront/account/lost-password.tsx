import { useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { Field, firstError } from "~/components/forms/field";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { FormNotice } from "~/components/storefront/account/account-field";
import { PrivacyNotice } from "~/components/storefront/privacy-notice";
import "~/components/storefront/account/account.css";
import { accountMessages } from "~/i18n/nl.account";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { lostPasswordSchema } from "~/modules/accounts/accounts.schema";
import { mayRequestPasswordReset } from "~/modules/accounts/auth.server";
import { createPasswordReset } from "~/modules/accounts/password-reset.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/lost-password";

const t = accountMessages;

export function meta() {
  return [{ title: `${t.lostPasswordTitle} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/**
 * Sends a reset link. The answer is the same whether or not the address has an account (and whether a mail
 * was actually queued), so the form tells nobody which addresses are customers.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const form = await request.formData();
  const submission = parseForm(form, lostPasswordSchema);
  if (submission.status !== "success") {
    return data(
      { sent: false, message: undefined, result: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  }
  if (!(await mayRequestPasswordReset(state.db, state.clientIp))) {
    return data(
      { sent: false, message: t.resetRateLimited, result: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 429 },
    );
  }
  // The mail is queued with the token; its link's origin is PUBLIC_URL, never the request's Host header.
  const reset = await createPasswordReset(state.db, submission.value.email, { log: state.log });
  if (reset) state.log.info({ userId: reset.userId }, "password reset mail queued");
  return { sent: true, message: undefined, result: submission.reply({ resetForm: true }) };
}

export default function LostPassword({ actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const [form, fields] = useForm({
    lastResult: actionData?.result ?? null,
    constraint: getZodConstraint(lostPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, lostPasswordSchema),
  });
  return (
    <div className="account account-narrow">
      <h1 className="page-title">{t.lostPasswordTitle}</h1>
      {actionData?.sent ? (
        <div className="mt-4">
          <FormNotice kind="success">{t.lostPasswordSent}</FormNotice>
        </div>
      ) : (
        <>
          {actionData?.message ? (
            <div className="mt-4">
              <FormNotice kind="error">{actionData.message}</FormNotice>
            </div>
          ) : null}
          <p className="mt-4">{t.lostPasswordIntro}</p>
          <Form method="post" className="account-form" id={form.id} onSubmit={form.onSubmit} noValidate>
            <input type="hidden" name="_csrf" value={csrf} />
            <Field
              field={fields.email}
              id="user_login"
              type="email"
              label={t.email}
              autoComplete="email"
              autoFocus={firstError(actionData?.result) === "email"}
            />
            <PrivacyNotice />
            <p className="account-form__actions">
              <button type="submit" className="btn btn-primary">
                {t.lostPasswordSubmit}
              </button>
            </p>
          </Form>
        </>
      )}
      <p className="mt-6">
        <Link to={accountUrls.dashboard} className="underline">
          {t.loginTitle}
        </Link>
      </p>
    </div>
  );
}
