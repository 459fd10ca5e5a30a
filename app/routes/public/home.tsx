import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Home" }];

export default function Page() {
  return <PageHero title="Technology services for growing businesses" />;
}
