import { NotFound } from '@/client/components/errors/not-found';

export default function NotFoundPage() {
  return <NotFound />;
}
