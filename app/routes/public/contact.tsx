import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Contact" }];

export default function Page() {
  return <PageHero title="Contact Us" />;
}
