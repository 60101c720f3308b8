import {
  BadgeCheck,
  Banknote,
  CircleX,
  FilePlus2,
  FileSignature,
  FileUp,
  LifeBuoy,
  MessageSquareText,
  PencilRuler,
  Route,
  ThumbsUp,
  type LucideIcon,
} from 'lucide-react';
import type { ActivityType } from '@/shared/schemas/activity';

export const ACTIVITY_ICONS: Record<ActivityType, LucideIcon> = {
  payment_confirmed: Banknote,
  payment_verified: BadgeCheck,
  payment_rejected: CircleX,
  payment_marked_paid: BadgeCheck,
  contract_created: FileSignature,
  contract_signed: FileSignature,
  note_added: MessageSquareText,
  ticket_opened: LifeBuoy,
  design_approved: ThumbsUp,
  design_changes_requested: PencilRuler,
  stage_changed: Route,
  document_uploaded: FileUp,
  document_requested: FilePlus2,
  diagram_uploaded: PencilRuler,
  diagram_note_added: MessageSquareText,
};
