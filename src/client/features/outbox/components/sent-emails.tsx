import { Inbox, Mail } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { OutboxEmail } from '@/shared/schemas/outbox';
import { PageHeader } from '@/client/components/layout/page-header';
import { CardLoading, SectionCard } from '@/client/components/layout/section-card';
import { RetryButton } from '@/client/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { isApiError } from '@/client/lib/api-client';
import { formatDateTime } from '@/client/lib/format';
import { cn } from '@/client/lib/cn';
import { useOutbox } from '../api/get-outbox';
import { OutboxStatusBadge } from './outbox-status-badge';
import { ResendEmailButton } from './resend-email-button';

const ADMINS_ONLY = 'Only administrators can read sent emails.';

/**
 * Admins: every email the company has sent or queued — invitations, payment and document
 * notices — readable here even without a mail server (the demo's mailbox). Staff who are not
 * admins are told so at once (the page's link is an admin's only), rather than after a refused read.
 */
export function SentEmails({ readable = true }: { readable?: boolean }) {
  const outbox = useOutbox({ enabled: readable });
  const [params, setParams] = useSearchParams();
  const emails = outbox.data ?? [];
  const selected = emails.find((e) => e.id === params.get('email')) ?? emails[0] ?? null;

  function select(id: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('email', id);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <>
      <PageHeader title="Sent emails" description="Everything the portal has emailed your customers, newest first." />
      <div className="mt-8">
        {!readable ? (
          <div role="alert" className="text-sm text-muted">
            <p>{ADMINS_ONLY}</p>
          </div>
        ) : outbox.isPending ? (
          <CardLoading>Loading emails...</CardLoading>
        ) : outbox.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <p>{isApiError(outbox.error, 403) ? ADMINS_ONLY : "We couldn't load the emails."}</p>
            {!isApiError(outbox.error, 403) && (
              <RetryButton query={outbox} />
            )}
          </div>
        ) : emails.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border-strong bg-subtle px-4 py-5 text-sm text-muted">No emails yet.</p>
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <SectionCard title="Mailbox" description={`${emails.length} most recent`} icon={Inbox} flush>
              <ul className="divide-y divide-border">
                {emails.map((email) => (
                  <li key={email.id}>
                    <button
                      type="button"
                      aria-current={email.id === selected?.id ? 'true' : undefined}
                      onClick={() => select(email.id)}
                      className={cn(
                        'flex w-full flex-col gap-1 px-5 py-3 text-left hover:bg-subtle sm:px-6',
                        email.id === selected?.id && 'bg-brand-subtle hover:bg-brand-subtle',
                      )}
                    >
                      <span className="flex w-full min-w-0 items-center justify-between gap-3">
                        <span className="min-w-0 truncate text-sm font-semibold text-foreground">{email.subject}</span>
                        <OutboxStatusBadge status={email.status} />
                      </span>
                      <span className="truncate text-xs text-muted">
                        To {email.toName ? `${email.toName} <${email.toEmail}>` : email.toEmail} · {formatDateTime(email.createdAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </SectionCard>
            {selected && <EmailView email={selected} />}
          </div>
        )}
      </div>
    </>
  );
}

function EmailView({ email }: { email: OutboxEmail }) {
  return (
    <SectionCard
      title={email.subject}
      description={<>To {email.toName ? `${email.toName} <${email.toEmail}>` : email.toEmail}</>}
      icon={Mail}
      action={<OutboxStatusBadge status={email.status} />}
    >
      <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">Queued</dt>
        <dd>{formatDateTime(email.createdAt)}</dd>
        {email.sentAt && (
          <>
            <dt className="text-muted">Sent</dt>
            <dd>{formatDateTime(email.sentAt)}</dd>
          </>
        )}
        {email.lastError && (
          <>
            <dt className="text-muted">Last error</dt>
            <dd className="break-words text-danger-ink">
              {email.lastError} (after {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'})
            </dd>
          </>
        )}
      </dl>
      <Tabs defaultValue="html">
        <TabsList aria-label="How to show the email">
          <TabsTrigger value="html">As the recipient sees it</TabsTrigger>
          <TabsTrigger value="text">Plain text</TabsTrigger>
        </TabsList>
        <TabsContent value="html" className="mt-4">
          {/*
            The email's own HTML, from a route that sends it with a policy of its own (no scripts, a
            sandbox, framed only by us), and framed here with every sandbox restriction as well.
          */}
          <iframe
            key={email.id}
            title={`The email to ${email.toName ?? email.toEmail}, as they see it`}
            src={`/api/outbox/${encodeURIComponent(email.id)}/preview`}
            sandbox=""
            loading="lazy"
            className="block h-[70vh] min-h-96 w-full rounded-xl border border-border bg-white"
          />
        </TabsContent>
        <TabsContent value="text" className="mt-4">
          {/* Plain text, as sent: never HTML. */}
          <pre className="rounded-xl border border-border bg-subtle p-4 font-sans text-sm break-words whitespace-pre-wrap text-foreground">{email.textBody}</pre>
        </TabsContent>
      </Tabs>
      {email.canResend && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border px-4 py-3">
          <p className="min-w-0 flex-1 basis-60 text-sm text-muted">
            The link in this email works only for {email.toName ?? email.toEmail}, so it is hidden here. If they cannot find the email, send them a new link.
          </p>
          <ResendEmailButton email={email} />
        </div>
      )}
    </SectionCard>
  );
}
