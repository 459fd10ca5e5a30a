import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Portfolio" }];

export default function Page() {
  return <PageHero title="Our Portfolio" />;
}
