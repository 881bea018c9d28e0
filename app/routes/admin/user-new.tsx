import { type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import "~/components/admin/people.css";
import { Field } from "~/components/forms/field";
import { parseForm, SECRET_FIELDS } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { ROLES } from "~/modules/accounts/roles";
import { inviteSchema } from "~/modules/accounts/staff.schema";
import { inviteUser } from "~/modules/accounts/staff.server";
import { auditActor } from "~/modules/audit/audit.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/user-new";

const t = nl.adminPeople.invite;

export function meta() {
  return [
    { title: `${t.title} – ${nl.admin.title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/** Creates the account and queues the invitation; back to the list with a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const submission = parseForm(await request.formData(), inviteSchema);
  if (submission.status !== "success")
    return data(
      { result: submission.reply({ hideFields: SECRET_FIELDS }), message: t.notSaved },
      { status: 400 },
    );
  const v = submission.value;
  const result = await inviteUser(
    state.db,
    auditActor(context),
    { email: v.email, firstName: v.first_name, lastName: v.last_name, role: v.role },
    { log: state.log },
  );
  if (!result.ok) {
    return data(
      {
        result: submission.reply({
          fieldErrors: { email: [t.errors.emailTaken] },
          hideFields: SECRET_FIELDS,
        }),
        message: t.notSaved,
      },
      { status: 409 },
    );
  }
  state.log.info({ userId: result.userId, role: v.role }, "user invited");
  return redirect(`/beheer/gebruikers?uitgenodigd=${encodeURIComponent(v.email)}`, { status: 303 });
}

export default function InviteUser({ actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const [form, fields] = useForm<{ email: string; first_name: string; last_name: string; role: string }>({
    lastResult: (actionData?.result ?? null) as SubmissionResult<string[]> | null,
    constraint: getZodConstraint(inviteSchema),
    defaultValue: { role: "shop_manager" },
    shouldValidate: "onBlur",
  });
  const roleError = fields.role.errors?.[0];
  return (
    <>
      <p>
        <Link to="/beheer/gebruikers" className="underline">
          {nl.adminPeople.user.back}
        </Link>
      </p>
      <h1 className="page-title mt-2">{t.title}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      {actionData?.message ? (
        <div className="admin-notice admin-notice--error mt-4" role="alert">
          <p>{actionData.message}</p>
        </div>
      ) : null}
      <Form method="post" id={form.id} noValidate className="admin-form admin-narrow mt-6">
        <input type="hidden" name="_csrf" value={csrf} />
        <Field field={fields.email} label={t.email} type="email" autoComplete="off" staticHelp />
        <Field field={fields.first_name} label={t.firstName} autoComplete="off" optional staticHelp />
        <Field field={fields.last_name} label={t.lastName} autoComplete="off" optional staticHelp />
        <div className="field">
          <label htmlFor="role" className="field-label">
            {t.role}
          </label>
          <select
            id="role"
            name="role"
            defaultValue={
              typeof fields.role.initialValue === "string" ? fields.role.initialValue : "shop_manager"
            }
            className="people-select"
            aria-invalid={roleError ? true : undefined}
            aria-describedby={roleError ? "role-error" : undefined}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {nl.admin.roles[r]}
              </option>
            ))}
          </select>
          {roleError ? (
            <p id="role-error" className="field-error">
              {roleError}
            </p>
          ) : null}
        </div>
        <p>
          <button type="submit" className="btn btn-primary">
            {t.submit}
          </button>
        </p>
      </Form>
    </>
  );
}
