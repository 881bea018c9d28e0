/** The upload option's widget and the upload calls' messages (spec §5.3, §8); issue 13 point 7. */
export const uploadMessages = {
  choose: "Kies een bestand",
  hint: (types: string, kb: number) => `Toegestaan: ${types}; maximaal ${kb} Kb.`,
  uploading: (percent: number) => `Uploaden… ${percent}%`,
  uploaded: "Geüpload",
  remove: "Verwijderen",
  removeFile: (name: string) => `${name} verwijderen`,
  removeFailed: "Het bestand kon niet worden verwijderd. Probeer het opnieuw.",
  tooBig: (kb: number) => `Dit bestand mag niet groter zijn dan ${kb} Kb`,
  wrongType: "Dit bestandstype is niet toegestaan",
  /** The old uploader's codes (§8): -600, -601, -602, -500 and an HTTP failure. */
  codeSize: "Het bestand is te groot.",
  codeType: "Dit type bestand kan niet worden geüpload.",
  tooMany: "Er kan maar 1 bestand tegelijk worden verstuurd.",
  init: "Het uploaden kon niet worden gestart. Vernieuw de pagina en probeer het opnieuw.",
  http: "HTTP-fout: het bestand kon niet worden verstuurd. Probeer het opnieuw.",
  failed: "Het bestand kon niet worden opgeslagen. Probeer het later opnieuw.",
  notYours: "Dit bestand kan alleen worden verwijderd door wie het heeft geüpload.",
  gone: "Het bestand is niet meer beschikbaar. Upload het opnieuw.",
  notFound: "Dit bestand bestaat niet (meer).",
};
