import type { HostingPackage } from "../hosting";

export type HostingPackageBn = Pick<HostingPackage, "name" | "summary" | "dailyVisitors" | "storage" | "bandwidth">;

/**
 * The four hosting packages in Bengali, keyed by slug. Their names are Bengali words (nobojatra, goti,
 * digonto, akash choa), so the Bengali page writes them in Bengali script; figures use Bengali digits with
 * the Bangladeshi grouping (১০,০০,০০০), as the English "10,00,000" does.
 */
export const hostingPackagesBn: Record<string, HostingPackageBn> = {
  nobojatra: {
    name: "নবযাত্রা",
    summary: "নতুন ব্যবসা ও ব্যক্তিগত ওয়েবসাইটের জন্য নির্ভরযোগ্য শুরু।",
    dailyVisitors: "৫০,০০০",
    storage: "৫০ জিবি",
    bandwidth: "৫০ জিবি",
  },
  goti: {
    name: "গতি",
    summary: "বেড়ে ওঠা কোম্পানির ওয়েবসাইটের জন্য আরও জায়গা, আরও গতি।",
    dailyVisitors: "১,০০,০০০",
    storage: "৮০ জিবি",
    bandwidth: "৮০ জিবি",
  },
  digonto: {
    name: "দিগন্ত",
    summary: "ব্যস্ত ওয়েবসাইট ও অনলাইন শপের জন্য আমাদের সবচেয়ে জনপ্রিয় প্ল্যান।",
    dailyVisitors: "১০,০০,০০০",
    storage: "১৫০ জিবি",
    bandwidth: "আনলিমিটেড",
  },
  "akash-choa": {
    name: "আকাশছোঁয়া",
    summary: "বিপুল ট্রাফিকের পোর্টাল ও প্ল্যাটফর্মের জন্য সর্বোচ্চ সক্ষমতা।",
    dailyVisitors: "আনলিমিটেড",
    storage: "৩০০ জিবি",
    bandwidth: "আনলিমিটেড",
  },
};

/** What every package includes, in the order of the English `hostingInclusions`. */
export const hostingInclusionsBn: string[] = [
  "বিনামূল্যে মাইগ্রেশন",
  "বিনামূল্যে আনলিমিটেড SSL",
  "$১১.৯৯ মূল্যের ডোমেইন বিনামূল্যে",
];
