import type { LeadNote } from "#contracts/leads-inbox";
import type { DatabaseHandle } from "../db/client.ts";
import { leadNotes } from "../db/schema.ts";
import { createAuditLog } from "./audit.ts";
import { auditContext, type LeadKey, ownerColumns, refOf, type StaffActor } from "./lead-records.ts";
import { stored } from "./stored.ts";

export interface LeadNotes {
  /** Stores the note (already trimmed and checked by the contract) with its audit entry. */
  add(key: LeadKey, text: string, actor: StaffActor): Promise<LeadNote>;
}

export function createLeadNotes(database: DatabaseHandle): LeadNotes {
  return {
    add(key, text, actor) {
      return stored(() =>
        database.transaction(async ({ db }) => {
          const [note] = await db
            .insert(leadNotes)
            .values({ ...ownerColumns(key), staffUserId: actor.userId, text })
            .returning();
          if (!note) throw new Error("Inserting the note returned no row.");
          await createAuditLog(db).record(
            "lead_note_added",
            auditContext(actor, { lead: refOf(key), noteId: note.id, length: text.length }),
          );
          return {
            id: note.id,
            text: note.text,
            staff: actor.username,
            createdAt: note.createdAt.toISOString(),
          };
        }),
      );
    },
  };
}
