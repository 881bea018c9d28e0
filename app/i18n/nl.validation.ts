/**
 * Dutch validation messages: spec §5.3 and §5.4 with the same meaning and placeholders (decisions.md §5).
 * Bounds are shown Dutch-style: 1500, 0,5 (decimal comma, no thousands separator).
 */

type Bound = number | string;

/** 1500 → "1500", 0.5 → "0,5", "12.25" → "12,25". */
export function formatBound(n: Bound): string {
  return String(n).replace(".", ",");
}

export const validationMessages = {
  default: "Deze waarde lijkt ongeldig te zijn.",
  email: "Deze waarde moet een geldig e-mailadres zijn.",
  url: "Deze waarde moet een geldige URL zijn.",
  number: "Deze waarde moet een geldig getal zijn.",
  digits: "Deze waarde mag alleen cijfers bevatten.",
  alphanum: "Deze waarde mag alleen letters en cijfers bevatten.",
  integer: "Deze waarde moet een geheel getal zijn.",
  notblank: "Deze waarde mag niet leeg zijn.",
  required: "Dit veld is verplicht.",
  pattern: "Deze waarde lijkt ongeldig te zijn.",
  min: (n: Bound) => `Deze waarde moet groter dan of gelijk aan ${formatBound(n)} zijn.`,
  max: (n: Bound) => `Deze waarde moet kleiner dan of gelijk aan ${formatBound(n)} zijn.`,
  range: (a: Bound, b: Bound) => `Deze waarde moet tussen ${formatBound(a)} en ${formatBound(b)} liggen.`,
  minlength: (n: Bound) => `Deze waarde is te kort. Gebruik ${formatBound(n)} tekens of meer.`,
  maxlength: (n: Bound) => `Deze waarde is te lang. Gebruik ${formatBound(n)} tekens of minder.`,
  length: (a: Bound, b: Bound) =>
    `De lengte van deze waarde is ongeldig. Gebruik tussen ${formatBound(a)} en ${formatBound(b)} tekens.`,
  mincheck: (n: Bound) => `Kies ten minste ${formatBound(n)} opties.`,
  maxcheck: (n: Bound) => `Kies ${formatBound(n)} opties of minder.`,
  check: (a: Bound, b: Bound) => `Kies tussen ${formatBound(a)} en ${formatBound(b)} opties.`,
  equalto: "Deze waarde moet hetzelfde zijn.",
  dateiso: "Deze waarde moet een geldige datum zijn (JJJJ-MM-DD).",
  minwords: (n: Bound) => `Deze waarde is te kort. Gebruik ${formatBound(n)} woorden of meer.`,
  maxwords: (n: Bound) => `Deze waarde is te lang. Gebruik ${formatBound(n)} woorden of minder.`,
  words: (a: Bound, b: Bound) =>
    `De lengte van deze waarde is ongeldig. Gebruik tussen ${formatBound(a)} en ${formatBound(b)} woorden.`,
  gt: "Deze waarde moet groter zijn.",
  gte: "Deze waarde moet groter of gelijk zijn.",
  lt: "Deze waarde moet kleiner zijn.",
  lte: "Deze waarde moet kleiner of gelijk zijn.",
  notequalto: "Moet uniek zijn!",
  /** Comparison with another field (§5.3); %s is the other field's value. */
  compare: {
    gte: (n: Bound) => `Deze waarde moet groter dan of gelijk aan ${formatBound(n)} zijn.`,
    gt: (n: Bound) => `Deze waarde moet groter dan ${formatBound(n)} zijn.`,
    lte: (n: Bound) => `Deze waarde moet kleiner dan of gelijk aan ${formatBound(n)} zijn.`,
    lt: (n: Bound) => `Deze waarde moet kleiner dan ${formatBound(n)} zijn.`,
  },
  /** A value that is not a multiple of the field's step (counted from its minimum). */
  step: (n: Bound) => `Deze waarde moet een veelvoud van ${formatBound(n)} zijn.`,
  /** A select/radio/checkbox value that is not one of the field's choices. */
  invalidChoice: "Kies een geldige optie.",
  /** File upload (§5.3). */
  tooManyFiles: "Je kunt niet meer dan 1 bestand versturen.",
  fileTooLarge: (kb: Bound) => `Dit bestand mag niet groter zijn dan ${formatBound(kb)} kB.`,
  fileType: "Dit bestandstype is niet toegestaan.",
  // Dates, range slider and price matrix (issue 13); dates are shown as "5 maart 2027".
  dateMin: (day: string) => `Kies een datum vanaf ${day}.`,
  dateMax: (day: string) => `Kies een datum tot en met ${day}.`,
  dateWeekday: (weekday: string) => `Op ${weekday} is dit niet mogelijk; kies een andere dag.`,
  dateOrder: "De einddatum moet op of na de begindatum liggen.",
  dateBoth: "Kies een begin- en een einddatum.",
  dateTimeMissing: "Kies ook een tijd.",
  maxDays: (n: Bound) => `Kies ${formatBound(n)} dagen of minder.`,
  time: "Deze waarde moet een geldige tijd zijn (UU:MM).",
  timeStep: (minutes: Bound) => `Kies een tijd in stappen van ${formatBound(minutes)} minuten.`,
  rangeOrder: "De beginwaarde mag niet groter zijn dan de eindwaarde.",
  notInList: "Kies een van de aangeboden waarden.",
  matrixCell: "Deze maat is niet leverbaar; kies een andere.",
} as const;

export type ValidationMessages = typeof validationMessages;
