import { colourMessages as c } from "~/i18n/nl.colour";
import type { AjaxAction } from "~/routes/api/ajax.server";
import { DESIGNER_PRODUCT_ID, type DesignerAdapter } from "./designer";

/**
 * `fpd_load_product` (spec §7.10): `{success: true, data: views}` — an empty list when the designer product does
 * not exist or has no views; a designer that fails answers 502 with "Product laden mislukt".
 */
export function fpdLoadProduct(adapter: DesignerAdapter): AjaxAction {
  const action: AjaxAction = async (ctx, body) => {
    const id = typeof body.product_id === "string" ? body.product_id.trim() : String(body.product_id ?? "");
    if (!DESIGNER_PRODUCT_ID.test(id)) return { status: 200, body: { success: true, data: [] } };
    try {
      const views = await adapter.loadProduct(id);
      return { status: 200, body: { success: true, data: views } };
    } catch (error) {
      ctx.log.error({ err: error, adapter: adapter.name, productId: id }, "designer product failed to load");
      return { status: 502, body: { success: false, data: { message: c.designer.failed } } };
    }
  };
  action.rateLimit = { name: "designer", capacity: 20, perSecond: 5 };
  return action;
}
