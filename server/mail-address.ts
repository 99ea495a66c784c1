/** "Name <address>" → address; a bare address is returned as it is. */
export function senderAddress(from: string): string {
  return from.match(/<([^>]*)>\s*$/)?.[1] ?? from.trim();
}
