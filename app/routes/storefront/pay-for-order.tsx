import { data, redirect, useNavigation } from "react-router";
import { PayForOrderForm } from "~/components/checkout/pay-for-order-form";
import { payOrderMessages } from "~/i18n/nl.payOrder";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { loadPayOrder, type PayOrderPageData, submitPayOrder } from "~/modules/payments/pay-for-order.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import type { PageConfigHandle } from "~/utils/page-config";
import type { Route } from "./+types/pay-for-order";

const m = payOrderMessages.page;

/** The add-fee context goes into the page config (`script#maatglas-config`, spec §3.2). */
export const handle: PageConfigHandle = {
  pageConfig: (loaderData) => (loaderData as PayOrderPageData | undefined)?.addFee,
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const result = await loadPayOrder(getState(context), params.orderId, key);
  if (result.kind === "notFound") throw data(null, { status: 404 });
  if (result.kind === "redirect") throw redirect(result.to);
  return data(result.data, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const key = new URL(request.url).searchParams.get("key");
  const form = await request.formData();
  const result = await submitPayOrder(getState(context), params.orderId, key, form);
  if (result.kind === "notFound") throw data(null, { status: 404 });
  if (result.kind === "redirect") return redirect(result.to);
  return data({ notice: result.notice }, { status: result.status });
}

export function meta() {
  return [{ title: `${m.metaTitle} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** `/afrekenen/betalen/{id}?key=`: pay an unpaid order, with the method's fee (spec §2.7, §4.3, §7.1). */
export default function PayForOrder({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const navigation = useNavigation();
  return (
    <PayForOrderForm
      page={loaderData}
      notice={actionData?.notice ?? null}
      csrf={root?.config.nonce ?? ""}
      submitting={navigation.state !== "idle" && navigation.formMethod === "POST"}
    />
  );
}
