import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import type { MenuLink } from "~/features/menus/menu-target";
import { fill } from "~/utils/fill-template";
import { formatYear } from "~/utils/locale-format";
import type { PublicSiteSettings } from "~/utils/site-settings";

import { BrandIcon } from "./brand-icons";
import { MenuLinkAnchor } from "./menu-link";
import { useLocale } from "./use-locale";
import { useWords } from "./use-words";

// The company's profiles, in this order; one with an empty link in Settings shows no icon.
const socialSites = [
  { key: "linkedin", site: "LinkedIn", mark: "linkedin" },
  { key: "twitter", site: "X (Twitter)", mark: "x" },
  { key: "facebook", site: "Facebook", mark: "facebook" },
  { key: "github", site: "GitHub", mark: "github" },
] as const;

/** The footer; its quick links and legal links are the menus staff keep (decision 171). */
export function SiteFooter({
  settings,
  year,
  quickLinks,
  legalLinks,
}: {
  settings: PublicSiteSettings;
  year: number;
  quickLinks: readonly MenuLink[];
  legalLinks: readonly MenuLink[];
}) {
  const locale = useLocale();
  const text = useWords().footer;
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <img
            src={settings.logoWhiteUrl}
            alt={settings.companyName}
            width={180}
            height={40}
            loading="lazy"
            decoding="async"
            className="h-9 w-auto"
          />
          <p className="mt-4 text-sm leading-6">
            <InLang lang={settings.langs.tagline}>{settings.tagline}</InLang>
          </p>
          <p className="mt-4 text-sm">{fill(text.foundedIn, { year: formatYear(settings.foundedYear, locale) })}</p>
          <SocialLinks settings={settings} />
        </div>
        {quickLinks.length > 0 ? (
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
              {text.quickLinks}
            </h2>
            <ul className="mt-4 space-y-2 text-sm">
              {quickLinks.map((link) => (
                <li key={link.id}>
                  <MenuLinkAnchor link={link} className="hover:text-white hover:underline" />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{text.offices}</h2>
          <address className="mt-4 space-y-4 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium text-white">{text.dhaka}</span>
                <br />
                <InLang lang={settings.langs.dhakaAddress}>{settings.dhakaAddress}</InLang>
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium text-white">{text.london}</span>
                <br />
                <InLang lang={settings.langs.londonAddress}>{settings.londonAddress}</InLang>
              </span>
            </p>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{text.getInTouch}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex items-center gap-2">
              <Icon name="Phone" className="size-4 shrink-0" />
              <a href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`} className="hover:text-white hover:underline">
                {settings.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="Mail" className="size-4 shrink-0" />
              <a href={`mailto:${settings.email}`} className="hover:text-white hover:underline">
                {settings.email}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon name="Clock" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{text.businessHours}</span>
                <span className="block">
                  <InLang lang={settings.langs.hoursWeekdays}>{settings.hoursWeekdays}</InLang>
                </span>
                <span className="block">
                  <InLang lang={settings.langs.hoursSaturday}>{settings.hoursSaturday}</InLang>
                </span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{fill(text.rights, { year: formatYear(year, locale), company: settings.companyName })}</p>
          {legalLinks.length > 0 ? (
            <ul className="flex gap-6">
              {legalLinks.map((link) => (
                <li key={link.id}>
                  <MenuLinkAnchor link={link} className="hover:text-white hover:underline" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

function SocialLinks({ settings }: { settings: PublicSiteSettings }) {
  const text = useWords().footer;
  const shown = socialSites.filter(({ key }) => settings.social[key] !== "");
  if (shown.length === 0) return null;
  return (
    <ul aria-label={fill(text.elsewhere, { company: settings.companyName })} className="mt-5 flex gap-3">
      {shown.map(({ key, site, mark }) => (
        <li key={key}>
          <a
            href={settings.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full border border-slate-700 text-slate-300 transition hover:border-slate-500 hover:text-white"
          >
            <BrandIcon name={mark} className="size-4" />
            <span className="sr-only">{fill(text.onSite, { company: settings.companyName, site })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
