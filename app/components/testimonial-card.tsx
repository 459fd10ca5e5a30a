import { Icon } from "~/components/icon";
import { InLang } from "~/components/in-lang";
import type { PublicTestimonial } from "~/models/public-content.server";

export function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Icon name="Quote" className="size-8 text-brand-200" />
      <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
        <p>
          <InLang lang={testimonial.langs.content}>{testimonial.content}</InLang>
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4 border-t border-slate-100 pt-5">
        <img
          src={testimonial.imageUrl}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 rounded-full bg-brand-50 object-cover"
        />
        <div>
          <p className="font-semibold text-slate-900">{testimonial.name}</p>
          <p className="text-sm text-slate-600">{[testimonial.role, testimonial.company].filter(Boolean).join(", ")}</p>
        </div>
      </figcaption>
    </figure>
  );
}
