import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  customerNoteFormSchema,
  noteFormSchema,
  schemaForIntent,
  statusFormSchema,
} from "./order-admin.schema";

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe("order page forms", () => {
  it("a status change needs a known status; track & trace only with Verzonden, at most 500 characters", () => {
    expect(
      statusFormSchema.safeParse({
        intent: "status",
        from: "processing",
        status: " shipped ",
        track_trace: " 3S1 ",
      }),
    ).toMatchObject({ success: true, data: { status: "shipped", track_trace: "3S1", from: "processing" } });
    expect(
      messages(statusFormSchema.safeParse({ intent: "status", from: "processing", status: "" })),
    ).toEqual({
      status: "Kies een nieuwe status.",
    });
    expect(
      messages(statusFormSchema.safeParse({ intent: "status", from: "x", status: "verzonden" })),
    ).toEqual({
      status: "Kies een nieuwe status.",
    });
    expect(
      messages(
        statusFormSchema.safeParse({ intent: "status", from: "x", status: "completed", track_trace: "3S1" }),
      ),
    ).toEqual({ track_trace: "Track & trace hoort alleen bij de status Verzonden." });
    expect(
      messages(
        statusFormSchema.safeParse({
          intent: "status",
          from: "x",
          status: "shipped",
          track_trace: "x".repeat(501),
        }),
      ),
    ).toEqual({ track_trace: "Track & trace is hoogstens 500 tekens lang." });
  });

  it("a note is trimmed, required and at most 4000 characters", () => {
    expect(noteFormSchema.safeParse({ intent: "note", note: "  Glas besteld  " })).toMatchObject({
      success: true,
      data: { note: "Glas besteld" },
    });
    expect(messages(noteFormSchema.safeParse({ intent: "note", note: "   " }))).toEqual({
      note: "Vul een notitie in.",
    });
    expect(
      messages(
        customerNoteFormSchema.safeParse({ intent: "customer_note", customer_note: "x".repeat(4001) }),
      ),
    ).toEqual({
      customer_note: "Een notitie is hoogstens 4000 tekens lang.",
    });
  });

  it("routes each intent to its schema; an unknown intent has none", () => {
    expect(schemaForIntent("status")).toBe(statusFormSchema);
    expect(schemaForIntent("note")).toBe(noteFormSchema);
    expect(schemaForIntent("customer_note")).toBe(customerNoteFormSchema);
    expect(schemaForIntent("resend")?.safeParse({ intent: "resend", mail: "12" })).toMatchObject({
      data: { mail: 12 },
    });
    expect(schemaForIntent("delete")).toBeNull();
  });

  it("the note schemas give Conform their constraint attributes", () => {
    expect(getZodConstraint(noteFormSchema)).toMatchObject({ note: { required: true } });
    expect(getZodConstraint(customerNoteFormSchema)).toMatchObject({ customer_note: { required: true } });
  });
});
