import { describe, expect, it } from "vitest";
import { COUNTRIES, type Country } from "#contracts/countries";
import { filterCountries } from "./country-search.ts";

const sample: Country[] = [
  { code: "+1", name: "United States", flag: "🇺🇸", isImageFlag: false },
  { code: "+44", name: "United Kingdom", flag: "🇬🇧", isImageFlag: false },
  { code: "+91", name: "India", flag: "🇮🇳", isImageFlag: false },
];
const names = (list: Country[]) => list.map((country) => country.name);

describe("filterCountries", () => {
  it("lists every country for an empty or blank query", () => {
    expect(names(filterCountries(sample, ""))).toEqual(["United States", "United Kingdom", "India"]);
    expect(names(filterCountries(sample, "   "))).toEqual(["United States", "United Kingdom", "India"]);
  });

  it("matches the name anywhere, ignoring case", () => {
    expect(names(filterCountries(sample, "united"))).toEqual(["United States", "United Kingdom"]);
    expect(names(filterCountries(sample, "KINGDOM"))).toEqual(["United Kingdom"]);
    expect(names(filterCountries(sample, "  ind "))).toEqual(["India"]);
  });

  it("matches the dial code with or without the plus", () => {
    expect(names(filterCountries(sample, "+91"))).toEqual(["India"]);
    expect(names(filterCountries(sample, "91"))).toEqual(["India"]);
    expect(names(filterCountries(sample, "4"))).toEqual(["United Kingdom"]);
    expect(names(filterCountries(sample, "+1"))).toEqual(["United States"]);
  });

  it("matches a code from its start, so 1 does not find +91", () => {
    expect(names(filterCountries(sample, "1"))).toEqual(["United States"]);
  });

  it("finds nothing for an unknown name or code", () => {
    expect(filterCountries(sample, "France")).toEqual([]);
    expect(filterCountries(sample, "+33")).toEqual([]);
  });

  it("finds the shipped United States entry by name and by code", () => {
    expect(names(filterCountries(COUNTRIES, "states"))).toEqual(["United States"]);
    expect(names(filterCountries(COUNTRIES, "1"))).toEqual(["United States"]);
    expect(filterCountries(COUNTRIES, "xyz")).toEqual([]);
  });
});
