import { accountMessages } from "./nl.account";
import { adminMessages } from "./nl.admin";
import { adminBuilderMessages } from "./nl.admin-builder";
import { adminOfficeMessages } from "./nl.admin-office";
import { adminOrdersMessages } from "./nl.admin-orders";
import { adminPagesMessages } from "./nl.admin-pages";
import { adminPeopleMessages } from "./nl.admin-people";
import { adminProductsMessages } from "./nl.admin-products";
import { adminRefundsMessages } from "./nl.admin-refunds";
import { adminReviewsMessages } from "./nl.admin-reviews";
import { cartMessages } from "./nl.cart";
import { catalogMessages } from "./nl.catalog";
import { checkoutMessages } from "./nl.checkout";
import { formMessages } from "./nl.forms";
import { orderMessages } from "./nl.orders";
import { paymentMessages } from "./nl.payments";
import { payOrderMessages } from "./nl.payOrder";
import { reviewMessages } from "./nl.reviews";
import { storefrontMessages } from "./nl.storefront";
import { validationMessages } from "./nl.validation";

/**
 * Every Dutch string the interface shows. Code refers to these by English keys; nothing a shopper or
 * administrator reads is written anywhere else. Larger domains keep their part in `nl.<domain>.ts`,
 * composed into this object.
 */
export const nl = {
  ...storefrontMessages,
  // Parts kept in their own files (one per domain), composed here into the one catalog.
  validation: validationMessages,
  cartUi: cartMessages,
  payments: paymentMessages,
  payOrder: payOrderMessages,
  orders: orderMessages,
  checkout: checkoutMessages,
  forms: formMessages,
  admin: adminMessages,
  adminPeople: adminPeopleMessages,
  adminOffice: adminOfficeMessages,
  adminRefunds: adminRefundsMessages,
  adminOrders: adminOrdersMessages,
  adminProducts: adminProductsMessages,
  adminBuilder: adminBuilderMessages,
  adminReviews: adminReviewsMessages,
  // pages (issue 15)
  adminPages: adminPagesMessages,
  account: accountMessages,
  catalog: catalogMessages,
  reviews: reviewMessages,
} as const;

export type Catalog = typeof nl;
