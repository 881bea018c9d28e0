import type { Generated } from "kysely";

// The popups' tables (migration 015): popups, newsletter subscribers, contact messages, popup statistics.
// --- popups (issue 14, migration 015) ---
export interface PopupsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  active: Generated<number>;
  content: Generated<string>;
  form: Generated<string>;
  /** JSON: the popup's settings (app/modules/marketing/popup.schema.ts). */
  settings: string;
  created_at: string;
  updated_at: string;
}

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  status: string;
  name: Generated<string>;
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  consent_text: string;
  consent_version: string;
  consent_source: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: Generated<string>;
  order_number: Generated<string>;
  message: string;
  source: string;
  created_at: string;
}

export interface PopupStatsTable {
  popup_id: number;
  day: string;
  event: string;
  count: Generated<number>;
}
// --- end popups ---
