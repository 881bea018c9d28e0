import { describe, expect, it } from "vitest";
import type { Block } from "./blocks.schema";
import { faqJsonLd } from "./faq";

const accordion = (faq: boolean, items: { title: string; html: string }[]): Block => ({
  type: "Accordion",
  props: { id: "a", open: 0, faq, items },
});

describe("faqJsonLd", () => {
  it("lists the questions of FAQ accordions only, answers as plain text", () => {
    const ld = faqJsonLd([
      accordion(true, [{ title: "Levertijd?", html: "<p>3 &amp; 4 <strong>weken</strong></p>" }]),
      accordion(false, [{ title: "Niet dit", html: "<p>x</p>" }]),
      accordion(true, [{ title: "Veilig?", html: "<p>Ja.</p>" }]),
    ]);
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Levertijd?",
          acceptedAnswer: { "@type": "Answer", text: "3 & 4 weken" },
        },
        { "@type": "Question", name: "Veilig?", acceptedAnswer: { "@type": "Answer", text: "Ja." } },
      ],
    });
  });

  it("is null without an FAQ accordion", () => {
    expect(faqJsonLd([accordion(false, [{ title: "x", html: "" }])])).toBeNull();
    expect(faqJsonLd([])).toBeNull();
  });
});
