import { stockLabel, stockStatus } from "~/modules/catalog/stock";

/** "Op voorraad", "Nog 3 op voorraad" or "Uitverkocht"; nothing when the product's stock is not tracked. */
export function StockLabel({ stock }: { stock: number | null }) {
  const label = stockLabel(stock);
  if (!label) return null;
  return (
    <p className="stock" data-stock={stockStatus(stock).kind}>
      {label}
    </p>
  );
}
