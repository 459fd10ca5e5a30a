import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Services" }];

export default function Page() {
  return <PageHero title="Our Services" />;
}
