// A database that refuses a booking's messages (a new one, or a waiting reminder skipped) until told to accept them
// again: what makes a booking's change fail in the middle, to show the change is refused with its messages.
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db";

export async function refuseBookingMessages(db: Db): Promise<{ accept: () => Promise<void> }> {
  await db.execute(sql`
    create function test_refuse_booking_messages() returns trigger language plpgsql as $$
    begin
      if new.kind like 'booking\\_%' and (tg_op = 'INSERT' or (new.status = 'skipped' and old.status = 'pending')) then
        raise exception 'booking messages refused (test)';
      end if;
      return new;
    end $$`);
  await db.execute(sql`
    create trigger test_refuse_booking_messages before insert or update on outbound_messages
    for each row execute function test_refuse_booking_messages()`);
  return {
    accept: async () => {
      await db.execute(sql`drop trigger test_refuse_booking_messages on outbound_messages`);
      await db.execute(sql`drop function test_refuse_booking_messages()`);
    },
  };
}
