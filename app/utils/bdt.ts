const bdtFormatter = new Intl.NumberFormat("bn-BD", {
  style: "currency",
  currency: "BDT",
  // minimumFractionDigits is set too so older engines do not throw a RangeError
  // (BDT defaults to 2 minimum fraction digits).
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats whole taka in the bn-BD locale with no decimals, e.g. "১,২৯,৯৯৯৳" (the spec's price format). */
export function formatBDT(n: number): string {
  return bdtFormatter.format(n);
}
