/** People never see the `website` field; anything in it means a bot filled the form. */
export function isHoneypotFilled(website: string): boolean {
  return website.trim() !== "";
}
