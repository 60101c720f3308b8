import { PartyPopper } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { OnboardingState } from '@/shared/schemas/onboarding';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth/use-auth';
import { paths } from '@/client/lib/paths';
import { DetailsStep } from './details-step';
import { ProjectStep } from './project-step';
import { StepIndicator } from './step-indicator';
import { UploadStep } from './upload-step';

interface OnboardingFlowProps {
  state: OnboardingState;
  /** The documents feature's upload card for this project, composed by the page. */
  uploadSlot: ReactNode;
  /** Whether the customer has uploaded a file (the page reads it from the documents query, so it shows at once). */
  uploaded: boolean;
}

const FINISHED = 3;

/** /onboarding: the customer's three steps, then Go to my dashboard, which ends their first login. */
export function OnboardingFlow({ state, uploadSlot, uploaded }: OnboardingFlowProps) {
  const done = [state.steps.details, state.steps.project, state.steps.upload || uploaded];
  // A customer coming back carries on where they stopped.
  const [step, setStep] = useState(() => {
    const firstOpen = done.findIndex((d) => !d);
    return firstOpen === -1 ? FINISHED : firstOpen;
  });
  const { markFirstLoginComplete } = useAuth();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);

  async function finish() {
    setFinishing(true);
    try {
      await markFirstLoginComplete();
    } catch (error) {
      console.warn('Finishing onboarding failed', error);
      toast.error('Could not finish just now', { description: isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE });
      setFinishing(false);
      return;
    }
    await navigate(paths.dashboard, { replace: true });
  }

  const project = state.project;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="font-display text-3xl font-semibold tracking-tight text-foreground sm:text-4xl">Getting started</h1>
      <p className="mt-2 text-muted">{state.companyName} will use this to prepare your project.</p>
      <div className="mt-6">
        <StepIndicator current={step} done={done} />
      </div>
      <Card className="mt-6 p-6 sm:p-8">
        {step === 0 && <DetailsStep state={state} onDone={() => setStep(project ? 1 : FINISHED)} />}
        {step === 1 && project && <ProjectStep project={project} onBack={() => setStep(0)} onDone={() => setStep(2)} />}
        {step === 2 && project && <UploadStep uploadSlot={uploadSlot} uploaded={done[2]!} onBack={() => setStep(1)} onDone={() => setStep(FINISHED)} />}
        {step === FINISHED && (
          <div className="space-y-4 text-center sm:text-left">
            <PartyPopper aria-hidden="true" className="mx-auto size-10 text-brand-ink sm:mx-0" />
            <h2 className="text-xl font-semibold text-foreground">You&apos;re all set</h2>
            <p className="text-sm text-muted">
              {done[2] ? 'Thank you. ' : 'You can upload a site photo any time from the Documents tab. '}
              Your dashboard shows your project&apos;s stage, payments and documents.
            </p>
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-between">
              {project && (
                <Button variant="secondary" onClick={() => setStep(2)}>
                  Back
                </Button>
              )}
              <Button size="lg" onClick={() => void finish()} disabled={finishing}>
                {finishing ? 'Opening your dashboard...' : 'Go to my dashboard'}
              </Button>
            </div>
          </div>
        )}
      </Card>
    </div>
  );
}
