import { describe, expect, it } from "vitest";
import { newPageFormSchema, pageFormSchema } from "./page-form";

const valid = {
  title: " Showroom ",
  slug: "Showroom",
  seo_title: "",
  seo_description: "",
  data: '{"content":[]}',
};

describe("page forms", () => {
  it("reads a valid builder post, publish or draft", () => {
    expect(pageFormSchema.parse({ ...valid, intent: "publish" })).toEqual({
      title: "Showroom",
      slug: "showroom",
      seo_title: "",
      seo_description: "",
      data: { content: [] },
      intent: "publish",
    });
    expect(pageFormSchema.parse({ ...valid, intent: "anything" }).intent).toBe("draft");
  });

  it.each([
    ["title", { title: "" }, "Vul een titel in"],
    ["slug", { slug: "a b" }, "Kies een adres"],
    ["slug", { slug: "winkelmand" }, "van de winkel zelf"],
    ["seo_title", { seo_title: "x".repeat(201) }, "SEO-titel"],
    ["seo_description", { seo_description: "x".repeat(501) }, "SEO-omschrijving"],
    ["data", { data: "{kapot" }, "niet worden gelezen"],
  ])("puts a Dutch message on %s", (field, change, message) => {
    const result = pageFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue?.message).toContain(message);
  });

  it("checks the new-page form the same way", () => {
    expect(newPageFormSchema.parse({ title: "A", slug: "a-b" })).toEqual({ title: "A", slug: "a-b" });
    expect(newPageFormSchema.safeParse({ title: "A", slug: "beheer" }).success).toBe(false);
    expect(newPageFormSchema.safeParse({ title: "", slug: "ok" }).success).toBe(false);
  });
});
