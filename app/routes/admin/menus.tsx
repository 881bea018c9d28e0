import { data, redirect, useSearchParams } from "react-router";
import { MenuEditor } from "~/components/admin/menu-editor";
import { nl } from "~/i18n/nl";
import { adminMenusMessages as t } from "~/i18n/nl.admin-menus";
import { auditActor } from "~/modules/audit/audit.server";
import { addedRow, menuIntent, readMenuRows } from "~/modules/menus/menu-form";
import { MENUS, type MenuName, moveRow } from "~/modules/menus/menu-tree";
import { readMenu, saveMenu } from "~/modules/menus/menus.server";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/menus";
import "~/components/admin/office.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getState(context);
  return { header: await readMenu(db, "header"), footer: await readMenu(db, "footer") };
}

const back = (menu: MenuName, done: string, label: string, key = "") =>
  redirect(
    `/beheer/menus?menu=${menu}&klaar=${done}&item=${encodeURIComponent(label)}${key ? `&na=${encodeURIComponent(key)}` : ""}#menu-${menu}`,
  );

/**
 * Saves one menu as posted, with the button's change applied: an added item, a move (up, down, indent, outdent,
 * remove) or just the edits. A field that does not pass is refused beside it (400) and nothing is saved.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db } = getState(context);
  const form = await request.formData();
  const menu = MENUS.find((m) => m === form.get("menu"));
  if (!menu) throw data(null, { status: 400 });
  const intent = menuIntent(String(form.get("intent") ?? ""));
  const read = readMenuRows(form);
  const refused = (errors: Record<string, string>) =>
    data({ menu, rows: read.rows, errors, added: Object.fromEntries(addFields(form)) }, { status: 400 });
  if (Object.keys(read.errors).length) return refused(read.errors);
  const actor = auditActor(context);
  if (intent.kind === "add") {
    const result = addedRow(form, read.rows);
    if (!result.added) return refused(result.errors);
    await saveMenu(db, menu, result.rows, actor, t.done.add(result.added.label));
    return back(menu, "add", result.added.label, result.added.key);
  }
  if (intent.kind === "move") {
    const row = read.rows[intent.index];
    if (!row) throw data(null, { status: 400 });
    const next = moveRow(read.rows, intent.index, intent.move);
    if (next === read.rows) return back(menu, "unchanged", row.label, row.key);
    await saveMenu(db, menu, next, actor, t.done[intent.move](row.label));
    return back(menu, intent.move, row.label, intent.move === "remove" ? "" : row.key);
  }
  await saveMenu(db, menu, read.rows, actor, t.done.save);
  return back(menu, "save", "");
}

function addFields(form: FormData): [string, string][] {
  return ["new.label", "new.href", "new.style", "new.class_name", "new.parent"].map((n) => [
    n,
    String(form.get(n) ?? ""),
  ]);
}

export function meta() {
  return [{ title: `${t.title} – ${nl.site.name}` }];
}

const DONE = new Set(["save", "add", "up", "down", "indent", "outdent", "remove", "unchanged"]);

/** `/beheer/menus`: the main menu and the footer, edited, reordered and nested by buttons or by dragging. */
export default function AdminMenus({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const done = search.get("klaar") ?? "";
  const label = search.get("item") ?? "";
  const message =
    DONE.has(done) && !actionData
      ? done === "save"
        ? t.done.save
        : t.done[done as Exclude<keyof typeof t.done, "save">](label)
      : "";
  return (
    <div>
      <h1 className="page-title">{t.title}</h1>
      <p className="mt-2 max-w-3xl">{t.intro}</p>
      <div aria-live="polite" className="mt-4">
        {message ? (
          <div className="admin-notice admin-notice--success" role="status">
            <p>{message}</p>
          </div>
        ) : null}
        {actionData ? (
          <div className="admin-notice admin-notice--error" role="alert">
            <p>{t.errors.form}</p>
          </div>
        ) : null}
      </div>
      {MENUS.map((menu) => {
        const posted = actionData?.menu === menu ? actionData : null;
        const rows = posted?.rows ?? loaderData[menu];
        return (
          <MenuEditor
            // A new editor (fields, drag order, focus) whenever the menu or the answer changed.
            key={`${menu}-${JSON.stringify(rows)}-${search.toString()}-${posted ? "refused" : ""}`}
            menu={menu}
            rows={rows}
            errors={posted?.errors ?? {}}
            added={posted?.added ?? {}}
            focusKey={search.get("menu") === menu ? search.get("na") : null}
            focusMove={search.get("menu") === menu ? done : ""}
          />
        );
      })}
    </div>
  );
}
