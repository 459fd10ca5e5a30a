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
