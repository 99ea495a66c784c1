import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { stripReadableFormatting } from "#contracts/phone";
import type { DatabaseHandle } from "../db/client.ts";
import { inboundMessages, smsOptOuts } from "../db/schema.ts";
import { stored } from "./stored.ts";

/** Twilio's default opt-out keywords (Advanced Opt-Out), plus the spelling with a space it also accepts. */
const OPT_OUT_KEYWORDS = new Set([
  "STOP",
  "STOPALL",
  "STOP ALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
  "OPTOUT",
  "REVOKE",
]);
const OPT_IN_KEYWORDS = new Set(["START", "YES", "UNSTOP"]);

export type OptChange = "opted_out" | "opted_in";

/** What a reply asks for: the whole message, trimmed and in any case, must be the keyword. */
export function optChangeOf(body: string): OptChange | undefined {
  const keyword = body.trim().replace(/\s+/g, " ").toUpperCase();
  if (OPT_OUT_KEYWORDS.has(keyword)) return "opted_out";
  if (OPT_IN_KEYWORDS.has(keyword)) return "opted_in";
  return undefined;
}

/**
 * A number as Twilio writes it (E.164), which opt-outs and replies are keyed by: a WhatsApp sender
 * arrives as `whatsapp:+14155550142`, and a quote's phone is typed with spaces or brackets.
 */
export function twilioNumber(address: string): string {
  return stripReadableFormatting(address.trim().replace(/^whatsapp:/i, ""));
}

/**
 * True (in SQL) when the phone column's number has opted out. Stored phones are E.164 already (ADR 025),
 * the form opt-outs are keyed by, so the primary key answers it; an unreadable quote phone matches nothing.
 */
export function optedOutSql(phone: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${smsOptOuts} where ${smsOptOuts.optedOut}
    and ${smsOptOuts.phone} = ${phone})`;
}

export interface InboundSms {
  providerId: string;
  from: string;
  to: string;
  body: string;
}

export interface SmsOptOuts {
  isOptedOut(phone: string): Promise<boolean>;
  /** Stores a message sent to us and applies its opt-out keyword; false when the sid was already stored. */
  receive(message: InboundSms): Promise<boolean>;
}

export function createSmsOptOuts(database: DatabaseHandle): SmsOptOuts {
  return {
    async isOptedOut(phone) {
      const [row] = await stored(() =>
        database.db
          .select({ phone: smsOptOuts.phone })
          .from(smsOptOuts)
          .where(and(eq(smsOptOuts.phone, twilioNumber(phone)), eq(smsOptOuts.optedOut, true))),
      );
      return row !== undefined;
    },

    receive(message) {
      const phone = twilioNumber(message.from);
      const optChange = optChangeOf(message.body);
      return stored(() =>
        database.transaction(async ({ db }) => {
          const inserted = await db
            .insert(inboundMessages)
            .values({
              providerId: message.providerId,
              fromNumber: message.from,
              toNumber: message.to,
              body: message.body,
              phone,
              optChange: optChange ?? null,
            })
            .onConflictDoNothing({ target: inboundMessages.providerId })
            .returning({ id: inboundMessages.id });
          if (inserted.length === 0) return false;
          if (optChange) {
            const optedOut = optChange === "opted_out";
            const keyword = message.body.trim().toUpperCase();
            await db
              .insert(smsOptOuts)
              .values({ phone, optedOut, keyword })
              .onConflictDoUpdate({
                target: smsOptOuts.phone,
                set: { optedOut, keyword, updatedAt: sql`now()` },
              });
          }
          return true;
        }),
      );
    },
  };
}
