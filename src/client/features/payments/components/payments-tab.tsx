/** The customer's Payments tab (being built). */
export function PaymentsTab({ projectId }: { projectId: string }) {
  return <p className="text-muted">Payments for {projectId}</p>;
}
