import type { CoreValue, Stat } from "../about";

/** The About page's figures in Bengali, keyed by the English label. */
export const aboutFiguresBn: Record<string, Pick<Stat, "label" | "suffix">> = {
  "Clients Served": { label: "ক্লায়েন্টকে সেবা দিয়েছি", suffix: "+" },
  "Awards Won": { label: "পুরস্কার অর্জন", suffix: "+" },
  "Years Experience": { label: "বছরের অভিজ্ঞতা", suffix: "+" },
  "Countries Reached": { label: "দেশে পৌঁছেছি", suffix: "+" },
};

/** "Our Core Values" in Bengali, keyed by the English title. */
export const coreValuesBn: Record<string, Pick<CoreValue, "title" | "description">> = {
  Innovation: {
    title: "উদ্ভাবন",
    description:
      "আসল সমস্যার সমাধানে আমরা সবচেয়ে সহজ আধুনিক পথটি খুঁজি, আর প্রতিনিয়ত শিখতে থাকি, যাতে পরীক্ষিত নতুন টুল কাজের উপযোগী হওয়ামাত্র আমাদের ক্লায়েন্টরা তার সুফল পান।",
  },
  Excellence: {
    title: "উৎকর্ষ",
    description:
      "কোড রিভিউ, স্বয়ংক্রিয় টেস্ট ও যত্নশীল ডকুমেন্টেশন প্রতিটি প্রকল্পেরই অংশ, ঐচ্ছিক বাড়তি কিছু নয়। লঞ্চের বহু বছর পরেও আমাদের কাজ কতটা ভালো চলছে — সেটাই আমাদের মাপকাঠি।",
  },
  Integrity: {
    title: "সততা",
    description:
      "লিখিত নির্দিষ্ট কোটেশন, স্বচ্ছ অগ্রগতির রিপোর্ট আর সোজাসাপ্টা উত্তর। কোনো কিছু আপনার ব্যবসার জন্য সঠিক না হলে আমরা তা খোলাখুলি বলব, তাতে কাজটি হাতছাড়া হলেও।",
  },
};
