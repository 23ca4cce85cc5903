// Commitment slides in the views: a closing activity, where each participant writes one thing they will do
// differently and may leave an e-mail address for one reminder.
import { TargetIcon } from 'lucide-react';
import type { SlideView } from '../kind';

export const commitment: SlideView = {
  label: 'Commitment',
  icon: TargetIcon,
  meta: () => 'Closing activity',
  Body: ({ slide }) => (
    <div className="grid gap-1 text-sm">
      <p className="font-medium">{slide.prompt}</p>
      <p className="text-muted-foreground">
        Each participant writes one thing they will do differently and may leave an e-mail address for one
        reminder. The presenter screen shows only how many have committed.
      </p>
    </div>
  ),
};
