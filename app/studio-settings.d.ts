// The studio settings as the build gives them to the pages (scripts/vite-studio-settings.ts).
type Settings = import("#contracts/studio-settings").StudioSettings;

declare module "virtual:studio-settings/responsePromiseHours" {
  const value: Settings["responsePromiseHours"];
  export default value;
}
declare module "virtual:studio-settings/tagline" {
  const value: Settings["tagline"];
  export default value;
}
declare module "virtual:studio-settings/phone" {
  const value: Settings["phone"];
  export default value;
}
declare module "virtual:studio-settings/email" {
  const value: Settings["email"];
  export default value;
}
declare module "virtual:studio-settings/businessEmail" {
  const value: Settings["businessEmail"];
  export default value;
}
declare module "virtual:studio-settings/offices" {
  const value: Settings["offices"];
  export default value;
}
declare module "virtual:studio-settings/socials" {
  const value: Settings["socials"];
  export default value;
}
declare module "virtual:studio-settings/payments" {
  const value: Settings["payments"];
  export default value;
}
declare module "virtual:studio-settings/links" {
  const value: Settings["links"];
  export default value;
}
declare module "virtual:studio-settings/analytics" {
  const value: Settings["analytics"];
  export default value;
}
