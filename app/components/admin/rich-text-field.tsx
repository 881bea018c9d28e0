import type { Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { describedBy } from "~/components/admin/fields";
import { nl } from "~/i18n/nl";

const t = nl.adminProducts.form.editor;

/**
 * A description field: a plain textarea of HTML that posts as it is (works without JavaScript). With JavaScript
 * a Tiptap editor (loaded on demand, in the browser only) takes its place and writes its HTML back into the
 * hidden textarea on every change, so the form still posts the textarea. The server sanitises what arrives.
 */
export function RichTextField(props: {
  name: string;
  label: string;
  defaultValue: string;
  help?: string;
  error?: string;
  rows?: number;
}) {
  const { name, help, error } = props;
  const textarea = useRef<HTMLTextAreaElement>(null);
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, setTick] = useState(0);
  const labelId = useId();

  useEffect(() => {
    let created: Editor | null = null;
    let cancelled = false;
    void Promise.all([import("@tiptap/react"), import("@tiptap/starter-kit")]).then(([core, kit]) => {
      if (cancelled || !mount.current || !textarea.current) return;
      const area = textarea.current;
      created = new core.Editor({
        element: mount.current,
        extensions: [kit.StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
        content: area.value,
        editorProps: {
          attributes: {
            role: "textbox",
            "aria-multiline": "true",
            "aria-labelledby": labelId,
            ...(describedBy(name, { help: Boolean(help), error: Boolean(error) })
              ? {
                  "aria-describedby": describedBy(name, {
                    help: Boolean(help),
                    error: Boolean(error),
                  }) as string,
                }
              : {}),
            class: "rich-text__editor field-input",
          },
        },
        onUpdate: ({ editor: e }) => {
          area.value = e.isEmpty ? "" : e.getHTML();
        },
        onTransaction: () => setTick((n) => n + 1),
      });
      setEditor(created);
    });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [labelId, name, help, error]);

  const button = (label: string, active: boolean, run: (e: Editor) => void) => (
    <button
      type="button"
      className="rich-text__button"
      aria-pressed={active}
      onClick={() => editor && run(editor)}
    >
      {label}
    </button>
  );

  return (
    <div className="field admin-field rich-text" data-field={name}>
      <label htmlFor={name} id={labelId} className="field-label">
        {props.label}
      </label>
      {editor ? (
        <div className="rich-text__toolbar" role="toolbar" aria-label={t.toolbar(props.label)}>
          {button(t.bold, editor.isActive("bold"), (e) => e.chain().focus().toggleBold().run())}
          {button(t.italic, editor.isActive("italic"), (e) => e.chain().focus().toggleItalic().run())}
          {button(t.heading, editor.isActive("heading", { level: 2 }), (e) =>
            e.chain().focus().toggleHeading({ level: 2 }).run(),
          )}
          {button(t.bulletList, editor.isActive("bulletList"), (e) =>
            e.chain().focus().toggleBulletList().run(),
          )}
          {button(t.orderedList, editor.isActive("orderedList"), (e) =>
            e.chain().focus().toggleOrderedList().run(),
          )}
        </div>
      ) : null}
      <div ref={mount} hidden={!editor} />
      <textarea
        ref={textarea}
        id={name}
        name={name}
        rows={props.rows ?? 6}
        defaultValue={props.defaultValue}
        className="field-input"
        hidden={Boolean(editor)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { help: Boolean(help), error: Boolean(error) })}
      />
      {help ? (
        <p className="field-help" id={`${name}-help`}>
          {help}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
