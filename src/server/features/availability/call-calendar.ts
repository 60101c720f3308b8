import ical from 'ical-generator';
import type { CompanyRow } from '../../db/schema/companies';
import type { BookingRow } from './availability.queries';

/**
 * The call as an iCalendar event, worded for whoever downloads it: the customer sees who they
 * will speak to, staff see who is calling. Times are instants (UTC), so any calendar shows them right.
 */
export function callCalendar(tenant: CompanyRow, call: BookingRow, viewer: 'customer' | 'staff'): string {
  const calendar = ical({ name: `${tenant.name}: call`, prodId: { company: tenant.name, product: 'Arbour', language: 'EN' } });
  const who = call.customerName ?? call.leadName ?? 'a visitor';
  const staffFirstName = call.staffName.split(/\s+/)[0] ?? call.staffName;
  const lines = [
    viewer === 'customer' ? `A call with ${staffFirstName} from ${tenant.name} about your project.` : `A call with ${who}${call.projectName ? ` about ${call.projectName}` : ''}.`,
    ...(call.topic ? [`Topic: ${call.topic}`] : []),
  ];
  calendar.createEvent({
    id: `call-${call.id}@${tenant.subdomain}.arbour`,
    start: call.startsAt,
    end: new Date(call.startsAt.getTime() + call.durationMinutes * 60_000),
    summary: viewer === 'customer' ? `Call with ${tenant.name}` : `Call with ${who}`,
    description: lines.join('\n'),
  });
  return calendar.toString();
}
