import { data, Form, Link, redirect, useLocation } from "react-router";
import "~/components/admin/people.css";
import { parseForm } from "~/components/forms/parse";
import { nl } from "~/i18n/nl";
import { adminUser } from "~/modules/accounts/guard.server";
import { ROLES } from "~/modules/accounts/roles";
import { roleChangeSchema } from "~/modules/accounts/staff.schema";
import { changeRole, getUserRow, setUserActive, type UserChangeError } from "~/modules/accounts/staff.server";
import { auditActor } from "~/modules/audit/audit.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/user";

const t = nl.adminPeople.user;
const u = nl.adminPeople.users;

function userId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = userId(params.id);
  const user = id ? await getUserRow(getState(context).db, id) : null;
  if (!user) notFound();
  return { user, self: context.get(adminUser).id === user.id };
}

const NOTICES = {
  rol: t.roleSaved,
  ongewijzigd: t.roleUnchanged,
  gedeactiveerd: t.deactivated,
  geactiveerd: t.reactivated,
};

/** One form per intent: "role" (with the new role), "deactivate", "reactivate". Refusals answer 400/409 in Dutch. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = userId(params.id);
  if (!id) notFound();
  const state = getState(context);
  const form = await request.formData();
  const intent = form.get("intent");
  const actor = auditActor(context);
  let result: Awaited<ReturnType<typeof changeRole>>;
  let done: keyof typeof NOTICES;
  if (intent === "role") {
    const submission = parseForm(form, roleChangeSchema);
    if (submission.status !== "success")
      return data({ intent, error: t.errors.roleInvalid }, { status: 400 });
    result = await changeRole(state.db, actor, id, submission.value.role);
    done = result.ok && !result.changed ? "ongewijzigd" : "rol";
  } else if (intent === "deactivate" || intent === "reactivate") {
    result = await setUserActive(state.db, actor, id, intent === "reactivate");
    done = intent === "reactivate" ? "geactiveerd" : "gedeactiveerd";
  } else {
    return data({ intent: "", error: t.errors.roleInvalid }, { status: 400 });
  }
  if (!result.ok) {
    if (result.error === "notFound") notFound();
    const messages: Record<Exclude<UserChangeError, "notFound">, string> = t.errors;
    return data({ intent, error: messages[result.error] }, { status: 409 });
  }
  state.log.info({ userId: id, intent }, "user changed");
  // A user who took their own administrator role away may no longer open this screen.
  if (context.get(adminUser).id === id && intent === "role") return redirect("/beheer", { status: 303 });
  return redirect(`/beheer/gebruikers/${id}?klaar=${done}`, { status: 303 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? t.title(loaderData.user.email) : t.notFound;
  return [
    { title: `${title} – ${nl.admin.title} – ${nl.site.name}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function UserPage({ loaderData, actionData }: Route.ComponentProps) {
  const { user, self } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const done = new URLSearchParams(useLocation().search).get("klaar") as keyof typeof NOTICES | null;
  const notice = !actionData && done && done in NOTICES ? NOTICES[done] : null;
  const roleError = actionData?.intent === "role" ? actionData.error : undefined;
  const statusError =
    actionData && actionData.intent !== "role" && actionData.intent ? actionData.error : undefined;
  return (
    <>
      <p>
        <Link to="/beheer/gebruikers" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title mt-2">{t.title(user.email)}</h1>
      <div aria-live="polite">
        {notice ? (
          <div className="admin-notice admin-notice--success mt-4" role="status" id="user-notice">
            <p>{notice}</p>
          </div>
        ) : null}
      </div>
      <section className="admin-card mt-6 max-w-3xl" aria-labelledby="user-details">
        <h2 id="user-details" className="admin-card__title">
          {t.details}
        </h2>
        <dl className="people-dl">
          <dt>{u.email}</dt>
          <dd>{user.email}</dd>
          <dt>{u.name}</dt>
          <dd>{`${user.firstName} ${user.lastName}`.trim() || "—"}</dd>
          <dt>{u.role}</dt>
          <dd>{nl.admin.roles[user.role]}</dd>
          <dt>{u.status}</dt>
          <dd>{user.anonymised ? u.anonymised : user.active ? u.active : u.inactive}</dd>
          <dt>{u.created}</dt>
          <dd>{formatDate(user.createdAt, "datetime")}</dd>
        </dl>
        {user.role === "customer" ? (
          <p>
            <Link to={`/beheer/klanten/${user.id}`} className="underline">
              {t.customerPage}
            </Link>
          </p>
        ) : null}
      </section>
      {user.anonymised ? (
        <p className="mt-6">{t.errors.anonymised}</p>
      ) : (
        <div className="admin-form mt-6">
          <Form method="post" className="admin-card" aria-labelledby="role-legend">
            <h2 id="role-legend" className="admin-card__title">
              {t.roleLegend}
            </h2>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value="role" />
            <div className="people-actions">
              <div className="field">
                <label htmlFor="role" className="field-label">
                  {t.newRole}
                </label>
                <select
                  id="role"
                  name="role"
                  defaultValue={user.role}
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
              </div>
              <button type="submit" className="btn btn-primary">
                {t.saveRole}
              </button>
            </div>
            {roleError ? (
              <p id="role-error" className="field-error" role="alert">
                {roleError}
              </p>
            ) : null}
          </Form>
          <Form method="post" className="admin-card" aria-labelledby="status-legend">
            <h2 id="status-legend" className="admin-card__title">
              {t.statusLegend}
            </h2>
            <input type="hidden" name="_csrf" value={csrf} />
            <input type="hidden" name="intent" value={user.active ? "deactivate" : "reactivate"} />
            <p>{t.deactivateHelp}</p>
            {self && user.active ? <p id="status-self">{t.errors.self}</p> : null}
            {statusError ? (
              <p id="status-error" className="field-error" role="alert">
                {statusError}
              </p>
            ) : null}
            <p>
              <button
                type="submit"
                className={`btn ${user.active ? "btn-secondary people-danger" : "btn-primary"}`}
                disabled={self && user.active}
                aria-describedby={
                  statusError ? "status-error" : self && user.active ? "status-self" : undefined
                }
              >
                {user.active ? t.deactivate : t.reactivate}
              </button>
            </p>
          </Form>
        </div>
      )}
    </>
  );
}
