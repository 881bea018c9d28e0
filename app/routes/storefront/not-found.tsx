import { data } from "react-router";

// Every unknown URL: a Dutch 404 page with status 404 (rendered by the root error boundary).
export function loader() {
  throw data(null, { status: 404 });
}

export function action() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
