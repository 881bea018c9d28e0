import { describe, expect, it } from "vitest";
import { parseForm } from "~/components/forms/parse";
import { settingsSchema } from "./settings.schema";
import {
  formatAmountInput,
  GROUP_SCHEMAS,
  methodIdFor,
  noticeWithFreshId,
  postedShippingRows,
  settingsFormValues,
  settingsFromForm,
} from "./settings-form";
import { normaliseIban, normaliseKvk, normaliseVatNumber } from "./validators";

const defaults = settingsSchema.parse({});
const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};
const company = {
  name: "Maatglas B.V.",
  street: "Glasweg 1",
  postcode: "3511 aa",
  city: "Utrecht",
  country: "Nederland",
  kvk: "1234 5678",
  vat: "nl123456789b01",
  email: "Info@Maatglas.nl",
  phone: "030 123 45 67",
  account_name: "Maatglas B.V.",
  iban: "nl91abna0417164300",
  bic: "abnanl2a",
};

describe("Dutch identifiers", () => {
  it("accepts IBANs with a valid mod-97 checksum and writes them in groups of four", () => {
    expect(normaliseIban("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
    expect(normaliseIban(" nl91 abna 0417 1643 00 ")).toBe("NL91 ABNA 0417 1643 00");
    expect(normaliseIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(normaliseIban("BE68539007547034")).toBe("BE68 5390 0754 7034");
  });
  it("refuses a wrong check digit, a typo, a bad Dutch length and rubbish", () => {
    expect(normaliseIban("NL92ABNA0417164300")).toBeNull();
    expect(normaliseIban("NL91ABNA0417164301")).toBeNull();
    expect(normaliseIban("NL91ABNA041716430")).toBeNull();
    expect(normaliseIban("1234")).toBeNull();
    expect(normaliseIban("")).toBeNull();
  });
  it("KvK is 8 digits", () => {
    expect(normaliseKvk("12345678")).toBe("12345678");
    expect(normaliseKvk("1234.5678")).toBe("12345678");
    expect(normaliseKvk("1234567")).toBeNull();
    expect(normaliseKvk("123456789")).toBeNull();
    expect(normaliseKvk("1234567a")).toBeNull();
  });
  it("btw-nummer is NL + 9 digits + B + 2 digits", () => {
    expect(normaliseVatNumber("nl 123456789 b01")).toBe("NL123456789B01");
    expect(normaliseVatNumber("NL12345678B01")).toBeNull();
    expect(normaliseVatNumber("BE123456789B01")).toBeNull();
    expect(normaliseVatNumber("NL123456789X01")).toBeNull();
  });
});

describe("settings form groups", () => {
  it("company: stores normalised values; IBAN goes to the bank transfer settings", () => {
    const s = parseForm(form(company), GROUP_SCHEMAS.company);
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    const out = settingsFromForm("company", s.value, defaults, () => "x");
    expect(out.company).toMatchObject({ kvk: "12345678", vat: "NL123456789B01", postcode: "3511 AA" });
    expect(out.company?.email).toBe("info@maatglas.nl");
    expect(out.bank_transfer).toEqual({
      account_name: "Maatglas B.V.",
      iban: "NL91 ABNA 0417 1643 00",
      bic: "ABNANL2A",
    });
  });
  it("company: each bad identifier gets its Dutch message, and the typed values come back", () => {
    const s = parseForm(
      form({
        ...company,
        name: "",
        iban: "NL00 ABNA 0417 1643 00",
        kvk: "123",
        vat: "NL1B01",
        email: "geen",
      }),
      GROUP_SCHEMAS.company,
    );
    expect(s.status).toBe("error");
    const reply = s.reply();
    expect(reply.error).toMatchObject({
      name: ["Vul dit veld in."],
      iban: ["Dit is geen geldig IBAN (controleer de cijfers)."],
      kvk: ["Een KvK-nummer bestaat uit 8 cijfers."],
      vat: ["Een btw-nummer heeft de vorm NL123456789B01."],
      email: ["Vul een geldig e-mailadres in."],
    });
    expect(reply.initialValue).toMatchObject({ iban: "NL00 ABNA 0417 1643 00", city: "Utrecht" });
  });
  it("company: an empty IBAN is refused (bank transfer needs it); empty KvK/btw/e-mail are allowed", () => {
    const s = parseForm(form({ ...company, iban: "", kvk: "", vat: "", email: "" }), GROUP_SCHEMAS.company);
    expect(s.status).toBe("error");
    expect(s.reply().error).toEqual({ iban: ["Vul dit veld in."] });
  });

  it("notice: on without text is refused; a bad id is refused", () => {
    const s = parseForm(
      form({ notice_enabled: "1", notice_text: " ", notice_id: "a b" }),
      GROUP_SCHEMAS.notice,
    );
    expect(s.reply().error).toMatchObject({
      notice_text: ["Vul de tekst van de melding in, of zet de melding uit."],
      notice_id: ["Gebruik hoogstens 32 letters, cijfers, - of _."],
    });
  });
  it("notice: a new text with the old id gets a new id; a new id or the same text keep theirs", () => {
    const old = { enabled: true, id: "1", text: "Oud" };
    expect(
      noticeWithFreshId(old, { notice_enabled: true, notice_text: "Nieuw", notice_id: "1" }, () => "n2").id,
    ).toBe("n2");
    expect(
      noticeWithFreshId(old, { notice_enabled: true, notice_text: "Nieuw", notice_id: "zomer" }, () => "n2")
        .id,
    ).toBe("zomer");
    expect(
      noticeWithFreshId(old, { notice_enabled: false, notice_text: "Oud", notice_id: "1" }, () => "n2"),
    ).toEqual({
      enabled: false,
      id: "1",
      text: "Oud",
    });
  });

  it("shipping: Dutch amounts become cents; an empty free-from is never free; new rows get a unique id", () => {
    const s = parseForm(
      form({
        "methods[0].id": "bezorgen",
        "methods[0].label": "Bezorgen",
        "methods[0].cost": "1.234,56",
        "methods[0].free_from": "500",
        "methods[1].id": "",
        "methods[1].label": "Bezorgen",
        "methods[1].cost": "",
        "methods[1].free_from": "",
        "methods[1].pickup": "1",
      }),
      GROUP_SCHEMAS.shipping,
    );
    expect(s.status).toBe("success");
    if (s.status !== "success") return;
    expect(settingsFromForm("shipping", s.value, defaults, () => "x").shipping?.methods).toEqual([
      { id: "bezorgen", label: "Bezorgen", costInclCents: 123456, freeFromInclCents: 50000, pickup: false },
      { id: "bezorgen-2", label: "Bezorgen", costInclCents: 0, freeFromInclCents: null, pickup: true },
    ]);
  });
  it("shipping: bad amounts and a missing name get Dutch messages; no rows at all is refused", () => {
    const s = parseForm(
      form({ "methods[0].label": "", "methods[0].cost": "12,345", "methods[0].free_from": "-5" }),
      GROUP_SCHEMAS.shipping,
    );
    expect(s.reply().error).toMatchObject({
      "methods[0].label": ["Vul dit veld in."],
      "methods[0].cost": ["Gebruik hoogstens 2 cijfers achter de komma."],
      "methods[0].free_from": ["Het bedrag mag niet negatief zijn."],
    });
    const none = parseForm(form({ group: "shipping" }), GROUP_SCHEMAS.shipping);
    expect(none.reply().error).toMatchObject({ methods: ["Er moet minstens één verzendmethode zijn."] });
  });
  it("shipping: the posted rows are read back for the add/remove buttons", () => {
    const rows = postedShippingRows(
      form({ "methods[0].id": "a", "methods[0].label": "A", "methods[1].label": "B" }),
    );
    expect(rows.map((r) => r.label)).toEqual(["A", "B"]);
  });
  it("method ids are slugs, unique", () => {
    expect(methodIdFor("Afhalen in Zeist!", [])).toBe("afhalen-in-zeist");
    expect(methodIdFor("Café", ["cafe"])).toBe("cafe-2");
    expect(methodIdFor("€€", [])).toBe("verzending");
  });

  it("configurator: each checkbox maps to its §3.6 flag", () => {
    const s = parseForm(form({ calc_on: "1", redirect_to_cart: "1" }), GROUP_SCHEMAS.configurator);
    expect(s.status === "success" && settingsFromForm("configurator", s.value, defaults, () => "x")).toEqual({
      configurator: {
        calc_on: true,
        calc_btn_on: false,
        reset_form_btn_on: false,
        silent_validation_on: false,
        ajax_add_to_cart: false,
        redirect_to_cart: true,
      },
    });
  });

  it("general: the maximum order total in Dutch notation; zero and empty are refused", () => {
    const ok = parseForm(form({ hide_on_scroll: "1", max_order_total: "25.000,00" }), GROUP_SCHEMAS.general);
    expect(ok.status === "success" && settingsFromForm("general", ok.value, defaults, () => "x")).toEqual({
      header: { hide_on_scroll: true },
      limits: { max_order_total_incl_cents: 2_500_000 },
    });
    expect(parseForm(form({ max_order_total: "0" }), GROUP_SCHEMAS.general).reply().error).toMatchObject({
      max_order_total: ["Het bedrag moet groter zijn dan € 0,00."],
    });
    expect(parseForm(form({ max_order_total: "" }), GROUP_SCHEMAS.general).reply().error).toMatchObject({
      max_order_total: ["Vul dit veld in."],
    });
  });

  it("the form values of the stored settings parse back to the same settings (round trip)", () => {
    const values = settingsFormValues(defaults);
    expect(formatAmountInput(123456)).toBe("1.234,56");
    for (const group of ["company", "notice", "shipping", "configurator", "general"] as const) {
      const f = new FormData();
      const flat = (prefix: string, v: unknown) => {
        if (Array.isArray(v)) {
          for (const [i, x] of v.entries()) flat(`${prefix}[${i}]`, x);
        } else if (v && typeof v === "object")
          for (const [k, x] of Object.entries(v)) flat(prefix ? `${prefix}.${k}` : k, x);
        else if (v !== "") f.append(prefix, String(v));
      };
      flat("", values[group]);
      const s = parseForm(f, GROUP_SCHEMAS[group]);
      expect(s.status, group).toBe("success");
      if (s.status !== "success") continue;
      const out = settingsFromForm(group, s.value as never, defaults, () => "fresh");
      for (const [k, v] of Object.entries(out))
        expect(v, `${group}.${k}`).toEqual(defaults[k as keyof typeof defaults]);
    }
  });
  it("old shipping rows without the pickup flag still parse (as not pickup)", () => {
    const s = settingsSchema.shape.shipping.parse({
      methods: [{ id: "a", label: "A", costInclCents: 1, freeFromInclCents: null }],
    });
    expect(s.methods[0].pickup).toBe(false);
  });
});
