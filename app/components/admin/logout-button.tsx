import { Form } from "react-router";
import { adminMessages } from "~/i18n/nl.admin";
import { useRootData } from "~/root";

export const ADMIN_LOGOUT_URL = "/beheer/uitloggen";

/** Logout is a POST with the CSRF token (a GET link could be triggered by another site). */
export function LogoutButton({
  className = "admin-link-button",
  csrf,
}: {
  className?: string;
  csrf?: string;
}) {
  const rootNonce = useRootData()?.config.nonce;
  const token = csrf ?? rootNonce ?? "";
  return (
    <Form method="post" action={ADMIN_LOGOUT_URL} reloadDocument>
      <input type="hidden" name="_csrf" value={token} />
      <button type="submit" className={className}>
        {adminMessages.nav.logout}
      </button>
    </Form>
  );
}
