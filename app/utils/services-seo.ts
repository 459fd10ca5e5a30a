/**
 * The Services page's meta description. The hosting clause quotes the cheapest package's price as staff
 * last saved it (so an edited price shows in search results too), and is left out when there are none.
 */
export function servicesDescription(hostingPrices: readonly number[]): string {
  const services = "Custom software, IT consulting, cloud, web and mobile development, cybersecurity, databases and IT support";
  if (hostingPrices.length === 0) return `${services}.`;
  // Western digits here, as search results show them; the page itself prints Bengali ones.
  return `${services}, plus web hosting from ৳${Math.min(...hostingPrices).toLocaleString("en-US")} a year.`;
}
