export { BusinessHero } from "./business-hero.tsx";
export { EasyToStart } from "./easy-to-start.tsx";
export { ProvenBenefits } from "./proven-benefits.tsx";
export { QuoteCta } from "./quote-cta.tsx";
export { WhyChoose } from "./why-choose.tsx";
export { WhyItMatters } from "./why-it-matters.tsx";
