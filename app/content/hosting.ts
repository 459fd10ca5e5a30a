// Web hosting packages (prices in BDT per year), seeded into the database once (app/db/seed.server.ts);
// staff edit them at /admin/hosting. Values follow the product spec exactly.

export type HostingAccent = "sky" | "indigo" | "amber" | "emerald";

export type HostingPackage = {
  slug: string;
  name: string;
  /** Price per year in BDT (whole taka). */
  pricePerYear: number;
  /** Display string, e.g. "50,000", "10,00,000" or "Unlimited". */
  dailyVisitors: string;
  /** Display string, e.g. "50 GB". */
  storage: string;
  /** Display string, e.g. "50 GB" or "Unlimited". */
  bandwidth: string;
  /** Show a "Most Popular" badge / emphasised card. */
  highlighted: boolean;
  /** Colour token for the card accent. */
  accent: HostingAccent;
  /** Short description of who the package suits. */
  summary: string;
};

export const hostingPackages: HostingPackage[] = [
  {
    slug: "nobojatra",
    name: "NOBOJATRA",
    pricePerYear: 12000,
    dailyVisitors: "50,000",
    storage: "50 GB",
    bandwidth: "50 GB",
    highlighted: false,
    accent: "sky",
    summary: "A dependable start for new businesses and personal sites.",
  },
  {
    slug: "goti",
    name: "GOTI",
    pricePerYear: 17000,
    dailyVisitors: "100,000",
    storage: "80 GB",
    bandwidth: "80 GB",
    highlighted: false,
    accent: "indigo",
    summary: "More room and speed for growing company websites.",
  },
  {
    slug: "digonto",
    name: "DIGONTO",
    pricePerYear: 25000,
    dailyVisitors: "10,00,000",
    storage: "150 GB",
    bandwidth: "Unlimited",
    highlighted: true,
    accent: "amber",
    summary: "Our most popular plan for busy sites and online shops.",
  },
  {
    slug: "akash-choa",
    name: "AKASH CHOA",
    pricePerYear: 35000,
    dailyVisitors: "Unlimited",
    storage: "300 GB",
    bandwidth: "Unlimited",
    highlighted: false,
    accent: "emerald",
    summary: "Maximum capacity for high-traffic portals and platforms.",
  },
];

/** Included with every hosting package. */
export const hostingInclusions: string[] = ["Free migration", "Free unlimited SSL", "Free domain worth $11.99"];
