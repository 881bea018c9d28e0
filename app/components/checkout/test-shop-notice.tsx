import { payOrderMessages } from "~/i18n/nl.payOrder";

const t = payOrderMessages.testShop;

/** The banner on the shopper's pages of paying while the shop takes no real payments (isTestShop). */
export function TestShopNotice({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <p
      className="test-shop-notice mt-4 rounded border-l-4 border-amber-600 bg-amber-50 px-4 py-3 text-amber-950"
      role="note"
      data-testid="test-shop-notice"
    >
      <strong>{t.title}:</strong> {t.text}
    </p>
  );
}
