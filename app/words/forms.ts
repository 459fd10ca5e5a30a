import type { Locale } from "~/utils/locale";

// The forms' part of the site's dictionary (decision 164): the visitor forms' words (contact and newsletter) in
// every locale: labels, validation messages, toasts and the newsletter link pages. English is the spec's text
// exactly; the Zod schemas and the actions pick a locale's messages, so the browser and the server say the
// same thing in the page's language. Unlike the rest of the dictionary (en.server.ts, bn.server.ts) this part
// is code, not data: its messages are functions built into the contact form's schema, which the contact
// page's script runs in the browser, so it is the one part of the site's words in the public JavaScript.

/** A sentence around one inserted element (an email address shown in bold, a link): [before, after]. */
export type Around = readonly [string, string];

export type ValidationText = {
  required: (label: string) => string;
  tooLong: (label: string, max: number) => string;
  notAllowed: (label: string) => string;
  oneLine: (label: string) => string;
  email: string;
};

export type FormsText = {
  validation: ValidationText;
  /** "2 minutes": how long to wait before trying again. */
  minutes: (count: number) => string;
  /** A body over the size cap (413) or one that could not be read (400). */
  tooLarge: string;
  unreadable: string;
  /** The label of the spam trap field people never see (bots read it). */
  honeypot: string;
  contact: {
    /** The labels above the inputs, and the shorter names the validation messages use. */
    labels: { name: string; email: string; subject: string; message: string };
    fieldNames: {
      name: string;
      email: string;
      subject: string;
      message: string;
    };
    send: string;
    sending: string;
    success: string;
    failure: string;
    rateLimited: (wait: string) => string;
  };
  /** The contact page around the form: its heading and the contact details' labels. */
  /** The contact details' labels; the page's headings are its page texts (decision 174). */
  contactPage: {
    phone: string;
    email: string;
    location: string;
    hours: string;
    mapSoon: string;
  };
  newsletter: {
    heading: string;
    emailLabel: string;
    placeholder: string;
    subscribe: string;
    /** The sign-up's link to the archive of past issues (decision 204). */
    pastIssues: string;
    success: string;
    failure: string;
    unknownForm: string;
    rateLimited: (wait: string) => string;
  };
  /** The double opt-in email, in the language of the page the address was signed up on. */
  newsletterEmail: {
    confirmSubject: (company: string) => string;
    confirmText: (company: string, confirmUrl: string, days: number) => string;
    unsubscribeFooter: (unsubscribeUrl: string) => string;
  };
  newsletterLinks: {
    pageTitle: string;
    invalidTitle: string;
    invalidText: string;
    /** "To sign up again, use the form on our [Blog] or [Shop] page." */
    signUpAgain: readonly [string, string, string];
    blog: string;
    shop: string;
    expiredTitle: string;
    expiredText: (days: number) => string;
    confirmedTitle: string;
    confirmedText: Around;
    unsubscribedTitle: string;
    removedText: Around;
    notListedText: string;
    noMoreText: string;
    confirmTitle: string;
    confirmText: Around;
    confirmButton: string;
    unsubscribeTitle: string;
    unsubscribeText: Around;
    unsubscribeButton: string;
  };
};

/** A number in Bengali digits, as utils/locale-format.ts writes it (kept here so the words import no helper). */
const bnNumber = (value: number) => new Intl.NumberFormat("bn-BD").format(value);

