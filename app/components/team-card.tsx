import { Icon } from "~/components/icon";
import { InLang, useForeignLang } from "~/components/in-lang";
import type { PublicTeamMember } from "~/models/team-members.server";
import { fill } from "~/utils/fill-template";
import { ENTRANCE_CLASS } from "~/utils/hydrate-after-paint";

import { BrandIcon } from "./brand-icons";
import { useWords } from "./use-words";

export const TEAM_STAGGER_MS = 200;

const socialLinkClass =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-slate-600 transition hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800";

/** A member card; cards fade in one after another (CSS only, so the content never waits for scripts). */
export function TeamCard({
  member,
  index,
  headingLevel = 2,
}: {
  member: PublicTeamMember;
  index: number;
  /** 3 under a section's heading (a page's cards block). */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const firstName = member.name.split(" ")[0] ?? member.name;
  const text = useWords().team;
  const altLang = useForeignLang(member.imageAltLang);
  return (
    <article
      className={`${ENTRANCE_CLASS} flex h-full card-lift flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm`}
      style={{ animationDelay: `${index * TEAM_STAGGER_MS}ms` }}
    >
      <img
        src={member.imageUrl}
        alt={member.imageAlt}
        lang={altLang}
        width={400}
        height={400}
        loading={index < 3 ? "eager" : "lazy"}
        decoding="async"
        className="size-36 rounded-full bg-gradient-to-br from-brand-50 to-brand-100 object-cover shadow-md ring-4 ring-white"
      />
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{member.name}</Heading>
      <p className="text-sm font-medium text-brand-700">
        <InLang lang={member.langs.role}>{member.role}</InLang>
      </p>
      <p className="mt-3 flex-1 text-sm leading-6 text-slate-600">
        <InLang lang={member.langs.bio}>{member.bio}</InLang>
      </p>
      <ul className="mt-5 flex gap-3">
        {member.linkedinUrl ? (
          <li>
            <a href={member.linkedinUrl} target="_blank" rel="noopener noreferrer" className={socialLinkClass}>
              <BrandIcon name="linkedin" className="size-4" />
              <span className="sr-only">{fill(text.linkedIn, { name: firstName })}</span>
            </a>
          </li>
        ) : null}
        {member.twitterUrl ? (
          <li>
            <a href={member.twitterUrl} target="_blank" rel="noopener noreferrer" className={socialLinkClass}>
              <BrandIcon name="x" className="size-4" />
              <span className="sr-only">{fill(text.x, { name: firstName })}</span>
            </a>
          </li>
        ) : null}
        {member.email ? (
          <li>
            <a href={`mailto:${member.email}`} className={socialLinkClass}>
              <Icon name="Mail" className="size-4" />
              <span className="sr-only">{fill(text.email, { name: firstName })}</span>
            </a>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
