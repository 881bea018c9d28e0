// The popup forms' DOM work (spec §5.6): the message area, errors beside their fields, the scroll to the first
// error. Used by popup-runtime.ts.

/** Scrolls the page so `el` sits 100 px below the top, over 1000 ms (spec §5.6). */
function scrollToField(el: HTMLElement): void {
  const scroller = el.closest("dialog") ?? document.scrollingElement;
  if (!scroller) return;
  const from = scroller.scrollTop;
  const to =
    scroller === document.scrollingElement
      ? el.getBoundingClientRect().top + window.scrollY - 100
      : from + el.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 100;
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / 1000);
    scroller.scrollTop = from + (to - from) * (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function showMessage(form: HTMLFormElement, text: string, error: boolean): void {
  const area = form.querySelector<HTMLElement>(".pum-form__messages");
  if (!area) return;
  area.textContent = text;
  area.setAttribute("role", error ? "alert" : "status");
  area.classList.toggle("pum-form__messages--error", error);
}

export function clearErrors(form: HTMLFormElement): void {
  for (const span of form.querySelectorAll<HTMLElement>(".pum-field-error")) {
    span.hidden = true;
    span.textContent = "";
  }
  for (const field of form.querySelectorAll("[aria-invalid]")) {
    field.removeAttribute("aria-invalid");
    field.removeAttribute("aria-describedby");
  }
}

/** Errors beside their fields, the others (and the summary) in the message area (spec §5.6). */
export function showErrors(
  form: HTMLFormElement,
  message: string,
  errors: { field: string; message: string }[],
): void {
  const loose: string[] = [];
  let first: HTMLElement | null = null;
  for (const { field, message: text } of errors) {
    const input = form.elements.namedItem(field);
    const span = form.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"] .pum-field-error`);
    if (input instanceof HTMLElement && span) {
      span.textContent = text;
      span.hidden = false;
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", span.id);
      first ??= input;
    } else loose.push(text);
  }
  showMessage(form, [message, ...loose].filter(Boolean).join(" "), true);
  form.classList.add("pum-form--has-errors");
  if (first) {
    first.focus({ preventScroll: true });
    scrollToField(first);
  }
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) {
    if (key !== "_csrf" && key !== "popup_id" && typeof value === "string") values[key] = value;
  }
  return values;
}
