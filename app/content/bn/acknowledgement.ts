// The acknowledgement email's default text in Bengali (app/content/acknowledgement.ts).

export const acknowledgementBodyBn = [
  "প্রিয় {name},",
  "",
  "{company}-কে লেখার জন্য ধন্যবাদ। “{subject}” বিষয়ে আপনার বার্তা আমরা পেয়েছি, আমাদের একজন শিগগিরই উত্তর দেবেন।",
  "",
  "এই ইমেইলটি স্বয়ংক্রিয়ভাবে পাঠানো হয়েছে। কিছু যোগ করতে চাইলে এর উত্তর দিন।",
  "",
  "{company}",
].join("\n");
