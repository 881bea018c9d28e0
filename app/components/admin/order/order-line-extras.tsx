import { colourOfficeMessages as c } from "~/i18n/nl.colour";
import { type LineExtrasView, orderLinePreviewUrl } from "~/modules/configurator/line-extras";

/**
 * The shopper's layered preview image of an order line and what the product designer sent (issue 13 points 4
 * and 10). The designer's final price is shown as recorded; the line's price is the shop's own.
 */
export function OrderLineExtras({
  lineId,
  name,
  extras,
}: {
  lineId: number;
  name: string;
  extras: LineExtrasView;
}) {
  if (!extras.preview && !extras.designer) return null;
  return (
    <div className="mt-2" data-line-extras={lineId}>
      {extras.preview ? (
        <img
          src={orderLinePreviewUrl(lineId)}
          alt={c.preview.alt(name)}
          width={extras.preview.width}
          height={extras.preview.height}
          className="order-line-preview"
          style={{ maxWidth: 200, height: "auto" }}
          loading="lazy"
        />
      ) : null}
      {extras.designer ? (
        <dl className="orders-config">
          {Object.entries(extras.designer.fields).map(([k, v]) => (
            <div key={k}>
              <dt>{`${c.designer.field(k)}:`}</dt>
              <dd>{v}</dd>
            </div>
          ))}
          {extras.designer.finalPrice ? (
            <div>
              <dt>{c.designer.finalPrice}:</dt>
              <dd>{extras.designer.finalPrice.replace(".", ",")}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}
