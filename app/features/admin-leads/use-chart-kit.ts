import { useEffect, useState } from "react";

type ChartKit = typeof import("./stats-charts.tsx");

export type ChartKitState = { status: "loading" } | { status: "ready"; kit: ChartKit } | { status: "failed" };

let loading: Promise<ChartKit> | undefined;

/**
 * The charts and their library load as a chunk of their own, asked for only here, so no other page
 * carries them (docs/architecture.md, The public-page pipeline). A failed load may succeed next time.
 */
function loadChartKit(): Promise<ChartKit> {
  loading ??= import("./stats-charts.tsx").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the charts when first rendered; the figures' text does not wait for them. */
export function useChartKit(): ChartKitState {
  const [state, setState] = useState<ChartKitState>({ status: "loading" });
  useEffect(() => {
    let mounted = true;
    loadChartKit().then(
      (kit) => {
        if (mounted) setState({ status: "ready", kit });
      },
      (error: unknown) => {
        console.error("The dashboard's charts could not be loaded", error);
        if (mounted) setState({ status: "failed" });
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return state;
}
