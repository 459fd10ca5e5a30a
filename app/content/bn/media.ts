// Alt texts in Bengali for the library files the seed adds beside a subject's own texts: the brand logos
// and client logos (names, kept as written) and the testimonials' photos.

/** The alt text of a testimonial's photo on Bengali pages (the English is "Photo of <name>"). */
export function testimonialPhotoAltBn(name: string): string {
  return `${name}-এর ছবি`;
}
