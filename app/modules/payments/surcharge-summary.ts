import { paymentMessages } from "~/i18n/nl.payments";
import { formatMoney } from "~/utils/format-money";
import { toCents } from "~/utils/money";
import {
  parseAmount,
  SURCHARGE_MAX,
  type SurchargeField,
  type SurchargeSettings,
  visibleSurchargeFields,
} from "./surcharge";

const t = paymentMessages.summary;

/**
 * A method's surcharge in one Dutch line for the admin's overview: the amounts of the fields its type uses
 * ("€ 0,25 excl. btw + 1,8 %; max. € 1,00 excl. btw; geen toeslag boven € 250,00"), or null when it adds none.
 * A stored amount the schema would refuse is shown as it is stored.
 */
export function surchargeSummary(settings: SurchargeSettings): string | null {
  const visible = visibleSurchargeFields(settings.payment_surcharge);
  const value = (field: SurchargeField) => {
    if (!visible.includes(field)) return null;
    const parsed = parseAmount(settings[field], SURCHARGE_MAX[field]);
    return parsed.ok ? parsed.value : String(settings[field]);
  };
  const euro = (v: ReturnType<typeof value>) => (typeof v === "string" ? v : formatMoney(toCents(v ?? 0)));
  const percent = (v: ReturnType<typeof value>) =>
    typeof v === "string" ? v : (v?.toNumber() ?? 0).toLocaleString("nl-NL", { maximumFractionDigits: 2 });
  const isSet = (v: ReturnType<typeof value>) => v !== null && (typeof v === "string" || !v.isZero());

  const fee: string[] = [];
  const fixed = value("fixed_fee");
  const pct = value("percentage");
  if (isSet(fixed)) fee.push(t.fixed(euro(fixed)));
  if (isSet(pct)) fee.push(t.percentage(percent(pct)));
  if (fee.length === 0) return null;
  const parts = [fee.join(" + ")];
  const cap = value("surcharge_limit");
  if (isSet(cap)) parts.push(t.cap(euro(cap)));
  const above = value("maximum_limit");
  if (isSet(above)) parts.push(t.above(euro(above)));
  return parts.join("; ");
}
