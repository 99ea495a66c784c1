export interface Country {
  code: string;
  name: string;
  flag: string;
  /** True when `flag` is an image path rather than an emoji. */
  isImageFlag: boolean;
}

export const COUNTRIES: readonly Country[] = [
  { code: "+1", name: "United States", flag: "/flags/us.svg", isImageFlag: true },
];

export const DEFAULT_COUNTRY_CODE = "+1";
