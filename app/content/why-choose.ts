import type { ContentIconName } from "~/features/site-content/content-icons";

// The demo "why choose us" items on the home page, seeded into why_choose_items once
// (db/seed-page-copy.server.ts); staff edit them under Why choose us.

export type WhyChooseItem = {
  title: string;
  description: string;
  icon: ContentIconName;
};

export const whyChoose: WhyChooseItem[] = [
  {
    title: "Two offices, one team",
    description:
      "Engineers in Dhaka and consultants in London give you overlapping working hours across Asia and Europe, with a single point of contact.",
    icon: "Globe2",
  },
  {
    title: "Senior engineers on every project",
    description:
      "Every project is led by an engineer with at least eight years of experience, and every change is reviewed before it reaches production.",
    icon: "Users",
  },
  {
    title: "Clear, fixed quotes",
    description:
      "You receive a written scope and price before work begins. No surprise invoices, and changes are agreed with you in writing first.",
    icon: "FileCheck",
  },
  {
    title: "Security by default",
    description:
      "Encrypted connections, least-privilege access, regular updates and tested backups are included as standard, not sold as add-ons.",
    icon: "Lock",
  },
  {
    title: "Support after launch",
    description:
      "We stay with you after go-live, with monitoring, maintenance plans and a promise to reply to every enquiry within 24 business hours.",
    icon: "Headphones",
  },
  {
    title: "Technology that fits",
    description:
      "We recommend proven, well-supported tools that your own staff can maintain, rather than whatever happens to be fashionable this year.",
    icon: "Layers",
  },
];
