import type { CompanyInfo } from "../company";

export type CompanyDetailsBn = Pick<CompanyInfo, "tagline" | "dhakaAddress" | "londonAddress"> & {
  hoursWeekdays: string;
  hoursSaturday: string;
};

/** The company details staff edit in Settings, in Bengali (the name stays the brand's). */
export const companyDetailsBn: CompanyDetailsBn = {
  tagline: "সফটওয়্যার, ক্লাউড ও আইটি সেবা — যা উদ্যমী ব্যবসাকে এগিয়ে নেয়।",
  dhakaAddress: "বাড়ি ৪২, রোড ১১, বনানী, ঢাকা ১২১৩, বাংলাদেশ",
  londonAddress: "দ্বিতীয় তলা, ১৮ লিওনার্ড স্ট্রিট, লন্ডন EC2A 4AX, যুক্তরাজ্য",
  hoursWeekdays: "সোমবার–শুক্রবার: সকাল ৯টা–সন্ধ্যা ৬টা",
  hoursSaturday: "শনিবার: সকাল ১০টা–দুপুর ২টা",
};

export const visionTextBn =
  "বাংলাদেশ ও তার বাইরে বেড়ে ওঠা ব্যবসাগুলোর সবচেয়ে বিশ্বস্ত প্রযুক্তি-সহযোগী হওয়া — নির্ভরযোগ্য, নিরাপদ ও দীর্ঘস্থায়ী সফটওয়্যারের জন্য যাদের সবাই চেনে।";

export const missionTextBn =
  "আমরা ব্যবসার লক্ষ্যকে কার্যকর প্রযুক্তিতে রূপ দিই। ঢাকা ও লন্ডনের অভিজ্ঞ ইঞ্জিনিয়ারদের সঙ্গে স্পষ্ট যোগাযোগ আর সৎ মূল্য নির্ধারণ মিলিয়ে আমরা এমন সফটওয়্যার, ক্লাউড ও আইটি সেবা দিই, যা ক্লায়েন্টদের সময় বাঁচায়, ঝুঁকি কমায় এবং নতুন বাজারের দুয়ার খুলে দেয়।";
