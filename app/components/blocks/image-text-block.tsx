import { SectionHeading } from "~/components/section-heading";

import { BlockText } from "./block-text";
import { defineBlock, imageOf, imageRule, langOf, textOf, textRule } from "./block-type";

/** An image beside a heading and text, in the public sections' look (SectionHeading, rounded image card). */
export const imageTextBlock = defineBlock({
  type: "image-text",
  label: "Image with text",
  description: "A heading and a paragraph beside an image.",
  fields: [
    { name: "eyebrow", label: "Eyebrow", kind: "text", rule: textRule("Eyebrow", 60), maxLength: 60 },
    { name: "heading", label: "Heading", kind: "text", rule: textRule("Heading", 120, true), maxLength: 120 },
    { name: "text", label: "Text", kind: "textarea", rule: textRule("Text", 1200), maxLength: 1200 },
    { name: "image", label: "Image", kind: "image", rule: imageRule },
    { name: "imageAlt", label: "Image alt text", kind: "text", rule: textRule("Alt text", 200), maxLength: 200 },
  ],
  refine: (data, issue) => {
    if (textOf(data, "image") === "") issue("image", "Choose an image");
    else if (textOf(data, "imageAlt") === "")
      issue("imageAlt", "Alt text is required: describe the image for people who cannot see it");
  },
  Render: ({ data, headingId }) => {
    const image = imageOf(data, "image");
    return (
      <section aria-labelledby={headingId} className="container-page py-16 sm:py-24">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <SectionHeading
            id={headingId}
            align="left"
            eyebrow={textOf(data, "eyebrow") ? <BlockText data={data} name="eyebrow" /> : undefined}
            title={<BlockText data={data} name="heading" />}
            intro={textOf(data, "text") ? <BlockText data={data} name="text" /> : undefined}
          />
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes="(min-width: 1024px) 600px, 100vw"
              alt={image.alt}
              lang={langOf(data, "imageAlt")}
              width={1200}
              height={800}
              loading="lazy"
              decoding="async"
              className="aspect-[3/2] w-full rounded-2xl border border-slate-200 object-cover shadow-sm"
            />
          ) : null}
        </div>
      </section>
    );
  },
});
