import { ArrowRight, Camera, Home, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/lib/paths';

const WHAT_NEXT = [
  { icon: UserRound, title: 'Confirm your details', text: 'Your name and the best number to call you on.' },
  { icon: Home, title: 'Tell us about the project', text: 'Where the building goes, which one, and how we reach the spot.' },
  { icon: Camera, title: 'Share a photo of the site', text: 'One picture of the space helps the team plan the survey.' },
];

/** /welcome: a new customer's first page, saying what the portal is and what the three short steps are. */
export function WelcomeScreen({ name, companyName }: { name: string; companyName: string | null }) {
  const firstName = name.split(' ')[0] || name;
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm font-semibold tracking-[0.14em] text-brand-ink uppercase">{companyName ?? 'Your customer portal'}</p>
      <h1 className="mt-2 font-display text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">Welcome, {firstName}</h1>
      <p className="mt-3 text-lg text-muted">
        This is where you follow your garden room from design to installation: your build&apos;s stage, payments, documents and contracts, and
        messages with the team.
      </p>
      <Card className="mt-8 p-6 sm:p-8">
        <h2 className="text-base font-semibold text-foreground">Three quick steps to get started</h2>
        <ol className="mt-5 space-y-5">
          {WHAT_NEXT.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-subtle text-brand-ink">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <p className="font-medium text-foreground">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </p>
                <p className="text-sm text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-sm text-muted">It takes about two minutes. You can change any of it later.</p>
        <Button asChild size="lg" className="mt-6 w-full sm:w-auto">
          <Link to={paths.onboarding}>
            Get started
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Card>
    </div>
  );
}
