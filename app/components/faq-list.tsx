import { useRouteLoaderData } from "react-router";

import { companyDefaults } from "~/content/company";
import { type CompanyDetails, fillCompanyDetails } from "~/features/settings/company-details";
import type { PublicFaqItem } from "~/models/public-content.server";
import type { PublicSiteSettings } from "~/utils/site-settings";

/** The company details the FAQ's answers name, as Settings has them (the defaults before the layout loads). */
export function useCompanyDetails(): CompanyDetails {
  const settings = useRouteLoaderData<{ settings: PublicSiteSettings }>("routes/public/layout")?.settings;
  return (
    settings ?? {
      companyName: companyDefaults.name,
      phone: companyDefaults.phone,
      email: companyDefaults.email,
      hoursWeekdays: companyDefaults.businessHours.weekdays,
      hoursSaturday: companyDefaults.businessHours.saturday,
    }
  );
}

/** Questions that open to their answers (`<details>`, so without JavaScript too), answers' placeholders filled. */
export function FaqList({ items }: { items: readonly PublicFaqItem[] }) {
  const details = useCompanyDetails();
  return (
    <div className="mt-6 max-w-3xl space-y-3">
      {items.map((item) => (
        <details key={item.id} className="group rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <summary className="cursor-pointer font-semibold text-slate-900 marker:text-brand-700">
            {item.question}
          </summary>
          <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">
            {fillCompanyDetails(item.answer, details)}
          </p>
        </details>
      ))}
    </div>
  );
}