export const formsText: Record<Locale, FormsText> = {
  en: {
    validation: {
      required: (label) => `${label} is required`,
      tooLong: (label, max) => `${label} must be at most ${max.toLocaleString("en-US")} characters`,
      notAllowed: (label) => `${label} contains characters that are not allowed`,
      oneLine: (label) => `${label} must be on one line`,
      email: "Enter a valid email address, like name@example.com",
    },
    minutes: (count) => `${count} minute${count === 1 ? "" : "s"}`,
    tooLarge: "This form submission is too large. Please shorten your message and try again.",
    unreadable: "The form could not be read. Please reload the page and try again.",
    honeypot: "Leave this field empty",
    contact: {
      labels: {
        name: "Your Name",
        email: "Your Email",
        subject: "Subject",
        message: "Message",
      },
      fieldNames: {
        name: "Name",
        email: "Email",
        subject: "Subject",
        message: "Message",
      },
      send: "Send Message",
      sending: "Sending...",
      success: "Message sent successfully!",
      failure: "Failed to send message. Please try again.",
      rateLimited: (wait) =>
        `You have sent several messages in a short time. Please wait ${wait} and try again; your message is still here.`,
    },
    contactPage: {
      phone: "Phone",
      email: "Email",
      location: "Location",
      hours: "Business Hours",
      mapSoon: "Map integration coming soon",
    },
    newsletter: {
      heading: "Subscribe to Our Newsletter",
      emailLabel: "Email address",
      placeholder: "Enter your email",
      subscribe: "Subscribe",
      pastIssues: "Read past issues",
      success: "Thanks for subscribing! Check your inbox for an email to confirm your address.",
      failure: "Could not subscribe you right now. Please try again.",
      unknownForm: "Unknown newsletter form",
      rateLimited: (wait) => `Too many sign-ups from your network. Please wait ${wait} and try again.`,
    },
    newsletterEmail: {
      confirmSubject: (company) => `Confirm your subscription to the ${company} newsletter`,
      confirmText: (company, confirmUrl, days) =>
        [
          `Someone, hopefully you, asked to receive the ${company} newsletter at this address.`,
          "",
          "To confirm, open this link:",
          confirmUrl,
          "",
          `The link works for ${days} days. If you did not ask for this, ignore this email: an address that is not confirmed is deleted after ${days} days.`,
        ].join("\n"),
      unsubscribeFooter: (unsubscribeUrl) => `To stop receiving these emails, unsubscribe: ${unsubscribeUrl}`,
    },
    newsletterLinks: {
      pageTitle: "Newsletter subscription",
      invalidTitle: "This link does not work",
      invalidText:
        "The link is incomplete or has been altered. Nothing on your subscription was changed. Copy the whole link from the email and try again.",
      signUpAgain: ["To sign up again, use the form on our ", " or ", " page."],
      blog: "Blog",
      shop: "Shop",
      expiredTitle: "This link has expired",
      expiredText: (days) =>
        `Confirmation links work for ${days} days, and sign-ups that are not confirmed are then deleted. Nothing was changed.`,
      confirmedTitle: "Subscription confirmed",
      confirmedText: ["Thank you. ", " will receive our newsletter. Every newsletter has a link to unsubscribe."],
      unsubscribedTitle: "You are unsubscribed",
      removedText: ["", " has been removed from our newsletter list."],
      notListedText: "This address is not on our newsletter list.",
      noMoreText: "You will get no more newsletters from us.",
      confirmTitle: "Confirm your subscription",
      confirmText: ["Confirm that you want our newsletter at ", "."],
      confirmButton: "Confirm subscription",
      unsubscribeTitle: "Unsubscribe from our newsletter",
      unsubscribeText: ["Stop sending our newsletter to ", "?"],
      unsubscribeButton: "Unsubscribe",
    },
  },
  bn: {
    validation: {
      required: (label) => `${label} লিখতে হবে`,
      tooLong: (label, max) => `${label} সর্বোচ্চ ${bnNumber(max)} অক্ষরের হতে পারে`,
      notAllowed: (label) => `${label} ঘরে এমন কিছু অক্ষর আছে যা ব্যবহার করা যায় না`,
      oneLine: (label) => `${label} এক লাইনে লিখুন`,
      email: "একটি সঠিক ইমেইল ঠিকানা লিখুন, যেমন name@example.com",
    },
    minutes: (count) => `${bnNumber(count)} মিনিট`,
    tooLarge: "ফর্মে পাঠানো লেখা অনেক বড় হয়ে গেছে। বার্তাটি একটু ছোট করে আবার চেষ্টা করুন।",
    unreadable: "ফর্মটি পড়া যায়নি। পেজটি আবার লোড করে আবার চেষ্টা করুন।",
    honeypot: "এই ঘরটি খালি রাখুন",
    contact: {
      labels: {
        name: "আপনার নাম",
        email: "আপনার ইমেইল",
        subject: "বিষয়",
        message: "বার্তা",
      },
      fieldNames: {
        name: "নাম",
        email: "ইমেইল",
        subject: "বিষয়",
        message: "বার্তা",
      },
      send: "বার্তা পাঠান",
      sending: "পাঠানো হচ্ছে...",
      success: "বার্তা সফলভাবে পাঠানো হয়েছে!",
      failure: "বার্তা পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।",
      rateLimited: (wait) =>
        `অল্প সময়ের মধ্যে আপনি কয়েকটি বার্তা পাঠিয়েছেন। অনুগ্রহ করে ${wait} অপেক্ষা করে আবার চেষ্টা করুন; আপনার লেখা বার্তাটি এখানেই আছে।`,
    },
    contactPage: {
      phone: "ফোন",
      email: "ইমেইল",
      location: "ঠিকানা",
      hours: "অফিস সময়",
      mapSoon: "ম্যাপ শিগগিরই যুক্ত হচ্ছে",
    },
    newsletter: {
      heading: "আমাদের নিউজলেটারে সাবস্ক্রাইব করুন",
      emailLabel: "ইমেইল ঠিকানা",
      placeholder: "আপনার ইমেইল লিখুন",
      subscribe: "সাবস্ক্রাইব করুন",
      pastIssues: "আগের সংখ্যাগুলো পড়ুন",
      success: "সাবস্ক্রাইব করার জন্য ধন্যবাদ! ঠিকানাটি নিশ্চিত করতে আপনার ইনবক্সে পাঠানো ইমেইলটি দেখুন।",
      failure: "এই মুহূর্তে সাবস্ক্রাইব করা যাচ্ছে না। অনুগ্রহ করে আবার চেষ্টা করুন।",
      unknownForm: "নিউজলেটারের এই ফর্মটি চেনা যায়নি",
      rateLimited: (wait) =>
        `আপনার নেটওয়ার্ক থেকে অনেকবার সাইন-আপ করা হয়েছে। অনুগ্রহ করে ${wait} অপেক্ষা করে আবার চেষ্টা করুন।`,
    },
    newsletterEmail: {
      confirmSubject: (company) => `${company} নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন`,
      confirmText: (company, confirmUrl, days) =>
        [
          `এই ঠিকানায় ${company} নিউজলেটার পাওয়ার জন্য অনুরোধ করা হয়েছে, আশা করি আপনিই করেছেন।`,
          "",
          "নিশ্চিত করতে এই লিংকটি খুলুন:",
          confirmUrl,
          "",
          `লিংকটি ${bnNumber(days)} দিন কাজ করবে। আপনি অনুরোধ না করে থাকলে ইমেইলটি উপেক্ষা করুন: নিশ্চিত না করা ঠিকানা ${bnNumber(days)} দিন পর মুছে ফেলা হয়।`,
        ].join("\n"),
      unsubscribeFooter: (unsubscribeUrl) => `এসব ইমেইল আর না পেতে চাইলে আনসাবস্ক্রাইব করুন: ${unsubscribeUrl}`,
    },
    newsletterLinks: {
      pageTitle: "নিউজলেটার সাবস্ক্রিপশন",
      invalidTitle: "লিংকটি কাজ করছে না",
      invalidText:
        "লিংকটি অসম্পূর্ণ, অথবা এতে কিছু বদলে গেছে। আপনার সাবস্ক্রিপশনে কিছুই বদলানো হয়নি। ইমেইল থেকে পুরো লিংকটি কপি করে আবার চেষ্টা করুন।",
      signUpAgain: ["আবার সাইন আপ করতে আমাদের ", " বা ", " পেজের ফর্মটি ব্যবহার করুন।"],
      blog: "ব্লগ",
      shop: "শপ",
      expiredTitle: "লিংকটির মেয়াদ শেষ হয়ে গেছে",
      expiredText: (days) =>
        `নিশ্চিত করার লিংক ${bnNumber(days)} দিন কাজ করে, আর এর মধ্যে নিশ্চিত না করা সাইন-আপ তারপর মুছে ফেলা হয়। কিছুই বদলানো হয়নি।`,
      confirmedTitle: "সাবস্ক্রিপশন নিশ্চিত হয়েছে",
      confirmedText: [
        "ধন্যবাদ। এখন থেকে ",
        " ঠিকানায় আমাদের নিউজলেটার যাবে। প্রতিটি নিউজলেটারে আনসাবস্ক্রাইব করার লিংক থাকে।",
      ],
      unsubscribedTitle: "আপনি আনসাবস্ক্রাইব করেছেন",
      removedText: ["", " ঠিকানাটি আমাদের নিউজলেটার তালিকা থেকে সরিয়ে দেওয়া হয়েছে।"],
      notListedText: "এই ঠিকানাটি আমাদের নিউজলেটার তালিকায় নেই।",
      noMoreText: "আমাদের কাছ থেকে আর কোনো নিউজলেটার যাবে না।",
      confirmTitle: "আপনার সাবস্ক্রিপশন নিশ্চিত করুন",
      confirmText: ["", " ঠিকানায় আমাদের নিউজলেটার পেতে চান, তা নিশ্চিত করুন।"],
      confirmButton: "সাবস্ক্রিপশন নিশ্চিত করুন",
      unsubscribeTitle: "আমাদের নিউজলেটার থেকে আনসাবস্ক্রাইব করুন",
      unsubscribeText: ["", " ঠিকানায় আমাদের নিউজলেটার পাঠানো বন্ধ করবেন?"],
      unsubscribeButton: "আনসাবস্ক্রাইব করুন",
    },
  },
};
