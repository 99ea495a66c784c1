/**
 * Gives the pages the studio settings (contracts/studio-settings.ts) as virtual modules, one per top-level
 * setting: `import phone from "virtual:studio-settings/phone"`. One module per setting, because a module
 * lands whole in one chunk: the header needs the phone on every first screen, the offices only the contact
 * page and the footer need. A settings file that breaks a rule fails the build (and the dev server) with
 * the file, each wrong field and its problem.
 */
import type { Plugin } from "vite";
import type { StudioSettings } from "../contracts/studio-settings.ts";
import { readStudioSettings, studioSettingsPath } from "../contracts/studio-settings-file.ts";

const PREFIX = "virtual:studio-settings/";
const RESOLVED = `\0${PREFIX}`;

export function studioSettingsPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const path = studioSettingsPath(env);
  let settings: StudioSettings | undefined;
  const current = () => {
    settings ??= readStudioSettings(env);
    return settings;
  };
  return {
    name: "harmoni:studio-settings",
    // Read before anything is built, so a wrong file stops the build with its own message first.
    config() {
      current();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const key = id.slice(RESOLVED.length);
      const all = current();
      if (!Object.hasOwn(all, key)) this.error(`virtual:studio-settings has no setting "${key}"`);
      this.addWatchFile(path);
      return `export default ${JSON.stringify(all[key as keyof StudioSettings])};`;
    },
    // Editing the file while `npm run dev` runs re-reads it; the page reloads with the new facts.
    configureServer(server) {
      server.watcher.add(path);
      server.watcher.on("change", (changed) => {
        if (changed !== path) return;
        settings = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: "full-reload" });
      });
    },
  };
}
