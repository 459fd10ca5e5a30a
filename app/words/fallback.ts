// The only site words in the browser's JavaScript (decision 137): what the document frame and its error page
// say when the root loader could not answer, so there is no loader data to read them from. English, the
// spec's texts; site.server.ts gives English pages these same values, so each text has one owner.

export const fallbackWords = {
  skipToContent: "Skip to content",
  notFound: {
    title: "Page not found",
    text: "The page you are looking for does not exist or has moved.",
    back: "Back to home",
  },
  error: {
    title: "Unexpected Application Error!",
    text: "Something went wrong on our side. Please try again in a moment.",
    back: "Back to home",
  },
};
