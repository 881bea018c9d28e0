import { useEffect, useRef, useState } from "react";
import { geoMessages } from "~/i18n/nl.geo";
import { geocodeCall } from "~/modules/geo/geocode-client";
import { normalisePostcode, parseHouseNumber } from "~/modules/geo/postcode";

/**
 * Issue 16 point 4: once a Dutch postcode and house number are typed, street and city are filled in through the
 * shop's geocoder (`maatglas_geocode`, PDOK). It only writes into the address block's own inputs, so typing them
 * by hand keeps working — and is what the shopper does when the service cannot be reached. The server validates
 * the posted address as always. Without JavaScript nothing is rendered.
 */
export function PostcodeAutofill({ prefix }: { prefix: "billing" | "shipping" }) {
  const status = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const form = status.current?.closest("form");
    if (!form) return;
    const input = (part: string) =>
      form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${prefix}_${part}"]`);
    /** The values this component wrote, so a later lookup replaces them but never what the shopper typed. */
    const written = new Map<string, string>();
    let asked = "";
    let controller: AbortController | null = null;

    const fill = (part: string, value: string) => {
      const el = input(part) as HTMLInputElement | null;
      if (!el || !value) return;
      const mine = written.get(part);
      if (el.value.trim() !== "" && el.value !== mine) return;
      el.value = value;
      written.set(part, value);
      // Conform (the form library) and any other listener see it as typed.
      el.dispatchEvent(new Event("input", { bubbles: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
    };

    async function lookup() {
      const country = input("country")?.value ?? "NL";
      const postcode = normalisePostcode(input("postcode")?.value ?? "");
      const number = (input("house_number")?.value ?? "").trim();
      const suffix = (input("house_number_suffix")?.value ?? "").trim();
      const house = `${number}${suffix ? `-${suffix}` : ""}`;
      if (country !== "NL" || !postcode || !parseHouseNumber(house)) return;
      const key = `${postcode}|${house}`;
      if (key === asked) return;
      asked = key;
      controller?.abort();
      controller = new AbortController();
      try {
        const answer = await geocodeCall(
          { postcode, huisnummer: house },
          geoMessages.autofillFailed,
          controller.signal,
        );
        if (!answer.ok) return setMessage(answer.message);
        const hit = answer.results[0];
        if (!hit) return setMessage(geoMessages.autofillNotFound);
        fill("address_1", hit.street);
        fill("city", hit.city);
        setMessage(geoMessages.autofillFilled);
      } catch {
        // Aborted by a newer lookup.
      }
    }

    const onChange = (event: Event) => {
      const name = (event.target as HTMLElement | null)?.getAttribute("name") ?? "";
      if (
        ["postcode", "house_number", "house_number_suffix", "country"].some((p) => name === `${prefix}_${p}`)
      )
        void lookup();
    };
    form.addEventListener("change", onChange);
    form.addEventListener("focusout", onChange);
    return () => {
      controller?.abort();
      form.removeEventListener("change", onChange);
      form.removeEventListener("focusout", onChange);
    };
  }, [prefix]);

  // The line keeps its height while empty: a message that appears after the house number does not move the
  // street and city fields (and the order column beside them) under the shopper's next click.
  return (
    <p
      ref={status}
      className="postcode-autofill field-help col-span-full min-h-[1lh]"
      role="status"
      aria-live="polite"
    >
      {message}
    </p>
  );
}
