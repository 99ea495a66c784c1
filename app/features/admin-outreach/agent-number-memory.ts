/** The agent's own number is the same call after call, so each member of staff's is kept on this device. */
const key = (username: string) => `harmoni-yoga:staff:${username}:agent-number`;

/** Storage can be switched off or full; remembering is a convenience, so failures are ignored. */
export function recallAgentNumber(username: string): string {
  try {
    return window.localStorage.getItem(key(username)) ?? "";
  } catch {
    return "";
  }
}

export function rememberAgentNumber(username: string, agentNumber: string): void {
  try {
    window.localStorage.setItem(key(username), agentNumber);
  } catch {
    // See recallAgentNumber.
  }
}
