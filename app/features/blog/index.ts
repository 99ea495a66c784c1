export { BlogList } from "./blog-list.tsx";
export { BlogNotFound } from "./blog-not-found.tsx";
export { type BlogPostDetail, BlogPostView } from "./blog-post-view.tsx";
export { formatPostDate } from "./post-date.ts";
export { blogPostingJsonLd } from "./post-json-ld.ts";
export { type PostSummary, summarizePost } from "./post-summary.ts";
export { excerpt, plainText } from "./post-text.ts";
export { relatedPosts } from "./related-posts.ts";
export { linkTrialMentions } from "./trial-links.ts";
