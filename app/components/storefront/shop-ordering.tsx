import { useEffect, useLayoutEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { storefrontMessages as nl } from "~/i18n/nl.storefront";
import { ORDERBY } from "~/modules/catalog/orderby";
import type { SearchOrderBy } from "~/modules/search/search-orderby";

/** Spec §9.7 resize-select: the extra width beyond the selected option's measured text. */
export const RESIZE_SELECT_EXTRA_PX = 7;

/**
 * Sizes a select to its selected option: the width of a copy holding only that option, plus 7 px (spec §9.7).
 * Without JS the select keeps the width of its longest option.
 */
function useResizeSelect(orderby: string) {
  const ref = useRef<HTMLSelectElement>(null);
  // Re-measured when the sort order changes (the select is re-mounted with it).
  useLayoutEffect(() => {
    const select = ref.current;
    if (!select) return;
    const resize = () => {
      const probe = document.createElement("select");
      probe.className = select.className;
      probe.style.cssText = "position:absolute;visibility:hidden;width:auto;left:-9999px";
      probe.append(new Option(select.selectedOptions[0]?.text ?? ""));
      select.after(probe);
      select.style.width = `${probe.offsetWidth + RESIZE_SELECT_EXTRA_PX}px`;
      probe.remove();
    };
    resize();
    select.addEventListener("change", resize);
    return () => select.removeEventListener("change", resize);
  }, [orderby]);
  return ref;
}

const LABELS: Record<SearchOrderBy, string> = { ...nl.shop.orderby, relevance: nl.search.orderbyRelevance };

/**
 * The listing's sort order: a GET form, submitted on change with JS (spec §2.3). The search page passes its
 * own sort keys (with "relevance") and the search term, kept as a hidden field.
 */
export function ShopOrdering({
  orderby,
  options = ORDERBY,
  keep = {},
}: {
  orderby: SearchOrderBy;
  options?: readonly SearchOrderBy[];
  /** Other query parameters the form submits unchanged (the search page's `s`). */
  keep?: Record<string, string>;
}) {
  const submit = useSubmit();
  const orderbyRef = useResizeSelect(orderby);
  // A sort order chosen before the page's script took over (the select changed, nothing submitted it): applied
  // now, as the shopper asked, instead of silently kept in the select.
  useEffect(() => {
    const select = orderbyRef.current;
    if (select?.form && select.value !== orderby) submit(select.form);
  }, [orderby, orderbyRef, submit]);
  return (
    <Form method="get" className="woocommerce-ordering" onChange={(e) => submit(e.currentTarget)}>
      <label htmlFor="orderby" className="sr-only">
        {nl.shop.sortLabel}
      </label>
      <select
        ref={orderbyRef}
        id="orderby"
        name="orderby"
        className="orderby"
        defaultValue={orderby}
        key={orderby}
      >
        {options.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="btn btn-secondary no-js-only">
        {nl.shop.sortSubmit}
      </button>
    </Form>
  );
}
