import { data } from "react-router";
import { getBuilderProduct } from "~/modules/configurator/builder.server";
import { checkForm } from "~/modules/configurator/builder-check";
import { getState } from "~/utils/context.server";
import type { Route } from "./+types/product-options-check";

/** Only the builder's live check posts here; a GET is not a page. */
export function loader() {
  return data({ error: "not found" }, { status: 404 });
}

/** The live check of the option builder: the posted draft's errors, test price and variables (JSON). */
export async function action({ params, context, request }: Route.ActionArgs) {
  const product = await getBuilderProduct(getState(context).db, Number(params.id));
  if (!product || product.type !== "configurable") return data({ error: "not found" }, { status: 404 });
  try {
    return checkForm([...(await request.formData()).entries()]);
  } catch (e) {
    if (e instanceof RangeError) return data({ error: "too many fields" }, { status: 400 });
    throw e;
  }
}
