/**
 * The first `max` UTF-16 units of `value`, less half an emoji: a cut between a surrogate pair would leave a
 * lone surrogate, text the server refuses as unstorable. Free of zod, so the browser's attribution code can
 * use it without the validation library.
 */
export function clipText(value: string, max: number): string {
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
