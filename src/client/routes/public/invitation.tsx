export default function InvitationPage() {
  return null;
}
