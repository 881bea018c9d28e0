import { data, Link, redirect, useNavigation } from "react-router";
import { CheckoutForm } from "~/components/checkout/checkout-form";
import { TestShopNotice } from "~/components/checkout/test-shop-notice";
import { checkoutMessages } from "~/i18n/nl.checkout";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { checkoutPage, submitCheckout } from "~/modules/checkout/checkout-page.server";
import { shopperPaymentState } from "~/modules/payments/payments.server";
import { useRootData } from "~/root";
import { getState } from "~/utils/context.server";
import { urls } from "~/utils/page-config";
import type { Route } from "./+types/checkout";

const m = checkoutMessages;

export async function loader({ context }: Route.LoaderArgs) {
  const state = getState(context);
  const [page, payment] = await Promise.all([checkoutPage(state), shopperPaymentState(state.db, state.log)]);
  return { ...page, testShop: payment.testShop };
}

export async function action({ request, context }: Route.ActionArgs) {
  const state = getState(context);
  const result = await submitCheckout(state, await request.formData());
  if (result.kind === "redirect") return redirect(result.to, { headers: result.headers });
  return data(result.data, { status: result.status });
}

export function meta() {
  return [{ title: `${m.title} – ${nl.site.name}` }, { name: "robots", content: "noindex" }];
}

/** `/afrekenen`: the checkout (spec §2.4, §2.7). */
export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const root = useRootData();
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" &&
    navigation.formMethod === "POST" &&
    navigation.formAction === urls.checkout;
  if (loaderData.empty) {
    return (
      <>
        <h1 className="page-title">{m.title}</h1>
        <TestShopNotice show={loaderData.testShop} />
        {actionData?.notice ? (
          <div className="checkout-notice" role="alert">
            <p>{actionData.notice.text}</p>
          </div>
        ) : null}
        <p className="mt-6">
          {m.empty}{" "}
          <Link className="underline" to={urls.shop}>
            {m.toShop}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="page-title">{m.title}</h1>
      <TestShopNotice show={loaderData.testShop} />
      <p className="mt-2">
        <Link className="underline" to={urls.cart}>
          {m.backToCart}
        </Link>
      </p>
      <CheckoutForm
        csrf={root?.config.nonce ?? ""}
        attemptKey={loaderData.attemptKey}
        defaults={loaderData.defaults}
        result={actionData?.result ?? null}
        notice={actionData?.notice ?? null}
        review={actionData?.review ?? loaderData.review}
        shippingMethods={loaderData.shippingMethods}
        paymentMethods={loaderData.paymentMethods}
        allowAccount={loaderData.allowAccount}
        acceptedPrices={actionData?.acceptedPrices}
        submitting={submitting}
      />
    </>
  );
}
