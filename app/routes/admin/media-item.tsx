import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import "~/components/admin/media.css";
import { MediaFieldsInputs } from "~/components/admin/media-fields";
import { nl } from "~/i18n/nl";
import { adminMediaMessages as t } from "~/i18n/nl.admin-media";
import { adminUser } from "~/modules/accounts/guard.server";
import { canAccessPath } from "~/modules/accounts/roles";
import { auditActor } from "~/modules/audit/audit.server";
import { deleteMedia, getMedia, updateMedia } from "~/modules/media/media.server";
import { formatBytes, parseMediaFields } from "~/modules/media/media-form";
import { mediaUsage } from "~/modules/media/media-usage.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { formatDate } from "~/utils/format";
import type { Route } from "./+types/media-item";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getState(context);
  const item = await getMedia(db, Number(params.id));
  if (!item) throw data(null, { status: 404 });
  const places = (await mediaUsage(db, [item])).get(item.id) ?? [];
  const { variants: _, ...shown } = item;
  // A place links to its editing screen only for roles that may open it.
  const role = context.get(adminUser).role;
  return {
    item: shown,
    places: places.map((p) => ({ ...p, href: canAccessPath(role, p.href) ? p.href : null })),
  };
}

/** Saves the alt text and title, or deletes the item when it is used nowhere (refused with a message otherwise). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const state = getState(context);
  const id = Number(params.id);
  const form = await request.formData();
  const actor = auditActor(context);
  if (form.get("intent") === "delete") {
    const done = await deleteMedia(state.db, actor, id, state.log);
    if (done.ok) return redirect("/beheer/media?klaar=verwijderd");
    if (done.reason === "not_found") throw data(null, { status: 404 });
    return data({ deleteError: t.errors.inUse(done.places) }, { status: 409 });
  }
  const fields = parseMediaFields(form);
  if (!fields.ok) return data({ errors: fields.errors, fields: fields.fields }, { status: 400 });
  if (!(await updateMedia(state.db, actor, id, fields.fields))) throw data(null, { status: 404 });
  return redirect(`/beheer/media/${id}?klaar=opgeslagen`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const item = loaderData?.item;
  return [{ title: `${item ? t.detailTitle(item.title || item.alt) : t.title} – ${nl.site.name}` }];
}

export default function MediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { item, places } = loaderData;
  const csrf = useRootData()?.config.nonce ?? "";
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const done = search.get("klaar");
  const fieldErrors = actionData && "errors" in actionData ? actionData.errors : {};
  const errors = {
    alt: fieldErrors.alt ? t.errors[fieldErrors.alt] : undefined,
    title: fieldErrors.title ? t.errors[fieldErrors.title] : undefined,
  };
  const values =
    actionData && "fields" in actionData ? actionData.fields : { alt: item.alt, title: item.title };
  return (
    <div>
      <p>
        <Link to="/beheer/media" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title">{t.detailTitle(item.title || item.alt)}</h1>
      <div aria-live="polite" className="mt-4">
        {done && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{done === "toegevoegd" ? t.added : t.saved}</p>
          </div>
        ) : null}
        {actionData && "deleteError" in actionData ? (
          <div className="admin-notice admin-notice--error" role="alert">
            <p>{actionData.deleteError}</p>
          </div>
        ) : null}
      </div>
      <div className="admin-grid mt-4">
        <div>
          <img
            src={item.url}
            alt={item.alt}
            width={item.width}
            height={item.height}
            className="media-preview"
          />
          <dl className="admin-card mt-4">
            <dt className="font-semibold">{t.type}</dt>
            <dd>{item.format.toUpperCase()}</dd>
            <dt className="font-semibold">{t.size}</dt>
            <dd>
              {item.width} × {item.height} px
            </dd>
            <dt className="font-semibold">{t.fileSize}</dt>
            <dd>{formatBytes(item.bytes)}</dd>
            <dt className="font-semibold">{t.uploaded}</dt>
            <dd>
              {formatDate(item.createdAt)}
              {item.uploadedBy ? ` · ${t.uploadedBy} ${item.uploadedBy}` : ""}
            </dd>
            <dt className="font-semibold">{t.url}</dt>
            <dd>
              <code className="media-url">{item.url}</code>
              <p className="field-help">{t.urlHelp}</p>
            </dd>
          </dl>
        </div>
        <div>
          <Form method="post" className="admin-card admin-form" aria-labelledby="edit-title">
            <h2 className="admin-card__title" id="edit-title">
              {t.save}
            </h2>
            <input type="hidden" name="_csrf" value={csrf} />
            <MediaFieldsInputs values={values} errors={errors} />
            <p>
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {t.save}
              </button>
            </p>
          </Form>
          <section className="admin-card mt-4" aria-labelledby="used-title">
            <h2 className="admin-card__title" id="used-title">
              {t.usedIn}
            </h2>
            {places.length ? (
              <ul className="list-disc pl-5" data-testid="media-places">
                {places.map((place) => (
                  <li key={`${place.kind}-${place.id}`}>
                    {t.places[place.kind]}:{" "}
                    {place.href ? (
                      <Link to={place.href} className="underline">
                        {place.name}
                      </Link>
                    ) : (
                      place.name
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t.notUsed}</p>
            )}
          </section>
          <Form method="post" className="admin-card mt-4">
            <input type="hidden" name="_csrf" value={csrf} />
            <p className="field-help">{t.deleteHelp}</p>
            <p>
              <button
                type="submit"
                name="intent"
                value="delete"
                className="btn btn-secondary"
                disabled={busy}
              >
                {t.delete}
              </button>
            </p>
          </Form>
        </div>
      </div>
    </div>
  );
}
