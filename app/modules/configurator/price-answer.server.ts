import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { cachedByShopVersion } from "~/modules/cache/shop-version.server";
import { getSettings } from "~/modules/settings/settings.server";
import type { Database } from "../../../db/schema";
import { shopToday } from "./calendar-days";
import { isGeoOption } from "./geo-values";
import type { OptionDefinition } from "./options.schema";
import { configureAndPrice, type PriceAnswerData, productToPrice } from "./price-call.server";

/** The price call's answer: its HTTP status, its body and that body as JSON, encoded (UTF-8) once. */
export interface PriceAnswer {
  status: number;
  body: { success: boolean; data: PriceAnswerData | { errors: Record<string, string> } };
  json: Buffer;
}

/**
 * Whether a definition's answers depend on nothing but the posted values, the stored definition and the shop's
 * settings: not on the caller's session (an upload option checks the session's file) nor on the geocoder (a
 * distance or map option asks it). A date option's answer also depends on the day (its earliest selectable
 * day counts from today), so the day is part of the key then.
 */
export function answerKeyParts(def: OptionDefinition): { cacheable: boolean; byDay: boolean } {
  let byDay = false;
  for (const o of def.options) {
    if (o.type === "file_upload" || isGeoOption(o)) return { cacheable: false, byDay };
    if (o.type === "date") byDay = true;
  }
  return { cacheable: true, byDay };
}

function answerOf(status: number, body: PriceAnswer["body"]): PriceAnswer {
  return { status, body, json: Buffer.from(JSON.stringify(body)) };
}

async function computeAnswer(
  db: Kysely<Database>,
  payload: Record<string, unknown>,
  opts: { log?: Pick<Logger, "warn" | "error">; sessionId?: string; notFound: PriceAnswer },
): Promise<PriceAnswer> {
  const settings = await getSettings(db);
  const result = await configureAndPrice(db, payload, {
    silent: settings.configurator.silent_validation_on,
    log: opts.log,
    sessionId: opts.sessionId,
  });
  if (result.kind === "not_found") return opts.notFound;
  if (result.kind === "invalid") return answerOf(result.status, { success: false, data: result.data });
  return answerOf(200, { success: true, data: result.data });
}

/**
 * `uni_cpo_price_calc`'s answer for a payload (spec §7.6), always computed by `configureAndPrice` from the stored
 * definition. The price is a function of the payload, the definition and the settings, all of which move the
 * shop version when they change: so for a definition whose answers depend on nothing else (see
 * `answerKeyParts`) the answer is kept per shop version, keyed by the posted payload as JSON (and the day when it
 * has a date option). A shopper who goes back to a size, or many shoppers asking for the same standard door,
 * then get the stored answer. Other definitions are computed on every call.
 */
export async function priceAnswer(
  db: Kysely<Database>,
  payload: Record<string, unknown>,
  opts: { log?: Pick<Logger, "warn" | "error">; sessionId?: string; notFound: PriceAnswer },
): Promise<PriceAnswer> {
  const productId = Number(payload.product_id);
  const found = Number.isSafeInteger(productId) && productId > 0 ? await productToPrice(db, productId) : null;
  if (!found) return opts.notFound;
  const { cacheable, byDay } = answerKeyParts(found.stored.definition);
  if (!cacheable) return computeAnswer(db, payload, opts);
  const key = `${found.stored.version}|${byDay ? shopToday() : ""}|${JSON.stringify(payload)}`;
  return cachedByShopVersion(db, "price-answer", key, () => computeAnswer(db, payload, opts));
}

/** Builds a price answer of a fixed body (the not-found answer). */
export function fixedPriceAnswer(status: number, body: PriceAnswer["body"]): PriceAnswer {
  return answerOf(status, body);
}
