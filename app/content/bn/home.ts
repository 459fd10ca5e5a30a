import type { VisionMissionCopy } from "~/features/site-content/page-copy-schema";
import type { TranslatedPageTexts } from "~/features/site-content/page-texts";

import { companyDefaults } from "../company";
import { missionTextBn, visionTextBn } from "./company";

/** The home page's copy in Bengali as decision 096 first seeded it (bn/page-texts.ts adds the later fields). */
export const homeCopyBn: Omit<
  TranslatedPageTexts<"home">,
  "allArticlesLabel" | "testimonialsHeading" | "testimonialsIntro"
> = {
  heroEyebrow: "ঢাকা ও লন্ডন থেকে সফটওয়্যার, ক্লাউড ও আইটি সেবা",
  heroHeadline: "প্রযুক্তি, যা আপনার ব্যবসাকে এগিয়ে নেয়",
  heroSubheading:
    "উদ্যমী প্রতিষ্ঠানগুলোর জন্য আমরা নির্ভরযোগ্য সফটওয়্যার, ক্লাউড প্ল্যাটফর্ম ও ওয়েবসাইট ডিজাইন করি, তৈরি করি এবং চালাই — সঙ্গে থাকেন অভিজ্ঞ ইঞ্জিনিয়ার, থাকে স্পষ্ট নির্দিষ্ট কোটেশন আর লঞ্চের পরেও দীর্ঘদিনের সাপোর্ট।",
  heroPrimaryLabel: "শুরু করুন",
  heroSecondaryLabel: "আমাদের সেবাসমূহ",
  heroImageAlt: "আমাদের টিমের তৈরি একটি লজিস্টিকস ড্যাশবোর্ডের মক-আপ",
  visionMissionHeading: "আমাদের রূপকল্প ও লক্ষ্য",
  visionMissionIntro: "আমরা কেন কাজ করি, আর প্রতিটি ক্লায়েন্টের সঙ্গে কীভাবে কাজ করি।",
  servicesHeading: "আমাদের সেবাসমূহ",
  servicesIntro: "প্রথম ভাবনা থেকে দীর্ঘমেয়াদি সাপোর্ট পর্যন্ত — প্রযুক্তির পূর্ণাঙ্গ সেবা।",
  technologiesHeading: "যেসব প্রযুক্তি আমরা ব্যবহার করি",
  technologiesIntro: "পরীক্ষিত ও সুপ্রতিষ্ঠিত টুল, যার ওপর আপনার ব্যবসা বছরের পর বছর ভরসা রাখতে পারে।",
  clientsHeading: "বেড়ে ওঠা ব্যবসাগুলোর আস্থার নাম",
  clientsIntro: "যেসব প্রতিষ্ঠানের সঙ্গে কাজ করে আমরা গর্বিত, তাদের কয়েকটি।",
  blogHeading: "সাম্প্রতিক লেখা",
  blogIntro: "আমাদের ইঞ্জিনিয়ার ও পরামর্শকদের কাছ থেকে কাজে লাগার মতো পরামর্শ।",
  whyChooseHeading: `কেন ${companyDefaults.shortName} বেছে নেবেন`,
  whyChooseIntro: "আমাদের সঙ্গে কাজ করা বাস্তবে কেমন, তার কিছু কথা।",
  ctaHeading: "আপনার ব্যবসাকে বদলে দিতে প্রস্তুত?",
  ctaText:
    "আপনার প্রকল্পের কথা আমাদের জানান। ২৪ কর্মঘণ্টার মধ্যে আমরা পরবর্তী ধাপগুলো জানিয়ে দেব, আর কাজটিতে আসলে কী লাগবে তার একটি সৎ মূল্যায়নও।",
  ctaButtonLabel: "আজই যোগাযোগ করুন",
};

export const visionMissionBn: VisionMissionCopy = { vision: visionTextBn, mission: missionTextBn };
