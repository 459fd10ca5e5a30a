// The Contact page's frequently asked questions: seed data since issue 14 (table faq_items, decision 095).
// `{hours}` (and `{company}`, `{phone}`, `{email}`) are filled from the company details in Settings.

export type FaqItem = {
  question: string;
  answer: string;
};

export const faq: FaqItem[] = [
  {
    question: "What services do you offer?",
    answer:
      "We offer custom software development, IT consulting, cloud solutions, digital transformation, web and mobile app development, cybersecurity, database management, IT support and web hosting, for businesses of every size.",
  },
  {
    question: "How do I request a quote?",
    answer:
      "Send us a message using the contact form on this page, or email or call us. Tell us briefly what you need and, if you can, your timeline and budget. We will arrange a short discovery call and then send you a written, itemised quote.",
  },
  {
    question: "What is your typical response time?",
    answer: "We reply to every enquiry within 24 business hours. Our business hours are {hours} (Dhaka time).",
  },
];
