import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { PopupEditor } from "~/components/admin/popup-editor";
import { nl } from "~/i18n/nl";
import { popupAdminMessages } from "~/i18n/nl.admin-popups";
import { auditActor } from "~/modules/audit/audit.server";
import { popupSettingsSchema } from "~/modules/marketing/popup.schema";
import { parsePopupForm, popupFormValues } from "~/modules/marketing/popup-admin-form";
import { editRows } from "~/modules/marketing/popup-admin-lists";
import { checkPopupBlocks } from "~/modules/marketing/popup-blocks.server";
import { deletePopup, getPopup, savePopup } from "~/modules/marketing/popups.server";
import { sanitizeRichText } from "~/modules/products/rich-text.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/popup-edit";

const t = popupAdminMessages.edit;

/** The popup of the address (/beheer/popups/nieuw: none; an unknown or malformed id: 404). */
function popupIdOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

const NEW_POPUP = {
  title: "",
  slug: "",
  active: false,
  form: "none",
  content: "",
  settings: popupSettingsSchema.parse({
    triggers: [{ type: "click_open", settings: { extra_selectors: "", do_default: false, cookie_name: [] } }],
  }),
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = popupIdOf(params);
  if (id === null) return { id: null, values: popupFormValues(NEW_POPUP) };
  const popup = await getPopup(getState(context).db, id);
  if (!popup) throw data(null, { status: 404 });
  return { id, values: popupFormValues(popup) };
}

/** Saves (or deletes) a popup; the layout's middleware bumps the shop version, so cached pages show it at once. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db } = getState(context);
  const id = popupIdOf(params);
  const form = await request.formData();
  if (id !== null && form.get("intent") === "delete") {
    const popup = await getPopup(db, id);
    if (!popup || !(await deletePopup(db, auditActor(context), id))) throw data(null, { status: 404 });
    return redirect(`/beheer/popups?verwijderd=${encodeURIComponent(popup.title)}`);
  }
  const typed: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).map(String);
    typed[key] = key === "page_types" ? all : (all[0] ?? "");
  }
  // "Add a trigger", "remove cookie 2" …: the form comes back with the row changed, nothing saved.
  const edited = editRows(typed, String(form.get("intent") ?? ""));
  if (edited) return data({ values: edited, errors: undefined, message: undefined });
  const parsed = parsePopupForm(form);
  if (!parsed.ok) return data({ values: typed, errors: parsed.errors, message: t.notSaved }, { status: 400 });
  // Blocks: checked and their text sanitised as a content page's are (decision 029); a bad block is refused here.
  const blocks = checkPopupBlocks(parsed.popup.settings.content_blocks);
  if (!blocks.ok)
    return data(
      { values: typed, errors: { content_blocks: blocks.message }, message: t.notSaved },
      { status: 400 },
    );
  const popup = {
    ...parsed.popup,
    content: sanitizeRichText(parsed.popup.content),
    settings: { ...parsed.popup.settings, content_blocks: blocks.json },
  };
  const saved = await savePopup(db, auditActor(context), id, popup);
  if (saved.kind === "not_found") throw data(null, { status: 404 });
  if (saved.kind === "slug_taken")
    return data(
      { values: typed, errors: { slug: popupAdminMessages.errors.slugTaken }, message: t.notSaved },
      { status: 409 },
    );
  return redirect(`/beheer/popups/${saved.id}?klaar=opgeslagen`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.id ? t.editTitle(String(loaderData.values.title)) : t.newTitle;
  return [{ title: `${title} – ${nl.site.name}` }];
}

export default function PopupEdit({ loaderData, actionData }: Route.ComponentProps) {
  const csrf = useRootData()?.config.nonce ?? "";
  const [search] = useSearchParams();
  const values = actionData?.values ?? loaderData.values;
  return (
    <div>
      <p>
        <Link to="/beheer/popups" className="underline">
          {t.back}
        </Link>
      </p>
      <h1 className="page-title">
        {loaderData.id ? t.editTitle(String(loaderData.values.title)) : t.newTitle}
      </h1>
      <div aria-live="polite" className="mt-4">
        {search.get("klaar") === "opgeslagen" && !actionData ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{t.saved}</p>
          </div>
        ) : null}
      </div>
      <PopupEditor
        key={JSON.stringify(values)}
        values={values}
        errors={actionData?.errors}
        message={actionData?.message}
        submitLabel={t.save}
      />
      {loaderData.id ? (
        <Form method="post" className="admin-card mt-8" aria-labelledby="delete-popup">
          <h2 className="admin-card__title" id="delete-popup">
            {t.delete}
          </h2>
          <p>{t.deleteHelp}</p>
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" name="intent" value="delete" className="btn mt-2">
            {t.delete}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
