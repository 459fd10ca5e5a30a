import type { Db } from "~/db/client.server";
import { homePageContent } from "~/features/site-content/page-copy-schema";
import { listPublishedPosts } from "~/models/blog-public.server";
import { readPageCopies } from "~/models/page-copy.server";
import { listClientLogos, listServices, listTestimonials } from "~/models/public-content.server";
import { listTechnologies } from "~/models/technologies.server";
import { listWhyChoose } from "~/models/why-choose-items.server";
import { memoContent } from "~/utils/content-memo.server";
import type { Locale } from "~/utils/locale";

const HOME_SERVICE_COUNT = 6;
const HOME_BLOG_TEASER_COUNT = 3;

/** The home page's lists and copy in `locale`, read once per cache generation (decision 162). */
export async function homePageData(db: Db, locale: Locale) {
  const [services, clientLogos, testimonials, blogTeasers, copy, whyChoose, technologies] = await memoContent(
    `home ${locale}`,
    () =>
      Promise.all([
        listServices(db, { limit: HOME_SERVICE_COUNT, locale }),
        listClientLogos(db),
        listTestimonials(db, locale),
        listPublishedPosts(db, { limit: HOME_BLOG_TEASER_COUNT, locale }),
        readPageCopies(db, ["home", "vision-mission"], locale),
        listWhyChoose(db, locale),
        listTechnologies(db),
      ]),
  );
  return {
    services,
    clientLogos,
    testimonials,
    blogTeasers,
    whyChoose,
    technologies,
    content: homePageContent(copy.home.content, copy["vision-mission"].content),
    // The language each copy field is shown in: an untranslated one falls back to English, marked lang="en".
    langs: { ...copy.home.langs, ...copy["vision-mission"].langs },
  };
}
