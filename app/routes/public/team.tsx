import { CtaSection } from "~/components/cta-section";
import { PageHero } from "~/components/page-hero";
import { TeamCard } from "~/components/team-card";
import { getDb } from "~/db/client.server";
import { listTeam } from "~/models/public-content.server";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/team";

export async function loader() {
  return { members: await listTeam(getDb()) };
}

export default function Team({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero title="Our Team" intro="Meet the talented professionals who make our success possible" />
      <section aria-label="Team members" className="container-page py-16 sm:py-24">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.members.map((member, index) => (
            <li key={member.id}>
              <TeamCard member={member} index={index} />
            </li>
          ))}
        </ul>
      </section>
      <CtaSection
        title="Join Our Team"
        text="We are always glad to hear from engineers, designers and consultants who care about doing excellent work."
        linkLabel="View Open Positions"
        linkTo="/contact"
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  publicMeta(matches, {
    title: "Our Team",
    description:
      "Meet the engineers, designers and consultants in Dhaka and London who plan, build and support our clients' software and infrastructure.",
    path: "/team",
  });
