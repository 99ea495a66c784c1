/**
 * The pg-boss queue of the messages the server sends visitors by itself (table `visitor_messages`, one delivery):
 * named apart from the delivery so the writers of rows (the lead statement, the trial bookings) queue the first
 * attempt in the statement that writes the row, without importing the sender.
 */
export const VISITOR_MESSAGE_QUEUE = "visitor-message";
