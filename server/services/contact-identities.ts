import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ContactKind } from "#contracts/contact-identities";
import { contactIdentities } from "../db/schema.ts";
import type { LeadKey } from "./lead-records.ts";

/**
 * True (in SQL) when the address column holds one of the lead's identities of this kind: how a message from
 * someone is found to be the lead's, whatever its channel (docs/decisions/038-contact-identities-per-channel.md).
 * The lead's identities are few and indexed by owner, so the address column's own index does the rest.
 */
export function heldBy(key: LeadKey, kind: ContactKind, address: AnyPgColumn): SQL {
  const owner = key.kind === "lead" ? contactIdentities.leadId : contactIdentities.quoteId;
  return sql`${address} in (select ${contactIdentities.value} from ${contactIdentities}
    where ${owner} = ${key.id} and ${contactIdentities.kind} = ${kind})`;
}
