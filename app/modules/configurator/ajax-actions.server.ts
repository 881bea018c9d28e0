import { nl } from "~/i18n/nl";
import { cartTotals } from "~/modules/cart/cart";
import { addCartLine, cartIdForSession, lineKeyFor, listCartLines } from "~/modules/cart/cart.server";
import { cartCookies } from "~/modules/cart/cart-cookies.server";
import { fragmentsAnswer } from "~/modules/cart/fragments.server";
import { cartLimitMessage } from "~/modules/cart/limits";
import { stockRefusalForAdd } from "~/modules/catalog/stock.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { AjaxAction, AjaxContext } from "~/routes/api/ajax.server";
import { urls } from "~/utils/page-config";
import { removePreview } from "./layered-image.server";
import { lineExtras } from "./line-extras.server";
import { withProductSettings } from "./options.schema";
import { fixedPriceAnswer, priceAnswer } from "./price-answer.server";
import { configureAndPrice, snapshotOf } from "./price-call.server";

function payloadOf(body: Record<string, unknown>): Record<string, unknown> {
  const data = body.data;
  return typeof data === "object" && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : {};
}

const notFound = {
  status: 404,
  body: { success: false, data: { errors: { product_id: nl.configurator.unknownProduct } } },
};
const notFoundAnswer = fixedPriceAnswer(notFound.status, notFound.body);

/** `uni_cpo_price_calc` (spec §7.6): the live price of a configuration, computed on the server. */
export const priceCalc: AjaxAction = async (ctx, body) =>
  priceAnswer(ctx.db, payloadOf(body), {
    // The request's logger is made only when something is logged (reading ctx.log makes it).
    log: {
      warn: (...a: [object, string?]) => ctx.log.warn(...a),
      error: (...a: [object, string?]) => ctx.log.error(...a),
    },
    sessionId: ctx.sessionId,
    notFound: notFoundAnswer,
  });
/**
 * Generous for a person (the form asks on every change), a brake on a script: 20 a second, 40 at once. Taken from
 * the stored bucket 20 at a time (one upsert per 20 calls; rate-limit.server.ts, Limit.lease).
 */
priceCalc.rateLimit = { name: "price", capacity: 40, perSecond: 20, lease: 20 };

/** Prices a configuration and puts it in the session's cart; used by the background call and the plain form. */
export async function addConfiguredToCart(
  ctx: Pick<AjaxContext, "db" | "sessionId" | "secureCookies"> & { log?: AjaxContext["log"] },
  payload: Record<string, unknown>,
) {
  const configured = await configureAndPrice(ctx.db, payload, {
    strictQuantity: true,
    log: ctx.log,
    sessionId: ctx.sessionId,
  });
  if (configured.kind !== "priced") return { ok: false as const, configured };
  if (configured.data.extra_data.order_product !== "enabled") return { ok: false as const, configured };
  // A configurable product may track stock too: the same rule as a simple product's add.
  const refused = await stockRefusalForAdd(ctx.db, ctx.sessionId, configured.product.id, configured.quantity);
  if (refused) {
    const errors = { ...configured.data.errors, quantity: refused };
    return { ok: false as const, configured: { ...configured, data: { ...configured.data, errors } } };
  }
  // colour: the layered preview and the designer's fields join the snapshot (a bad preview refuses the add).
  const extras = await lineExtras(ctx.db, payload);
  if ("error" in extras) {
    const errors = { ...configured.data.errors, uni_cpo_form: extras.error };
    return {
      ok: false as const,
      status: 400,
      configured: { ...configured, data: { ...configured.data, errors } },
    };
  }
  const snapshot = { ...snapshotOf(configured), ...extras.snapshot };
  const cartId = (await cartIdForSession(ctx.db, ctx.sessionId, true)) as number;
  const { limits } = await getSettings(ctx.db);
  const breach = await addCartLine(
    ctx.db,
    cartId,
    {
      lineKey: lineKeyFor(configured.product.id, configured.stored.version, configured.values),
      productId: configured.product.id,
      definitionVersion: configured.stored.version,
      quantity: configured.quantity,
      unitExclCents: snapshot.unitExclCents,
      unitInclCents: snapshot.unitInclCents,
      snapshot,
    },
    limits.max_order_total_incl_cents,
  );
  if (breach) {
    if (snapshot.preview) await removePreview(ctx.db, snapshot.preview.token);
    // Refused with the limit's Dutch message where the option form shows its form-wide error.
    const errors = { ...configured.data.errors, uni_cpo_form: cartLimitMessage(breach) };
    return { ok: false as const, configured: { ...configured, data: { ...configured.data, errors } } };
  }
  const lines = await listCartLines(ctx.db, cartId);
  return { ok: true as const, configured, lines, cookies: cartCookies(lines, ctx.secureCookies) };
}

/** `uni_cpo_add_to_cart` (spec §7.7). */
export const addToCart: AjaxAction = async (ctx, body) => {
  const added = await addConfiguredToCart(ctx, payloadOf(body));
  const c = added.configured;
  if (c.kind === "not_found") return notFound;
  const productUrl = urls.product(c.kind === "priced" ? c.product.slug : "");
  if (!added.ok) {
    const status = c.kind === "invalid" ? c.status : "status" in added && added.status ? added.status : 409;
    return { status, body: { success: false, data: { ...c.data, product_url: undefined } } };
  }
  const settings = await getSettings(ctx.db);
  const { redirect_to_cart: redirectToCart } = withProductSettings(
    settings.configurator,
    added.configured.stored.definition.settings,
  );
  const count = cartTotals(added.lines).count;
  // The same fragments answer as `?wc-ajax=add_to_cart` (cart state + HTML), so the header applies it as is.
  const fragments = fragmentsAnswer(added.lines, typeof body.security === "string" ? body.security : "");
  return {
    status: 200,
    cookies: added.cookies,
    body: {
      success: true,
      data: {
        ...added.configured.data,
        redirect: redirectToCart ? urls.cart : "",
        product_url: productUrl,
        ...fragments,
        cart_count: count,
        message: nl.cartUi.added(added.configured.product.name),
      },
    },
  };
};
