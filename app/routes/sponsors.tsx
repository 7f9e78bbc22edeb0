// Placeholder while the page is being written.
import { pageError } from "~/backend/page-errors.server";

export function loader(): never {
  throw pageError(404, "not-found");
}

export default function Placeholder() {
  return null;
}
