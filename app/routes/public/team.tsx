import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Team" }];

export default function Page() {
  return <PageHero title="Our Team" />;
}
