import { paymentMessages } from "~/i18n/nl.payments";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { isPaymentMethodId, PAYMENT_METHOD_IDS } from "~/modules/payments/psd2";

/**
 * The local logo of a payment method (public/payment-logos/{id}.png, drawn by scripts/raster-images.ts); nothing for an
 * unknown id.
 */
export function PaymentLogo({ method, alt = "" }: { method: string; alt?: string }) {
  if (!isPaymentMethodId(method)) return null;
  return (
    <img
      className="payment-logo"
      src={`/payment-logos/${method}.png`}
      alt={alt}
      width={48}
      height={32}
      loading="lazy"
      decoding="async"
    />
  );
}

/** The footer's row of the payment methods the shop offers, in the shop's fixed order (iDEAL first). */
export function PaymentLogos({ methods }: { methods: string[] }) {
  const shown = PAYMENT_METHOD_IDS.filter((id) => methods.includes(id));
  if (shown.length === 0) return null;
  return (
    <ul className="payment-logos" aria-label={nl.paymentLogos.label}>
      {shown.map((id) => (
        <li key={id}>
          <PaymentLogo method={id} alt={paymentMessages.methods[id]} />
        </li>
      ))}
    </ul>
  );
}
