import { STAGE_STEPS, type ProjectStage } from '../../../shared/constants/stages';
import type { CustomerEmail, ProjectCustomer } from '../../lib/email/customer-email';
import { composedEmail, portalAction } from '../../lib/email/customer-email';
import { text, type EmailBlock } from '../../lib/email/templates/email-content';

export interface DiaryDigestFacts {
  companyName: string;
  /** Newest first, as the dashboard lists them. */
  entries: { projectName: string; stage: ProjectStage; body: string; photoCount: number }[];
  dashboardLink: string;
}

const photos = (count: number) => (count === 0 ? '' : count === 1 ? ', 1 photo' : `, ${count} photos`);

/** The day's summary of a customer's site diary: each new entry's stage and words, and a link to the photos. */
export function diaryDigestEmail(customer: ProjectCustomer, facts: DiaryDigestFacts): CustomerEmail {
  const { entries } = facts;
  const projects = new Set(entries.map((entry) => entry.projectName));
  const where = projects.size === 1 ? [...projects][0]! : 'your projects';
  const blocks: EmailBlock[] = entries.map((entry) => ({
    kind: 'quote',
    label: `${projects.size > 1 ? `${entry.projectName}, ` : ''}${STAGE_STEPS[entry.stage].title}${photos(entry.photoCount)}:`,
    text: entry.body,
  }));
  return composedEmail({
    subject: `${facts.companyName}: ${entries.length === 1 ? 'a new update' : `${entries.length} new updates`} from site on ${where}`,
    heading: 'News from site',
    greeting: `Dear ${customer.name},`,
    blocks: [
      text(`The team posted ${entries.length === 1 ? 'an update' : `${entries.length} updates`} to the site diary of ${where}:`),
      ...blocks,
      portalAction(facts.dashboardLink, 'see the photos and the whole site diary', 'See the progress'),
    ],
    signature: [facts.companyName],
  });
}
