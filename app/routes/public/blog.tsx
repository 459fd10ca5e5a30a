import { PageHero } from "~/components/page-hero";

export const meta = () => [{ title: "Blog" }];

export default function Page() {
  return <PageHero title="Our Blog" />;
}
