import { handlePaymentWebhook } from "~/modules/payments/payment-webhook.server";
import { PaymentProviderError } from "~/modules/payments/providers/provider";
import { getState } from "~/utils/context.server";
import { publicUrl } from "~/utils/public-url.server";
import type { Route } from "./+types/payment-webhook";

/**
 * `POST /api/betalingen/webhook` (Mollie semantics): the body carries only `id`; the handler asks the provider
 * for the status. Answers 200 for anything it handled or does not know (an unknown id is logged), 503 when
 * the provider could not be reached so the provider retries later. No CSRF token: the caller is the payment
 * provider, and nothing is trusted from the request but the id.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  let id = "";
  try {
    const form = await request.formData();
    const raw = form.get("id");
    id = typeof raw === "string" ? raw.trim().slice(0, 64) : "";
  } catch {
    // not a form body: treated like an unknown id
  }
  if (!id) {
    state.log.warn("payment webhook without an id");
    return new Response("", { status: 200 });
  }
  try {
    await handlePaymentWebhook(state.db, id, { log: state.log, baseUrl: publicUrl() });
    return new Response("", { status: 200 });
  } catch (error) {
    state.log.error({ err: error, providerPaymentId: id }, "payment webhook failed");
    const retryable = error instanceof PaymentProviderError ? error.retryable : true;
    return new Response("", { status: retryable ? 503 : 200 });
  }
}

export function loader() {
  return new Response("", { status: 405, headers: { Allow: "POST" } });
}
