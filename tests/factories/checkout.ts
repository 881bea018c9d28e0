/**
 * The sample shopper's billing address as the checkout form posts it (WooCommerce field names), shared by the DB
 * tests, the request-level e2e specs and the bench. Add the e-mail, shipping and payment fields per test.
 */
export const SHOPPER_BILLING = {
  billing_first_name: "Jan",
  billing_last_name: "de Vries",
  billing_postcode: "3542 AB",
  billing_house_number: "12",
  billing_address_1: "Glasweg",
  billing_city: "Utrecht",
  billing_country: "NL",
  billing_phone: "0612345678",
} as const;
