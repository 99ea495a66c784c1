import { describe, expect, it } from "vitest";
import { htmlToText, outreachEmail, sanitizeEmailHtml } from "./outreach-email.ts";

const CONTACT = { contactEmail: "hello@harmoniyoga.example", siteUrl: "https://harmoniyoga.example" };

describe("sanitizeEmailHtml", () => {
  it.each([
    ["a script and its contents", `<p>Hi</p><script>alert("x")</script>`, ["<script", "alert"]],
    ["a style sheet", `<style>p { display: none }</style><p>Hi</p>`, ["<style", "display"]],
    [
      "an event handler",
      `<p onclick="steal()">Hi</p><img src="x" onerror="steal()">`,
      ["onclick", "onerror", "<img", "steal"],
    ],
    ["a javascript: link", `<a href="javascript:steal()">Hi</a>`, ["javascript:", "steal"]],
    ["a disguised javascript: link", `<a href="JaVa&#x09;ScRiPt:steal()">Hi</a>`, ["script:", "steal"]],
    ["a protocol-relative link", `<a href="//evil.example/x">Hi</a>`, ["evil.example"]],
    ["a data: link", `<a href="data:text/html;base64,PHNjcmlwdD4=">Hi</a>`, ["data:"]],
    ["a frame", `<iframe src="https://evil.example"></iframe><p>Hi</p>`, ["<iframe", "evil.example"]],
    [
      "a form",
      `<form action="https://evil.example"><input name="card"><button>Pay</button></form>`,
      ["<form", "<input", "<button", "evil.example"],
    ],
    [
      "the staff's own styles and classes",
      `<p style="position:fixed" class="x" id="y">Hi</p>`,
      ["position", "class=", "id="],
    ],
  ])("removes %s", (_, html, forbidden) => {
    const sanitized = sanitizeEmailHtml(html);
    for (const fragment of forbidden) expect(sanitized.toLowerCase()).not.toContain(fragment.toLowerCase());
  });

  it("keeps formatting, lists and http(s)/mailto links, styled for mail clients", () => {
    const sanitized = sanitizeEmailHtml(
      `<h2>Welcome</h2><p><strong>Bold</strong>, <em>soft</em> and <u>underlined</u><br>next line</p>` +
        `<ul><li>One</li></ul><a href="https://harmoniyoga.example/a?b=1&c=2" title="Site" target="_blank">site</a>` +
        `<a href="mailto:hello@harmoniyoga.example">mail</a>`,
    );
    expect(sanitized).toContain(
      "<strong>Bold</strong>, <em>soft</em> and <u>underlined</u><br />next line</p>",
    );
    expect(sanitized).toMatch(/^<h2 style="[^"]+">Welcome<\/h2><p style="margin:0 0 16px;">/);
    expect(sanitized).toContain('<ul style="margin:0 0 16px;padding-left:24px;"><li>One</li></ul>');
    expect(sanitized).toContain(
      '<a href="https://harmoniyoga.example/a?b=1&amp;c=2" title="Site" style="color:#3d5748;text-decoration:underline;">site</a>',
    );
    expect(sanitized).toContain('<a href="mailto:hello@harmoniyoga.example" style="');
    expect(sanitized).not.toContain("target=");
  });

  it("turns typed text without markup into escaped paragraphs with its line breaks", () => {
    expect(sanitizeEmailHtml('Dear friend,\nsee you soon.\n\n1 < 2 & "so on"')).toBe(
      '<p style="margin:0 0 16px;">Dear friend,<br>see you soon.</p>\n<p style="margin:0 0 16px;">1 &lt; 2 &amp; "so on"</p>',
    );
  });
});

