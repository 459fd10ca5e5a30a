import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import type { PublicService } from "~/models/public-content.server";

import { ServiceIcon } from "./service-icon";
import { useWords } from "./use-words";

type Service = Pick<PublicService, "title" | "description" | "icon" | "features"> & { langs?: PublicService["langs"] };

/**
 * A service as a card: on the home page it links to /services; on /services it lists its features.
 * The full card is two rows of its list item's subgrid (see `serviceCardCell`), so the feature lists'
 * dividers line up across a row of cards whatever the length of each description.
 */
export function ServiceCard({ service, variant }: { service: Service; variant: "teaser" | "full" }) {
  const full = variant === "full";
  const text = useWords().serviceCard;
  const heading = (
    <>
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <ServiceIcon name={service.icon} className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        <InLang lang={service.langs?.title}>{service.title}</InLang>
      </h3>
    </>
  );
  if (full) {
    return (
      <article className="row-span-2 grid card-lift grid-rows-subgrid gap-y-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          {heading}
          <p className="mt-2 text-slate-600">
            <InLang lang={service.langs?.description}>{service.description}</InLang>
          </p>
        </div>
        {service.features.length > 0 ? (
          <ul className="mt-5 space-y-2 self-start border-t border-slate-100 pt-5 text-sm text-slate-700">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Icon name="Check" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                <InLang lang={service.langs?.features}>{feature}</InLang>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
    );
  }
  return (
    <article className="flex h-full card-lift flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {heading}
      <p className="mt-2 flex-1 text-slate-600">
        <InLang lang={service.langs?.description}>{service.description}</InLang>
      </p>
      <Link
        to="/services"
        className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900"
      >
        {text.learnMore}
        <span className="sr-only">
          {text.about}
          <InLang lang={service.langs?.title}>{service.title}</InLang>
        </span>
        <Icon name="ArrowRight" className="size-4" />
      </Link>
    </article>
  );
}

/** The list item around a full ServiceCard: two rows of the list's grid, passed on to the card. */
export const serviceCardCell = "row-span-2 grid grid-rows-subgrid gap-y-0";
