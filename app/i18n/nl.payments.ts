/**
 * Dutch strings of the payment settings (admin) and the payment methods. Code refers to them by English
 * keys; see app/modules/payments.
 */
export const paymentMessages = {
  methods: {
    ideal: "iDEAL",
    bancontact: "Bancontact",
    creditcard: "Creditcard",
    paypal: "PayPal",
    applepay: "Apple Pay",
    klarna: "Klarna",
    banktransfer: "Bankoverschrijving",
  },
  surchargeTypes: {
    no_fee: "Geen toeslag",
    fixed_fee: "Vast bedrag",
    percentage: "Percentage",
    fixed_fee_percentage: "Vast bedrag + percentage",
  },
  /** The overview's line per method (surcharge-summary.ts). */
  summary: {
    fixed: (euro: string) => `${euro} excl. btw`,
    percentage: (percent: string) => `${percent} %`,
    cap: (euro: string) => `max. ${euro} excl. btw`,
    above: (euro: string) => `geen toeslag boven ${euro}`,
  },
  providers: {
    test: "Testomgeving (geen echte betalingen)",
    mollie: "Mollie",
  },
  fields: {
    payment_provider: "Betaalprovider",
    test_mode_enabled: "Testmodus inschakelen",
    test_api_key: "Test-API-sleutel",
    live_api_key: "Live-API-sleutel",
    payment_surcharge: "Toeslag voor deze betaalmethode",
    fixed_fee: "Vast bedrag (€, excl. btw)",
    percentage: "Percentage (%)",
    surcharge_limit: "Maximale toeslag (€, excl. btw; 0 = geen maximum)",
    maximum_limit: "Geen toeslag boven een orderbedrag van (€, incl. btw; 0 = altijd)",
  },
  errors: {
    surchargeType: "Kies een geldig soort toeslag.",
    amountInvalid: "Vul een bedrag in cijfers in, bijvoorbeeld 1,50.",
    amountNegative: "Het bedrag mag niet negatief zijn.",
    amountTooHigh: "Het bedrag mag hoogstens 99.999,99 zijn.",
    amountDecimals: "Gebruik hoogstens 2 cijfers achter de komma.",
    percentageTooHigh: "Het percentage mag hoogstens 100 zijn.",
    providerRequired: "Kies een betaalprovider: de testomgeving of Mollie.",
    testKeyRequired: "Vul de test-API-sleutel in; die is verplicht zolang Mollie in testmodus staat.",
    testKeyFormat: "Een test-API-sleutel van Mollie begint met test_ en is minstens 30 tekens lang.",
    liveKeyFormat: "Een live-API-sleutel van Mollie begint met live_ en is minstens 30 tekens lang.",
  },
  psd2Warning: (method: string) =>
    `Let op: in de EU mag je consumenten geen toeslag rekenen voor ${method} (PSD2, art. 7:520 BW). Kies „Geen toeslag” voor deze betaalmethode.`,
} as const;
