import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Terms of Service" }];

export default function Page() {
  return <PageHero title="Terms of Service" />;
}
