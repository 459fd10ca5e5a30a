import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Shop" }];

export default function Page() {
  return <PageHero title="Shop" />;
}
