/**
 * Made to measure: a line the shopper configured with the product's options (the configurator's door sizes and
 * fittings). Such goods are made to the consumer's specifications, so the 14-day withdrawal right does not apply
 * (BW 6:230p sub b): checkout asks the shopper to confirm that, and the order's texts speak of making the door.
 * An order of only ready-made goods (handles, hinges, standard-size doors) has none of that.
 */
export function hasMadeToMeasure(lines: readonly { options: readonly unknown[] }[]): boolean {
  return lines.some((line) => line.options.length > 0);
}
