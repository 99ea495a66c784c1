export { Comparison } from "./comparison.tsx";
