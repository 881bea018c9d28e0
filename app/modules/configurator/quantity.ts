/** Spec §5.2: the quantity plus/minus buttons. Pure, shared by the product form and the cart. */
export interface QuantityBounds {
  min?: number | string | null;
  max?: number | string | null;
  step?: number | string | null;
}

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === "") return null;
  const n = typeof v === "number" ? v : Number(String(v).trim());
  return Number.isFinite(n) ? n : null;
}

/** Step defaults to 1 when it is 'any', empty or invalid. */
export function effectiveStep(step: unknown): number {
  const s = num(step);
  return s !== null && s > 0 ? s : 1;
}

/** The value after pressing + (`dir` 1) or − (`dir` -1); an empty or non-numeric value counts as 0. */
export function stepQuantity(value: unknown, bounds: QuantityBounds, dir: 1 | -1): number {
  const current = num(value) ?? 0;
  const step = effectiveStep(bounds.step);
  const min = num(bounds.min);
  const max = num(bounds.max);
  // Round away float noise of decimal steps (0.1 + 0.2).
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  if (dir === 1) {
    if (max !== null && current >= max) return max;
    return round(current + step);
  }
  if (min !== null && current <= min) return min;
  return current > 0 ? round(current - step) : current;
}

/** On page load, a quantity below its min (when min ≥ 0) is raised to the min. */
export function raiseToMin(value: unknown, min: unknown): number | null {
  const m = num(min);
  const v = num(value);
  if (m === null || m < 0) return v;
  return v === null || v < m ? m : v;
}
