import { lazy, Suspense, useState } from "react";
import { LAYERED_IMAGE_FIELD } from "~/modules/configurator/layers";
import type { Layer } from "~/modules/configurator/layers.schema";
import type { Option } from "~/modules/configurator/options.schema";
import { readPageConfig, urls } from "~/utils/page-config";

/**
 * The parts of the option form beside the options (issue 13 points 4 and 10): the layered preview (above the
 * fields) and the designer panel (below them), and what they add to the add-to-cart payload —
 * `cpo_product_layered_image` and `nbd-field`. Both are chunks of their own, fetched only by a product that has
 * layers or a designer product; both need JavaScript.
 */

const LayeredPreview = lazy(() => import("./layered-preview").then((m) => ({ default: m.LayeredPreview })));
const DesignerPanel = lazy(() => import("./designer-panel").then((m) => ({ default: m.DesignerPanel })));

const linksDesigner = (options: readonly Option[]) =>
  options.some((o) => "suboptions" in o && o.suboptions.some((s) => s.designerProductId));

export function useLineExtras(props: {
  options: readonly Option[];
  layers: readonly Layer[];
  values: Readonly<Record<string, string | string[] | undefined>>;
  hydrated: boolean;
  /** The CSRF token when the page config has none. */
  csrf: string;
}) {
  const { options, layers, values, hydrated } = props;
  const config = typeof window === "undefined" ? null : readPageConfig();
  const [image, setImage] = useState("");
  const [fields, setFields] = useState<Record<string, string>>({});
  const preview = (
    <>
      {hydrated && layers.length ? (
        <Suspense fallback={null}>
          <LayeredPreview layers={layers} options={options} values={values} onImage={setImage} />
        </Suspense>
      ) : null}
      {/* Posted by the form itself when background add-to-cart is off. */}
      {hydrated ? <input type="hidden" name={LAYERED_IMAGE_FIELD} value={image} /> : null}
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={`nbd-field[${k}]`} value={v} />
      ))}
    </>
  );
  const designer =
    hydrated && linksDesigner(options) ? (
      <Suspense fallback={null}>
        <DesignerPanel
          options={options}
          values={values}
          ajaxUrl={config?.ajax_url ?? urls.ajax}
          nonce={config?.nonce ?? props.csrf}
          onFields={setFields}
        />
      </Suspense>
    ) : null;
  return { payload: { [LAYERED_IMAGE_FIELD]: image, "nbd-field": fields }, preview, designer };
}
