import { useEffect, useRef, useState } from "react";
import { colourMessages as c } from "~/i18n/nl.colour";
import { fieldName } from "~/modules/configurator/options";
import type { Option } from "~/modules/configurator/options.schema";
import { DESIGNER_SYNC_DELAY_MS, type DesignerView } from "~/modules/designer/designer";

/**
 * The designer link of the option form (spec §4.4, §7.10, issue 13 point 10): when the chosen suboption of a
 * select or radio names a designer product, its views are loaded with `fpd_load_product` and shown; an empty
 * answer shows "Het product bestaat niet of heeft geen weergaven!", a failure "Product laden mislukt". Syncing
 * starts DESIGNER_SYNC_DELAY_MS after the load: the design's fields (`nbd-field[…]`) are then handed to the form.
 */

type Values = Readonly<Record<string, string | string[] | undefined>>;

/** The designer product of the first chosen suboption that names one, or null. */
export function chosenDesignerProduct(options: readonly Option[], values: Values): string | null {
  for (const o of options) {
    if (o.type !== "select" && o.type !== "radio") continue;
    const chosen = values[fieldName(o.slug)];
    const s = o.suboptions.find((x) => x.slug === chosen);
    if (s?.designerProductId) return s.designerProductId;
  }
  return null;
}

type State =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "loaded"; views: DesignerView[]; synced: boolean }
  | { kind: "error"; message: string };

export function DesignerPanel({
  options,
  values,
  ajaxUrl,
  nonce,
  onFields,
}: {
  options: readonly Option[];
  values: Values;
  ajaxUrl: string;
  nonce: string;
  onFields: (fields: Record<string, string>) => void;
}) {
  const productId = chosenDesignerProduct(options, values);
  const [state, setState] = useState<State>({ kind: "idle" });
  const report = useRef(onFields);
  report.current = onFields;

  useEffect(() => {
    report.current({});
    if (!productId) {
      setState({ kind: "idle" });
      return;
    }
    let current = true;
    let timer: number | undefined;
    setState({ kind: "loading" });
    (async () => {
      let views: DesignerView[] | null = null;
      try {
        const response = await fetch(ajaxUrl, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ action: "fpd_load_product", security: nonce, product_id: productId }),
        });
        const json = (await response.json()) as { success?: boolean; data?: unknown };
        if (response.ok && json.success && Array.isArray(json.data)) views = json.data as DesignerView[];
      } catch (error) {
        console.warn("designer load failed", error);
      }
      if (!current) return;
      if (views === null) return setState({ kind: "error", message: c.designer.failed });
      if (!views.length) return setState({ kind: "error", message: c.designer.notFound });
      const loaded = views;
      setState({ kind: "loaded", views: loaded, synced: false });
      timer = window.setTimeout(() => {
        if (!current) return;
        report.current({ product: productId, view: loaded[0].name, views: String(loaded.length) });
        setState({ kind: "loaded", views: loaded, synced: true });
      }, DESIGNER_SYNC_DELAY_MS);
    })();
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [productId, ajaxUrl, nonce]);

  if (state.kind === "idle") return null;
  return (
    <section className="designer-panel" aria-label={c.designer.heading} data-designer={state.kind}>
      {state.kind === "loading" ? <p role="status">{c.designer.loading}</p> : null}
      {state.kind === "error" ? (
        <p role="alert" className="field-error">
          {state.message}
        </p>
      ) : null}
      {state.kind === "loaded" ? (
        <>
          <p className="field-help">
            {c.designer.heading}: {c.designer.views(state.views.length)}
            {state.synced ? ` · ${c.designer.synced}` : ""}
          </p>
          <ul className="designer-views">
            {state.views.map((v) => (
              <li key={v.name}>
                <img src={v.image} alt="" width={72} height={90} loading="lazy" />
                <span>{v.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
