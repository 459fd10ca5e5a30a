import type { ProcessStep } from "../process";

/** "Our Process" in Bengali, keyed by the English step title. */
export const processStepsBn: Record<string, Pick<ProcessStep, "title" | "description">> = {
  Discovery: {
    title: "জানা ও বোঝা",
    description:
      "আমরা আপনার টিমের সঙ্গে বসি, আপনার ব্যবসা আজ কীভাবে চলছে তা বুঝি, আর সাফল্য বলতে কী বোঝাবে তা মাপা যায় এমনভাবে একসঙ্গে ঠিক করি।",
  },
  Planning: {
    title: "পরিকল্পনা",
    description:
      "যা জানলাম তা থেকে আমরা তৈরি করি লিখিত কাজের পরিধি, আর্কিটেকচার, সময়সূচি ও নির্দিষ্ট মূল্যের কোটেশন, যাতে কী ডেলিভার হবে তা সবার কাছে পরিষ্কার থাকে।",
  },
  Development: {
    title: "ডেভেলপমেন্ট",
    description: "আমরা ছোট ছোট ধাপে কাজ করি — প্রতি দুই সপ্তাহে একটি চালু ডেমো, স্বয়ংক্রিয় টেস্ট আর নিয়মিত অগ্রগতির রিপোর্টসহ।",
  },
  Delivery: {
    title: "ডেলিভারি",
    description:
      "আমরা সাবধানে লঞ্চ করি, আপনার কর্মীদের প্রশিক্ষণ দিই, ডকুমেন্টেশন বুঝিয়ে দিই এবং সাপোর্ট ও রক্ষণাবেক্ষণ নিয়ে পাশে থাকি।",
  },
};