describe("htmlToText", () => {
  it("keeps paragraphs, line breaks, list items and every link's address readable", () => {
    const sanitized = sanitizeEmailHtml(
      `<p>First   paragraph\nwraps.</p><p>Line one<br>line two</p><ul><li>Mat</li><li>Water</li></ul>` +
        `<p>Read <a href="https://harmoniyoga.example/blog?a=1&amp;b=2">our blog</a>, ` +
        `<a href="https://harmoniyoga.example">https://harmoniyoga.example</a> or ` +
        `<a href="mailto:hello@harmoniyoga.example">write to us</a>.</p><p>5 &lt; 6 &amp; "quotes"</p>`,
    );
    expect(htmlToText(sanitized)).toBe(
      [
        "First paragraph wraps.",
        "",
        "Line one",
        "line two",
        "",
        "- Mat",
        "- Water",
        "",
        "Read our blog (https://harmoniyoga.example/blog?a=1&b=2), https://harmoniyoga.example or write to us (hello@harmoniyoga.example).",
        "",
        '5 < 6 & "quotes"',
      ].join("\n"),
    );
  });
});

describe("outreachEmail", () => {
  const input = {
    ...CONTACT,
    name: `Ann "A" <O'Brien> & co`,
    subject: "Your <b>free</b> session & more",
    message: `<p onclick="x()">We'd love to see you.</p><script>alert(1)</script>`,
    bookingLink: `https://harmoniyoga.example/book?ref=email&x="1"`,
  };

  it("wraps the sanitised message in a branded, table-built layout no wider than 600 px", () => {
    const { html } = outreachEmail(input);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain("max-width:600px");
    expect(html).toContain('role="presentation"');
    expect(html).toContain(">Harmoni Yoga</td>");
    expect(html).toContain("background-color:#f7f3ec");
    expect(html).toContain(`<p style="margin:0 0 16px;">We'd love to see you.</p>`);
    expect(html).not.toMatch(/<script|onclick|alert/);
  });

  it("escapes the name, the subject and the booking link", () => {
    const { html, subject } = outreachEmail(input);
    expect(html).toContain(
      '<p style="margin:0 0 16px;">Hi Ann &quot;A&quot; &lt;O&#39;Brien&gt; &amp; co,</p>',
    );
    expect(html).toContain("<title>Your &lt;b&gt;free&lt;/b&gt; session &amp; more</title>");
    expect(html).toContain('href="https://harmoniyoga.example/book?ref=email&amp;x=&quot;1&quot;"');
    expect(html).not.toContain("<b>free</b>");
    expect(subject).toBe(input.subject);
  });

  it("shows the booking link as a button only when there is one", () => {
    const button = /<td align="center" bgcolor="#a9533a"[^>]*>\s*<a href="[^"]+"[^>]*>Book your session<\/a>/;
    expect(outreachEmail(input).html).toMatch(button);
    const { bookingLink: _none, ...withoutLink } = input;
    const plain = outreachEmail(withoutLink);
    expect(plain.html).not.toContain("Book your session");
    expect(plain.text).not.toContain("Book your session");
  });

  it("has a plain-text twin with the greeting, the message, the booking link spelled out and the contact line", () => {
    expect(outreachEmail(input).text).toBe(
      [
        `Hi Ann "A" <O'Brien> & co,`,
        "",
        "We'd love to see you.",
        "",
        `Book your session: https://harmoniyoga.example/book?ref=email&x="1"`,
        "",
        "--",
        "Harmoni Yoga · Live online yoga with certified instructors",
        "Questions? Reply to this e-mail or write to hello@harmoniyoga.example",
        "https://harmoniyoga.example",
        "",
      ].join("\n"),
    );
  });

  it("puts the studio's reply address and site in the footer", () => {
    const { html } = outreachEmail(input);
    expect(html).toContain('<a href="mailto:hello@harmoniyoga.example"');
    expect(html).toContain(
      '<a href="https://harmoniyoga.example" style="color:#4b5750;">harmoniyoga.example</a>',
    );
  });

  it("hands back the sanitised message to be recorded", () => {
    expect(outreachEmail(input).sanitizedMessage).toBe(
      '<p style="margin:0 0 16px;">We\'d love to see you.</p>',
    );
  });
});
