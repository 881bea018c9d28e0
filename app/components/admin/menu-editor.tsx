// One menu in the back office's menu editor (issue 15 point 5). Every button posts the whole menu (form intents),
// so reordering and nesting work by keyboard and without JavaScript; with it, an item can also be dragged by its
// handle among its siblings, and "Menu opslaan" stores the new order.
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { Select } from "~/components/admin/popup-editor-rows";
import { TextField } from "~/components/admin/text-field";
import { adminMenusMessages as t } from "~/i18n/nl.admin-menus";
import { type MenuName, type MenuRow, moveTo } from "~/modules/menus/menu-tree";
import { useRootData } from "~/root";

const MOVES = ["up", "down", "indent", "outdent", "remove"] as const;
const STYLES = ["link", "toggle"] as const;

export function MenuEditor(props: {
  menu: MenuName;
  rows: MenuRow[];
  errors: Record<string, string>;
  added: Record<string, string>;
  /** The item to give the focus after a move (its button of `focusMove`), so a keyboard user can go on. */
  focusKey: string | null;
  focusMove: string;
}) {
  const { menu, errors, added } = props;
  const csrf = useRootData()?.config.nonce ?? "";
  const [rows, setRows] = useState(props.rows);
  const [dragged, setDragged] = useState<number | null>(null);
  // Read by the drag events themselves: they may come before the render that follows the drag's start.
  const dragging = useRef<number | null>(null);
  const startDrag = (i: number | null) => {
    dragging.current = i;
    setDragged(i);
  };
  const [moved, setMoved] = useState("");
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (!props.focusKey) return;
    const row = list.current?.querySelector(`[data-key="${CSS.escape(props.focusKey)}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[value^="${props.focusMove}."]`) ??
      row?.querySelector<HTMLInputElement>("input");
    button?.focus();
  }, [props.focusKey, props.focusMove]);
  const topLevel = rows.filter((r) => r.level === 0);
  return (
    <section className="admin-card mt-6" aria-labelledby={`menu-${menu}`}>
      <h2 className="admin-card__title" id={`menu-${menu}`}>
        {t.menus[menu]}
      </h2>
      <p className="field-help">{t.dragHint}</p>
      <p aria-live="polite" className="sr-only">
        {moved}
      </p>
      <Form method="post" className="admin-form mt-2">
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="menu" value={menu} />
        <input type="hidden" name="item_rows" value={rows.length} />
        {/* Enter in a field saves (the first submit button of a form is the one Enter presses). */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          {t.save}
        </button>
        {rows.length === 0 ? <p>{t.empty}</p> : null}
        <ol className="menu-editor" ref={list}>
          {rows.map((row, i) => {
            const p = `items.${i}`;
            return (
              <li
                key={row.key}
                data-key={row.key}
                data-level={row.level}
                className={`menu-editor__row${dragged === i ? " is-dragged" : ""}`}
                onDragOver={(e) => {
                  const from = dragging.current;
                  if (from !== null && moveTo(rows, from, i) !== rows) e.preventDefault();
                }}
                onDrop={(e) => {
                  e.preventDefault();
                  const from = dragging.current;
                  if (from === null) return;
                  const next = moveTo(rows, from, i);
                  if (next !== rows) {
                    setRows([...next]);
                    setMoved(t.dragged(rows[from].label));
                  }
                  startDrag(null);
                }}
              >
                <fieldset>
                  <legend>
                    <span
                      className="menu-editor__handle"
                      draggable
                      title={t.dragHandle(row.label)}
                      aria-hidden="true"
                      onDragStart={(e) => {
                        e.dataTransfer.effectAllowed = "move";
                        e.dataTransfer.setData("text/plain", row.key);
                        startDrag(i);
                      }}
                      onDragEnd={() => startDrag(null)}
                    >
                      ⠿
                    </span>{" "}
                    {t.item(i + 1, row.label)} · {row.level ? t.child : t.topLevel} · {t.fields.key}:{" "}
                    <code>{row.key}</code>
                  </legend>
                  <input type="hidden" name={`${p}.key`} value={row.key} />
                  <input type="hidden" name={`${p}.level`} value={row.level} />
                  <div className="admin-grid">
                    <TextField
                      name={`${p}.label`}
                      label={t.fields.label}
                      defaultValue={row.label}
                      error={errors[`${p}.label`]}
                      required
                    />
                    <TextField
                      name={`${p}.href`}
                      label={t.fields.href}
                      defaultValue={row.href}
                      error={errors[`${p}.href`]}
                      required
                    />
                    <Select
                      name={`${p}.style`}
                      label={t.fields.style}
                      options={STYLES}
                      labels={t.styles}
                      value={row.style}
                    />
                    <TextField
                      name={`${p}.class_name`}
                      label={t.fields.className}
                      defaultValue={row.className}
                      error={errors[`${p}.class_name`]}
                    />
                  </div>
                  <p className="menu-editor__moves">
                    {MOVES.map((move) => (
                      <button
                        key={move}
                        type="submit"
                        name="intent"
                        value={`${move}.${i}`}
                        className="btn btn-secondary btn-sm"
                        aria-label={t.moveLabel(t.moves[move], row.label)}
                      >
                        {t.moves[move]}
                      </button>
                    ))}
                    {menu === "header" && row.level === 0 && rows[i + 1]?.level === 1 ? (
                      <a
                        href={`/?menu_id=${encodeURIComponent(row.key)}`}
                        className="underline"
                        target="_blank"
                        rel="noopener"
                      >
                        {t.viewOnSite}
                      </a>
                    ) : null}
                  </p>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <p className="mt-4">
          <button type="submit" name="intent" value="save" className="btn btn-primary">
            {t.save}
          </button>
        </p>
        <fieldset className="admin-card mt-4">
          <legend>{t.add.title}</legend>
          <div className="admin-grid">
            <TextField
              name="new.label"
              label={t.fields.label}
              defaultValue={added["new.label"] ?? ""}
              error={errors["new.label"]}
            />
            <TextField
              name="new.href"
              label={t.fields.href}
              help={t.fields.hrefHelp}
              defaultValue={added["new.href"] ?? ""}
              error={errors["new.href"]}
            />
            <Select
              name="new.style"
              label={t.fields.style}
              options={STYLES}
              labels={t.styles}
              value={added["new.style"] || "link"}
            />
            <TextField
              name="new.class_name"
              label={t.fields.className}
              defaultValue={added["new.class_name"] ?? ""}
              error={errors["new.class_name"]}
            />
            <Select
              name="new.parent"
              label={t.fields.parent}
              options={["", ...topLevel.map((r) => r.key)]}
              labels={{ "": t.topLevel, ...Object.fromEntries(topLevel.map((r) => [r.key, r.label])) }}
              value={added["new.parent"] ?? ""}
            />
          </div>
          <button type="submit" name="intent" value="add" className="btn btn-secondary mt-2">
            {t.add.submit}
          </button>
        </fieldset>
      </Form>
    </section>
  );
}
