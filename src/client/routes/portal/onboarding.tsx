import { Link } from 'react-router';
import type { OnboardingState } from '@/shared/schemas/onboarding';
import { Card } from '@/client/components/ui/card';
import { Spinner } from '@/client/components/ui/spinner';
import { ensure, ensureQueries, type PageLoader } from '@/client/app/route-data';
import { documentsQueryOptions, useProjectDocuments } from '@/client/features/documents/api/get-documents';
import { ProjectDocumentsCard } from '@/client/features/documents/components/project-documents-card';
import { onboardingQueryOptions, useOnboarding } from '@/client/features/onboarding/api/onboarding';
import { OnboardingFlow } from '@/client/features/onboarding/components/onboarding-flow';
import { useAuth } from '@/client/lib/auth/use-auth';
import { paths } from '@/client/lib/paths';

/** The onboarding state, then the project's documents (the upload step's card) once there is a project. */
export const loader: PageLoader = async (queryClient) => {
  const onboarding = await ensure(queryClient, onboardingQueryOptions());
  const projectId = onboarding?.project?.id;
  if (projectId) await ensureQueries(queryClient, [documentsQueryOptions(projectId)]);
};

/** The customer's onboarding, with the documents feature's upload card as its file step. */
export default function OnboardingPage() {
  const onboarding = useOnboarding();

  if (onboarding.isPending) {
    return (
      <Card role="status" className="mx-auto flex max-w-2xl items-center gap-3 text-muted">
        <Spinner className="size-5" />
        Loading...
      </Card>
    );
  }
  if (onboarding.isError) {
    return (
      <Card role="alert" className="mx-auto max-w-2xl text-muted">
        We couldn&apos;t load your onboarding just now.{' '}
        <Link to={paths.dashboard} className="text-brand-ink underline underline-offset-4">
          Go to the dashboard
        </Link>
      </Card>
    );
  }
  const projectId = onboarding.data.project?.id;
  return projectId ? <WithProject state={onboarding.data} projectId={projectId} /> : <OnboardingFlow state={onboarding.data} uploadSlot={null} uploaded={false} />;
}

/** Reads the documents list the upload card keeps current, so the step shows done as soon as a file lands. */
function WithProject({ state, projectId }: { state: OnboardingState; projectId: string }) {
  const { user } = useAuth();
  const documents = useProjectDocuments(projectId);
  const uploaded = documents.data?.documents.some((d) => d.uploadedBy === user?.id) ?? false;
  return <OnboardingFlow state={state} uploadSlot={<ProjectDocumentsCard projectId={projectId} viewer="customer" />} uploaded={uploaded} />;
}
