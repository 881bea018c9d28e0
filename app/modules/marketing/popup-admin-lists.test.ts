import { describe, expect, it } from "vitest";
import { popupSettingsSchema } from "./popup.schema";
import { editRows, listValues, MAX_ROWS } from "./popup-admin-lists";

const stored = popupSettingsSchema.parse({
  triggers: [
    { type: "auto_open", settings: { delay: 5, cookie_name: ["a"] } },
    { type: "click_open", settings: { extra_selectors: ".x", do_default: true, cookie_name: [] } },
  ],
  cookies: [
    { event: "on_popup_open", settings: { name: "a", time: "+1 day" } },
    { event: "manual", settings: { name: "b", time: "+2 days" } },
  ],
});

describe("the popup editor's lists", () => {
  it("shows stored triggers and cookies as numbered rows", () => {
    expect(listValues(stored)).toEqual({
      trigger_rows: "2",
      cookie_rows: "2",
      "triggers.0.type": "auto_open",
      "triggers.0.delay": "5",
      "triggers.0.extra_selectors": "",
      "triggers.0.do_default": "",
      "triggers.0.cookie_name": "a",
      "triggers.1.type": "click_open",
      "triggers.1.delay": "0",
      "triggers.1.extra_selectors": ".x",
      "triggers.1.do_default": "1",
      "triggers.1.cookie_name": "",
      "cookies.0.event": "on_popup_open",
      "cookies.0.name": "a",
      "cookies.0.time": "+1 day",
      "cookies.1.event": "manual",
      "cookies.1.name": "b",
      "cookies.1.time": "+2 days",
    });
  });

  it("adds a row with defaults and keeps what was typed elsewhere", () => {
    const values = { title: "Typed", ...listValues(stored) };
    const added = editRows(values, "add_cookie");
    expect(added).toMatchObject({
      title: "Typed",
      cookie_rows: "3",
      "cookies.1.name": "b",
      "cookies.2.name": "",
      "cookies.2.event": "on_popup_close",
      "cookies.2.time": "+30 days",
    });
    expect(editRows(values, "add_trigger")).toMatchObject({
      trigger_rows: "3",
      "triggers.2.type": "click_open",
    });
  });

  it("removes the row asked for and renumbers the rest", () => {
    const removed = editRows(listValues(stored), "remove_trigger.0");
    expect(removed).toMatchObject({
      trigger_rows: "1",
      "triggers.0.type": "click_open",
      "triggers.0.extra_selectors": ".x",
    });
    expect(removed && "triggers.1.type" in removed).toBe(false);
    expect(editRows(listValues(stored), "remove_cookie.1")).toMatchObject({
      cookie_rows: "1",
      "cookies.0.name": "a",
    });
  });

  it("keeps at most MAX_ROWS rows and ignores other intents", () => {
    let values: Record<string, string | string[]> = { trigger_rows: "0" };
    for (let i = 0; i < MAX_ROWS + 3; i++) values = editRows(values, "add_trigger") ?? values;
    expect(values.trigger_rows).toBe(String(MAX_ROWS));
    expect(editRows(values, "save")).toBeNull();
    expect(editRows(values, "remove_trigger")).toBeNull();
    expect(editRows(values, "add_everything")).toBeNull();
  });
});
