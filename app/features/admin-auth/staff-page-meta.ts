import type { MetaDescriptor } from "react-router";
import { PRODUCT_NAME } from "#contracts/brand";

/** Title and robots rule of a staff page: "Send SMS | Harmoni Yoga staff", never indexed. */
export function staffPageMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} | ${PRODUCT_NAME} staff` }, { name: "robots", content: "noindex" }];
}
