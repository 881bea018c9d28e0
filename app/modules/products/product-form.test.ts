import { describe, expect, it } from "vitest";
import { parseForm } from "~/components/forms/parse";
import { adminProductsMessages } from "~/i18n/nl.admin-products";
import { productFormSchema, productFormValues } from "./product-form";

const e = adminProductsMessages.errors;

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
}
const valid = {
  name: "Glazen schuifdeur",
  slug: "",
  type: "simple",
  short_description: "<p>Kort</p>",
  description: "",
  price: "109,00",
  price_mode: "incl",
  vat_rate: "9",
  stock: "",
  sku: "GS-1",
  menu_order: "3",
  status: "published",
};

describe("productFormSchema", () => {
  it("saves an incl. price excl. btw at the chosen rate", () => {
    const s = parseForm(form({ ...valid, categories: ["2", "1", "2"] }), productFormSchema());
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(s.value).toMatchObject({
      price_cents: 10000,
      vat_rate: 9,
      stock: null,
      menu_order: 3,
      category_ids: [2, 1],
    });
  });

  it.each([
    ["excl", "21", 10900],
    ["incl", "21", 9008],
    ["incl", "0", 10900],
  ])("price 109,00 entered %s at %s %% is stored as %i cents excl.", (mode, rate, cents) => {
    const s = parseForm(form({ ...valid, price_mode: mode, vat_rate: rate }), productFormSchema());
    expect(s.status === "success" && s.value.price_cents).toBe(cents);
  });

  it("puts each Dutch message on its own field and nothing is saved", () => {
    const s = parseForm(
      form({
        ...valid,
        name: " ",
        slug: "Niet Goed",
        price: "twaalf",
        vat_rate: "19",
        stock: "-1",
        menu_order: "1,5",
        status: "weg",
        type: "anders",
        categories: "x",
      }),
      productFormSchema(),
    );
    expect(s.status).toBe("error");
    expect(s.reply().error).toEqual({
      name: [e.nameRequired],
      slug: [e.slugInvalid],
      price: [e.priceInvalid],
      vat_rate: [e.vatInvalid],
      stock: [e.stockInvalid],
      menu_order: [e.menuOrderInvalid],
      status: [e.statusInvalid],
      type: [e.typeInvalid],
      categories: [e.categoryUnknown],
    });
  });

  it("requires a price and a price mode", () => {
    const s = parseForm(form({ ...valid, price: "", price_mode: "" }), productFormSchema());
    expect(s.reply().error).toEqual({ price: [e.priceRequired], price_mode: [e.priceModeInvalid] });
  });

  it("keeps the stored type on edit whatever is posted", () => {
    const s = parseForm(form({ ...valid, type: "simple" }), productFormSchema({ fixedType: "configurable" }));
    expect(s.status === "success" && s.value.type).toBe("configurable");
  });

  it("shows a stored product's values back excl. btw; those parse to the same price", () => {
    const values = productFormValues({
      name: "Deur",
      slug: "deur",
      type: "simple",
      short_description: "",
      description: "",
      price_cents: 12345,
      vat_rate: 9,
      stock: 4,
      sku: "",
      menu_order: 0,
      published: 1,
      category_ids: [3],
      attributes: [{ name: "Glasdikte", value: "8 mm" }],
    });
    expect(values).toMatchObject({
      price: "123,45",
      price_mode: "excl",
      vat_rate: "9",
      stock: "4",
      status: "published",
      attributes: "Glasdikte: 8 mm",
    });
    const s = parseForm(form(values as Record<string, string | string[]>), productFormSchema());
    expect(s.status === "success" && s.value).toMatchObject({
      price_cents: 12345,
      stock: 4,
      category_ids: [3],
      attributes: [{ name: "Glasdikte", value: "8 mm" }],
    });
  });

  it("reads the 'Extra informatie' lines, and names the wrong line beside the field", () => {
    const ok = parseForm(
      form({ ...valid, attributes: "Glassoort: helder\n\nLevertijd: 3 weken" }),
      productFormSchema(),
    );
    expect(ok.status === "success" && ok.value.attributes).toEqual([
      { name: "Glassoort", value: "helder" },
      { name: "Levertijd", value: "3 weken" },
    ]);
    const bad = parseForm(
      form({ ...valid, attributes: "Glassoort: helder\nDikte 8 mm" }),
      productFormSchema(),
    );
    expect(bad.status).toBe("error");
    expect(bad.reply().error?.attributes).toEqual(["Regel 2: schrijf het kenmerk als ‘Naam: waarde’."]);
  });
});
