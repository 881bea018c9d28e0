import { data, Form, Link } from "react-router";
import { AccountField, FormNotice } from "~/components/storefront/account/account-field";
import "~/components/storefront/account/account.css";
import { nl } from "~/i18n/nl";
import { fieldErrors, lostPasswordSchema, typedValues } from "~/modules/accounts/accounts.schema";
import { mayRequestPasswordReset } from "~/modules/accounts/auth.server";
import { createPasswordReset } from "~/modules/accounts/password-reset.server";
import { resetLink } from "~/modules/accounts/reset-mail";
import { sendPasswordResetMail } from "~/modules/accounts/reset-mail.server";
import { accountUrls } from "~/modules/accounts/urls";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Route } from "./+types/lost-password";

const t = nl.account;

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
  const values = typedValues(form);
  const parsed = lostPasswordSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data(
      { sent: false, errors: fieldErrors(parsed.error), message: undefined, values },
      { status: 400 },
    );
  }
  if (!(await mayRequestPasswordReset(state.db, state.clientIp))) {
    return data({ sent: false, errors: {}, message: t.resetRateLimited, values }, { status: 429 });
  }
  const reset = await createPasswordReset(state.db, parsed.data.email);
  if (reset) {
    // Never from the request: a link built from the Host header could point a victim at another site.
    const origin = publicUrl();
    const result = await sendPasswordResetMail(
      state.db,
      { to: reset.email, link: resetLink(origin, reset.token), tokenHash: reset.tokenHash },
      { log: state.log },
    );
    state.log.info({ userId: reset.userId, result }, "password reset mail");
  }
  return { sent: true, errors: {}, message: undefined, values: {} as Record<string, string> };
}

export default function LostPassword({ actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const errors: Record<string, string> = actionData?.errors ?? {};
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
          <Form method="post" className="account-form" noValidate>
            <input type="hidden" name="_csrf" value={csrf} />
            <AccountField
              name="email"
              id="user_login"
              type="email"
              label={t.email}
              autoComplete="email"
              defaultValue={actionData?.values.email}
              error={errors.email}
              required
            />
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
