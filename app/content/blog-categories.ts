/** The blog's categories, in the order posts cycle through them by id (docs/product/site-pages.md, Blog content). */
export const BLOG_CATEGORIES = ["Yoga", "Meditation", "Wellness", "Nutrition", "Lifestyle"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
