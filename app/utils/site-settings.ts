import "./zod-config";
import { z } from "zod";
import { optionalHttpUrl } from "./http-url";

const text = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** The company details staff edit under Settings; they feed the header, footer, contact page and JSON-LD. */
export const companySettingsSchema = z.object({
  companyName: text("Company name", 120),
  tagline: z.string().trim().max(300, "Tagline is too long"),
  phone: text("Phone", 40).regex(/^[+()0-9 .-]+$/, "Phone may contain digits, spaces, +, -, ( and ) only"),
  email: z.string().trim().min(1, "Email is required").max(254).pipe(z.email("Enter a valid email address")),
  dhakaAddress: text("Dhaka address", 300),
  londonAddress: text("London address", 300),
  hoursWeekdays: text("Weekday hours", 100),
  hoursSaturday: text("Saturday hours", 100),
  linkedinUrl: optionalHttpUrl("LinkedIn", 500),
  twitterUrl: optionalHttpUrl("X (Twitter)", 500),
  facebookUrl: optionalHttpUrl("Facebook", 500),
  githubUrl: optionalHttpUrl("GitHub", 500),
});

export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** Company details from the database, as every public page shows them. */
export type PublicSiteSettings = {
  companyName: string;
  tagline: string;
  phone: string;
  email: string;
  dhakaAddress: string;
  londonAddress: string;
  hoursWeekdays: string;
  hoursSaturday: string;
  social: { linkedin: string; twitter: string; facebook: string; github: string };
  logoBlackUrl: string;
  logoWhiteUrl: string;
};
