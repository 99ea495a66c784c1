import { describe, expect, it } from "vitest";
import { BlogContentError, loadBlogPosts, parseBlogPostFile, renderArticleHtml } from "./blog-post-file.ts";

const AUTHORS = ["clara-jensen", "omar-haddad"];
const CATEGORIES = ["Yoga", "Meditation", "Wellness", "Nutrition", "Lifestyle"];
const FILE = "content/blog/07-a-post.md";

/** A body of `words` distinct-enough words in paragraphs, with a section and a list. */
function body(words = 700): string {
  const text = Array.from({ length: words - 4 }, (_, index) => `word${index}`);
  const paragraphs: string[] = [];
  for (let start = 0; start < text.length; start += 50)
    paragraphs.push(text.slice(start, start + 50).join(" "));
  return `${paragraphs[0]}\n\n## A section\n\n- one\n- two\n\n${paragraphs.slice(1).join("\n\n")}\n`;
}

interface PostFields {
  [field: string]: string | undefined;
}

const valid: PostFields = {
  id: "1",
  title: "Five hip openers for people who sit all day",
  date: "2026-11-10",
  author: "clara-jensen",
  category: "Yoga",
  summary: "Five gentle hip openers, with cues and cautions, for evenings after a day in a chair.",
  cover: "\n  pose: lunge\n  time: dusk\n  props: [block, plant]",
};

