import { CtaSection } from "~/components/cta-section";
import { pageCopyText } from "~/components/page-copy";
import { PageHero } from "~/components/page-hero";
import { TeamCard } from "~/components/team-card";
import { useWords } from "~/components/use-words";
import { getDb } from "~/db/client.server";
import { readPageTexts } from "~/models/page-copy.server";
import { listTeam } from "~/models/team-members.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/team";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [members, copy] = await memoContent(`team ${locale}`, () =>
    Promise.all([listTeam(getDb(), locale), readPageTexts(getDb(), "team", locale)]),
  );
  return { members, copy };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const text = pageCopyText(loaderData.copy);
  const words = useWords().team;
  return (
    <>
      <PageHero title={text("heroTitle")} intro={text("heroIntro")} />
      <section aria-label={words.members} className="container-page py-16 sm:py-24">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.members.map((member, index) => (
            <li key={member.id}>
              <TeamCard member={member} index={index} />
            </li>
          ))}
        </ul>
      </section>
      <CtaSection
        title={text("ctaTitle")}
        text={text("ctaText")}
        linkLabel={text("ctaLinkLabel")}
        linkTo={loaderData.copy.content.ctaLinkTarget}
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: wordsFrom(matches).pages.team.metaTitle,
    description: wordsFrom(matches).pages.team.description,
    path: "/team",
  });
