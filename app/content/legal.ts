// Privacy policy and terms of service as first seeded (decision 097): staff edit them in the admin after
// that. Text refers to the company through companyDefaults so the seeded details match the company's.

import { companyDefaults } from "./company";

export type LegalSection = {
  heading: string;
  paragraphs: string[];
};

export type LegalDocument = {
  title: string;
  /** ISO date of the last update, e.g. "2026-11-01". */
  updated: string;
  /** One-paragraph summary shown under the title. */
  intro: string;
  sections: LegalSection[];
};

const c = companyDefaults;

/** Ends a sentence with `name`: a name that ends in a full stop ("Ltd.") already ends it. */
function endSentence(name: string): string {
  return name.endsWith(".") ? name : `${name}.`;
}

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  updated: "2026-11-01",
  intro: `This policy explains what personal data ${c.name} ("we", "us") collects through this website, why, how long we keep it and what rights you have. We collect as little as we can: there are no advertising or analytics trackers on this site.`,
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        `${c.legalName} is the controller of the personal data described in this policy. We have offices at ${c.dhakaAddress} and ${c.londonAddress}.`,
        `For any privacy question or request, email ${c.privacyEmail} or write to either office address.`,
      ],
    },
    {
      heading: "Contact form",
      paragraphs: [
        "When you send a message through our contact form we store your name, your email address, the subject, your message and the time it was sent. We also record whether a member of staff has read it.",
        "We use this information only to reply to your enquiry, to prepare any quote or proposal you ask for, and to keep a record of our correspondence with you. The legal basis is our legitimate interest in answering enquiries and, where you ask for a quote, taking steps at your request before entering into a contract.",
        "Contact messages are deleted automatically after the period stated below under “What this website stores, and for how long”. If your enquiry leads to a contract, the related correspondence is kept with the contract records for as long as the law requires.",
      ],
    },
    {
      heading: "Newsletter sign-up",
      paragraphs: [
        "If you subscribe to our newsletter we store your email address, which form you used (for example the blog or the shop page), the time you subscribed and the time you confirmed. We first email you a link to confirm the address; an address that is not confirmed within 7 days is deleted.",
        "We use this only to send you our newsletter, on the basis of your consent. Every newsletter contains an unsubscribe link, and you can also unsubscribe by emailing us. We keep your subscription details until you unsubscribe, after which they are deleted.",
      ],
    },
    {
      heading: "Page view counts",
      paragraphs: [
        "To understand which pages are useful, we count how many times each page is viewed on each day. The count is a simple number per page and per day.",
        "This counting does not use cookies, does not store your IP address, and does not create any identifier or profile for you. We cannot use it to recognise you or to follow you between pages or visits.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use only strictly necessary cookies, which do not require consent: none for tracking, analytics or advertising. Each one is listed below under “Cookies this website sets”, with what it is for and how long it is kept.",
      ],
    },
    {
      heading: "No third-party trackers or external resources",
      paragraphs: [
        "This website does not use third-party analytics, advertising, social media widgets or tracking pixels. All images, fonts and scripts are served from our own website, so loading a page does not send your data to any other company.",
        "Links to our social media profiles are ordinary links. If you follow one, the other site's own privacy policy applies.",
      ],
    },
    {
      heading: "Who we share data with",
      paragraphs: [
        "We do not sell or rent personal data. Contact messages and newsletter subscriptions are stored with our hosting and database provider, which processes them only on our instructions under a written data processing agreement.",
        "We may disclose information where the law requires it, or to protect our legal rights.",
        "Because we operate from Bangladesh and the United Kingdom, your data may be accessed by our staff in both countries. Where personal data protected by UK law is transferred outside the UK, we use appropriate safeguards such as the UK International Data Transfer Agreement or Addendum.",
      ],
    },
    {
      heading: "Security",
      paragraphs: [
        "Data is transmitted over encrypted HTTPS connections. Access to stored messages is limited to authorised staff who need it, protected by individual accounts and strong authentication.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 you have the right to access the personal data we hold about you, to have it corrected or deleted, to restrict or object to its use, to data portability, and to withdraw consent at any time where we rely on consent.",
        "If you are in Bangladesh, we give you the same rights of access, correction and deletion, and we comply with the Bangladeshi data protection and cyber security laws in force from time to time.",
        `To exercise any right, email ${c.privacyEmail}. We will respond within one month. If you are unhappy with our response you may complain to the UK Information Commissioner's Office (ico.org.uk) or the relevant authority in Bangladesh, though we would appreciate the chance to resolve your concern first.`,
      ],
    },
    {
      heading: "Children",
      paragraphs: [
        "This website is intended for businesses and is not directed at children under 13. We do not knowingly collect their personal data.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our practices change. The date at the top shows when it was last updated. Significant changes will be highlighted on this page.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [`Privacy enquiries: ${c.privacyEmail}. General enquiries: ${c.email}, ${c.phone}.`],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  updated: "2026-11-01",
  intro: `These terms govern your use of this website, operated by ${endSentence(c.legalName)} By using the site you agree to them. Separate written agreements govern any services we provide to you.`,
  sections: [
    {
      heading: "About this website",
      paragraphs: [
        `This website provides information about ${c.name} and the services we offer. Content is provided for general information only and does not constitute professional advice for your particular situation.`,
      ],
    },
    {
      heading: "Services, quotes and contracts",
      paragraphs: [
        "Descriptions of services, packages and timescales on this website are a general guide. They are not an offer capable of acceptance.",
        "A quote becomes binding only when it is issued to you in writing by an authorised member of our staff and accepted by you in writing. Any project or service is then governed by the written proposal, statement of work or service agreement signed by both parties, which takes precedence over anything on this website.",
        "Unless a written quote states otherwise, quotes are valid for 30 days from the date of issue.",
      ],
    },
    {
      heading: "Hosting packages",
      paragraphs: [
        "Hosting prices are shown in Bangladeshi taka (BDT) per year and may exclude applicable taxes such as VAT. Figures for visitors, storage and bandwidth describe the package limits under normal, fair use. Included offers, such as free migration, SSL certificates and a free domain, apply to new annual subscriptions and may be subject to eligibility, with domain renewals charged at the standard rate.",
        "Hosting is provided under our separate hosting agreement and acceptable use policy, which you will be asked to accept before the service starts.",
      ],
    },
    {
      heading: "Demonstration shop",
      paragraphs: [
        "The shop on this website is a demonstration. Products, prices and ratings are indicative, and the site does not currently accept orders or payment. Adding an item to a cart does not create an order or reserve stock.",
        "If you would like to buy equipment through us, contact our team for a written quotation; availability and final prices will be confirmed at that time.",
      ],
    },
    {
      heading: "Acceptable use",
      paragraphs: [
        "You must not use this website in any way that is unlawful or fraudulent, that could damage, disable or impair the site, or that attempts to gain unauthorised access to it, including the staff administration area.",
        "You must not send unsolicited marketing, malicious code or abusive content through our contact or newsletter forms. We may delete such messages without reply.",
      ],
    },
    {
      heading: "Intellectual property",
      paragraphs: [
        `The content, design, text and artwork of this website belong to ${c.name} or its licensors. You may view, print and share pages for your own non-commercial reference, but you may not copy or reuse substantial parts without our written permission.`,
        "Technology names and logos shown on this site are trademarks of their respective owners and are used only to identify the technologies we work with. Their use does not imply endorsement.",
      ],
    },
    {
      heading: "Links to other websites",
      paragraphs: [
        "Where this site links to other websites, including our social media profiles and case study pages, those links are provided for convenience. We are not responsible for the content or practices of other websites.",
      ],
    },
    {
      heading: "Accuracy and availability",
      paragraphs: [
        "We take care to keep the information on this website accurate and up to date, but we do not guarantee that it is complete or free from errors, or that the site will always be available without interruption.",
      ],
    },
    {
      heading: "Liability",
      paragraphs: [
        "To the extent permitted by law, we are not liable for any loss arising from your use of, or reliance on, this website. Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud, or for any other liability that cannot be limited or excluded by law.",
        "Our liability in connection with any services we provide is set out in the written agreement for those services.",
      ],
    },
    {
      heading: "Privacy",
      paragraphs: [
        "Our Privacy Policy explains how we handle personal data submitted through this website. It forms part of these terms.",
      ],
    },
    {
      heading: "Changes to these terms",
      paragraphs: [
        "We may revise these terms from time to time. The date at the top shows when they were last updated, and the version published on this page applies to your use of the site.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "If you access this website from the United Kingdom, these terms are governed by the laws of England and Wales and the courts of England and Wales have jurisdiction. Otherwise, these terms are governed by the laws of Bangladesh and the courts of Dhaka have jurisdiction. This does not affect any mandatory consumer protection rights you have where you live.",
      ],
    },
    {
      heading: "Contact",
      paragraphs: [
        `Questions about these terms can be sent to ${c.email} or to either of our offices: ${c.dhakaAddress}; ${c.londonAddress}.`,
      ],
    },
  ],
};
