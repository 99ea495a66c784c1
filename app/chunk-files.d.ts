// The URLs of a lazily loaded module's chunk and of the chunks it imports (vite.config.ts, chunkFiles).
declare module "virtual:chunk-files:*" {
  const files: readonly string[];
  export default files;
}
