import { stemmer } from "@orama/stemmers/dutch";

/**
 * The search query builder: what a shopper typed becomes terms, and terms become a query for SQLite FTS5 or
 * PostgreSQL full-text search. Pure (no DB). Only letters and digits survive into a query, so quotes,
 * operators (AND, OR, NOT, NEAR, *, :, &, |, !, parentheses) and control characters can never change its
 * structure; every term is matched as a prefix ("glaz" finds "glazen") and also by its Dutch stem, the same
 * Snowball stemmer PostgreSQL's `dutch` configuration uses ("deuren" finds "deur").
 */

/** What is read of the input at most; the rest is ignored. */
export const MAX_INPUT_CHARS = 200;
/** Terms used at most (the first ones); more add nothing a shopper needs and cost query time. */
export const MAX_TERMS = 8;
/** Characters of one term kept at most. */
export const MAX_TERM_CHARS = 40;

export interface SearchTerm {
  /** The term as typed, lower-cased and normalised (NFKC): letters, digits and combining marks only. */
  word: string;
  /** Its Dutch stem ("deuren" -> "deur"); equal to `word` when stemming changes nothing. */
  stem: string;
}

const NOT_A_WORD_CHAR = /[^\p{L}\p{N}\p{M}]+/u;

/** The terms of a query: split on everything that is not a letter, digit or combining mark; duplicates once. */
export function searchTerms(input: unknown): SearchTerm[] {
  if (typeof input !== "string") return [];
  const text = input.slice(0, MAX_INPUT_CHARS).normalize("NFKC").toLocaleLowerCase("nl-NL");
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  for (const part of text.split(NOT_A_WORD_CHAR)) {
    // A term must hold a letter or digit: combining marks alone tokenise to nothing.
    if (!/[\p{L}\p{N}]/u.test(part)) continue;
    const word = part.slice(0, MAX_TERM_CHARS);
    if (seen.has(word)) continue;
    seen.add(word);
    terms.push({ word, stem: stemmer(word) || word });
    if (terms.length === MAX_TERMS) break;
  }
  return terms;
}

/** The normalised form of a query: its terms' words joined by a space (a cache key; "" for no terms). */
export function normalisedQuery(terms: readonly SearchTerm[]): string {
  return terms.map((t) => t.word).join(" ");
}

/**
 * An FTS5 MATCH expression: every term must match (AND), each as a prefix of the word typed or of its stem.
 * Each string is a quoted FTS5 string (no quote can occur inside it), so it is never read as an operator.
 * Null when there are no terms (search nothing).
 */
export function ftsMatchExpression(terms: readonly SearchTerm[]): string | null {
  if (terms.length === 0) return null;
  return terms
    .map(({ word, stem }) =>
      // The stem is usually a prefix of the word; then "stem"* already finds everything "word"* finds.
      word.startsWith(stem) ? `"${stem}"*` : `("${word}"* OR "${stem}"*)`,
    )
    .join(" AND ");
}

/**
 * The PostgreSQL prefix query of each term (`word:*`), for `to_tsquery('dutch', …)` (stems it) and
 * `to_tsquery('simple', …)` (raw words, stop words kept); every term must match. Empty when there are no terms.
 */
export function tsqueryPrefixes(terms: readonly SearchTerm[]): string[] {
  return terms.map((t) => `${t.word}:*`);
}
