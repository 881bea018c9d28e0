import type { LegalPageText } from "~/i18n/nl.legal";

/** A legal page's sections (shared by the page and the checkout's terms lightbox). */
export function LegalSections({ page, headingLevel = 2 }: { page: LegalPageText; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="legal-text">
      {page.sections.map((s) => (
        <section key={s.heading}>
          <H>{s.heading}</H>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.list ? (
            <ul>
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
