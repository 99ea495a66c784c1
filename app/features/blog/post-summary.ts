import type { BlogPost } from "#app/content/blog.ts";
import type { BlogAuthor } from "#app/content/blog-authors.ts";
import { formatPostDate } from "./post-date.ts";
import { excerpt, plainText } from "./post-text.ts";

/** What a post card needs, and nothing more: the list page never ships whole articles. */
export interface PostSummary {
  id: number;
  title: string;
  category: string;
  image: string;
  imageAlt: string;
  excerpt: string;
  authorName: string;
  /** ISO day for <time dateTime>. */
  date: string;
  /** 'Month D, YYYY'. */
  dateLabel: string;
  readingTime: number;
}

export function summarizePost(post: BlogPost, author: BlogAuthor | undefined): PostSummary {
  if (!author) throw new Error(`Blog post ${post.id} names an unknown author "${post.authorId}"`);
  return {
    id: post.id,
    title: post.title,
    category: post.category,
    image: post.image,
    imageAlt: post.imageAlt,
    excerpt: excerpt(plainText(post.content)),
    authorName: author.name,
    date: post.date,
    dateLabel: formatPostDate(post.date),
    readingTime: post.readingTime,
  };
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
