/** 950 → "950", 2_400 → "2.4k", 12_345 → "12.3k", 1_250_000 → "1.3M" (the spec's "2.4k" style). */
export function formatCompact(value: number): string {
  if (Math.abs(value) < 1000) return value.toLocaleString("en");
  const suffixes = ["k", "M", "B"];
  let index = 0;
  let scaled = value / 1000;
  // 999,950 would round to "1000k": carry into the next unit instead.
  while (Math.abs(Math.round(scaled * 10) / 10) >= 1000 && index < suffixes.length - 1) {
    scaled /= 1000;
    index++;
  }
  return `${(Math.round(scaled * 10) / 10).toFixed(1).replace(/\.0$/, "")}${suffixes[index]}`;
}

export type Change = { label: string; direction: "up" | "down" | "flat" | "new" | "none"; description: string };

/**
 * The signed change from `previous` to `current` ("+12%", "−5%", with a true minus sign). Nothing
 * to compare with: "New" when there is something now, "—" when there was and is nothing.
 */
export function formatChange(current: number, previous: number): Change {
  if (previous === 0) {
    return current > 0
      ? { label: "New", direction: "new", description: "none in the previous 30 days" }
      : { label: "—", direction: "none", description: "no change: none in either period" };
  }
  const percent = Math.round(((current - previous) / previous) * 100);
  if (percent === 0) return { label: "0%", direction: "flat", description: "unchanged from the previous 30 days" };
  const label = percent > 0 ? `+${percent}%` : `\u2212${Math.abs(percent)}%`;
  return {
    label,
    direction: percent > 0 ? "up" : "down",
    description: `${percent > 0 ? "up" : "down"} ${Math.abs(percent)}% on the previous 30 days`,
  };
}
