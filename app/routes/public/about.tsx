import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "About Us" }];

export default function Page() {
  return <PageHero title="About Us" />;
}
