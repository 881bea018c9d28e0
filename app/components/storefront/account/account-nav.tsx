import { Form, NavLink } from "react-router";
import { accountMessages } from "~/i18n/nl.account";
import { accountUrls } from "~/modules/accounts/urls";
import "./account.css";

/** The account menu beside every logged-in account page; logging out is a POST with the CSRF token. */
export function AccountNav({ csrf }: { csrf: string }) {
  const items = [
    { to: accountUrls.dashboard, label: accountMessages.dashboard, end: true },
    { to: accountUrls.orders, label: accountMessages.orders, end: false },
    { to: accountUrls.addresses, label: accountMessages.addresses, end: false },
  ];
  return (
    <nav className="account-nav" aria-label={accountMessages.nav}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="account-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <Form method="post" action={accountUrls.logout}>
            <input type="hidden" name="_csrf" value={csrf} />
            <button type="submit" className="account-nav__link account-nav__logout">
              {accountMessages.logout}
            </button>
          </Form>
        </li>
      </ul>
    </nav>
  );
}

/** Page frame of the logged-in account pages: menu on the left (on top on phones), content on the right. */
export function AccountLayout({
  csrf,
  title,
  children,
}: {
  csrf: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="account">
      <h1 className="page-title">{title}</h1>
      <div className="account__grid">
        <AccountNav csrf={csrf} />
        <div className="account__content">{children}</div>
      </div>
    </div>
  );
}
