import type { ReactNode } from "react";

import type { PreviewType } from "~/features/preview/live-preview";
import type { Locale } from "~/utils/locale";

import type { PublicBlock } from "./blocks/block-type";
import { PageBlocks } from "./blocks/page-blocks";
import { ArticleView, type ArticleViewPost } from "./blog-article";
import { CtaSection } from "./cta-section";
import { useWords } from "./use-words";

// What a live preview shows (decision 175): each type's public page, drawn by the same components the public
// route uses, from the props its renderer made (routes/admin/preview/live-preview.server.ts).

/** Each previewed type's props, as its renderer returns them. */
export type PreviewViewProps = {
  blog: { article: ArticleViewPost };
  page: { page: { title: string; titleLang: Locale; blocks: PublicBlock[] } };
};

export type PreviewData = { [T in PreviewType]: { type: T; props: PreviewViewProps[T] } }[PreviewType];

/** The article page: the article and the call to action under it, as routes/public/blog-post.tsx draws them. */
function BlogPreview({ article }: PreviewViewProps["blog"]) {
  const { cta } = useWords().article;
  return (
    <>
      <ArticleView post={article} />
      <CtaSection title={cta.title} text={cta.text} linkLabel={cta.link} linkTo="/contact" />
    </>
  );
}

/** A page built from blocks, as routes/public/page.tsx draws it. */
function PagePreview({ page }: PreviewViewProps["page"]) {
  return <PageBlocks blocks={page.blocks} title={page.title} titleLang={page.titleLang} />;
}

const previewViews: { [T in PreviewType]: (props: PreviewViewProps[T]) => ReactNode } = {
  blog: BlogPreview,
  page: PagePreview,
};

export function PreviewView({ preview }: { preview: PreviewData }) {
  const View = previewViews[preview.type] as (props: PreviewData["props"]) => ReactNode;
  return <View {...preview.props} />;
}
