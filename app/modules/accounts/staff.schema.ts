import { z } from "zod";
import { adminPeopleMessages } from "~/i18n/nl.admin-people";
import { isRole, ROLES, type Role } from "./roles";

/** Forms of the users screens (/beheer/gebruikers), shared by the form and the server. Messages are Dutch. */

const m = adminPeopleMessages;

const text = (max: number) =>
  z
    .preprocess(
      (v) => (typeof v === "string" ? v.trim() : ""),
      z.string().max(max, m.invite.errors.nameTooLong),
    )
    .optional()
    .transform((v) => v ?? "");

const roleField = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), z.enum(ROLES, { error: message }));

export const inviteSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : ""),
    z.email({ error: m.invite.errors.emailInvalid }).max(254, m.invite.errors.emailInvalid),
  ),
  first_name: text(100),
  last_name: text(100),
  role: roleField(m.invite.errors.roleInvalid),
});

export const roleChangeSchema = z.object({ role: roleField(m.user.errors.roleInvalid) });

/** The role filter of the list (`?rol=`): a known role, or null for all. */
export function roleFilter(value: string | null): Role | null {
  return isRole(value) ? value : null;
}

/** The status filter of the list (`?status=actief|gedeactiveerd`). */
export function statusFilter(value: string | null): "active" | "inactive" | null {
  return value === "actief" ? "active" : value === "gedeactiveerd" ? "inactive" : null;
}
