import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Privacy Policy" }];

export default function Page() {
  return <PageHero title="Privacy Policy" />;
}
