import { SentEmails } from '@/client/features/outbox/components/sent-emails';

export default function SentEmailsPage() {
  return <SentEmails />;
}
