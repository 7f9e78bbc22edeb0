import { useRootData } from "~/root-data";
import { formatPrice } from "~/ui/format";

/** Amounts of money in the page's language: `money(12.5, "EUR")` → "12,50 €". */
export function useMoney() {
  const root = useRootData()!;
  return (amount: number, currency: string) => formatPrice(amount, currency, root.locale);
}
