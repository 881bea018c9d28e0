import { describe, expect, it } from "vitest";
import { formPayload } from "./form-payload";

describe("formPayload", () => {
  it("keeps single values, turns [] names into arrays and unwraps data[…]", () => {
    const f = new FormData();
    f.append("uni_cpo_height", "2000");
    f.append("uni_cpo_extras[]", "a");
    f.append("uni_cpo_extras[]", "b");
    f.append("data[uni_cpo_width]", "800");
    f.append("quantity", "2");
    expect(formPayload(f)).toEqual({
      uni_cpo_height: "2000",
      uni_cpo_extras: ["a", "b"],
      uni_cpo_width: "800",
      quantity: "2",
    });
  });
  it("ignores files", () => {
    const f = new FormData();
    f.append("upload", new Blob(["x"]), "x.txt");
    expect(formPayload(f)).toEqual({ upload: "" });
  });
});
