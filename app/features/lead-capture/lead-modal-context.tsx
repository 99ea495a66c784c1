import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export type LeadModalMode = "default" | "quote" | "booking";

interface LeadModalApi {
  open(mode?: LeadModalMode): void;
}

const LeadModalContext = createContext<LeadModalApi | null>(null);

export function LeadModalProvider({ children }: { children: ReactNode }) {
  const [, setMode] = useState<LeadModalMode | null>(null);
  const api = useMemo<LeadModalApi>(() => ({ open: (mode = "default") => setMode(mode) }), []);
  return <LeadModalContext.Provider value={api}>{children}</LeadModalContext.Provider>;
}

export function useLeadModal(): LeadModalApi {
  const api = useContext(LeadModalContext);
  if (!api) throw new Error("useLeadModal must be used inside LeadModalProvider");
  return api;
}
