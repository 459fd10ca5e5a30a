import { Link } from "react-router";
import { companyDefaults } from "~/content/company";
import type { PublicSiteSettings } from "~/utils/site-settings";
import { Icon } from "~/components/icon";
import { FacebookIcon, GitHubIcon, LinkedInIcon, XIcon } from "./brand-icons";

// The company's profiles, in this order; one with an empty link in Settings shows no icon.
const socialSites = [
  { key: "linkedin", site: "LinkedIn", Mark: LinkedInIcon },
  { key: "twitter", site: "X (Twitter)", Mark: XIcon },
  { key: "facebook", site: "Facebook", Mark: FacebookIcon },
  { key: "github", site: "GitHub", Mark: GitHubIcon },
] as const;

const quickLinks = [
  { to: "/about", label: "About Us" },
  { to: "/services", label: "Services" },
  { to: "/portfolio", label: "Portfolio" },
  { to: "/team", label: "Our Team" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
];

export function SiteFooter({ settings, year }: { settings: PublicSiteSettings; year: number }) {
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
          <p className="mt-4 text-sm leading-6">{settings.tagline}</p>
          <p className="mt-4 text-sm">Founded in {companyDefaults.foundedYear}</p>
          <SocialLinks settings={settings} />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wide text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Our Offices</h2>
          <address className="mt-4 space-y-4 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium text-white">Dhaka</span>
                <br />
                {settings.dhakaAddress}
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="MapPin" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium text-white">London</span>
                <br />
                {settings.londonAddress}
              </span>
            </p>
          </address>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Get in Touch</h2>
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
                <span className="sr-only">Business hours: </span>
                <span className="block">{settings.hoursWeekdays}</span>
                <span className="block">{settings.hoursSaturday}</span>
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {settings.companyName}. All rights reserved.
          </p>
          <ul className="flex gap-6">
            <li>
              <Link to="/privacy" className="hover:text-white hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className="hover:text-white hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function SocialLinks({ settings }: { settings: PublicSiteSettings }) {
  const shown = socialSites.filter(({ key }) => settings.social[key] !== "");
  if (shown.length === 0) return null;
  return (
    <ul aria-label={`${settings.companyName} elsewhere`} className="mt-5 flex gap-3">
      {shown.map(({ key, site, Mark }) => (
        <li key={key}>
          <a
            href={settings.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex size-10 items-center justify-center rounded-full border border-slate-700 text-slate-300 transition hover:border-slate-500 hover:text-white"
          >
            <Mark className="size-4" />
            <span className="sr-only">
              {settings.companyName} on {site} (opens in a new tab)
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
