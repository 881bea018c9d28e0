import { type ReactNode, useEffect, useRef, useState } from "react";
import "./forms.css";

interface Props {
  /** Id of the help text; put it in the field's aria-describedby. */
  id: string;
  /** Id of the field the help belongs to. */
  fieldId: string;
  children: ReactNode;
}

/**
 * A field's help text (spec §2.4, §9.5): slides open (250 ms, CSS) when its field is clicked or focused and
 * closes when another element gets focus, on a click elsewhere, or on Escape. The text stays in the field's
 * accessible description either way. Without JavaScript it is always shown.
 */
export function FieldHelp({ id, fieldId, children }: Props) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const belongs = (target: EventTarget | null) => {
      if (!(target instanceof Node)) return false;
      const field = document.getElementById(fieldId);
      const label = field?.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null;
      return Boolean(
        (field && (field === target || field.contains(target))) ||
          label?.contains(target) ||
          ref.current?.contains(target),
      );
    };
    const onFocus = (e: FocusEvent) => setOpen(belongs(e.target));
    const onClick = (e: MouseEvent) => setOpen(belongs(e.target));
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") setOpen(false);
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    // The field may already have focus (autofocus, or focused before hydration).
    if (belongs(document.activeElement)) setOpen(true);
    return () => {
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, [fieldId]);

  return (
    <div ref={ref} className="field-help-slide" data-open={open ? "true" : "false"}>
      <div className="field-help-slide__inner">
        <p id={id} className="field-help">
          {children}
        </p>
      </div>
    </div>
  );
}
