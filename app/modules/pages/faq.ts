// schema.org FAQPage of a content page (spec §9.7): the questions of its accordions marked as FAQ. Pure.
import { plainText } from "../seo/structured-data";
import type { Block } from "./blocks.schema";

/** The FAQPage JSON-LD of `blocks` (already flattened); null when no accordion is marked as FAQ. */
export function faqJsonLd(blocks: Iterable<Block>): Record<string, unknown> | null {
  const questions: Record<string, unknown>[] = [];
  for (const block of blocks) {
    if (block.type !== "Accordion" || !block.props.faq) continue;
    for (const item of block.props.items) {
      questions.push({
        "@type": "Question",
        name: item.title,
        acceptedAnswer: { "@type": "Answer", text: plainText(item.html) },
      });
    }
  }
  return questions.length
    ? { "@context": "https://schema.org", "@type": "FAQPage", mainEntity: questions }
    : null;
}