function postText(fields: PostFields = valid, text: string = body()): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}:${value?.startsWith("\n") ? "" : " "}${value}`);
  return `---\n${lines.join("\n")}\n---\n${text}`;
}

const parse = (fields: PostFields, text?: string) => () =>
  parseBlogPostFile(FILE, postText(fields, text), AUTHORS);

describe("a blog post file", () => {
  it("becomes a post: front matter as written, sanitised HTML, reading time from the words, a drawn cover", () => {
    const post = parseBlogPostFile(FILE, postText(), AUTHORS);
    expect(post).toMatchObject({
      id: 1,
      title: valid.title,
      date: "2026-11-10",
      authorId: "clara-jensen",
      category: "Yoga",
      summary: valid.summary,
      cover: { pose: "lunge", time: "dusk", props: ["block", "plant"] },
      image: "/images/blog/covers/1.svg",
      readingTime: 6,
    });
    expect(post.content).toMatch(/^<p>word0 /);
    expect(post.content).toContain("<h2>A section</h2>");
    expect(post.content).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(post.imageAlt).toMatch(/^Illustration of .*lunge/);
  });

  it.each([
    ["id", { id: undefined }, "content/blog/07-a-post.md: id is missing"],
    ["title", { title: undefined }, "content/blog/07-a-post.md: title is missing"],
    ["date", { date: undefined }, "content/blog/07-a-post.md: date is missing"],
    ["author", { author: undefined }, "content/blog/07-a-post.md: author is missing"],
    ["category", { category: undefined }, "content/blog/07-a-post.md: category is missing"],
    ["summary", { summary: undefined }, "content/blog/07-a-post.md: summary is missing"],
    ["cover", { cover: undefined }, "content/blog/07-a-post.md: cover is missing"],
  ])("without %s fails, naming the file and the field", (_field, change, message) => {
    expect(parse({ ...valid, ...change })).toThrow(new BlogContentError(message));
  });

  it.each([
    ["an id that is not a whole number", { id: "1.5" }, "id must be a whole number"],
    ["an empty title", { title: '""' }, "title must not be empty"],
    ["a day that does not exist", { date: '"2026-02-30"' }, "date is not a calendar day"],
    ["a date in another format", { date: "10/11/2026" }, "date must be a day written YYYY-MM-DD"],
    [
      "an unknown author",
      { author: "someone-else" },
      "author must be one of the blog's authors: clara-jensen, omar-haddad",
    ],
    ["an unknown category", { category: "Fitness" }, `category must be one of ${CATEGORIES.join(", ")}`],
    ["a one-line summary", { summary: "Too short." }, "summary must be at least 40 characters"],
    [
      "a pose the covers cannot draw",
      { cover: "\n  pose: handstand\n  time: dusk\n  props: [mat]" },
      "cover.pose must be one of",
    ],
    [
      "a time of day the covers do not know",
      { cover: "\n  pose: tree\n  time: noonish\n  props: [mat]" },
      "cover.time must be one of",
    ],
    [
      "an unknown prop",
      { cover: "\n  pose: tree\n  time: dawn\n  props: [kettlebell]" },
      "cover.props.0 must each be one of",
    ],
    [
      "no props",
      { cover: "\n  pose: tree\n  time: dawn\n  props: []" },
      "cover.props must name at least one prop",
    ],
    ["an unknown field", { tags: "[a, b]" }, "front matter has unknown field(s) tags"],
  ])("with %s fails, naming the file and the field", (_case, change, message) => {
    expect(parse({ ...valid, ...change })).toThrow(`${FILE}: ${message}`);
  });

  it("without front matter, or with YAML that does not parse, fails naming the file", () => {
    expect(() => parseBlogPostFile(FILE, body(), AUTHORS)).toThrow(
      `${FILE}: must start with front matter between two "---" lines`,
    );
    expect(parse({ ...valid, title: "[unclosed" })).toThrow(`${FILE}: front matter is not valid YAML`);
  });

  it("outside the 5–14 minute reading time fails, with the word count", () => {
    expect(parse(valid, body(300))).toThrow(
      /07-a-post\.md: body has 300 words, a 3-minute read; posts run 481–1680 words/,
    );
    expect(parse(valid, body(1_800))).toThrow(/body has 1800 words, a 15-minute read/);
    expect(parseBlogPostFile(FILE, postText(valid, body(481)), AUTHORS).readingTime).toBe(5);
    expect(parseBlogPostFile(FILE, postText(valid, body(1_680)), AUTHORS).readingTime).toBe(14);
  });
});

describe("the set of post files", () => {
  const file = (id: number, category: string) =>
    postText({ ...valid, id: String(id), category, title: `Post ${id}` });
  const three = {
    "content/blog/01.md": file(1, "Yoga"),
    "content/blog/02.md": file(2, "Meditation"),
    "content/blog/03.md": file(3, "Wellness"),
  };

  it("loads when ids run 1 to the count and categories cycle by id", () => {
    expect(loadBlogPosts(three, AUTHORS, 3).map((post) => post.id)).toEqual([1, 2, 3]);
  });

  it("fails on a duplicate id, naming both files", () => {
    expect(() =>
      loadBlogPosts({ ...three, "content/blog/04.md": file(2, "Meditation") }, AUTHORS, 3),
    ).toThrow("content/blog/04.md: id 2 is already used by content/blog/02.md");
  });

  it("fails on a missing id, an id beyond the count, or a category out of the cycle", () => {
    const { "content/blog/02.md": _two, ...gap } = three;
    expect(() => loadBlogPosts(gap, AUTHORS, 3)).toThrow("content/blog: no post has id 2");
    expect(() => loadBlogPosts({ ...three, "content/blog/04.md": file(4, "Nutrition") }, AUTHORS, 3)).toThrow(
      "content/blog/04.md: id 4 is beyond the blog's 3 posts (ids 1–3)",
    );
    expect(() => loadBlogPosts({ ...three, "content/blog/03.md": file(3, "Yoga") }, AUTHORS, 3)).toThrow(
      "content/blog/03.md: category is Yoga, but post 3 must be Wellness (categories cycle by id)",
    );
  });
});

describe("article HTML from Markdown", () => {
  it("keeps the article's structure and drops scripts, event handlers, images and unsafe links", () => {
    const html = renderArticleHtml(
      [
        "Intro with **bold** and *emphasis*.",
        "",
        '<script>alert("x")</script>',
        "",
        '<p onclick="steal()">Click</p>',
        "",
        "![cat](https://example.com/cat.png) [bad](javascript:alert(1)) [good](https://example.com/)",
        "",
        "> A tip.",
        "",
        "1. first",
        "2. second",
      ].join("\n"),
    );
    expect(html).toContain("<p>Intro with <strong>bold</strong> and <em>emphasis</em>.</p>");
    expect(html).not.toMatch(/script|onclick|<img|javascript:/);
    expect(html).toContain("<p>Click</p>");
    expect(html).toContain('<a href="https://example.com/">good</a>');
    expect(html).toMatch(/<blockquote>\s*<p>A tip.<\/p>\s*<\/blockquote>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
  });
});
